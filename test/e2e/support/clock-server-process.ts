/**
 * Child process of ./clock-server.ts (run with tsx): the API server built from its sources the way
 * server/src/main.ts builds it (loadConfig of the environment, buildApp, listen), except for its clock:
 * real time plus an offset the test moves. Nothing of this is in the production bundle
 * (build/server/main.js), so no setting can give a deployed server a movable clock.
 * The parent talks to it over IPC:
 *   -> { id, type: 'advance', ms }  <- { id, result: now }      (the server's clock moves forward)
 *   -> { id, type: 'runJobs' }      <- { id, result: counts }   (every timer's job once, as its timer would)
 *   -> { id, type: 'close' }        <- { id, result: true }, then exit
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface Clock {
  now(): number;
}
interface Server {
  server: { address(): AddressInfo | string | null };
  jobs: { runAll(): Promise<Record<string, Record<string, number>>> };
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

// Loaded at run time (tsx), not imported: the app's tsconfig, which covers test/, must not type-check the
// server's sources with the app's compiler settings (the server has its own tsconfig).
const SERVER = path.resolve(__dirname, '../../../server/src');
const { buildApp } = require(`${SERVER}/app`) as {
  buildApp(options: { config: unknown; clock: Clock }): Promise<Server>;
};
const { loadConfig } = require(`${SERVER}/core/config`) as { loadConfig(env: NodeJS.ProcessEnv): unknown };

type Message =
  { id: number; type: 'advance'; ms: number } | { id: number; type: 'runJobs' } | { id: number; type: 'close' };

const send = (message: unknown) => process.send?.(message);

async function main(): Promise<void> {
  let offset = 0;
  const clock: Clock = { now: () => Date.now() + offset };
  const app = await buildApp({ config: loadConfig(process.env), clock });
  // A free port of its own (the parent learns it from the ready message).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close().catch(() => undefined);
  };
  process.on('disconnect', () => void close().then(() => process.exit(0)));
  process.on('message', (raw) => {
    const message = raw as Message;
    const reply = (work: () => unknown) =>
      Promise.resolve()
        .then(work)
        .then(
          (result) => send({ id: message.id, result }),
          (error: unknown) => send({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
        );
    if (message.type === 'advance') {
      void reply(() => {
        offset += message.ms;
        return clock.now();
      });
    } else if (message.type === 'runJobs') {
      void reply(() => app.jobs.runAll());
    } else if (message.type === 'close') {
      void reply(async () => {
        await close();
        return true;
      }).then(() => process.exit(0));
    }
  });
  send({ type: 'ready', origin: `http://127.0.0.1:${port}` });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
