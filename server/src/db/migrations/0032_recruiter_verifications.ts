/**
 * Verified recruiters: a recruiter's proof of who they are and that they work for their
 * company, owned by the account module (modules/account/verification.*). One row per recruiter, replaced by a
 * resubmission after a refusal:
 * - `real_name` as typed; `id_number` encrypted at rest (core/field-cipher.ts, AES-256-GCM), never in clear;
 * - `proof_kind` ('badge' | 'certificate' | 'authorization') and `proof_files` (JSON array of private document
 *   references, `/api/documents/<userId>-<random>.<ext>`, shown through short-lived signed links);
 * - `company_id` / `company_name`: the company the recruiter had when submitting (a snapshot, no foreign key:
 *   the company module owns that table);
 * - `status` 'pending' | 'verified' | 'refused' (no row: 'none'), `reason` the operator's for a refusal,
 *   `reviewer_user_id` / `reviewed_at` who decided and when.
 * The operators' queue reads pending rows oldest first: (status, submitted_at).
 */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function recruiterVerificationsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('recruiter_verifications'), dialect)
          .addColumn('user_id', 'integer', (c) => userRef(c).unique())
          .addColumn('company_id', 'integer')
          .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('real_name', 'text', (c) => c.notNull())
          .addColumn('id_number', 'text', (c) => c.notNull())
          .addColumn('proof_kind', 'text', (c) => c.notNull())
          .addColumn('proof_files', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('reason', 'text')
          .addColumn('reviewer_user_id', 'integer')
          .addColumn('submitted_at', 'text', (c) => c.notNull())
          .addColumn('reviewed_at', 'text'),
      ).execute();
      await db.schema
        .createIndex('recruiter_verifications_queue')
        .on('recruiter_verifications')
        .columns(['status', 'submitted_at'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('recruiter_verifications').execute();
    },
  };
}
