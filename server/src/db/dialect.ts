/**
 * The few places where SQLite and PostgreSQL behave differently for code outside db/: modules call these
 * instead of testing error codes or the dialect themselves.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { DbDialect } from './connect';

/** A unique index refused the row (a concurrent insert or update won): `23505` on PostgreSQL, SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/**
 * Locks the selected rows until the transaction ends (FOR UPDATE) on PostgreSQL, so a concurrent change
 * waits and the caller's check is not stale. SQLite runs one write transaction at a time: nothing to add.
 */
/**
 * Like lockedForUpdate, but rows another transaction has locked are passed over (SKIP LOCKED): workers
 * taking jobs from one table each take different rows instead of waiting for each other.
 */
export function lockedSkippingOthers<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: DbDialect,
): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate().skipLocked() : query;
}

export function lockedForUpdate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: DbDialect,
): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate() : query;
}
