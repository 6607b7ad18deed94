/** The only Kysely code for `wechat_subscriptions` and `wechat_chat_notices` (0034). */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export function createSubscriptionsRepository(db: Db) {
  return {
    /** One more credit for each template (a new row starts at 1), never above `cap`. */
    async addCredits(userId: number, templateIds: string[], cap: number, now: string): Promise<void> {
      if (!templateIds.length) return;
      await db
        .insertInto('wechat_subscriptions')
        .values(
          templateIds.map((templateId) => ({ user_id: userId, template_id: templateId, credits: 1, updated_at: now })),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'template_id']).doUpdateSet({
            credits: sql<number>`CASE WHEN wechat_subscriptions.credits >= ${cap} THEN ${cap} ELSE wechat_subscriptions.credits + 1 END`,
            updated_at: now,
          }),
        )
        .execute();
    },

    async credits(userId: number, templateIds: string[]): Promise<Map<string, number>> {
      if (!templateIds.length) return new Map();
      const rows = await db
        .selectFrom('wechat_subscriptions')
        .select(['template_id', 'credits'])
        .where('user_id', '=', userId)
        .where('template_id', 'in', templateIds)
        .execute();
      return new Map(rows.map((row) => [row.template_id, Number(row.credits)]));
    },

    /** Uses one credit when there is one; false when there was none. */
    async consume(userId: number, templateId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('wechat_subscriptions')
        .set((eb) => ({ credits: eb('credits', '-', 1), updated_at: now }))
        .where('user_id', '=', userId)
        .where('template_id', '=', templateId)
        .where('credits', '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async lastChatNotice(userId: number, conversationId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('wechat_chat_notices')
        .select('sent_at')
        .where('user_id', '=', userId)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return row?.sent_at;
    },

    async recordChatNotice(userId: number, conversationId: number, now: string): Promise<void> {
      await db
        .insertInto('wechat_chat_notices')
        .values({ user_id: userId, conversation_id: conversationId, sent_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet({ sent_at: now }))
        .execute();
    },
  };
}
