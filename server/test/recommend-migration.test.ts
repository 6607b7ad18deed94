/**
 * Migration 0024 on a database that already holds expectations: each gets one match row per category code,
 * at the region a position is compared with (a district's city, a province, a municipality's one city); an
 * expectation without codes gets none; going down and up again works.
 */
import { migrateToLatest } from '../src/db/migrations/migrate';
import { regionPoint } from '../src/modules/regions/regions.service';
import { AT, insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const handle = migrationDatabase('migrate24');

it('writes the match rows of existing expectations', async () => {
  const { db, dialect, migrator } = await migratedUpTo(handle, '0023_salary_terms');
  const seeker = await insertUser(handle(), '13811119999', 'seeker');
  const expectation = async (categoryCodes: string, location: string) =>
    (
      await db
        .insertInto('resume_expectations')
        .values({
          user_id: seeker,
          position: '前端',
          category_codes: categoryCodes,
          job_type: 'full',
          salary_min: 10000,
          salary_max: 20000,
          location,
          join_time: null,
          created_at: AT,
          updated_at: AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const district = await expectation('100201,110101', '330106');
  const province = await expectation('100200', '330000');
  const municipality = await expectation('100000', '110000');
  const freeText = await expectation('', '330100');

  expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0024_recommendations');
  const rows = await db
    .selectFrom('resume_expectation_categories')
    .select(['expectation_id', 'user_id', 'category_code', 'region', 'updated_at'])
    .orderBy('expectation_id')
    .orderBy('category_code')
    .execute();
  expect(rows).toEqual([
    { expectation_id: district, user_id: seeker, category_code: '100201', region: '330100', updated_at: AT },
    { expectation_id: district, user_id: seeker, category_code: '110101', region: '330100', updated_at: AT },
    { expectation_id: province, user_id: seeker, category_code: '100200', region: '330000', updated_at: AT },
    { expectation_id: municipality, user_id: seeker, category_code: '100000', region: '110100', updated_at: AT },
  ]);
  expect(rows.some((row) => row.expectation_id === freeText)).toBe(false);

  expect((await migrator.migrateTo('0023_salary_terms')).error).toBeUndefined();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await db.selectFrom('resume_expectation_categories').select('expectation_id').execute()).toHaveLength(4);
});
