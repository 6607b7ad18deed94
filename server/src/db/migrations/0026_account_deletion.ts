import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

/**
 * Account deletion and a copy of one's data (issue 31; docs/decisions.md, "Leaving"), written only by the
 * account module, except the one contracts column:
 * - `account_deletions`: one row per account that asked to be deleted: when, when the cooling-off ends
 *   (`due_at`), and how it ended (`cancelled_at` by logging in, `completed_at` by the sweep). It holds no
 *   personal data, so it stays after the deletion as the record that it was done.
 * - `users.deletion_cancelled_at`: a login cancelled a deletion and the user has not been told yet.
 * - `data_exports`: the copies asked for: requested, building, ready (a private ZIP until `expires_at`) or
 *   failed; the ZIP is removed when it expires and the row with the account.
 * - `contracts.retain_until`: a signed contract of a deleted account is kept until this day (two years after
 *   it ends), then the retention sweep removes it with its evidence.
 */
export function accountDeletionMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_deletions')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('cancelled_at', 'text')
        .addColumn('completed_at', 'text')
        .execute();
      // The sweep walks the requests whose cooling-off is over.
      await db.schema.createIndex('account_deletions_due').on('account_deletions').columns(['due_at']).execute();
      await db.schema.alterTable('users').addColumn('deletion_cancelled_at', 'text').execute();

      await withId(db.schema.createTable('data_exports'), dialect)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('file_key', 'text')
        .addColumn('size', 'integer')
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('ready_at', 'text')
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('data_exports_status').on('data_exports').columns(['status']).execute();

      await db.schema.alterTable('contracts').addColumn('retain_until', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('contracts').dropColumn('retain_until').execute();
      await db.schema.dropTable('data_exports').execute();
      await db.schema.alterTable('users').dropColumn('deletion_cancelled_at').execute();
      await db.schema.dropTable('account_deletions').execute();
    },
  };
}
