/**
 * Recommendations for both sides (common/recommend.ts): 推荐 ranks a seeker's positions for an expectation
 * and says why; 推荐牛人 finds seekers whose expectations match a recruiter's position, never a hidden resume,
 * an unfinished one or a seeker who blocked the company. The match rows 推荐牛人 walks follow every
 * expectation write.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { approvedPosition, call, recruiterWithCompany } from './positions-helpers';
import { validBasic, validExpectation } from './resume-helpers';

const clock = manualClock();
let app: FastifyInstance;
let operator: TestCaller;
beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false', PUBLIC_CACHE_SECONDS: '0' } });
  operator = await injectAs(app, 'operator');
});
afterAll(async () => {
  await app.close();
});

/** A seeker with basic information and these expectations (ids in order). */
async function seeker(
  expectations: Array<Record<string, unknown>>,
  extra: { hidden?: boolean; blocked?: string; basic?: boolean } = {},
) {
  const caller = await injectAs(app, 'seeker');
  if (extra.basic !== false) expect((await call(caller, 'PUT', 'resume/basic', validBasic)).code).toBe(200);
  const ids: number[] = [];
  for (const expectation of expectations) {
    const saved = await call(caller, 'POST', 'expectations', { ...validExpectation, ...expectation });
    expect(saved.code).toBe(200);
    ids.push(saved.data.id);
  }
  if (extra.blocked)
    expect((await call(caller, 'POST', 'resume/blocked', { companyName: extra.blocked })).code).toBe(200);
  if (extra.hidden) expect((await call(caller, 'PUT', 'resume/visibility', { hidden: true })).code).toBe(200);
  return Object.assign(caller, { expectationIds: ids });
}

const matchRows = (expectationId: number) =>
  app.db
    .selectFrom('resume_expectation_categories')
    .select(['category_code', 'region'])
    .where('expectation_id', '=', expectationId)
    .orderBy('category_code')
    .execute();

describe('推荐 (GET positions/recommended)', () => {
  let recruiter: TestCaller & { companyId: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    recruiter = await recruiterWithCompany(app, { company: { name: '杭州推荐测试科技有限公司' } });
    const post = (overrides: Record<string, unknown>) => approvedPosition(recruiter, operator, clock, overrides);
    // Oldest first: without ranking, the newest (the hour-paid one) would lead.
    ids.frontend = await post({ title: '前端开发工程师', categoryCode: '100201' });
    ids.java = await post({ title: 'Java开发工程师', categoryCode: '100101' });
    ids.beijing = await post({ title: '前端开发工程师（北京）', categoryCode: '100201', region: '110105' });
    ids.accountant = await post({ title: '会计', categoryCode: '150101' });
    ids.negotiable = await post({
      title: '前端（面议）',
      categoryCode: '100201',
      negotiable: true,
      salaryMin: null,
      salaryMax: null,
    });
    ids.hourly = await post({
      title: '前端兼职',
      categoryCode: '100201',
      jobType: 'part',
      salaryUnit: 'hour',
      salaryMin: 25,
      salaryMax: 40,
    });
  });

  it('ranks the expectation category in its city first, says why, and leaves out other cities and hourly pay', async () => {
    const me = await seeker([{ categoryCodes: ['100201'], location: '330100', salaryMin: 12000, salaryMax: 18000 }]);
    const answer = await call(me, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}`);
    expect(answer.code).toBe(200);
    const order = answer.rows.map((row: { id: number }) => row.id);
    expect(order).toEqual([ids.frontend, ids.negotiable, ids.java, ids.accountant]);
    expect(answer.total).toBe(4);
    expect(answer.rows[0].reasons).toEqual(expect.arrayContaining(['category', 'city', 'salary', 'jobType', 'fresh']));
    expect(answer.rows[0].reasons[0]).toBe('category');
    expect(answer.rows[1].reasons).not.toContain('salary'); // negotiable: no range to compare
    expect(answer.rows[2].reasons[0]).toBe('relatedCategory');
    expect(answer.rows[3].reasons).not.toContain('category');
    expect(answer.rows[0]).toMatchObject({ title: '前端开发工程师', companyName: '杭州推荐测试科技有限公司' });
  });

  it('shows day and hour pay to a seeker asking for part-time', async () => {
    const me = await seeker([
      { categoryCodes: ['100201'], location: '330100', jobType: 'part', salaryMin: 3000, salaryMax: 6000 },
    ]);
    const answer = await call(me, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}`);
    const order = answer.rows.map((row: { id: number }) => row.id);
    expect(order).toContain(ids.hourly);
    // Part-time as asked outranks the full-time ones of the same category and city.
    expect(order[0]).toBe(ids.hourly);
  });

  it("pages the ranking, and refuses another seeker's expectation and a recruiter", async () => {
    const me = await seeker([{ categoryCodes: ['100000'], location: '330100' }]);
    const first = await call(me, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}&pageSize=2`);
    const second = await call(
      me,
      'GET',
      `positions/recommended?expectationId=${me.expectationIds[0]}&pageSize=2&pageNum=2`,
    );
    expect(first.rows).toHaveLength(2);
    const seen = [...first.rows, ...second.rows].map((row: { id: number }) => row.id);
    expect(new Set(seen).size).toBe(seen.length);

    const other = await seeker([{ categoryCodes: ['100201'] }]);
    const refused = await call(other, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}`);
    expect(refused.code).not.toBe(200);
    expect(refused.rows).toBeUndefined();
    expect((await call(recruiter, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}`)).code).toBe(
      403,
    );
  });

  it('an expectation without categories gets the newest of its city', async () => {
    const me = await seeker([{ position: '随便什么工作都行', categoryCodes: [], location: '330106' }]);
    const answer = await call(me, 'GET', `positions/recommended?expectationId=${me.expectationIds[0]}`);
    const order = answer.rows.map((row: { id: number }) => row.id);
    expect(order).not.toContain(ids.beijing);
    expect(order).not.toContain(ids.hourly);
    expect(order).toContain(ids.accountant);
  });
});

describe('推荐牛人 (GET resumes/recommended)', () => {
  let recruiter: TestCaller & { companyId: number };
  let positionId: number;
  const s: Record<string, TestCaller & { expectationIds: number[] }> = {};
  beforeAll(async () => {
    recruiter = await recruiterWithCompany(app, { company: { name: '杭州牛人测试科技有限公司' } });
    positionId = await approvedPosition(recruiter, operator, clock, {
      title: '前端开发工程师',
      categoryCode: '100201',
      region: '320102', // 南京: the seekers of the tests above are in 杭州
    });
    s.exact = await seeker([{ categoryCodes: ['100201'], location: '320106' }]);
    s.parentInProvince = await seeker([
      { categoryCodes: ['100200'], location: '320000', salaryMin: 40000, salaryMax: 50000 },
    ]);
    s.related = await seeker([{ categoryCodes: ['100101'], location: '320100' }]);
    s.hidden = await seeker([{ categoryCodes: ['100201'], location: '320100' }], { hidden: true });
    s.blocking = await seeker([{ categoryCodes: ['100201'], location: '320100' }], { blocked: '杭州牛人测试科技' });
    s.beijing = await seeker([{ categoryCodes: ['100201'], location: '110105' }]);
    s.noBasic = await seeker([{ categoryCodes: ['100201'], location: '320100' }], { basic: false });
  });

  it('lists matching open resumes, best first, with reasons, never hidden, blocking, unfinished or elsewhere', async () => {
    const answer = await call(recruiter, 'GET', `resumes/recommended?positionId=${positionId}`);
    expect(answer.code).toBe(200);
    const order = answer.rows.map((row: { seekerId: number }) => row.seekerId);
    expect(order).toEqual([s.exact.userId, s.related.userId, s.parentInProvince.userId]);
    expect(answer.rows[0].reasons).toEqual(expect.arrayContaining(['category', 'city', 'salary', 'jobType']));
    expect(answer.rows[1].reasons[0]).toBe('relatedCategory');
    expect(answer.rows[2].reasons).toContain('category');
    expect(answer.rows[2].reasons).not.toContain('city');
  });

  it('masks as the recruiters list does: the same row as GET resumes, no contact details', async () => {
    const answer = await call(recruiter, 'GET', `resumes/recommended?positionId=${positionId}`);
    const listed = await call(recruiter, 'GET', `resumes?pageSize=50`);
    const { reasons: _, ...row } = answer.rows[0];
    expect(listed.rows.find((r: { seekerId: number }) => r.seekerId === s.exact.userId)).toEqual(row);
    expect(JSON.stringify(answer.rows)).not.toMatch(/wx_test01|seeker@example\.com|1[3-9]\d{9}/);
  });

  it("refuses another recruiter's position and a seeker", async () => {
    const other = await recruiterWithCompany(app, { company: { name: '杭州别家科技有限公司' } });
    const refused = await call(other, 'GET', `resumes/recommended?positionId=${positionId}`);
    expect(refused.code).not.toBe(200);
    expect(refused.rows).toBeUndefined();
    expect((await call(s.exact, 'GET', `resumes/recommended?positionId=${positionId}`)).code).toBe(403);
  });

  it('follows expectation writes: an edit moves the rows, a deletion removes them', async () => {
    const id = s.exact.expectationIds[0];
    expect(await matchRows(id)).toEqual([{ category_code: '100201', region: '320100' }]);
    const edited = await call(s.exact, 'POST', 'expectations/edit', {
      ...validExpectation,
      id,
      categoryCodes: ['100201', '110101'],
      location: '110000',
    });
    expect(edited.code).toBe(200);
    expect(await matchRows(id)).toEqual([
      { category_code: '100201', region: '110100' },
      { category_code: '110101', region: '110100' },
    ]);
    const listed = await call(recruiter, 'GET', `resumes/recommended?positionId=${positionId}`);
    expect(listed.rows.map((row: { seekerId: number }) => row.seekerId)).not.toContain(s.exact.userId);
    expect((await call(s.exact, 'GET', `expectations/del?id=${id}`)).code).toBe(200);
    expect(await matchRows(id)).toEqual([]);
  });
});
