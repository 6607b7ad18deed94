/**
 * Consent records (issue 31, part 6): which version of the user agreement and of the privacy policy each
 * account accepted, when, and from which address. Written by the auth module when an account is created
 * (code login, registration, WeChat / Alipay with the agreements ticked) and when a user accepts a changed
 * version. Append-only: a newer acceptance is a new row, so the history stays.
 * - `kind`: the agreement's `agreements.type` ('user', 'privacy').
 * - `via`: how it was given ('code_login', 'register', 'wechat', 'alipay', 'prompt': the app asked again).
 * - `ip`: the caller's address when known.
 * A new table only, no backfill: accounts made before it have no record and are asked once at their next
 * start (the app's consent check), which is the record the law wants.
 */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

export function consentsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('consents'), dialect)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('accepted_at', 'text', (c) => c.notNull())
        .execute();
      // A user's newest acceptance of each kind.
      await db.schema.createIndex('consents_user_kind').on('consents').columns(['user_id', 'kind', 'id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('consents').execute();
    },
  };
}
