/** Onboarding's own column (0030): `users.onboarding`, null when not onboarding, else the skipped steps. */
import type { Db } from '../../db/connect';

export function createOnboardingRepository(db: Db) {
  return {
    async find(userId: number) {
      return db.selectFrom('users').select(['identity', 'onboarding']).where('id', '=', userId).executeTakeFirst();
    },

    /** Writes the skipped steps while onboarding is going on (a finished one stays finished). */
    async setSkipped(userId: number, skipped: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ onboarding: skipped, updated_at: now })
        .where('id', '=', userId)
        .where('onboarding', 'is not', null)
        .execute();
    },

    async finish(userId: number, now: string): Promise<void> {
      await db.updateTable('users').set({ onboarding: null, updated_at: now }).where('id', '=', userId).execute();
    },
  };
}
