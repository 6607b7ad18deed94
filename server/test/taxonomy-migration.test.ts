/**
 * Migration 0020 on a database that already holds positions and expectations written as free text: titles
 * become third-level categories, industry texts GB/T 4754-2017 divisions, expected positions categories;
 * text nothing matches keeps its words and no code; mapped positions are found by a category filter at
 * once (their search tags follow).
 */
import { migrateToLatest } from '../src/db/migrations/migrate';
import { regionPoint } from '../src/modules/regions/regions.service';
import { createPositionsListRepository } from '../src/modules/positions/positions-list.repository';
import { positionSearchText } from '../src/db/search';
import { AT, insertCompany, insertUser, migratedUpTo, migrationDatabase } from './migration-helpers';

const database = migrationDatabase('migrate20');

it('maps free text to codes, keeps what matches nothing, and tags mapped positions for the filter', async () => {
  const { handle, db, dialect } = await migratedUpTo(database, '0019_staff_phone_tail');

  const owner = await insertUser(handle, '13811116666', 'recruiter');
  const seeker = await insertUser(handle, '13811117777', 'seeker');
  const company = await insertCompany(handle, owner, '杭州云栖科技有限公司');
  // Approved positions as the previous version wrote them (no codes), listed through the approval path.
  const position = async (title: string, industry: string, sortKey: number) => {
    const row = await db
      .insertInto('positions')
      .values({
        company_id: company,
        recruiter_user_id: owner,
        title,
        job_type: 'full',
        industry,
        education: 'bachelor',
        gender: 'unlimited',
        experience: '1-3',
        form: 'offline',
        region_code: '330106',
        region_province: '330000',
        region_city: '330100',
        recruit_start: '2026-01-01',
        recruit_end: '2099-12-31',
        salary_min: 10000,
        salary_max: 20000,
        show_on_company_page: 1,
        status: 'approved',
        review_reason: null,
        refreshed_at: null,
        sort_key: sortKey,
        sort_at: AT,
        search_text: positionSearchText(title, '杭州云栖科技有限公司', industry),
        search_tags: 'p330000 c330100 d330106 jfull ebachelor x1x3',
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const frontend = await position('前端开发工程师', '互联网/IT', 1);
  const java = await position('Java后端工程师', '大数据/企业服务', 2);
  const odd = await position('神秘岗位', '奇怪的行业', 3);
  const expectation = (text: string) =>
    db
      .insertInto('resume_expectations')
      .values({
        user_id: seeker,
        position: text,
        job_type: 'full',
        salary_min: 10000,
        salary_max: 20000,
        location: '330100',
        join_time: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const wantsFrontend = await expectation('前端开发');
  const wantsOdd = await expectation('什么都行');

  expect(await migrateToLatest(db, dialect, { regionPoint })).toContain('0020_taxonomy');

  const positions = await db
    .selectFrom('positions')
    .select(['id', 'title', 'industry', 'category_code', 'industry_code'])
    .orderBy('id')
    .execute();
  expect(positions).toEqual([
    { id: frontend, title: '前端开发工程师', industry: '互联网/IT', category_code: '100201', industry_code: '64' },
    { id: java, title: 'Java后端工程师', industry: '大数据/企业服务', category_code: '100101', industry_code: '65' },
    // Nothing matched: the text stays (the note), no code.
    { id: odd, title: '神秘岗位', industry: '奇怪的行业', category_code: null, industry_code: null },
  ]);
  const expectations = await db
    .selectFrom('resume_expectations')
    .select(['id', 'position', 'category_codes'])
    .orderBy('id')
    .execute();
  expect(expectations).toEqual([
    { id: wantsFrontend.id, position: '前端开发', category_codes: '100201' },
    { id: wantsOdd.id, position: '什么都行', category_codes: '' },
  ]);

  // The filter finds the mapped rows at every level, also through the index tags (SQLite FTS5).
  const lists = createPositionsListRepository(db, dialect);
  const list = (filters: { category?: string; keyword?: string; industries?: string[] }) =>
    lists
      .listVisible({ ...filters, today: '2026-06-01', limit: 10, offset: 0 })
      .then((r) => r.rows.map((row) => row.id));
  expect(await list({})).toEqual([odd, java, frontend]);
  expect(await list({ category: '100000' })).toEqual([java, frontend]);
  expect(await list({ category: '100200' })).toEqual([frontend]);
  expect(await list({ category: '100101' })).toEqual([java]);
  expect(await list({ category: '100000', keyword: '工程师' })).toEqual([java, frontend]);
  expect(await list({ industries: ['64', '65'] })).toEqual([java, frontend]);
});
