/**
 * Brings the schema up to date at start. Kysely's Migrator takes a lock (an advisory lock on PostgreSQL),
 * so several instances starting together migrate once.
 */
import { Migrator, sql } from 'kysely';
import type { Db, DbDialect } from '../connect';
import { allMigrations, VACUUM_AFTER, type MigrationContext } from './index';

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
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (dialect === 'postgres') {
    for (const table of new Set(applied.flatMap((name) => VACUUM_AFTER[name] ?? []))) {
      // The migration has committed: a failed vacuum only leaves the table to autovacuum, so it must not stop
      // the server from starting (and a later start would not try again: nothing is pending any more).
      await sql`vacuum (analyze) ${sql.table(table)}`.execute(db).catch((error: unknown) => {
        console.warn(
          `vacuum ${table} after migrating failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }
  }
  return applied;
}
