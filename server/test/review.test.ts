/** Operators' review of positions and companies: who may review, the queues, results and their events. */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import type { CompanyReviewedEvent, PositionReviewedEvent } from '../src/core/events';
import { MSG, t } from '@common/messages';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, call, recruiterWithCompany, validCompany, validPosition } from './positions-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
const positionEvents: PositionReviewedEvent[] = [];
const companyEvents: CompanyReviewedEvent[] = [];

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  app.events.on('position.reviewed', (event) => {
    positionEvents.push(event);
  });
  app.events.on('company.reviewed', (event) => {
    companyEvents.push(event);
  });
});
afterAll(async () => {
  await app.close();
});

describe('who may review', () => {
  it('operators only: 403 for recruiters and seekers, 401 without a login, and nothing changes', async () => {
    const recruiter = await recruiterWithCompany(app, { status: 'under_review' });
    const { data } = await call(recruiter, 'POST', 'positions', validPosition(clock));
    const seeker = await injectAs(app, 'seeker');
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'review/positions'],
      ['POST', `review/positions/${data.id}/approve`],
      ['POST', `review/positions/${data.id}/reject`, { reason: '不行' }],
      ['GET', 'review/companies'],
      ['POST', `review/companies/${recruiter.companyId}/approve`],
      ['POST', `review/companies/${recruiter.companyId}/reject`, { reason: '不行' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(await call(recruiter, method, url, payload)).toMatchObject({ code: 403 });
      expect(await call(seeker, method, url, payload)).toMatchObject({ code: 403 });
      const res = await app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
      expect(res.json()).toMatchObject({ code: 401 });
    }
    const position = await app.db
      .selectFrom('positions')
      .select('status')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(position.status).toBe('under_review');
    const company = await app.db
      .selectFrom('companies')
      .select('status')
      .where('id', '=', recruiter.companyId)
      .executeTakeFirstOrThrow();
    expect(company.status).toBe('under_review');
    expect(positionEvents).toEqual([]);
  });

  it('an operator who also recruits cannot pass their own company or position; another operator can', async () => {
    const both = await recruiterWithCompany(app, { status: 'under_review' });
    const { data } = await call(both, 'POST', 'positions', validPosition(clock));
    await app.db.updateTable('users').set({ role: 'operator' }).where('id', '=', both.userId).execute();
    for (const url of [
      `review/companies/${both.companyId}/approve`,
      `review/positions/${data.id}/approve`,
      `review/positions/${data.id}/reject`,
    ]) {
      expect(await call(both, 'POST', url, { reason: '不行' })).toEqual({
        code: 403,
        msg: t('zh-Hans', MSG.review.ownWork),
      });
    }
    const statuses = async () => [
      (await app.db.selectFrom('companies').select('status').where('id', '=', both.companyId).executeTakeFirstOrThrow())
        .status,
      (await app.db.selectFrom('positions').select('status').where('id', '=', data.id).executeTakeFirstOrThrow())
        .status,
    ];
    expect(await statuses()).toEqual(['under_review', 'under_review']);
    expect(await call(operator, 'POST', `review/companies/${both.companyId}/approve`)).toMatchObject({ code: 200 });
    positionEvents.length = 0;
    companyEvents.length = 0;
  });
});

describe('positions', () => {
  it('lists the queue oldest first with every field; approves and rejects once; emits the result', async () => {
    const recruiter = await recruiterWithCompany(app, { company: { name: '审核测试公司' } });
    const first = (await call(recruiter, 'POST', 'positions', validPosition(clock, { title: '第一个' }))).data.id;
    clock.advance(1000);
    const second = (await call(recruiter, 'POST', 'positions', validPosition(clock, { title: '第二个' }))).data.id;

    const queue = await call(operator, 'GET', 'review/positions');
    const mine = queue.rows.filter((r: { recruiterUserId: number }) => r.recruiterUserId === recruiter.userId);
    expect(mine.map((r: { id: number }) => r.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      title: '第一个',
      status: 'under_review',
      companyName: '审核测试公司',
      companyStatus: 'approved',
      responsibilities: '负责H5页面开发',
      salaryMin: 12000,
    });

    positionEvents.length = 0;
    expect(await call(operator, 'POST', `review/positions/${first}/approve`)).toEqual({
      code: 200,
      msg: '已审核通过',
      data: { id: first, status: 'approved' },
    });
    expect(await call(operator, 'POST', `review/positions/${first}/approve`)).toEqual({
      code: 502,
      msg: '该记录不在待审核状态',
    });
    expect(await call(operator, 'POST', `review/positions/${first}/reject`, { reason: '晚了' })).toMatchObject({
      code: 502,
    });
    expect(await call(operator, 'POST', `review/positions/${second}/reject`, {})).toEqual({
      code: 502,
      msg: '此项为必填项',
    });
    expect(await call(operator, 'POST', `review/positions/${second}/reject`, { reason: '  ' })).toMatchObject({
      code: 502,
    });
    expect((await call(operator, 'POST', `review/positions/${second}/reject`, { reason: '薪资不实' })).data).toEqual({
      id: second,
      status: 'audit_failed',
    });
    expect(await call(operator, 'POST', 'review/positions/99999999/approve')).toEqual({
      code: 502,
      msg: '该职位不存在或已下线',
    });

    expect(positionEvents).toEqual([
      expect.objectContaining({
        positionId: first,
        recruiterUserId: recruiter.userId,
        result: 'approved',
        reason: null,
        title: '第一个',
      }),
      expect.objectContaining({
        positionId: second,
        result: 'audit_failed',
        reason: '薪资不实',
        operatorUserId: operator.userId,
      }),
    ]);

    const approved = await call(operator, 'GET', 'review/positions?status=approved');
    expect(approved.rows.map((r: { id: number }) => r.id)).toContain(first);
    const failed = await call(operator, 'GET', 'review/positions?status=audit_failed');
    expect(failed.rows.find((r: { id: number }) => r.id === second)).toMatchObject({ reviewReason: '薪资不实' });
    expect(await call(operator, 'GET', 'review/positions?status=paused')).toMatchObject({ code: 502 });
    expect((await anonymous(app, `positions/${first}`)).code).toBe(200);
  });
});

describe('companies', () => {
  it('lists submitted companies, approves and rejects them with a reason, and emits the result', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const { data: company } = await call(recruiter, 'PUT', 'company', { ...validCompany, name: '待审公司' });
    // A draft is not in the queue.
    const before = await call(operator, 'GET', 'review/companies');
    expect(before.rows.map((r: { id: number }) => r.id)).not.toContain(company.id);
    expect(await call(operator, 'POST', `review/companies/${company.id}/approve`)).toEqual({
      code: 502,
      msg: '该记录不在待审核状态',
    });

    await call(recruiter, 'POST', 'company/submit');
    const queue = await call(operator, 'GET', 'review/companies');
    expect(queue.rows.find((r: { id: number }) => r.id === company.id)).toMatchObject({
      name: '待审公司',
      status: 'under_review',
      businessLicense: '/api/uploads/license.png',
      sealLetter: '/api/uploads/letter.png',
      ownerUserId: recruiter.userId,
      ownerNickname: '测试recruiter',
    });

    companyEvents.length = 0;
    const rejected = await call(operator, 'POST', `review/companies/${company.id}/reject`, { reason: '执照模糊' });
    expect(rejected).toMatchObject({
      code: 200,
      msg: '已驳回',
      data: { status: 'audit_failed', reviewReason: '执照模糊' },
    });
    await call(recruiter, 'POST', 'company/submit');
    const approved = await call(operator, 'POST', `review/companies/${company.id}/approve`);
    expect(approved).toMatchObject({ code: 200, msg: '已审核通过', data: { status: 'approved', reviewReason: null } });
    expect(companyEvents).toEqual([
      expect.objectContaining({
        companyId: company.id,
        ownerUserId: recruiter.userId,
        result: 'audit_failed',
        reason: '执照模糊',
      }),
      expect.objectContaining({ companyId: company.id, result: 'approved', reason: null }),
    ]);
    const list = await call(operator, 'GET', 'review/companies?status=approved');
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(company.id);
    expect(await call(operator, 'POST', 'review/companies/99999999/approve')).toEqual({
      code: 502,
      msg: '请先填写公司信息',
    });
  });
});
