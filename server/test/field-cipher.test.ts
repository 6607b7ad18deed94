/** Sensitive fields at rest: AES-256-GCM per value, a keyed blind index for search, and where the key comes from. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/core/config';
import { createFieldCipher, maskSensitive, normaliseForIndex } from '../src/core/field-cipher';

const key = randomBytes(32);
const cipher = createFieldCipher(key);
const ID = '11010519491231002X';

test('round trip, a different stored text every time, no plain text in it', () => {
  const a = cipher.encrypt(ID);
  const b = cipher.encrypt(ID);
  expect(a).not.toBe(b);
  expect(a).not.toContain('110105');
  expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(cipher.decrypt(a)).toBe(ID);
  expect(cipher.decrypt(cipher.encrypt('中国工商银行 6222 0212 3456 7890 123'))).toBe(
    '中国工商银行 6222 0212 3456 7890 123',
  );
});

test('a changed byte, another key or a foreign text fails instead of answering a wrong value', () => {
  const stored = cipher.encrypt(ID);
  const [version, iv, tag, body] = stored.split('.');
  const flipped = Buffer.from(body, 'base64url');
  flipped[0] ^= 1;
  expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  expect(() => createFieldCipher(randomBytes(32)).decrypt(stored)).toThrow();
  expect(() => cipher.decrypt(ID)).toThrow('not an encrypted field');
  expect(() => createFieldCipher(randomBytes(16))).toThrow('32 bytes');
});

test('the blind index matches equal values however they are typed, and depends on the key', () => {
  expect(normaliseForIndex('1101 0519-4912 31002x')).toBe(ID);
  expect(cipher.blindIndex('1101 0519-4912 31002x')).toBe(cipher.blindIndex(ID));
  expect(cipher.blindIndex(ID)).not.toBe(cipher.blindIndex('110105194912310021'));
  expect(createFieldCipher(randomBytes(32)).blindIndex(ID)).not.toBe(cipher.blindIndex(ID));
  expect(cipher.blindIndex(ID)).not.toContain('110105');
});

test('lists show only the ends of a number', () => {
  expect(maskSensitive(ID)).toBe('1101**********002X');
  expect(maskSensitive('6222021234567890123')).toBe('6222***********0123');
  expect(maskSensitive('123')).toBe('***');
});

describe('the data key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  test('is generated once into DATA_DIR/data.key and read again on the next start', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).dataKey;
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).dataKey.equals(first)).toBe(true);
  });

  test('DATA_KEY wins, and a malformed one is refused without showing it', () => {
    const given = randomBytes(32);
    expect(loadConfig({ DATA_DIR: tempDir(), DATA_KEY: given.toString('base64') }).dataKey.equals(given)).toBe(true);
    const short = randomBytes(16).toString('base64');
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATA_KEY: short })).toThrow(
      /DATA_KEY: must be base64 of exactly 32 bytes .*\(got a value, not shown\)/,
    );
  });
});
