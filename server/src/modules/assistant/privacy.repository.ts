/** A user's conversations with the assistant. */
import type { Db } from '../../db/connect';

export function createAssistantPrivacyRepository(db: Db) {
  return {
    async messages(userId: number) {
      return db
        .selectFrom('assistant_messages')
        .select(['session_id', 'role', 'text', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    async forget(userId: number): Promise<void> {
      await db.deleteFrom('assistant_messages').where('user_id', '=', userId).execute();
      await db.deleteFrom('assistant_sessions').where('user_id', '=', userId).execute();
    },
  };
}
