/** H5: the answer read as it streams, with fetch and a ReadableStream (see stream.ts). */
import type { CallSpec } from '@common/call';
import { requestFor, type Endpoint, type EndpointInput } from '@/lib/call';
import { buildUrl } from '@/lib/request';
import { lineReader } from './ndjson';
import type { StreamHandle } from './stream';

/** Sends the call (its path parameters filled, the rest of `input` as the JSON body) and reads the answer's lines. */
export function streamPost<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  headers: Record<string, string>,
  onLine: (line: string) => void,
): StreamHandle {
  const { url, method, data: body } = requestFor(endpoint, input);
  const controller = new AbortController();
  const reader = lineReader(onLine);
  const done = (async () => {
    const response = await fetch(buildUrl(url), {
      method,
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
