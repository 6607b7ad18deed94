/**
 * Opens the database, migrates it, and closes it with the app. Other code reaches the database only
 * through `app.db` handed to repositories. (The demo seed runs from app.ts: it uses module code.)
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db, type DbDialect } from '../db/connect';
import { migrateToLatest, type MigrationContext } from '../db/migrations/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: DbDialect;
  }
}

export interface DbPluginOptions {
  dataDir: string;
  databaseUrl?: string;
  /** What data migrations need from the rest of the server (handed in: db/ imports no module). */
  migrations: MigrationContext;
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const handle = openDatabase(options);
    try {
      const applied = await migrateToLatest(handle.db, handle.dialect, options.migrations);
      if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.addHook('onClose', async () => handle.close());
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
  },
  { name: 'db' },
);
