/**
 * Child process running the real API server for the weapp suite (started by ./server.ts with tsx).
 *
 * The server is built exactly as the server's own tests build it (server/test/helpers.ts: a fresh temp
 * SQLite database, demo data seeded into it) and listens on a random free port. Running it in its own
 * process keeps its ESM dependencies and synchronous SQLite away from jest's module system and from the
 * host's event loop. The parent talks to it over IPC:
 *   -> { id, type: 'login', who }   <- { id, result: { userId, token, expiresAt } }  (injectAs)
 *   -> { id, type: 'received' }     <- { id, result: ReceivedRequest[] }             (what the server got)
 *   -> { id, type: 'close' }        <- { id, result: true }, then exit
 */
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type TestRole = 'seeker' | 'recruiter' | 'operator' | 'user';

/** The part of server/test/helpers.ts used here. */
interface ServerTestHelpers {
  build(options?: { env?: Record<string, string> }): Promise<{
    server: Server;
    listen(options: { port: number; host: string }): Promise<string>;
    close(): Promise<void>;
  }>;
  injectAs(app: unknown, who: number | TestRole): Promise<{ userId: number; token: string; expiresAt: string }>;
}

// Loaded at run time (tsx), not imported: the app's tsconfig, which covers test/, must not type-check the
// server's sources with the app's compiler settings (the server has its own tsconfig).
const HELPERS = path.resolve(__dirname, '../../../server/test/helpers');
const { build, injectAs } = require(HELPERS) as ServerTestHelpers;

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

type Message =
  | { id: number; type: 'login'; who: number | TestRole }
  | { id: number; type: 'received' }
  | { id: number; type: 'close' };

function send(message: unknown): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  // WEAPP_SERVER_ENV: extra server settings of a test file (e.g. WECHAT_API_BASE of a loopback WeChat).
  const app = await build({ env: JSON.parse(process.env.WEAPP_SERVER_ENV || '{}') as Record<string, string> });
  const received: ReceivedRequest[] = [];
  // Every request as the HTTP server received it, before any routing.
  app.server.on('request', (request: IncomingMessage) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: { ...request.headers } });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close().catch(() => undefined);
  };
  process.on('disconnect', () => {
    void close().then(() => process.exit(0));
  });

  process.on('message', (raw) => {
    const message = raw as Message;
    const reply = (work: () => Promise<unknown> | unknown) => {
      Promise.resolve()
        .then(work)
        .then(
          (result) => send({ id: message.id, result }),
          (error: unknown) =>
            send({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
        );
    };
    if (message.type === 'login') {
      reply(async () => {
        const caller = await injectAs(app, message.who);
        return { userId: caller.userId, token: caller.token, expiresAt: caller.expiresAt };
      });
    } else if (message.type === 'received') {
      reply(() => received);
    } else if (message.type === 'close') {
      reply(async () => {
        await close();
        return true;
      });
      setTimeout(() => process.exit(0), 50);
    }
  });

  send({ type: 'ready', origin: `http://127.0.0.1:${port}` });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
