import type { Db } from '../../db/connect';

/** users.last_active_at: when a user last made an authenticated request (the job detail shows the recruiter's). */
export function createActivityRepository(db: Db) {
  return {
    /** Sets last_active_at to `now` unless it is already at or after `notBefore` (another instance wrote it). */
    async touch(userId: number, now: string, notBefore: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_active_at: now })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', notBefore)]))
        .execute();
    },
  };
}
