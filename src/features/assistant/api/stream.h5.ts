/** H5: the answer read as it streams, with fetch and a ReadableStream (see stream.ts). */
import { buildUrl } from '@/lib/request';
import { lineReader } from './ndjson';
import type { StreamHandle } from './stream';

export function streamPost(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  onLine: (line: string) => void,
): StreamHandle {
  const controller = new AbortController();
  const reader = lineReader(onLine);
  const done = (async () => {
    const response = await fetch(buildUrl(path), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.body) {
      reader.push(new Uint8Array(await response.arrayBuffer()));
    } else {
      const stream = response.body.getReader();
      for (;;) {
        const { value, done: finished } = await stream.read();
        if (finished) break;
        if (value) reader.push(value);
      }
    }
    reader.end();
  })().catch((error: unknown) => {
    if ((error as { name?: string }).name !== 'AbortError') throw error;
  });
  return { done, stop: () => controller.abort() };
}
