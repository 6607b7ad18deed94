/**
 * The recruiter's positions: posting and its rules, every transition of architecture section 4 and the
 * refusals, ownership, the own list, the detail's freshness, and closing after the recruitment end date.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { chinaDate } from '@common/china-time';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validPosition } from './positions-helpers';

const DAY = 86_400_000;
// 10:00 in China.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller & { companyId: number };
let other: TestCaller & { companyId: number };
let seeker: TestCaller;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
  other = await recruiterWithCompany(app, { company: { name: '别家公司' } });
  seeker = await injectAs(app, 'seeker');
});
afterAll(async () => {
  await app.close();
});

async function statusOf(id: number) {
  const row = await app.db.selectFrom('positions').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

const listedIds = async (query = '') =>
  (await anonymous(app, `positions?pageSize=50${query}`)).rows.map((r: { id: number }) => r.id);

describe('POST positions', () => {
  it('posts a position under review, not listed until approved', async () => {
    const posted = await call(recruiter, 'POST', 'positions', validPosition(clock));
    expect(posted).toEqual({
      code: 200,
      msg: '职位已提交，请等待审核',
      data: { id: expect.any(Number), status: 'under_review' },
    });
    const id = posted.data.id;
    expect(await listedIds()).not.toContain(id);
    expect(await anonymous(app, `positions/${id}`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });

    // Its recruiter sees it, with every field.
    const own = await call(recruiter, 'GET', `positions/${id}`);
    expect(own.data).toMatchObject({
      id,
      title: '前端开发工程师',
      jobType: 'full',
      industry: '互联网/IT',
      education: 'bachelor',
      gender: 'unlimited',
      experience: '3-5',
      requirements: '熟悉React',
      workingHours: '周一至周五 9:00-18:00',
      form: 'offline',
      regionCode: '330106',
      regionName: '杭州·西湖区',
      addressDetail: '文三路90号',
      recruitStart: '2026-03-02',
      recruitEnd: '2026-04-01',
      headcount: 2,
      responsibilities: '负责H5页面开发',
      conditions: '五险一金',
      salaryMin: 12000,
      salaryMax: 20000,
      showOnCompanyPage: true,
      status: 'under_review',
      companyName: '杭州测试科技有限公司',
      companySize: '100-499',
      companyType: 'private',
      companySlogan: '让招聘更简单',
      mine: true,
      saved: false,
    });

    await call(operator, 'POST', `review/positions/${id}/approve`);
    expect(await listedIds()).toContain(id);
    const detail = await anonymous(app, `positions/${id}`);
    expect(detail.data).toMatchObject({ id, status: 'approved', mine: false, saved: false, reviewReason: null });
  });

  it.each([
    [{ salaryMin: 30000 }, '最低薪资不能高于最高薪资'],
    [{ salaryMax: undefined }, '此项为必填项'],
    [{ salaryMin: 0 }, '不能小于1'],
    [{ recruitStart: '2026-05-01', recruitEnd: '2026-04-01' }, '开始时间不能大于结束时间'],
    [{ recruitStart: '2026-02-01', recruitEnd: '2026-03-01' }, '招聘结束时间不能早于今天'],
    [{ recruitEnd: '2026-02-30' }, '请输入正确的日期（YYYY-MM-DD）'],
    [{ title: '' }, '此项为必填项'],
    [{ title: '长'.repeat(31) }, '不能超过30个字符'],
    [{ experience: '1-3年' }, '请选择有效的选项'],
    [{ education: 'phd' }, '请选择有效的选项'],
    [{ gender: 'any' }, '请选择有效的选项'],
    [{ jobType: 'intern' }, '请选择有效的选项'],
    [{ form: 'offline', addressDetail: '' }, '此项为必填项'],
    [{ region: '990101' }, '请选择正确的地区'],
    [{ headcount: 0 }, '不能小于1'],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const before = await app.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const json = await call(recruiter, 'POST', 'positions', validPosition(clock, change));
    expect(json).toEqual({ code: 502, msg: message });
    const after = await app.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an online position needs no address', async () => {
    const json = await call(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { form: 'online', addressDetail: '' }),
    );
    expect(json.code).toBe(200);
  });

  it('needs a company, the recruiter identity and a login', async () => {
    const noCompany = await injectAs(app, 'recruiter');
    expect(await call(noCompany, 'POST', 'positions', validPosition(clock))).toEqual({
      code: 502,
      msg: '请先完善公司信息再发布职位',
    });
    expect(await call(seeker, 'POST', 'positions', validPosition(clock))).toMatchObject({ code: 403 });
    const res = await app.inject({ method: 'POST', url: '/api/positions', payload: validPosition(clock) });
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('a draft company may post; its positions are listed once the company is approved', async () => {
    const draft = await recruiterWithCompany(app, { status: 'draft', company: { name: '草稿公司' } });
    const id = await approvedPosition(draft, operator, clock);
    expect(await statusOf(id)).toBe('approved');
    expect(await listedIds()).not.toContain(id);
    expect((await call(draft, 'GET', 'positions/mine')).rows[0]).toMatchObject({
      id,
      status: 'approved',
      visible: false,
      companyStatus: 'draft',
    });
    // Approved in the table, not through the review (which also tells the public cache, as the event does here).
    await app.db.updateTable('companies').set({ status: 'approved' }).where('id', '=', draft.companyId).execute();
    app.publicCache.clear();
    expect(await listedIds()).toContain(id);
  });
});

describe('a gender requirement', () => {
  it('is read back by its owner only: published to nobody else', async () => {
    const id = await approvedPosition(recruiter, operator, clock, { gender: 'female' });
    expect((await call(recruiter, 'GET', `positions/${id}`)).data.gender).toBe('female');
    for (const viewer of [seeker, other]) {
      expect((await call(viewer, 'GET', `positions/${id}`)).data.gender).toBeNull();
    }
    expect((await anonymous(app, `positions/${id}`)).data.gender).toBeNull();
  });
});

describe('transitions', () => {
  it('pause, resume, refresh, stop, delete', async () => {
    const id = await approvedPosition(recruiter, operator, clock);
    expect(await call(recruiter, 'POST', `positions/${id}/pause`)).toEqual({
      code: 200,
      msg: '职位已暂停招聘',
      data: { id, status: 'paused' },
    });
    expect(await listedIds()).not.toContain(id);
    expect(await call(recruiter, 'POST', `positions/${id}/pause`)).toEqual({
      code: 502,
      msg: '当前职位状态不能进行该操作',
    });
    expect(await call(recruiter, 'POST', `positions/${id}/refresh`)).toEqual({
      code: 502,
      msg: '当前职位状态不能进行该操作',
    });

    expect((await call(recruiter, 'POST', `positions/${id}/resume`)).data).toEqual({ id, status: 'approved' });
    expect(await listedIds()).toContain(id);
    expect(await call(recruiter, 'POST', `positions/${id}/resume`)).toMatchObject({ code: 502 });

    expect((await call(recruiter, 'POST', `positions/${id}/stop`)).data).toEqual({ id, status: 'closed' });
    expect(await listedIds()).not.toContain(id);
    for (const action of ['pause', 'resume', 'refresh', 'stop']) {
      expect(await call(recruiter, 'POST', `positions/${id}/${action}`)).toMatchObject({ code: 502 });
    }

    expect(await call(recruiter, 'DELETE', `positions/${id}`)).toEqual({
      code: 200,
      msg: '职位已删除',
      data: { id, status: 'deleted' },
    });
    expect(await statusOf(id)).toBe('deleted'); // kept
    expect(await call(recruiter, 'GET', `positions/${id}`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });
    expect(await call(recruiter, 'DELETE', `positions/${id}`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });
    expect((await call(recruiter, 'GET', 'positions/mine')).rows.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('a paused position can be stopped; one under review or failed cannot be paused, refreshed or stopped', async () => {
    const id = await approvedPosition(recruiter, operator, clock);
    await call(recruiter, 'POST', `positions/${id}/pause`);
    expect((await call(recruiter, 'POST', `positions/${id}/stop`)).data.status).toBe('closed');

    const { data } = await call(recruiter, 'POST', 'positions', validPosition(clock));
    for (const action of ['pause', 'resume', 'refresh', 'stop']) {
      expect(await call(recruiter, 'POST', `positions/${data.id}/${action}`)).toEqual({
        code: 502,
        msg: '当前职位状态不能进行该操作',
      });
    }
    await call(operator, 'POST', `review/positions/${data.id}/reject`, { reason: '描述不完整' });
    expect(await call(recruiter, 'POST', `positions/${data.id}/stop`)).toMatchObject({ code: 502 });
    expect((await call(recruiter, 'DELETE', `positions/${data.id}`)).data.status).toBe('deleted');
  });

  it('refresh moves it to the top of the list, at most once a China day', async () => {
    const first = await approvedPosition(recruiter, operator, clock);
    await approvedPosition(recruiter, operator, clock);
    expect((await listedIds())[0]).not.toBe(first);

    expect(await call(recruiter, 'POST', `positions/${first}/refresh`)).toEqual({
      code: 200,
      msg: '刷新成功',
      data: { id: first, status: 'approved' },
    });
    expect((await listedIds())[0]).toBe(first);
    const detail = await anonymous(app, `positions/${first}`);
    expect(detail.data.refreshedAt).toBe(new Date(clock.now()).toISOString());
    expect(detail.data.updatedAt).toBe(new Date(clock.now()).toISOString());

    clock.advance(10 * 3_600_000); // 20:00 the same China day
    expect(await call(recruiter, 'POST', `positions/${first}/refresh`)).toEqual({
      code: 502,
      msg: '每个职位每天只能刷新一次，请明天再试',
    });
    const mine = (await call(recruiter, 'GET', 'positions/mine?status=approved')).rows;
    expect(mine.find((r: { id: number }) => r.id === first).canRefresh).toBe(false);

    clock.advance(4 * 3_600_000 + 1); // just past midnight in China
    expect((await call(recruiter, 'POST', `positions/${first}/refresh`)).code).toBe(200);
  });

  it('editing resubmits for review, also an approved position; a failed review carries its reason', async () => {
    const id = await approvedPosition(recruiter, operator, clock);
    const edited = await call(recruiter, 'PUT', `positions/${id}`, validPosition(clock, { title: 'React前端工程师' }));
    expect(edited).toEqual({ code: 200, msg: '职位已提交，请等待审核', data: { id, status: 'under_review' } });
    expect(await listedIds()).not.toContain(id);

    const rejected = await call(operator, 'POST', `review/positions/${id}/reject`, { reason: '请补充岗位职责' });
    expect(rejected).toEqual({ code: 200, msg: '已驳回', data: { id, status: 'audit_failed' } });
    const failed = (await call(recruiter, 'GET', 'positions/mine?status=audit_failed')).rows;
    expect(failed.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'audit_failed',
      reviewReason: '请补充岗位职责',
      title: 'React前端工程师',
    });
    expect((await call(recruiter, 'GET', `positions/${id}`)).data.reviewReason).toBe('请补充岗位职责');

    await call(
      recruiter,
      'PUT',
      `positions/${id}`,
      validPosition(clock, { title: 'React前端工程师', responsibilities: '更完整的职责' }),
    );
    const again = (await call(recruiter, 'GET', `positions/${id}`)).data;
    expect(again).toMatchObject({ status: 'under_review', reviewReason: null, responsibilities: '更完整的职责' });
    await call(operator, 'POST', `review/positions/${id}/approve`);
    expect((await listedIds())[0]).toBe(id); // a new approval lists it at the top
  });

  it("another recruiter's position answers like an unknown one and changes nothing", async () => {
    const id = await approvedPosition(recruiter, operator, clock);
    await call(recruiter, 'POST', `positions/${id}/pause`);
    for (const action of ['pause', 'resume', 'refresh', 'stop']) {
      expect(await call(other, 'POST', `positions/${id}/${action}`)).toEqual({
        code: 502,
        msg: '该职位不存在或已下线',
      });
    }
    expect(await call(other, 'DELETE', `positions/${id}`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });
    expect(await call(other, 'PUT', `positions/${id}`, validPosition(clock))).toEqual({
      code: 502,
      msg: '该职位不存在或已下线',
    });
    expect(await call(other, 'GET', `positions/${id}`)).toEqual({ code: 502, msg: '该职位不存在或已下线' });
    expect(await call(seeker, 'POST', `positions/${id}/resume`)).toMatchObject({ code: 403 });
    expect(await statusOf(id)).toBe('paused');
    expect((await call(other, 'GET', 'positions/mine')).rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(await call(recruiter, 'GET', 'positions/99999999')).toEqual({ code: 502, msg: '该职位不存在或已下线' });
  });

  it('answers refusals in English for an English account', async () => {
    const id = await approvedPosition(recruiter, operator, clock);
    const english = await injectAs(app, recruiter.userId);
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', recruiter.userId).execute();
    try {
      await call(english, 'POST', `positions/${id}/stop`);
      expect(await call(english, 'POST', `positions/${id}/pause`)).toEqual({
        code: 502,
        msg: 'This action is not available for the position in its current status',
      });
      expect((await call(english, 'POST', 'positions', validPosition(clock, { salaryMin: 99999 }))).msg).toBe(
        'The minimum salary cannot be higher than the maximum salary',
      );
    } finally {
      await app.db.updateTable('users').set({ language: 'zh-Hans' }).where('id', '=', recruiter.userId).execute();
    }
  });
});

describe('GET positions/mine', () => {
  it('lists every own position but deleted, newest first, filtered by status', async () => {
    const me = await recruiterWithCompany(app, { company: { name: '列表公司' } });
    const review = (await call(me, 'POST', 'positions', validPosition(clock))).data.id;
    const approved = await approvedPosition(me, operator, clock);
    const paused = await approvedPosition(me, operator, clock);
    await call(me, 'POST', `positions/${paused}/pause`);
    const closed = await approvedPosition(me, operator, clock);
    await call(me, 'POST', `positions/${closed}/stop`);
    const failed = (await call(me, 'POST', 'positions', validPosition(clock))).data.id;
    await call(operator, 'POST', `review/positions/${failed}/reject`, { reason: '不合规' });
    const deleted = await approvedPosition(me, operator, clock);
    await call(me, 'DELETE', `positions/${deleted}`);

    const all = await call(me, 'GET', 'positions/mine');
    expect(all.total).toBe(5);
    expect(all.rows.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [failed, 'audit_failed'],
      [closed, 'closed'],
      [paused, 'paused'],
      [approved, 'approved'],
      [review, 'under_review'],
    ]);
    expect(all.rows[3]).toMatchObject({
      canRefresh: true,
      visible: true,
      companyStatus: 'approved',
      reviewReason: null,
    });
    for (const [status, id] of [
      ['under_review', review],
      ['approved', approved],
      ['paused', paused],
      ['closed', closed],
      ['audit_failed', failed],
    ] as const) {
      const json = await call(me, 'GET', `positions/mine?status=${status}`);
      expect({ status, ids: json.rows.map((r: { id: number }) => r.id), total: json.total }).toEqual({
        status,
        ids: [id],
        total: 1,
      });
    }
    expect(await call(me, 'GET', 'positions/mine?status=deleted')).toMatchObject({ code: 502 });
    expect(await call(seeker, 'GET', 'positions/mine')).toMatchObject({ code: 403 });
  });
});

describe('closing after the recruitment end date', () => {
  it('is closed at read time the day after, and the sweep writes it', async () => {
    const start = clock.now();
    const me = await recruiterWithCompany(app, { company: { name: '到期公司' } });
    const body = validPosition(clock, { recruitEnd: chinaDate(clock.now() + 2 * DAY) });
    const ending = await approvedPosition(me, operator, clock, body);
    const paused = await approvedPosition(me, operator, clock, body);
    await call(me, 'POST', `positions/${paused}/pause`);
    const later = await approvedPosition(me, operator, clock, { recruitEnd: chinaDate(clock.now() + 20 * DAY) });
    try {
      clock.advance(2 * DAY); // the last day: still open
      expect(await listedIds()).toContain(ending);
      clock.advance(DAY);
      expect(await listedIds()).not.toContain(ending);
      expect(await listedIds()).toContain(later);
      expect(await anonymous(app, `positions/${ending}`)).toMatchObject({ code: 502 });
      expect((await call(me, 'GET', `positions/${ending}`)).data.status).toBe('closed');
      const closed = await call(me, 'GET', 'positions/mine?status=closed');
      expect(closed.rows.map((r: { id: number }) => r.id).sort()).toEqual([ending, paused].sort());
      expect((await call(me, 'GET', 'positions/mine?status=approved')).rows.map((r: { id: number }) => r.id)).toEqual([
        later,
      ]);
      expect(await call(me, 'POST', `positions/${ending}/pause`)).toMatchObject({ code: 502 });
      expect(await call(me, 'POST', `positions/${paused}/resume`)).toMatchObject({ code: 502 });
      expect(await statusOf(ending)).toBe('approved'); // not written yet

      expect(await app.services.positions.closeExpired()).toBeGreaterThanOrEqual(2);
      expect(await statusOf(ending)).toBe('closed');
      expect(await statusOf(paused)).toBe('closed');
      expect(await statusOf(later)).toBe('approved');
      // Editing a closed position (new dates) sends it back to review.
      const edited = await call(me, 'PUT', `positions/${ending}`, validPosition(clock));
      expect(edited.data.status).toBe('under_review');
    } finally {
      clock.set(start);
    }
  });
});

describe('freshness', () => {
  it('shows when the position was updated and when its recruiter was last active (written at most once a minute)', async () => {
    const start = clock.now();
    const me = await recruiterWithCompany(app, { company: { name: '活跃公司' } });
    const id = await approvedPosition(me, operator, clock);
    const activeAt = async () =>
      (await app.db.selectFrom('users').select('last_active_at').where('id', '=', me.userId).executeTakeFirstOrThrow())
        .last_active_at;
    try {
      expect(await activeAt()).toBe(new Date(start).toISOString());
      const detail = await anonymous(app, `positions/${id}`);
      expect(detail.data).toMatchObject({
        recruiterLastActiveAt: new Date(start).toISOString(),
        updatedAt: new Date(start).toISOString(),
        createdAt: new Date(start).toISOString(),
      });

      clock.advance(30_000);
      await call(me, 'GET', 'positions/mine');
      expect(await activeAt()).toBe(new Date(start).toISOString());
      clock.advance(31_000);
      await call(me, 'GET', 'positions/mine');
      expect(await activeAt()).toBe(new Date(start + 61_000).toISOString());
      expect((await anonymous(app, `positions/${id}`)).data.recruiterLastActiveAt).toBe(
        new Date(start + 61_000).toISOString(),
      );
    } finally {
      clock.set(start);
    }
  });
});
