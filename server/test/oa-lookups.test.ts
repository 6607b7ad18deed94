/**
 * Office admin's lookups (issue 29): staff found by the last 4 digits of their phone (a keyed index per
 * company, filled for records written before it), a whole phone still exactly, any other part of a number
 * answered with how to search; the member picker leaving out a project's members; one project per name
 * in a company (case, width and whitespace folded), on create and edit; project content kept as typed.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '@common/messages';
import { OA_MSG } from '@common/messages.oa';
import { manualClock } from '../src/core/clock';
import { build, refusalKey, type TestCaller } from './helpers';
import { call, recruiterWithCompany } from './positions-helpers';
import { addStaff } from './oa-helpers';

let app: FastifyInstance;
let recruiter: TestCaller & { companyId: number };
let other: TestCaller & { companyId: number };

beforeEach(async () => {
  // Before the projects' period, so that they take members.
  app = await build({ clock: manualClock(Date.parse('2026-05-01T02:00:00Z')), env: { SEED_DEMO: 'false' } });
  recruiter = await recruiterWithCompany(app);
  other = await recruiterWithCompany(app, { company: { name: '别家科技有限公司' } });
});
afterEach(async () => {
  await app.close();
});

const search = (who: TestCaller, body: Record<string, unknown>) =>
  who.inject({ method: 'POST', url: '/api/oa/staff/search', payload: { pageNum: 1, pageSize: 10, ...body } });
const names = async (who: TestCaller, body: Record<string, unknown>) =>
  ((await search(who, body)).json().rows as Array<{ name: string }>).map((row) => row.name).sort();

describe('staff search by number', () => {
  test('the last 4 digits find the phones ending with them; a whole phone exactly; only within the company', async () => {
    await addStaff(recruiter, { name: '王小红', phone: '13912345678', idNumber: '11010519491231002X' });
    await addStaff(recruiter, { name: '李明', phone: '13800005678', idNumber: '330106199204152315' });
    await addStaff(recruiter, { name: '张伟', phone: '13800001234', idNumber: '320501199103033454' });
    await addStaff(other, { name: '别家员工', phone: '13700005678' });

    expect(await names(recruiter, { keyword: '5678' })).toEqual(['李明', '王小红']);
    expect(await names(recruiter, { keyword: ' 1234 ' })).toEqual(['张伟']);
    expect(await names(recruiter, { keyword: '0000' })).toEqual([]);
    expect(await names(recruiter, { keyword: '13912345678' })).toEqual(['王小红']);
    expect(await names(recruiter, { keyword: '139 1234-5678' })).toEqual(['王小红']);
    expect(await names(other, { keyword: '5678' })).toEqual(['别家员工']);
    // The GET list reads the keyword the same way.
    expect((await call(recruiter, 'GET', 'oa/staff?keyword=5678')).total).toBe(2);

    // Not stored in clear, and not the whole phone's index either (a purpose key of its own, per company).
    const rows = await app.db.selectFrom('staff').select(['phone_index', 'phone_tail_index']).execute();
    expect(rows.every((row) => row.phone_tail_index && row.phone_tail_index !== row.phone_index)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('5678');
    const tails = new Set(rows.map((row) => row.phone_tail_index));
    expect(tails.size).toBe(3); // 5678 here, 1234 here, 5678 in the other company
  });

  test('any other part of a number is answered with how to search by number, not an empty roster', async () => {
    await addStaff(recruiter, { phone: '13912345678' });
    for (const keyword of ['12345', '1234567', '1391234567', '139', '13912345678901', '1101051949']) {
      const answer = await search(recruiter, { keyword });
      expect([keyword, refusalKey(answer)]).toEqual([keyword, 'oa.partialNumber']);
    }
    const zh = (await search(recruiter, { keyword: '567812' })).json();
    expect(zh.msg).toContain('后4位');
    expect(t('en', OA_MSG.partialNumber)).toContain('last 4 digits');
    // A name still searches by its fragment.
    expect(await names(recruiter, { keyword: '小红' })).toEqual(['王小红']);
  });

  test('records written before the index (0019) are found: it is filled at their first search by last digits', async () => {
    await addStaff(recruiter, { name: '王小红', phone: '13912345678' });
    await app.db.updateTable('staff').set({ phone_tail_index: null }).execute();
    expect(await names(recruiter, { keyword: '5678' })).toEqual(['王小红']);
    const row = await app.db.selectFrom('staff').select('phone_tail_index').executeTakeFirstOrThrow();
    expect(row.phone_tail_index).toBeTruthy();
  });

  test('editing the phone moves its index', async () => {
    const id = await addStaff(recruiter, { name: '王小红', phone: '13912345678' });
    const detail = (await call(recruiter, 'GET', `oa/staff/${id}`)).data;
    const { id: _id, idNumberMasked: _m, hasIdFront: _f, hasIdBack: _b, verifiedAt: _v, ...rest } = detail;
    const { createdAt: _c, updatedAt: _u, status: _s, ...body } = rest;
    expect((await call(recruiter, 'PUT', `oa/staff/${id}`, { ...body, phone: '13900004321' })).code).toBe(200);
    expect(await names(recruiter, { keyword: '5678' })).toEqual([]);
    expect(await names(recruiter, { keyword: '4321' })).toEqual(['王小红']);
  });
});

describe('projects', () => {
  const projectBody = (overrides: Record<string, unknown> = {}) => ({
    name: '职达小程序二期',
    startDate: '2026-05-10',
    endDate: '2026-08-31',
    introduction: '消息中心与电子合同',
    content: '',
    ...overrides,
  });
  const create = (who: TestCaller, overrides: Record<string, unknown> = {}) =>
    who.inject({ method: 'POST', url: '/api/oa/projects', payload: projectBody(overrides) });

  test('one project per name in a company: case, width and whitespace do not count, on create and on edit', async () => {
    const first = (await create(recruiter, { name: 'Alpha Project' })).json().data.id as number;
    for (const name of ['alpha project', ' ALPHA  PROJECT ', 'AlphaProject', 'Ａｌｐｈａ Project']) {
      const answer = await create(recruiter, { name });
      expect([name, refusalKey(answer)]).toEqual([name, 'oa.duplicateProjectName']);
    }
    const zh = (await create(recruiter, { name: 'alpha project' })).json();
    expect(zh.msg).toBe('公司已有同名项目，请换一个名称');
    // Another company may use the name.
    expect((await create(other, { name: 'Alpha Project' })).json().code).toBe(200);

    const second = (await create(recruiter, { name: '智慧工地' })).json().data.id as number;
    const renamed = await recruiter.inject({
      method: 'PUT',
      url: `/api/oa/projects/${second}`,
      payload: projectBody({ name: 'alpha PROJECT' }),
    });
    expect(refusalKey(renamed)).toBe('oa.duplicateProjectName');
    // Saving a project under its own name (another case) is no duplicate.
    const own = await recruiter.inject({
      method: 'PUT',
      url: `/api/oa/projects/${first}`,
      payload: projectBody({ name: 'ALPHA project' }),
    });
    expect(own.json().code).toBe(200);
    expect((await call(recruiter, 'GET', `oa/projects/${first}`)).data.name).toBe('ALPHA project');
    // Two saves of one name at once: the unique index takes one.
    const race = await Promise.all([
      create(recruiter, { name: '校园招聘季' }),
      create(recruiter, { name: '校园招聘季 ' }),
    ]);
    expect(race.map((answer) => refusalKey(answer) ?? 'ok').sort()).toEqual(['oa.duplicateProjectName', 'ok']);
  });

  test('a duplicate from before the rule (no key, 0019) stays editable under its name; renaming gives it a key', async () => {
    await create(recruiter, { name: '智慧工地' });
    await create(recruiter, { name: 'Beta' });
    const legacy = await app.db
      .insertInto('projects')
      .values({
        company_id: recruiter.companyId,
        name: '智慧 工地',
        start_date: '2026-05-10',
        end_date: '2026-08-31',
        introduction: '旧数据',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const put = (name: string) =>
      recruiter.inject({ method: 'PUT', url: `/api/oa/projects/${legacy.id}`, payload: projectBody({ name }) });
    expect((await put('智慧 工地')).json().code).toBe(200);
    expect(refusalKey(await put('beta'))).toBe('oa.duplicateProjectName');
    expect((await put('智慧工地二期')).json().code).toBe(200);
    const row = await app.db.selectFrom('projects').select('name_key').where('id', '=', legacy.id).executeTakeFirst();
    expect(row?.name_key).toBe('智慧工地二期');
  });

  test('content keeps its line breaks', async () => {
    const content = '1. 需求评审\n2. 开发\n\n3. 上线';
    const id = (await create(recruiter, { content })).json().data.id as number;
    expect((await call(recruiter, 'GET', `oa/projects/${id}`)).data.content).toBe(content);
  });

  test('the member picker leaves out the staff already in the project', async () => {
    const a = await addStaff(recruiter, { name: '王小红', phone: '13912345678', idNumber: '11010519491231002X' });
    await addStaff(recruiter, { name: '李明', phone: '13800138000', idNumber: '330106199204152315' });
    const id = (await create(recruiter)).json().data.id as number;
    expect(await names(recruiter, { status: 'active', excludeProject: id })).toEqual(['李明', '王小红']);
    expect((await call(recruiter, 'POST', `oa/projects/${id}/members`, { staffId: a, post: '前端负责人' })).code).toBe(
      200,
    );
    expect(await names(recruiter, { status: 'active', excludeProject: id })).toEqual(['李明']);
    expect(await names(recruiter, { status: 'active' })).toEqual(['李明', '王小红']);
  });
});
