/**
 * Migration 0023 on a database that already holds positions: they become monthly pay of 12 months, not
 * negotiable (what they stated), and going down and up again works.
 */
import { migrateToLatest } from '../src/db/migrations/migrate';
import { regionPoint } from '../src/modules/regions/regions.service';
import { AT, insertCompany, insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate23');

it('gives existing positions monthly pay of 12 months, not negotiable', async () => {
  const { handle, db, dialect, migrator } = await migratedUpTo(database, '0022_company_page');

  const owner = await insertUser(handle, '13811118888', 'recruiter');
  const company = await insertCompany(handle, owner);
  const position = (salary: number | null) =>
    db
      .insertInto('positions')
      .values({
        company_id: company,
        recruiter_user_id: owner,
        title: '会计',
        job_type: 'full',
        industry: '财务',
        education: 'bachelor',
        gender: 'unlimited',
        experience: '1-3',
        form: 'offline',
        region_code: '330106',
        recruit_start: '2026-01-01',
        recruit_end: '2099-12-31',
        salary_min: salary,
        salary_max: salary,
        show_on_company_page: 1,
        status: 'approved',
        review_reason: null,
        refreshed_at: null,
        created_at: AT,
        updated_at: AT,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  await position(8000);
  await position(null);

  expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0023_salary_terms');
  const rows = await db.selectFrom('positions').select(['salary_unit', 'salary_months', 'negotiable']).execute();
  expect(rows).toEqual([
    { salary_unit: 'month', salary_months: 12, negotiable: 0 },
    { salary_unit: 'month', salary_months: 12, negotiable: 0 },
  ]);

  expect((await migrator.migrateTo('0022_company_page')).error).toBeUndefined();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
