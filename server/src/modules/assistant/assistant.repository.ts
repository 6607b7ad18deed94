import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { AssistantMessagesTable } from '../../db/types';

/** The assistant's sessions and their messages (the only tables the module owns). */
export function createAssistantRepository(db: Db) {
  return {
    /** How many questions the user asked since an instant (the daily limit). */
    async countQuestionsSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('assistant_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('role', '=', 'user')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The user's newest session, or the one with this id when it is theirs. */
    async findSession(userId: number, sessionId?: number): Promise<number | undefined> {
      let query = db.selectFrom('assistant_sessions').select('id').where('user_id', '=', userId);
      query = sessionId ? query.where('id', '=', sessionId) : query.orderBy('id', 'desc').limit(1);
      return (await query.executeTakeFirst())?.id;
    },

    async createSession(userId: number, now: string): Promise<number> {
      const created = await db
        .insertInto('assistant_sessions')
        .values({ user_id: userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },

    async touchSession(sessionId: number, now: string): Promise<void> {
      await db.updateTable('assistant_sessions').set({ updated_at: now }).where('id', '=', sessionId).execute();
    },

    async insertMessage(message: Insertable<AssistantMessagesTable>): Promise<number> {
      const stored = await db
        .insertInto('assistant_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow();
      return stored.id;
    },

    /** A session's messages, oldest first (at most 200). */
    async messages(sessionId: number) {
      return db
        .selectFrom('assistant_messages')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('id')
        .limit(200)
        .execute();
    },

    /** The last `count` messages of a session, oldest first (what an outside model is given as history). */
    async recentMessages(sessionId: number, count: number) {
      const rows = await db
        .selectFrom('assistant_messages')
        .select(['role', 'text'])
        .where('session_id', '=', sessionId)
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
      return rows.reverse();
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
