/**
 * The only SQL of the chat tables (conversations, chat_messages, chat_settings; reports: the reports module).
 * Create it on the transaction's handle (`tx.db`) for writes that belong together: `appendMessage` raises
 * the conversation's last seq and inserts the message with it, which must be one transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import type { ConversationRow, ChatMessageRow } from '../../db/types';

export type Side = 'seeker' | 'recruiter';

export interface NewConversation {
  seekerUserId: number;
  recruiterUserId: number;
  positionId: number;
  companyId: number;
  positionTitle: string;
  companyName: string;
  startedBy: Side | 'system';
}

export interface NewMessage {
  conversationId: number;
  senderUserId: number | null;
  clientId: string | null;
  kind: string;
  payload: Record<string, unknown>;
  /** The list's one-line preview: plain text, or a message key with params (rendered per reader). */
  preview: { text?: string; key?: string; params?: Record<string, string | number> };
  /**
   * A system card or line added by one member's action (an invitation, an answer, a result): it is not
   * new to that member. Their read seq follows it when they had read everything before; when they had
   * not, it stays, so the other member's unread messages are never marked read by an action taken
   * elsewhere (the card then reads as unread until they open the conversation).
   */
  actorSide?: Side | null;
}

const readColumn = (side: Side) => (side === 'seeker' ? 'seeker_read_seq' : 'recruiter_read_seq');
const memberColumn = (side: Side) => (side === 'seeker' ? 'seeker_user_id' : 'recruiter_user_id');

export function createChatRepository(db: Db) {
  return {
    async findBetween(seekerUserId: number, recruiterUserId: number, positionId: number) {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where('seeker_user_id', '=', seekerUserId)
        .where('recruiter_user_id', '=', recruiterUserId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
    },

    /** Inserts a conversation; undefined when one between the same members and position exists. */
    async insertConversation(row: NewConversation, now: string): Promise<number | undefined> {
      try {
        const inserted = await db
          .insertInto('conversations')
          .values({
            seeker_user_id: row.seekerUserId,
            recruiter_user_id: row.recruiterUserId,
            position_id: row.positionId,
            company_id: row.companyId,
            position_title: row.positionTitle,
            company_name: row.companyName,
            started_by: row.startedBy,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findById(id: number): Promise<ConversationRow | undefined> {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Conversations a user started as `side` since `since` (the daily limits). */
    async countStartedSince(userId: number, side: Side, since: string): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(memberColumn(side), '=', userId)
        .where('started_by', '=', side)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A user's conversations (either side), newest activity first; `unreadOnly` keeps those with messages
     * after the user's read seq. Two index range scans joined by UNION ALL (one per side) instead of an OR.
     */
    async listFor(userId: number, unreadOnly: boolean, window: { limit: number; offset: number }) {
      const side = (s: Side) => {
        let q = db.selectFrom('conversations').selectAll().where(memberColumn(s), '=', userId);
        if (unreadOnly) q = q.whereRef('last_seq', '>', readColumn(s));
        return q;
      };
      const both = side('seeker').unionAll(side('recruiter'));
      const rows = await db
        .selectFrom(both.as('c'))
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await db
        .selectFrom(both.as('c'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: rows as ConversationRow[], total: Number(count.n) };
    },

    /** Messages the user has not read, over all their conversations (the badge). */
    async unreadTotal(userId: number): Promise<number> {
      const sum = async (s: Side) => {
        const row = await db
          .selectFrom('conversations')
          .select(sql<number>`coalesce(sum(last_seq - ${sql.ref(readColumn(s))}), 0)`.as('n'))
          .where(memberColumn(s), '=', userId)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      return (await sum('seeker')) + (await sum('recruiter'));
    },

    /**
     * Appends a message: raises the conversation's last seq (the UPDATE serializes concurrent senders on
     * the row, on both databases), stores the preview and moves the sender's own read seq along (or the
     * actor's, see `actorSide`: one's own messages and actions are never unread), then
     * inserts the message with that seq. Call inside a transaction.
     */
    async appendMessage(message: NewMessage, senderSide: Side | null, now: string): Promise<ChatMessageRow> {
      let update = db
        .updateTable('conversations')
        .set((eb) => ({
          last_seq: eb('last_seq', '+', 1),
          last_kind: message.kind,
          last_preview: JSON.stringify(message.preview),
          last_sender_user_id: message.senderUserId,
          last_message_at: now,
          updated_at: now,
        }))
        .where('id', '=', message.conversationId);
      if (senderSide) update = update.set((eb) => ({ [readColumn(senderSide)]: eb('last_seq', '+', 1) }));
      else if (message.actorSide) {
        const column = sql.ref(readColumn(message.actorSide));
        update = update.set({
          [readColumn(message.actorSide)]:
            sql<number>`case when ${column} = last_seq then last_seq + 1 else ${column} end`,
        });
      }
      const { last_seq: seq } = await update.returning('last_seq').executeTakeFirstOrThrow();
      return db
        .insertInto('chat_messages')
        .values({
          conversation_id: message.conversationId,
          seq,
          sender_user_id: message.senderUserId,
          client_id: message.clientId,
          kind: message.kind,
          payload: JSON.stringify(message.payload),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The message a sender (null: the system) stored under a client id, if any. */
    async findByClientId(conversationId: number, senderUserId: number | null, clientId: string) {
      let q = db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('client_id', '=', clientId);
      q = senderUserId === null ? q.where('sender_user_id', 'is', null) : q.where('sender_user_id', '=', senderUserId);
      return q.executeTakeFirst();
    },

    /** The system messages whose client id starts with `prefix` (e.g. every proposal card of an interview). */
    async findSystemByClientIdPrefix(conversationId: number, prefix: string) {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('sender_user_id', 'is', null)
        .where('client_id', 'like', `${prefix}%`)
        .execute();
    },

    async findMessage(conversationId: number, id: number) {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A page of messages by seq, oldest first: after `after`, before `before`, or the latest. */
    async messages(conversationId: number, query: { before?: number; after?: number; limit: number }) {
      let q = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
      if (query.after !== undefined) {
        return q.where('seq', '>', query.after).orderBy('seq', 'asc').limit(query.limit).execute();
      }
      if (query.before !== undefined) q = q.where('seq', '<', query.before);
      const rows = await q.orderBy('seq', 'desc').limit(query.limit).execute();
      return rows.reverse();
    },

    async updatePayload(id: number, payload: Record<string, unknown>, now: string) {
      await db
        .updateTable('chat_messages')
        .set({ payload: JSON.stringify(payload), updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Rewrites a payload only while it still reads `expected` (a card answered once, even by two answers
     * at the same moment); answers whether it did.
     */
    async updatePayloadIf(id: number, expected: string, payload: Record<string, unknown>, now: string) {
      const result = await db
        .updateTable('chat_messages')
        .set({ payload: JSON.stringify(payload), updated_at: now })
        .where('id', '=', id)
        .where('payload', '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Moves a member's read seq forward to `seq` (never back, never past the last message). */
    async markRead(id: number, side: Side, seq: number): Promise<number> {
      const column = readColumn(side);
      await db
        .updateTable('conversations')
        .set({ [column]: seq })
        .where('id', '=', id)
        .where(column, '<', seq)
        .where('last_seq', '>=', seq)
        .execute();
      const row = await db.selectFrom('conversations').select(column).where('id', '=', id).executeTakeFirstOrThrow();
      return (row as Record<string, number>)[column];
    },

    async setBlockedBy(id: number, userId: number | null) {
      await db.updateTable('conversations').set({ blocked_by_user_id: userId }).where('id', '=', id).execute();
    },

    async setExchanged(id: number, what: 'phone' | 'wechat', now: string) {
      const column = what === 'phone' ? 'phone_exchanged_at' : 'wechat_exchanged_at';
      await db
        .updateTable('conversations')
        .set({ [column]: now })
        .where('id', '=', id)
        .execute();
    },

    /** Whether the company and the seeker exchanged a phone number or WeChat ID in any conversation. */
    async exchangedWith(companyId: number, seekerUserId: number): Promise<boolean> {
      const row = await db
        .selectFrom('conversations')
        .select('id')
        .where('company_id', '=', companyId)
        .where('seeker_user_id', '=', seekerUserId)
        .where((eb) => eb.or([eb('phone_exchanged_at', 'is not', null), eb('wechat_exchanged_at', 'is not', null)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The pending exchange request of a conversation for `what`, if any. */
    async pendingExchange(conversationId: number, what: string) {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('kind', '=', 'exchange')
        .orderBy('seq', 'desc')
        .limit(20)
        .execute();
      return rows.find((row) => {
        const payload = JSON.parse(row.payload) as { what?: string; state?: string };
        return payload.what === what && payload.state === 'pending';
      });
    },

    /** The request for an attachment resume still waiting for the seeker's answer, if any. */
    async pendingResumeFileRequest(conversationId: number) {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('kind', '=', 'resume_file_request')
        .orderBy('seq', 'desc')
        .limit(20)
        .execute();
      return rows.find((row) => (JSON.parse(row.payload) as { state?: string }).state === 'pending');
    },

    async settings(userId: number) {
      return db.selectFrom('chat_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async saveSettings(userId: number, greeting: string, quickReplies: string[], now: string) {
      const values = { greeting, quick_replies: JSON.stringify(quickReplies), updated_at: now };
      await db
        .insertInto('chat_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
