import { deriveStage, type Stage } from '@common/pipeline';
import type { ApplicationStatus, InterviewStatus } from '@common/constants';
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { withId } from './helpers';

/**
 * The hiring pipeline (common/pipeline.ts): every application stores its stage and since when, with the
 * times of the facts a stage is read from that no other row keeps (the recruiter's first look, the seeker's
 * withdrawal, the contract signed, the hire); `application_stages` keeps each change (the detail's history).
 * The board reads (position, stage, stage_at); the lists filter by stage, newest first.
 *
 * Existing rows get the stage their stored facts say (`backfillStages`, which the demo seed runs too).
 */
export function pipelineMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('applications')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('delivered'))
        .execute();
      // SQLite adds one column per statement.
      for (const column of ['stage_at', 'viewed_at', 'withdrawn_at', 'hired_at']) {
        await db.schema.alterTable('applications').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('applications').addColumn('contract_id', 'integer').execute();

      await withId(db.schema.createTable('application_stages'), dialect)
        .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_stages_application')
        .on('application_stages')
        .columns(['application_id', 'id'])
        .execute();

      await backfillStages(db);

      await db.schema
        .createIndex('applications_position_stage')
        .on('applications')
        .columns(['position_id', 'stage', 'stage_at'])
        .execute();
      await db.schema
        .createIndex('applications_company_stage')
        .on('applications')
        .columns(['company_id', 'stage', 'id desc'])
        .execute();
      await db.schema
        .createIndex('applications_seeker_stage')
        .on('applications')
        .columns(['seeker_user_id', 'stage', 'id desc'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('applications_seeker_stage').execute();
      await db.schema.dropIndex('applications_company_stage').execute();
      await db.schema.dropIndex('applications_position_stage').execute();
      await db.schema.dropTable('application_stages').execute();
      for (const column of ['hired_at', 'contract_id', 'withdrawn_at', 'viewed_at', 'stage_at', 'stage']) {
        await db.schema.alterTable('applications').dropColumn(column).execute();
      }
    },
  };
}

const BATCH = 500;

/**
 * Sets every application's stage from its stored facts (common/pipeline.ts `deriveStage`): its status, the
 * recruiter's look (viewed_at), the withdrawal (withdrawn_at), the newest interview's status, a signed
 * contract (its id is kept), the hire (hired_at). stage_at is the row's updated_at; the history restarts
 * with that one stage. Runs in batches by id; running it again gives the same rows.
 */
export async function backfillStages(anyDb: Kysely<unknown>): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this migration's time
  const db = anyDb as Kysely<any>;
  let after = 0;
  let done = 0;
  for (;;) {
    const rows: Array<{
      id: number;
      status: ApplicationStatus;
      viewed_at: string | null;
      withdrawn_at: string | null;
      hired_at: string | null;
    }> = await db
      .selectFrom('applications')
      .select(['id', 'status', 'viewed_at', 'withdrawn_at', 'hired_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return done;
    const ids = rows.map((row) => row.id);
    after = ids[ids.length - 1]!;

    const interviews: Array<{ application_id: number; status: InterviewStatus }> = await db
      .selectFrom('interviews')
      .select(['application_id', 'status'])
      .where('application_id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
    const latest = new Map<number, InterviewStatus>();
    for (const row of interviews) if (!latest.has(row.application_id)) latest.set(row.application_id, row.status);

    // Signed is the only status after the signature (abnormal stops a signing that failed its checks).
    const signed: Array<{ id: number; application_id: number }> = await db
      .selectFrom('contracts')
      .select(['id', 'application_id'])
      .where('application_id', 'in', ids)
      .where('status', '=', 'signed')
      .orderBy('id')
      .execute();
    const contractOf = new Map(signed.map((row) => [row.application_id, row.id]));

    const byStage = new Map<Stage, number[]>();
    for (const row of rows) {
      const stage = deriveStage({
        status: row.status,
        viewed: row.viewed_at !== null,
        withdrawn: row.withdrawn_at !== null,
        latestInterview: latest.get(row.id) ?? null,
        contractSigned: contractOf.has(row.id),
        hired: row.hired_at !== null,
      });
      byStage.set(stage, [...(byStage.get(stage) ?? []), row.id]);
    }
    for (const [stage, stageIds] of byStage) {
      await db
        .updateTable('applications')
        .set({ stage, stage_at: sql`updated_at` })
        .where('id', 'in', stageIds)
        .execute();
    }
    for (const [applicationId, contractId] of contractOf) {
      await db.updateTable('applications').set({ contract_id: contractId }).where('id', '=', applicationId).execute();
    }
    await db.deleteFrom('application_stages').where('application_id', 'in', ids).execute();
    await db
      .insertInto('application_stages')
      .columns(['application_id', 'stage', 'at'])
      .expression(
        db.selectFrom('applications').select(['id', 'stage', 'updated_at']).where('id', 'in', ids).orderBy('id'),
      )
      .execute();
    done += rows.length;
  }
}
