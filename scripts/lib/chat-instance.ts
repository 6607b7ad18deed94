/**
 * One API server instance for `npm run bench:chat`, in its own process (so its memory is its own). Built
 * from the environment the parent passes (DATA_DIR or DATABASE_URL, REDIS_URL, JWT_SECRET), listening on a
 * free port. IPC: <- { type: 'ready', origin }; -> { type: 'memory' } <- { type: 'memory', rss, heapUsed,
 * sockets }; -> { type: 'close' } then exit.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/core/config';

async function main() {
  const app = await buildApp({ config: loadConfig(process.env), logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'memory') {
      global.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ type: 'memory', rss, heapUsed, sockets: app.realtime.socketCount() });
    }
    if (message.type === 'close') void app.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', origin });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
