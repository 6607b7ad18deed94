/**
 * The real API server for the weapp suite, in a child process (see ./server-process.ts): a fresh temp
 * SQLite database with the seeded demo data, listening on a random free port of 127.0.0.1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ReceivedRequest } from './server-process';

export type { ReceivedRequest } from './server-process';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface Session {
  userId: number;
  token: string;
  /** ISO 8601 */
  expiresAt: string;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** A session token for a new user with that identity (or an existing user id), via injectAs. */
  login(who: number | 'seeker' | 'recruiter' | 'operator' | 'user'): Promise<Session>;
  /** Every request the server received so far, headers as they arrived. */
  received(): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startServer(
  options: { startTimeoutMs?: number; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const child: ChildProcess = fork(path.join(__dirname, 'server-process.ts'), [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test', WEAPP_SERVER_ENV: JSON.stringify(options.env ?? {}) },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));

  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let exited = false;

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the API server did not start within ${options.startTimeoutMs ?? 30000} ms\n${output}`));
    }, options.startTimeoutMs ?? 30000);
    child.on('message', (raw) => {
      const message = raw as { type?: string; origin?: string; error?: string; id?: number; result?: unknown };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.origin!);
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`the API server failed to start:\n${message.error}\n${output}`));
      } else if (typeof message.id === 'number') {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      }
    });
    child.on('exit', (code) => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`the API server exited (code ${code}) before it was ready\n${output}`));
      for (const waiter of pending.values())
        waiter.reject(new Error(`the API server exited (code ${code})\n${output}`));
      pending.clear();
    });
  });

  const call = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error(`the API server is not running\n${output}`));
      nextId += 1;
      pending.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...message, id: nextId });
    });

  return {
    origin,
    login: (who) => call<Session>({ type: 'login', who }),
    received: () => call<ReceivedRequest[]>({ type: 'received' }),
    close: async () => {
      if (exited) return;
      const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await call({ type: 'close' }).catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}
