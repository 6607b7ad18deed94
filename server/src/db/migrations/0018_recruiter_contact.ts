import type { Kysely, Migration } from 'kysely';

/**
 * What a recruiter shares when a chat exchange is accepted (account settings → 微信号 / 交换手机号):
 * recruiters have no resume, whose basic information holds a seeker's WeChat ID. On the account (users),
 * written only by the account module:
 * - `contact_wechat`: the recruiter's WeChat ID; null until set.
 * - `contact_phone`: the phone shared in a phone exchange; null shares the account's (login) phone.
 * Plain nullable text on both databases, no backfill.
 */
const COLUMNS = ['contact_wechat', 'contact_phone'];

export function recruiterContactMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of COLUMNS) await db.schema.alterTable('users').addColumn(name, 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      // Both databases drop a plain column (SQLite since 3.35), so going down and up again works.
      for (const name of COLUMNS) await db.schema.alterTable('users').dropColumn(name).execute();
    },
  };
}
