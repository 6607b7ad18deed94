/** A user's conversations and messages, for a copy of their data and for deleting the account. */
import type { Db } from '../../db/connect';

export function createChatPrivacyRepository(db: Db) {
  return {
    async conversations(userId: number) {
      return db
        .selectFrom('conversations')
        .select(['id', 'seeker_user_id', 'recruiter_user_id', 'position_title', 'company_name', 'created_at'])
        .where((eb) => eb.or([eb('seeker_user_id', '=', userId), eb('recruiter_user_id', '=', userId)]))
        .orderBy('id')
        .execute();
    },

    async messages(conversationIds: number[]) {
      if (!conversationIds.length) return [];
      return db
        .selectFrom('chat_messages')
        .select(['id', 'conversation_id', 'seq', 'sender_user_id', 'kind', 'payload', 'created_at'])
        .where('conversation_id', 'in', conversationIds)
        .orderBy('conversation_id')
        .orderBy('seq')
        .execute();
    },

    async setPayload(id: number, payload: string, now: string): Promise<void> {
      await db.updateTable('chat_messages').set({ payload, updated_at: now }).where('id', '=', id).execute();
    },

    async previews(conversationIds: number[]) {
      if (!conversationIds.length) return [];
      return db.selectFrom('conversations').select(['id', 'last_preview']).where('id', 'in', conversationIds).execute();
    },

    async setPreview(id: number, preview: string): Promise<void> {
      await db.updateTable('conversations').set({ last_preview: preview }).where('id', '=', id).execute();
    },

    async forgetOwn(userId: number): Promise<void> {
      await db.deleteFrom('chat_settings').where('user_id', '=', userId).execute();
    },
  };
}
