/** A deleted user's deliveries, and their name in what others are still to be told (the outbox table). */
import type { Db } from '../../db/connect';

export function createOutboxPrivacyRepository(db: Db) {
  return {
    async forget(userId: number): Promise<void> {
      await db.deleteFrom('outbox').where('user_id', '=', userId).execute();
    },

    /** Rows whose payload holds `text` (LIKE's wildcards already escaped by the caller). */
    async holding(text: string) {
      return db.selectFrom('outbox').select(['id', 'payload']).where('payload', 'like', `%${text}%`).execute();
    },

    async setPayload(id: number, payload: string): Promise<void> {
      await db.updateTable('outbox').set({ payload }).where('id', '=', id).execute();
    },
  };
}
