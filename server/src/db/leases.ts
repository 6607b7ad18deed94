/**
 * Leases on named jobs in the shared database: the instance that takes a job's lease runs it, the others
 * skip it until the lease ends. The lease is kept for the job's interval (not released after a run), so N
 * instances run a sweep once per interval between them. One conditional upsert, the same on SQLite and
 * PostgreSQL, so no Redis or advisory-lock session is needed: every instance already shares the database.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './connect';

export interface JobLeases {
  /** Takes (or renews) the lease on `name` for `forMs`; false when another instance holds it. */
  take(name: string, forMs: number): Promise<boolean>;
  /** Hands back every lease of this instance (a clean shutdown), so another one takes the jobs at once. */
  releaseAll(): Promise<void>;
}

export function databaseLeases(db: Db, now: () => number = Date.now): JobLeases {
  /** This instance, as the holder of leases. */
  const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
  return {
    async take(name, forMs) {
      const at = now();
      const result = await db
        .insertInto('job_leases')
        .values({ name, holder, expires_at: at + forMs })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ holder, expires_at: at + forMs })
            .where((eb) => eb.or([eb('job_leases.expires_at', '<=', at), eb('job_leases.holder', '=', holder)])),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async releaseAll() {
      await db.deleteFrom('job_leases').where('holder', '=', holder).execute();
    },
  };
}
