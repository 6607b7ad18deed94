/**
 * Migration 0031 on a database that holds chat reports: each becomes an open conversation report of the
 * reports module (its reporter's side, the reported member, the conversation's company and subject), and
 * chat_reports goes; down brings them back.
 */
import { sql } from 'kysely';
import { AT, insertCompany, insertPosition, insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate31');

it('moves chat reports into reports and back', async () => {
  const { handle, db, migrator } = await migratedUpTo(database, '0028_category_walk');

  const seeker = await insertUser(handle, '13811117777', 'seeker');
  const recruiter = await insertUser(handle, '13811118888', 'recruiter');
  const company = await insertCompany(handle, recruiter, '乙公司');
  const position = await insertPosition(handle, company, recruiter);
  const conversation = await db
    .insertInto('conversations')
    .values({
      seeker_user_id: seeker,
      recruiter_user_id: recruiter,
      position_id: position,
      company_id: company,
      position_title: '销售代表',
      company_name: '乙公司',
      started_by: 'seeker',
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into chat_reports (conversation_id, reporter_user_id, reported_user_id, reason, detail, created_at)
    values (${conversation.id}, ${seeker}, ${recruiter}, 'fraud', '要求交押金', ${AT}),
           (${conversation.id}, ${recruiter}, ${seeker}, 'harassment', '', ${AT})`.execute(db);

  expect((await migrator.migrateTo('0031_reports')).error).toBeUndefined();
  const moved = await db.selectFrom('reports').selectAll().orderBy('id').execute();
  expect(moved).toEqual([
    expect.objectContaining({
      target_type: 'conversation',
      target_id: conversation.id,
      reporter_user_id: seeker,
      reporter_side: 'seeker',
      reported_user_id: recruiter,
      company_id: company,
      subject: '销售代表 · 乙公司',
      reason: 'fraud',
      note: '要求交押金',
      status: 'open',
      flagged: 0,
      screenshots: '[]',
    }),
    expect.objectContaining({ reporter_user_id: recruiter, reporter_side: 'recruiter', reported_user_id: seeker }),
  ]);
  const tables = (await db.introspection.getTables()).map((table) => table.name);
  expect(tables).toEqual(expect.arrayContaining(['reports', 'report_measures', 'report_audit']));
  expect(tables).not.toContain('chat_reports');

  expect((await migrator.migrateTo('0028_category_walk')).error).toBeUndefined();
  const back = await sql<{ reporter_user_id: number; reason: string; detail: string }>`
    select reporter_user_id, reason, detail from chat_reports order by id`.execute(db);
  expect(back.rows).toEqual([
    { reporter_user_id: seeker, reason: 'fraud', detail: '要求交押金' },
    { reporter_user_id: recruiter, reason: 'harassment', detail: '' },
  ]);
});
