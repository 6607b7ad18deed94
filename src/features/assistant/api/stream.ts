/**
 * weapp: the answer read as it streams, with `Taro.request({ enableChunked: true })` (base library 2.20.1+);
 * where chunks never come (PC WeChat), the whole answer arrives in `success` and is read then. H5 uses
 * stream.h5.ts (fetch and a ReadableStream).
 */
import Taro from '@tarojs/taro';
import type { CallSpec } from '@common/call';
import { requestFor, type Endpoint, type EndpointInput } from '@/lib/call';
import { buildUrl } from '@/lib/request';
import { lineReader } from './ndjson';

export interface StreamHandle {
  done: Promise<void>;
  stop: () => void;
}

/** Sends the call (its path parameters filled, the rest of `input` as the JSON body) and reads the answer's lines. */
export function streamPost<S extends CallSpec>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S>,
  headers: Record<string, string>,
  onLine: (line: string) => void,
): StreamHandle {
  const { url, method, data: body } = requestFor(endpoint, input);
  const reader = lineReader(onLine);
  let chunked = false;
  let task: { abort?: () => void; onChunkReceived?: (cb: (res: { data: ArrayBuffer }) => void) => void } | undefined;
  const done = new Promise<void>((resolve, reject) => {
    // wx.request itself: Taro.request passes through the interceptor chain, whose promise does not carry the
    // task's onChunkReceived.
    const native = (globalThis as { wx?: { request: (options: unknown) => unknown } }).wx;
    const send = native
      ? native.request.bind(native)
      : (options: unknown) => Taro.request(options as Taro.request.Option);
    task = send({
      url: buildUrl(url),
      method,
      data: body as Record<string, unknown>,
      header: { ...headers, 'content-type': 'application/json' },
      enableChunked: true,
      responseType: 'arraybuffer',
      success: (res: { data?: ArrayBuffer }) => {
        if (!chunked && res.data) reader.push(new Uint8Array(res.data as ArrayBuffer));
        reader.end();
        resolve();
      },
      fail: (error: unknown) => reject(error),
    }) as unknown as typeof task;
    task?.onChunkReceived?.((res) => {
      chunked = true;
      reader.push(new Uint8Array(res.data));
    });
  });
  return { done, stop: () => task?.abort?.() };
}
