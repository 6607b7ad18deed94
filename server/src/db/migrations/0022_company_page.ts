import type { Kysely, Migration } from 'kysely';

/**
 * The company page (issue 30): the name and title a recruiter shows seekers (王女士 · HR经理), on jobs and on
 * the company's homepage, set with the chat contacts in account settings. On the account (users), written
 * only by the account module:
 * - `recruiter_name`: the name shown; null shows the account's nickname.
 * - `recruiter_title`: the title; null for none.
 * A company's external links were stored from the start (companies.links, 0001). Plain nullable text on
 * both databases, no backfill.
 */
const COLUMNS = ['recruiter_name', 'recruiter_title'];

export function companyPageMigration(): Migration {
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
