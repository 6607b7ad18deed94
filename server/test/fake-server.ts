/** A loopback HTTP server (127.0.0.1, random port) standing in for a provider in tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  body: string | object;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFake(
  handler: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      try {
        const answer = await handler(request);
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'application/json; charset=utf-8',
        });
        res.end(text);
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
