/**
 * Entry point: `npm run dev:server` (tsx) or `node build/server/main.js` (esbuild bundle).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';

// Everything the server creates (the database and its WAL, uploads, generated keys) is for its own
// user only: 0600 files, 0700 folders. Set before the first file is opened.
process.umask(0o077);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  if (config.databaseUrl && !process.env.JWT_SECRET) {
    app.log.warn('JWT_SECRET is not set: every instance sharing this database needs the same secret');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Do not hang forever on a stuck connection.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`H5 app: http://localhost:${config.port}/admin-pc/  API docs: http://localhost:${config.port}/api/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
