/** Reading a streamed answer: lines split anywhere, even inside a Chinese character. */
import { lineReader, utf8Decode } from '../api/ndjson';

/** jsdom has no TextEncoder: Node's Buffer gives the same bytes. */
const encode = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

test('decodes UTF-8, including characters outside the BMP', () => {
  const text = '杭州 前端 2万 ✓ 😀';
  expect(utf8Decode(encode(text))).toBe(text);
});

test('lines come out whole however the bytes are chunked', () => {
  const events = [
    { type: 'delta', text: '为你找到 3 个匹配的职位：' },
    { type: 'done', messageId: 7 },
  ];
  const bytes = encode(events.map((e) => JSON.stringify(e)).join('\n') + '\n');
  for (const size of [1, 2, 3, 5, 7, 64]) {
    const got: unknown[] = [];
    const reader = lineReader((line) => got.push(JSON.parse(line)));
    for (let i = 0; i < bytes.length; i += size) reader.push(bytes.subarray(i, i + size));
    reader.end();
    expect(got).toEqual(events);
  }
});
