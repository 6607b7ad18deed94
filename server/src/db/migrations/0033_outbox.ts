import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { withId } from './helpers';

/**
 * The outbox (modules/outbox, docs/outbox.md): one row per delivery of an event to a user by a channel
 * (socket, wechat, sms), written in the transaction of the change it reports, delivered after COMMIT.
 * - `dedupe_key` (unique): the event's id, the user, the channel and the kind, so writing a delivery twice
 *   is a no-op (a chat message's WeChat row is keyed by conversation and hour instead: one an hour).
 * - `state`: pending until a channel answers sent, skipped or dead; `next_at` is when it may be taken
 *   next, and taking it moves `next_at` forward by the lease (`lease_holder`: the instance delivering it),
 *   so one instance at a time delivers a row and another takes it over when that one stops.
 * - `payload`: what the channel renders (JSON); emptied once delivered (chat previews do not linger).
 */
export function outboxMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('outbox'), dialect)
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('lease_holder', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .execute();
      // The dispatcher's sweep: pending rows whose time came, oldest first.
      await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'next_at', 'id']).execute();
      // The operators' delivery log of a user, newest first; the purge of old delivered rows.
      await db.schema.createIndex('outbox_user').on('outbox').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('outbox_done').on('outbox').columns(['done_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
    },
  };
}
