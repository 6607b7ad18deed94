/**
 * Migration 0005 on a database that already holds companies and positions: the display texts become codes,
 * listed positions get their list rank in order, and the full-text index is backfilled (SQLite FTS5 /
 * PostgreSQL tsvector) so search works at once and new approvals rank above the old rows.
 */
import { regionPoint } from '../src/modules/regions/regions.service';
import { migrateToLatest } from '../src/db/migrations/migrate';
import { createPositionsListRepository } from '../src/modules/positions/positions-list.repository';
import { createPositionsRepository } from '../src/modules/positions/positions.repository';
import { insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate5');

it('maps texts to codes, ranks listed positions and backfills the search index', async () => {
  const { handle, db, dialect } = await migratedUpTo(database, '0004_resume');

  const t = (hour: number) => `2026-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const owner = await insertUser(handle, '13811114444', 'recruiter');
  // Written as the foundation did: display texts in size, type and experience.
  const company = await db
    .insertInto('companies')
    .values({
      owner_user_id: owner,
      name: '杭州云栖科技有限公司',
      size: '100-499人' as never,
      type: '民营企业' as never,
      links: '[]',
      status: 'approved',
      created_at: t(0),
      updated_at: t(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const odd = await insertUser(handle, '13811115555', 'recruiter');
  await db
    .insertInto('companies')
    .values({
      owner_user_id: odd,
      name: '奇怪公司',
      size: '很多人' as never,
      type: '个体户' as never,
      links: '[]',
      status: 'approved',
      created_at: t(0),
      updated_at: t(0),
    })
    .execute();

  const position = (
    title: string,
    status: 'approved' | 'paused' | 'under_review',
    hour: number,
    experience: string,
    refreshed?: number,
  ) =>
    db
      .insertInto('positions')
      .values({
        company_id: company.id,
        recruiter_user_id: owner,
        title,
        job_type: 'full',
        industry: '互联网/IT',
        education: 'bachelor',
        gender: null,
        experience: experience as never,
        form: 'offline',
        region_code: '330106',
        recruit_start: '2026-01-01',
        recruit_end: '2099-12-31',
        salary_min: 10000,
        salary_max: 20000,
        show_on_company_page: 1,
        status,
        review_reason: null,
        refreshed_at: refreshed === undefined ? null : t(refreshed),
        created_at: t(hour),
        updated_at: t(hour),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const older = await position('前端开发工程师', 'approved', 1, '3-5年', 5); // refreshed last: ranks first
  const newer = await position('Java后端工程师', 'approved', 2, '1-3年');
  const paused = await position('测试工程师', 'paused', 3, '经验不限');
  const review = await position('产品经理', 'under_review', 4, '应届生可投');

  // 0005 runs first (later migrations follow it).
  expect((await migrateToLatest(db, dialect, { regionPoint }))[0]).toBe('0005_positions');

  const companies = await db
    .selectFrom('companies')
    .select(['name', 'size', 'type', 'accept_terms'])
    .orderBy('id')
    .execute();
  expect(companies).toEqual([
    { name: '杭州云栖科技有限公司', size: '100-499', type: 'private', accept_terms: 1 },
    { name: '奇怪公司', size: null, type: 'other', accept_terms: 1 },
  ]);
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'experience', 'gender', 'sort_key', 'region_city', 'search_text'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    {
      id: older.id,
      experience: '3-5',
      gender: 'unlimited',
      sort_key: 3,
      region_city: '330100',
      search_text: expect.stringContaining('前 端 开 发'),
    },
    {
      id: newer.id,
      experience: '1-3',
      gender: 'unlimited',
      sort_key: 1,
      region_city: '330100',
      search_text: expect.any(String),
    },
    {
      id: paused.id,
      experience: 'none',
      gender: 'unlimited',
      sort_key: 2,
      region_city: '330100',
      search_text: expect.any(String),
    },
    {
      id: review.id,
      experience: 'none',
      gender: 'unlimited',
      sort_key: null,
      region_city: '330100',
      search_text: expect.any(String),
    },
  ]);

  const repo = createPositionsRepository(db, dialect);
  const lists = createPositionsListRepository(db, dialect);
  const list = (keyword?: string) =>
    lists.listVisible({ keyword, today: '2026-06-01', limit: 10, offset: 0 }).then((r) => r.rows.map((row) => row.id));
  expect(await list()).toEqual([older.id, newer.id]);
  expect(await list('工程')).toEqual([older.id, newer.id]);
  expect(await list('java')).toEqual([newer.id]);
  expect(await list('云栖')).toEqual([older.id, newer.id]);
  expect(await list('产品')).toEqual([]);

  // The next approval ranks above every migrated row (the PostgreSQL sequence continues after them).
  expect(await repo.approve(review.id, t(6))).toBe(true);
  expect(await list()).toEqual([review.id, older.id, newer.id]);
  expect(await list('产品')).toEqual([review.id]);
});
