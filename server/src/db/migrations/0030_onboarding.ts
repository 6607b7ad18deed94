import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

/**
 * Onboarding and joining a company (docs/decisions.md, "Onboarding"):
 * - `users.onboarding`: null when the account is not onboarding (every account made before, the demo
 *   accounts, and one that finished); otherwise the steps the user skipped, comma-separated ('' = none yet).
 *   Set when an account chooses its first identity.
 * - `resume_basics.work_since`: the year the seeker started working ('2019'), or 'none' (not yet).
 * - `company_join_requests`: a recruiter asks to join a company; its first recruiter or an operator answers.
 *   An approved row makes the requester one of the company's recruiters (the company module reads it as
 *   membership). No personal data: ids, a status and times (`decided_by`: who answered).
 */
export function onboardingMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('onboarding', 'text').execute();
      await db.schema.alterTable('resume_basics').addColumn('work_since', 'text').execute();

      await withId(db.schema.createTable('company_join_requests'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute();
      // A user's open or approved request (membership is looked up on every recruiter call).
      await db.schema
        .createIndex('company_join_requests_user')
        .on('company_join_requests')
        .columns(['user_id', 'status'])
        .execute();
      // A company's pending requests, oldest first.
      await db.schema
        .createIndex('company_join_requests_company')
        .on('company_join_requests')
        .columns(['company_id', 'status', 'id'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('company_join_requests').execute();
      await db.schema.alterTable('resume_basics').dropColumn('work_since').execute();
      await db.schema.alterTable('users').dropColumn('onboarding').execute();
    },
  };
}
