/**
 * Brings the schema up to date at start. Kysely's Migrator takes a lock (an advisory lock on PostgreSQL),
 * so several instances starting together migrate once.
 */
import { Migrator } from 'kysely';
import type { Db, DbDialect } from '../connect';
import { allMigrations, type MigrationContext } from './index';

export type { MigrationContext };

export async function migrateToLatest(db: Db, dialect: DbDialect, context: MigrationContext): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect, context) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
