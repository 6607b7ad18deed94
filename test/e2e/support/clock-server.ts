/**
 * The real server with a clock the test moves (./clock-server-process.ts, from the server's sources with
 * tsx), for end-to-end flows that span days (a deletion's cooling-off). It serves the H5 production build
 * (dist/h5) and a fresh DATA_DIR with the demo seed, like ./harness.ts `startServer`, and answers the
 * same RunningServer (its log in `output()`, so `smsCodeFromLog` reads the SMS codes), plus:
 * - `advance(ms)`: the server's "now" moves forward (sessions, codes, cooling-off read it);
 * - `runJobs()`: every timer's job runs once, as the timers would within the hour.
 * The production bundle has no such control: a deployed server's clock is the system's.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, type RunningServer } from './harness';

export interface ClockServer extends RunningServer {
  /** Moves the server's clock forward; answers its new "now" (ms since the epoch). */
  advance(ms: number): Promise<number>;
  /** Runs every job of the server once (the deletion sweep among them); answers what each did. */
  runJobs(): Promise<Record<string, Record<string, number>>>;
}

export async function startClockServer(env: Record<string, string> = {}): Promise<ClockServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-clock-'));
  const child = fork(path.join(__dirname, 'clock-server-process.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));

  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the clock server did not start in 60 s\n${output}`)), 60_000);
    child.on('message', (raw) => {
      const message = raw as { type?: string; origin?: string; error?: string; id?: number; result?: unknown };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.origin!);
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`the clock server failed to start:\n${message.error}\n${output}`));
      } else if (typeof message.id === 'number') {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the clock server exited (code ${code})\n${output}`));
      for (const waiter of pending.values()) waiter.reject(new Error(`the clock server exited (code ${code})`));
    });
  });

  const call = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...message, id: nextId });
    });

  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    output: () => output,
    advance: (ms) => call<number>({ type: 'advance', ms }),
    runJobs: () => call({ type: 'runJobs' }),
    async stop() {
      if (child.exitCode === null) {
        await call({ type: 'close' }).catch(() => undefined);
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
