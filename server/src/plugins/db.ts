/**
 * Opens the database, migrates it, seeds an empty one with demo data, and closes it with the app.
 * Other code reaches the database only through `app.db` handed to repositories.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db, type DbDialect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: DbDialect;
  }
}

export interface DbPluginOptions {
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  appDownloadUrl?: string;
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const handle = openDatabase(options);
    try {
      const applied = await migrateToLatest(handle.db, handle.dialect);
      if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
      if (
        options.seedDemo &&
        (await seedDemoData(handle.db, handle.dialect, { appDownloadUrl: options.appDownloadUrl }))
      ) {
        app.log.info('demo data seeded into the empty database');
      }
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
