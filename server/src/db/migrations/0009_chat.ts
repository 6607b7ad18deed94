/**
 * Chat (only new tables: works the same on a database that already holds data).
 * - conversations: one per seeker, recruiter and position (unique). The last message's seq lives here and
 *   is raised in the same transaction that inserts the message, so seqs have no gap and no duplicate; each
 *   member's last read seq gives their unread count (last_seq - read_seq) and the other's read receipts.
 *   Position title and company name are copied at creation (facts, like a notification's params); the
 *   accepted exchanges are remembered here because they open the seeker's contacts to the company.
 * - chat_messages: (conversation, seq) unique; (conversation, sender, client id) unique so a resend
 *   answers the stored message. `payload` is the kind's JSON object.
 * - chat_reports: what a member reported, for operators.
 * - chat_settings: a user's greeting and quick replies (absent: the defaults in their language).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function chatMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('conversations'), dialect)
          .addColumn('seeker_user_id', 'integer', userRef)
          .addColumn('recruiter_user_id', 'integer', userRef)
          .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('position_title', 'text', (c) => c.notNull())
          .addColumn('company_name', 'text', (c) => c.notNull())
          .addColumn('started_by', 'text', (c) => c.notNull())
          .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_kind', 'text')
          .addColumn('last_preview', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('last_sender_user_id', 'integer')
          .addColumn('last_message_at', 'text')
          .addColumn('seeker_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('recruiter_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('blocked_by_user_id', 'integer')
          .addColumn('phone_exchanged_at', 'text')
          .addColumn('wechat_exchanged_at', 'text')
          .addUniqueConstraint('conversations_members_position', [
            'seeker_user_id',
            'recruiter_user_id',
            'position_id',
          ]),
      ).execute();
      // Each member's list, newest activity first; the daily limits count new conversations by starter.
      await db.schema
        .createIndex('conversations_seeker')
        .on('conversations')
        .columns(['seeker_user_id', 'updated_at desc'])
        .execute();
      await db.schema
        .createIndex('conversations_recruiter')
        .on('conversations')
        .columns(['recruiter_user_id', 'updated_at desc'])
        .execute();
      await db.schema
        .createIndex('conversations_company_seeker')
        .on('conversations')
        .columns(['company_id', 'seeker_user_id'])
        .execute();

      await withId(db.schema.createTable('chat_messages'), dialect)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('sender_user_id', 'integer')
        .addColumn('client_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
        .execute();
      await sql`create unique index chat_messages_client on chat_messages (conversation_id, sender_user_id, client_id)
        where client_id is not null`.execute(db);
      // Interview cards are found again when the interview changes.
      await sql`create index chat_messages_kind on chat_messages (conversation_id, kind)
        where kind in ('interview', 'exchange')`.execute(db);

      await withId(db.schema.createTable('chat_reports'), dialect)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('reporter_user_id', 'integer', userRef)
        .addColumn('reported_user_id', 'integer', userRef)
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('chat_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('greeting', 'text')
        .addColumn('quick_replies', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_settings').execute();
      await db.schema.dropTable('chat_reports').execute();
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('conversations').execute();
    },
  };
}
