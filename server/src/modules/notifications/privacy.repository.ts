/** A user's notifications, and the name of a deleted seeker in recruiters' notifications. */
import type { Db } from '../../db/connect';

export function createNotificationsPrivacyRepository(db: Db) {
  return {
    async forget(userId: number): Promise<void> {
      await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
    },

    /** Notifications of others whose params hold `text` (a JSON fragment such as `"seekerName":"李四"`). */
    async holding(text: string) {
      return db.selectFrom('notifications').select(['id', 'params']).where('params', 'like', `%${text}%`).execute();
    },

    async setParams(id: number, params: string): Promise<void> {
      await db.updateTable('notifications').set({ params }).where('id', '=', id).execute();
    },
  };
}
