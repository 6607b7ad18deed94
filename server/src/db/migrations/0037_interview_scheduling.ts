import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { withId } from './helpers';

/**
 * Interview scheduling (common/interview-scheduling.ts), written only by the applications module:
 * - `interview_slots`: the times an invitation offers (open), the one the seeker picked (picked), the others
 *   (released). `recruiter_user_id` is the interviewer's, copied from the interview, so the partial unique
 *   index `interview_slots_picked` makes one interviewer's picked times unique: two candidates picking the
 *   same time of the same interviewer at once, one INSERT/UPDATE wins and the other hits the index (both
 *   SQLite and PostgreSQL enforce partial unique indexes).
 * - `interview_proposals`: each request to move an interview to another time, with its reason and answer;
 *   `side` is who proposed (seeker | recruiter); `interview_proposals_pending` keeps one pending proposal per
 *   interview.
 */
export function interviewSchedulingMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('interview_slots'), dialect)
        .addColumn('interview_id', 'integer', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
        .addColumn('recruiter_user_id', 'integer', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index interview_slots_interview on interview_slots (interview_id)`.execute(db);
      await sql`create unique index interview_slots_picked on interview_slots (recruiter_user_id, time)
        where status = 'picked'`.execute(db);

      await withId(db.schema.createTable('interview_proposals'), dialect)
        .addColumn('interview_id', 'integer', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
        .addColumn('proposer_user_id', 'integer', (c) => c.notNull())
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute();
      await sql`create index interview_proposals_interview on interview_proposals (interview_id)`.execute(db);
      await sql`create unique index interview_proposals_pending on interview_proposals (interview_id)
        where status = 'pending'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('interview_proposals').execute();
      await db.schema.dropTable('interview_slots').execute();
    },
  };
}
