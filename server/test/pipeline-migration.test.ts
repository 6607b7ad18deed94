/**
 * Migration 0036 on a database holding applications in several states: each gets the stage its facts say
 * (common/pipeline.ts deriveStage), since its updated_at, with one history row; down removes it all.
 */
import { sql } from 'kysely';
import { AT, insertCompany, insertPosition, insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate36');

it('derives every existing application stage', async () => {
  const { handle, db, migrator } = await migratedUpTo(database, '0035_notification_preferences');

  const recruiter = await insertUser(handle, '13811118888', 'recruiter');
  const company = await insertCompany(handle, recruiter, '乙公司');
  const position = await insertPosition(handle, company, recruiter);

  // name -> [status, interview statuses oldest first, contract statuses]
  const cases: Record<string, ['delivered' | 'passed' | 'rejected', string[], string[], string]> = {
    delivered: ['delivered', [], [], 'delivered'],
    screened: ['passed', [], [], 'screened'],
    invitedBeforeAnswer: ['delivered', ['invited'], [], 'interviewing'],
    waiting: ['passed', ['waiting'], [], 'interviewing'],
    declinedThenNothing: ['passed', ['rejected'], [], 'screened'],
    offered: ['passed', ['failed', 'passed'], ['refused'], 'offered'],
    failed: ['passed', ['failed'], [], 'rejected'],
    rejected: ['rejected', ['rejected'], [], 'rejected'],
    signed: ['passed', ['passed'], ['void', 'signed'], 'signed'],
  };
  const ids: Record<string, number> = {};
  let n = 0;
  for (const [name, [status, interviews, contracts]] of Object.entries(cases)) {
    n += 1;
    const seeker = await insertUser(handle, `1390000${String(n).padStart(4, '0')}`, 'seeker');
    const updated = `2026-01-0${n}T00:00:00.000Z`;
    const app = await db
      .insertInto('applications')
      .values({
        seeker_user_id: seeker,
        position_id: position,
        company_id: company,
        status,
        created_at: AT,
        updated_at: updated,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = app.id;
    for (const interview of interviews) {
      await sql`insert into interviews (application_id, seeker_user_id, company_id, position_id, recruiter_user_id,
        method, time, status, created_at, updated_at)
        values (${app.id}, ${seeker}, ${company}, ${position}, ${recruiter}, 'offline', ${AT}, ${interview},
          ${AT}, ${AT})`.execute(db);
    }
    for (const [index, contract] of contracts.entries()) {
      await sql`insert into contracts (contract_no, application_id, company_id, seeker_user_id, recruiter_user_id,
        kind, status, party_a_name, party_b_name, party_b_position, start_date, end_date, fields, created_at,
        updated_at)
        values (${`HT${app.id}-${index}`}, ${app.id}, ${company}, ${seeker}, ${recruiter}, 'electronic',
          ${contract}, '乙公司', '张三', '销售代表', '2026-02-01', '2027-01-31', '{}', ${AT}, ${AT})`.execute(db);
    }
  }

  expect((await migrator.migrateTo('0036_pipeline')).error).toBeUndefined();
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'stage', 'stage_at', 'updated_at', 'contract_id', 'viewed_at', 'withdrawn_at', 'hired_at'])
    .orderBy('id')
    .execute();
  const stageOf = Object.fromEntries(rows.map((row) => [row.id, row]));
  for (const [name, [, , , stage]] of Object.entries(cases)) {
    expect({ name, stage: stageOf[ids[name]!]!.stage }).toEqual({ name, stage });
    expect(stageOf[ids[name]!]!.stage_at).toBe(stageOf[ids[name]!]!.updated_at);
  }
  const signedContract = await db
    .selectFrom('contracts')
    .select('id')
    .where('application_id', '=', ids.signed!)
    .where('status', '=', 'signed')
    .executeTakeFirstOrThrow();
  expect(stageOf[ids.signed!]!.contract_id).toBe(signedContract.id);
  expect(stageOf[ids.offered!]!.contract_id).toBeNull();

  const history = await db.selectFrom('application_stages').selectAll().orderBy('id').execute();
  expect(history).toHaveLength(rows.length);
  expect(history.map((row) => [row.application_id, row.stage, row.at])).toEqual(
    rows.map((row) => [row.id, row.stage, row.updated_at]),
  );

  // A new row takes the default.
  const seeker = await insertUser(handle, '13900009999', 'seeker');
  const fresh = await db
    .insertInto('applications')
    .values({
      seeker_user_id: seeker,
      position_id: position,
      company_id: company,
      status: 'delivered',
      created_at: AT,
      updated_at: AT,
    })
    .returning('stage')
    .executeTakeFirstOrThrow();
  expect(fresh.stage).toBe('delivered');

  expect((await migrator.migrateTo('0035_notification_preferences')).error).toBeUndefined();
  const columns = (await db.introspection.getTables()).find((table) => table.name === 'applications')!.columns;
  expect(columns.map((column) => column.name)).not.toContain('stage');
  expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('application_stages');
});
