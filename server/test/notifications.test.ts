/**
 * Notifications: the list (own only, newest first, rendered at read time in the caller's language, so a
 * language switch re-renders it), unreadCount, read (another user's: "does not exist"), readAll, and the
 * notifications of review results (position: type 6, company: type 7) with their rid.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { applied, invited, readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { call, recruiterWithCompany, validPosition } from './positions-helpers';

// 10:00 in China.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: Recruiter;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithPosition(app, operator, clock);
});
afterAll(async () => {
  await app.close();
});

const NOT_FOUND = { code: 502, msg: '该消息不存在' };

async function setLanguage(caller: TestCaller, language: 'zh-Hans' | 'en') {
  expect(await call(caller, 'PUT', 'user/profile', { language })).toMatchObject({ code: 200 });
}

describe('the list', () => {
  it('renders own notifications newest first, in the caller language at read time', async () => {
    const seeker = await readySeeker(app, { nickname: '小李' });
    const id = await applied(seeker, recruiter.positionId);
    clock.advance(60_000);
    // 2026-03-05 14:00 in China.
    const interview = await invited(recruiter, clock, id, { time: '2026-03-05T06:00:00.000Z', method: 'offline' });
    clock.advance(60_000);
    await call(recruiter, 'POST', `applications/${id}/reject`, { reason: '岗位已招满' });

    const zh = await call(seeker, 'GET', 'notifications');
    expect(zh.total).toBe(2);
    expect(zh.rows).toEqual([
      {
        id: expect.any(Number),
        type: 5,
        kind: 'application_rejected',
        title: '投递未通过',
        body: '很遗憾，杭州测试科技有限公司未通过您对「前端开发工程师」的投递。原因：岗位已招满',
        rid: id,
        read: false,
        createdAt: '2026-03-02T02:02:00.000Z',
        stage: 'rejected',
      },
      {
        id: expect.any(Number),
        type: 2,
        kind: 'interview_invited',
        title: '面试邀请',
        body: '杭州测试科技有限公司邀请您参加「前端开发工程师」的线下面试，时间：2026-03-05 14:00',
        rid: interview,
        read: false,
        createdAt: '2026-03-02T02:01:00.000Z',
        stage: 'interviewing',
      },
    ]);

    await setLanguage(seeker, 'en');
    const en = await call(seeker, 'GET', 'notifications');
    expect(en.rows.map((r: { title: string; body: string }) => [r.title, r.body])).toEqual([
      [
        'Application not successful',
        'Unfortunately 杭州测试科技有限公司 did not pass your application for "前端开发工程师". Reason: 岗位已招满',
      ],
      [
        'Interview invitation',
        '杭州测试科技有限公司 invites you to an interview for "前端开发工程师" (On-site interview) at 2026-03-05 14:00',
      ],
    ]);

    // The recruiter's side: the application, rendered with the seeker's name.
    const mine = await call(recruiter, 'GET', 'notifications?pageSize=50');
    expect(mine.rows.find((r: { kind: string }) => r.kind === 'application_received')).toMatchObject({
      type: 1,
      rid: recruiter.positionId,
      title: '收到新的投递',
      body: '小李投递了您发布的职位「前端开发工程师」',
    });
    // Own only.
    expect(mine.rows.map((r: { kind: string }) => r.kind)).not.toContain('application_rejected');
    expect((await call(await injectAs(app, 'seeker'), 'GET', 'notifications')).rows).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).json()).toMatchObject({ code: 401 });
  });

  it('pages', async () => {
    const seeker = await readySeeker(app);
    const positions = [recruiter.positionId];
    for (let i = 0; i < 2; i += 1) {
      const extra = await recruiterWithPosition(app, operator, clock, { name: `分页${i}科技有限公司` });
      positions.push(extra.positionId);
    }
    for (const positionId of positions) {
      const id = await applied(seeker, positionId);
      const row = await app.db
        .selectFrom('applications')
        .select('company_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const owner = await app.db
        .selectFrom('companies')
        .select('owner_user_id')
        .where('id', '=', row.company_id)
        .executeTakeFirstOrThrow();
      await call(await injectAs(app, owner.owner_user_id), 'POST', `applications/${id}/pass`);
    }
    const first = await call(seeker, 'GET', 'notifications?pageSize=2');
    const second = await call(seeker, 'GET', 'notifications?pageSize=2&pageNum=2');
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
  });
});

describe('read state', () => {
  it('counts unread, reads one (own only), reads all', async () => {
    const seeker = await readySeeker(app);
    const other = await readySeeker(app);
    for (const positionId of [recruiter.positionId]) {
      const id = await applied(seeker, positionId);
      await call(recruiter, 'POST', `applications/${id}/pass`);
      await invited(recruiter, clock, id);
    }
    expect(await call(seeker, 'GET', 'notifications/unreadCount')).toEqual({
      code: 200,
      msg: 'ok',
      data: { count: 2 },
    });
    const [newest, older] = (await call(seeker, 'GET', 'notifications')).rows;

    // Another user's notification: like an unknown one, and it stays unread.
    expect(await call(other, 'POST', `notifications/${newest.id}/read`)).toEqual(NOT_FOUND);
    expect(await call(recruiter, 'POST', `notifications/${newest.id}/read`)).toEqual(NOT_FOUND);
    expect(await call(seeker, 'POST', 'notifications/999999/read')).toEqual(NOT_FOUND);
    expect((await call(seeker, 'GET', 'notifications/unreadCount')).data.count).toBe(2);

    expect(await call(seeker, 'POST', `notifications/${newest.id}/read`)).toEqual({
      code: 200,
      msg: 'ok',
      data: { id: newest.id, read: true },
    });
    // Twice is fine.
    expect(await call(seeker, 'POST', `notifications/${newest.id}/read`)).toMatchObject({ code: 200 });
    expect((await call(seeker, 'GET', 'notifications/unreadCount')).data.count).toBe(1);
    const after = (await call(seeker, 'GET', 'notifications')).rows;
    expect(after.map((r: { id: number; read: boolean }) => [r.id, r.read])).toEqual([
      [newest.id, true],
      [older.id, false],
    ]);

    const recruiterUnread = (await call(recruiter, 'GET', 'notifications/unreadCount')).data.count;
    expect(recruiterUnread).toBeGreaterThan(0);
    expect(await call(seeker, 'POST', 'notifications/readAll')).toEqual({
      code: 200,
      msg: '已全部标为已读',
      data: { count: 1 },
    });
    expect((await call(seeker, 'GET', 'notifications/unreadCount')).data.count).toBe(0);
    expect((await call(seeker, 'POST', 'notifications/readAll')).data.count).toBe(0);
    // Only the caller's.
    expect((await call(recruiter, 'GET', 'notifications/unreadCount')).data.count).toBe(recruiterUnread);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/readAll' })).json()).toMatchObject({
      code: 401,
    });
  });
});

describe('review results', () => {
  it('position review: approved / failed with the reason, to its recruiter (type 6, rid = position id)', async () => {
    const poster = await recruiterWithCompany(app, { company: { name: '审核科技有限公司' } });
    const good = await call(poster, 'POST', 'positions', validPosition(clock, { title: '测试开发' }));
    const bad = await call(poster, 'POST', 'positions', validPosition(clock, { title: '违规职位' }));
    await call(operator, 'POST', `review/positions/${good.data.id}/approve`);
    await call(operator, 'POST', `review/positions/${bad.data.id}/reject`, { reason: '薪资描述不清' });
    const rows = (await call(poster, 'GET', 'notifications')).rows;
    expect(rows.map((r: object) => ({ ...r, id: 0, createdAt: '' }))).toEqual([
      {
        id: 0,
        type: 6,
        kind: 'position_rejected',
        title: '职位审核未通过',
        body: '您发布的职位「违规职位」未通过审核。原因：薪资描述不清',
        rid: bad.data.id,
        read: false,
        createdAt: '',
      },
      {
        id: 0,
        type: 6,
        kind: 'position_approved',
        title: '职位审核通过',
        body: '您发布的职位「测试开发」已通过审核，求职者现在可以看到它',
        rid: good.data.id,
        read: false,
        createdAt: '',
      },
    ]);
    await setLanguage(poster, 'en');
    expect((await call(poster, 'GET', 'notifications')).rows[0]).toMatchObject({
      title: 'Position not approved',
      body: 'Your position "违规职位" was not approved. Reason: 薪资描述不清',
    });
  });

  it('company review: verified / failed, to its owner (type 7, rid = company id)', async () => {
    const owner = await recruiterWithCompany(app, { company: { name: '认证科技有限公司' }, status: 'under_review' });
    await call(operator, 'POST', `review/companies/${owner.companyId}/reject`, { reason: '营业执照模糊' });
    await app.db.updateTable('companies').set({ status: 'under_review' }).where('id', '=', owner.companyId).execute();
    await call(operator, 'POST', `review/companies/${owner.companyId}/approve`);
    const rows = (await call(owner, 'GET', 'notifications')).rows;
    expect(
      rows.map((r: { type: number; kind: string; rid: number; title: string; body: string }) => [
        r.type,
        r.kind,
        r.rid,
        r.title,
        r.body,
      ]),
    ).toEqual([
      [7, 'company_approved', owner.companyId, '公司认证通过', '认证科技有限公司已通过认证'],
      [7, 'company_rejected', owner.companyId, '公司认证未通过', '认证科技有限公司未通过认证。原因：营业执照模糊'],
    ]);
    await setLanguage(owner, 'en');
    expect(
      (await call(owner, 'GET', 'notifications')).rows.map((r: { title: string; body: string }) => [r.title, r.body]),
    ).toEqual([
      ['Company verified', '认证科技有限公司 is verified'],
      ['Company verification failed', '认证科技有限公司 was not verified. Reason: 营业执照模糊'],
    ]);
  });
});
