/** The private assistant's sessions and messages (only new tables). */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function assistantMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('assistant_sessions'), dialect).addColumn('user_id', 'integer', userRef),
      ).execute();
      await db.schema
        .createIndex('assistant_sessions_user')
        .on('assistant_sessions')
        .columns(['user_id', 'id desc'])
        .execute();
      await withId(db.schema.createTable('assistant_messages'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('assistant_sessions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('cards', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('goal', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('assistant_messages_session')
        .on('assistant_messages')
        .columns(['session_id', 'id'])
        .execute();
      await db.schema
        .createIndex('assistant_messages_user_day')
        .on('assistant_messages')
        .columns(['user_id', 'role', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('assistant_messages').execute();
      await db.schema.dropTable('assistant_sessions').execute();
    },
  };
}
