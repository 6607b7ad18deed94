/**
 * Applications: applying and its refusals (a second application, a position seekers cannot see, one's own
 * position, the resume parts missing, named), both sides' lists and counts, the detail (the recruiter gets
 * the resume with the contacts unmasked), pass / reject and their refusals (rejecting closes the open
 * interview), another company (the same answer as an unknown id),
 * the wrong identity, the position detail's application fields, and the sweep: no reply after 7 days
 * (shown to the seeker, the recruiter reminded once) and the automatic close after 30 days.
 */
import { MSG, t } from '@common/messages';
import { manualClock } from '../src/core/clock';
import { injectAs, refusalKey, type TestCaller } from './helpers';
import {
  DAY,
  applied,
  completeResume,
  invited,
  kindsOf,
  readySeeker,
  recruiterWithPosition,
  storedNotifications,
  sweep,
  type Recruiter,
} from './applications-helpers';
import { app, operator, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { anonymous, call, validPosition } from './positions-helpers';
import { englishCaller, validBasic } from './resume-helpers';

// 10:00 in China.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock, { title: 'Java后端工程师' });

const NOT_FOUND = { code: 502, msg: '该投递不存在' };
const INVALID = { code: 502, msg: '当前状态不能执行此操作' };
/** An action the application's stage does not offer (common/pipeline.ts). */
const notAt = (stage: string) => ({ code: 502, msg: `这份投递当前为“${stage}”，不能进行这个操作` });

async function applicationRow(id: number) {
  return app.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST applications', () => {
  it('applies once: delivered, the recruiter is notified (type 1, rid = position id)', async () => {
    const seeker = await readySeeker(app);
    const answer = await call(seeker, 'POST', 'applications', { positionId: recruiter.positionId });
    expect(answer).toEqual({ code: 200, msg: '投递成功', data: { id: expect.any(Number), status: 'delivered' } });
    const row = await applicationRow(answer.data.id);
    expect(row).toMatchObject({
      seeker_user_id: seeker.userId,
      position_id: recruiter.positionId,
      company_id: recruiter.companyId,
      status: 'delivered',
    });
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toEqual({
      type: 1,
      kind: 'application_received',
      rid: recruiter.positionId,
      params: { seekerName: validBasic.nickname, positionTitle: '前端开发工程师' },
    });

    // A second application to the same position.
    expect(await call(seeker, 'POST', 'applications', { positionId: recruiter.positionId })).toEqual({
      code: 502,
      msg: '您已投递过该职位',
    });
    const english = await englishCaller(app);
    await call(english, 'PUT', 'resume/basic', validBasic);
    await call(english, 'POST', 'app/educationExperience', {
      school: '浙江大学',
      degree: 'master',
      major: '计算机',
      graduationDate: '2022-06-30',
    });
    await applied(english, recruiter.positionId);
    expect(await call(english, 'POST', 'applications', { positionId: recruiter.positionId })).toEqual({
      code: 502,
      msg: 'You have already applied for this position',
    });
    const count = await app.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seeker_user_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a position seekers cannot see like an unknown one', async () => {
    const seeker = await readySeeker(app);
    const underReview = await call(recruiter, 'POST', 'positions', validPosition(clock, { title: '审核中的职位' }));
    const paused = await recruiterWithPosition(app, operator, clock, { name: '暂停科技有限公司' });
    await call(paused, 'POST', `positions/${paused.positionId}/pause`);
    const companyBack = await recruiterWithPosition(app, operator, clock, { name: '重审科技有限公司' });
    await app.db
      .updateTable('companies')
      .set({ status: 'under_review' })
      .where('id', '=', companyBack.companyId)
      .execute();
    for (const positionId of [underReview.data.id, paused.positionId, companyBack.positionId, 999_999]) {
      expect(await call(seeker, 'POST', 'applications', { positionId })).toEqual({
        code: 502,
        msg: '该职位不存在或已下线',
      });
    }
    const rows = await app.db
      .selectFrom('applications')
      .select('id')
      .where('seeker_user_id', '=', seeker.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a position the caller's own account posted", async () => {
    // A recruiter with a company and a position who switches to job seeking.
    const own = await recruiterWithPosition(app, operator, clock, { name: '自荐科技有限公司' });
    expect(await call(own, 'POST', 'user/identity', { identity: 'seeker' })).toMatchObject({ code: 200 });
    await completeResume(own);
    const before = await kindsOf(app, own.userId);
    expect(await call(own, 'POST', 'applications', { positionId: own.positionId })).toEqual({
      code: 502,
      msg: '不能投递自己发布的职位',
    });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', own.userId).execute();
    expect(await call(own, 'POST', 'applications', { positionId: own.positionId })).toEqual({
      code: 502,
      msg: 'You cannot apply to your own position',
    });
    const rows = await app.db
      .selectFrom('applications')
      .select('id')
      .where('seeker_user_id', '=', own.userId)
      .execute();
    expect(rows).toEqual([]);
    expect(await kindsOf(app, own.userId)).toEqual(before);
    // Another company's position is fine.
    expect(await call(own, 'POST', 'applications', { positionId: other.positionId })).toMatchObject({ code: 200 });
  });

  it('names the missing resume parts', async () => {
    const seeker = await injectAs(app, 'seeker');
    const apply = () => call(seeker, 'POST', 'applications', { positionId: recruiter.positionId });
    expect(await apply()).toEqual({ code: 502, msg: '请先完善简历：昵称、出生日期、性别' });

    // A header made by another section (basic information never saved), then only a nickname.
    await call(seeker, 'POST', 'app/educationExperience', {
      school: '浙江大学',
      degree: 'bachelor',
      major: '软件工程',
      graduationDate: '2020-06-30',
    });
    expect(await apply()).toEqual({ code: 502, msg: '请先完善简历：昵称、出生日期、性别' });
    await app.db.updateTable('resume_basics').set({ nickname: '小王' }).where('user_id', '=', seeker.userId).execute();
    expect(await apply()).toEqual({ code: 502, msg: '请先完善简历：出生日期、性别' });
    await app.db.updateTable('resume_basics').set({ gender: 'male' }).where('user_id', '=', seeker.userId).execute();
    expect(await apply()).toEqual({ code: 502, msg: '请先完善简历：出生日期' });

    const english = await englishCaller(app);
    await app.db
      .insertInto('resume_basics')
      .values({ user_id: english.userId, nickname: 'Wang', created_at: 'x', updated_at: 'x' })
      .execute();
    expect(await call(english, 'POST', 'applications', { positionId: recruiter.positionId })).toEqual({
      code: 502,
      msg: 'Please complete your resume first: birth date, gender',
    });

    // The basic information complete, no education.
    const noEducation = await injectAs(app, 'seeker');
    await call(noEducation, 'PUT', 'resume/basic', validBasic);
    expect(await call(noEducation, 'POST', 'applications', { positionId: recruiter.positionId })).toEqual({
      code: 502,
      msg: '请先在简历中添加教育经历',
    });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', noEducation.userId).execute();
    expect(await call(noEducation, 'POST', 'applications', { positionId: recruiter.positionId })).toEqual({
      code: 502,
      msg: 'Please add your education to your resume first',
    });
  });

  it('names each refusal by its catalogue key, which the app branches on', async () => {
    const raw = (caller: TestCaller) =>
      caller.inject({ method: 'POST', url: '/api/applications', payload: { positionId: recruiter.positionId } });
    const incomplete = await injectAs(app, 'seeker');
    expect(refusalKey(await raw(incomplete))).toBe('applications.resumeIncomplete');
    const noEducation = await injectAs(app, 'seeker');
    await call(noEducation, 'PUT', 'resume/basic', validBasic);
    expect(refusalKey(await raw(noEducation))).toBe('applications.educationRequired');
    const ready = await readySeeker(app);
    expect(refusalKey(await raw(ready))).toBeUndefined();
    expect(refusalKey(await raw(ready))).toBe('applications.alreadyApplied');
  });

  it('validates the body', async () => {
    const seeker = await readySeeker(app);
    expect(await call(seeker, 'POST', 'applications', {})).toEqual({ code: 502, msg: '此项为必填项' });
    expect(await call(seeker, 'POST', 'applications', { positionId: 'x' })).toMatchObject({ code: 502 });
  });
});

describe('who may call', () => {
  it('answers 403 to the wrong identity and 401 without a login, changing nothing', async () => {
    const seeker = await readySeeker(app);
    const id = await applied(seeker, other.positionId);
    const recruiterCalls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'applications/received'],
      ['GET', 'applications/received/counts'],
      ['POST', `applications/${id}/pass`],
      ['POST', `applications/${id}/reject`, { reason: '不合适' }],
    ];
    // The refusal names the identity it needs, so the app can offer the switch instead of a retry.
    for (const [method, url, payload] of recruiterCalls) {
      expect(await call(seeker, method, url, payload)).toMatchObject({
        code: 403,
        msg: t('zh-Hans', MSG.errors.needsRecruiter),
      });
    }
    for (const [method, url, payload] of [
      ['POST', 'applications', { positionId: other.positionId }],
      ['GET', 'applications/mine'],
    ] as const) {
      expect(await call(other, method, url, payload)).toMatchObject({
        code: 403,
        msg: t('zh-Hans', MSG.errors.needsSeeker),
      });
    }
    for (const [method, url] of [
      ...recruiterCalls,
      ['GET', 'applications/mine'],
      ['GET', `applications/${id}`],
    ] as const) {
      expect((await app.inject({ method, url: `/api/${url}` })).json()).toMatchObject({ code: 401 });
    }
    expect((await applicationRow(id)).status).toBe('delivered');
  });
});

describe('lists', () => {
  let lister: Recruiter;
  let seekerA: TestCaller;
  let seekerB: TestCaller;
  let firstPosition: number;
  let secondPosition: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    lister = await recruiterWithPosition(app, operator, clock, {
      name: '列表科技有限公司',
      logo: '/api/uploads/l.png',
    });
    firstPosition = lister.positionId;
    const second = await call(
      lister,
      'POST',
      'positions',
      validPosition(clock, { title: '产品经理', salaryMin: 9000 }),
    );
    await call(operator, 'POST', `review/positions/${second.data.id}/approve`);
    secondPosition = second.data.id;
    seekerA = await readySeeker(app, { nickname: '甲', gender: 'male', birthDate: '1996-03-02' });
    seekerB = await readySeeker(app, { nickname: '乙' });
    clock.advance(60_000);
    ids.a1 = await applied(seekerA, firstPosition);
    clock.advance(60_000);
    ids.a2 = await applied(seekerA, secondPosition);
    clock.advance(60_000);
    ids.b1 = await applied(seekerB, firstPosition);
    clock.advance(60_000);
    ids.aOther = await applied(seekerA, other.positionId);
  });

  /** What both lists say of a1 (seekerA's first application, still delivered), besides each side's own fields. */
  const a1Row = () => ({
    id: ids.a1,
    status: 'delivered',
    stage: 'delivered',
    stageAt: expect.any(String),
    reason: null,
    autoClosed: false,
    noReplyYet: false,
    positionId: firstPosition,
    positionTitle: '前端开发工程师',
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
    interview: null,
  });

  it("GET applications/mine: the seeker's own, newest first, with position and company", async () => {
    const mine = await call(seekerA, 'GET', 'applications/mine');
    expect(mine.total).toBe(3);
    expect(mine.rows.map((r: { id: number }) => r.id)).toEqual([ids.aOther, ids.a2, ids.a1]);
    expect(mine.rows[2]).toEqual({
      ...a1Row(),
      companyId: lister.companyId,
      companyName: '列表科技有限公司',
      companyLogo: '/api/uploads/l.png',
      regionName: '杭州·西湖区',
      salaryMin: 12000,
      salaryMax: 20000,
      salaryUnit: 'month',
      salaryMonths: 12,
      negotiable: false,
    });
    const page = await call(seekerA, 'GET', 'applications/mine?pageNum=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, rows: [{ id: ids.a1 }] });
    expect((await call(seekerB, 'GET', 'applications/mine')).rows.map((r: { id: number }) => r.id)).toEqual([ids.b1]);
    expect(await call(seekerA, 'GET', 'applications/mine?status=bogus')).toMatchObject({ code: 502 });
  });

  it("GET applications/received: the company's applications only, with the seeker's summary", async () => {
    const received = await call(lister, 'GET', 'applications/received');
    expect(received.total).toBe(3);
    expect(received.rows.map((r: { id: number }) => r.id)).toEqual([ids.b1, ids.a2, ids.a1]);
    expect(received.rows[2]).toEqual({
      ...a1Row(),
      seekerId: seekerA.userId,
      nickname: '甲',
      avatar: null,
      gender: 'male',
      age: 30,
      highestDegree: 'bachelor',
      workYears: 5,
    });
    const byPosition = await call(lister, 'GET', `applications/received?positionId=${firstPosition}`);
    expect(byPosition.rows.map((r: { id: number }) => r.id)).toEqual([ids.b1, ids.a1]);
    // Another company's position answers nothing of it.
    expect(await call(lister, 'GET', `applications/received?positionId=${other.positionId}`)).toMatchObject({
      code: 200,
      rows: [],
      total: 0,
    });
    expect((await call(other, 'GET', 'applications/received')).rows.map((r: { id: number }) => r.id)).not.toContain(
      ids.a1,
    );
    // A recruiter without a company has none.
    const noCompany = await injectAs(app, 'recruiter');
    expect(await call(noCompany, 'GET', 'applications/received')).toMatchObject({ rows: [], total: 0 });
    expect((await call(noCompany, 'GET', 'applications/received/counts')).data).toEqual({
      delivered: 0,
      passed: 0,
      rejected: 0,
      all: 0,
    });
  });

  it('counts by status and filters by status', async () => {
    await call(lister, 'POST', `applications/${ids.a2}/pass`);
    await call(lister, 'POST', `applications/${ids.b1}/reject`, { reason: '经验不足' });
    expect((await call(lister, 'GET', 'applications/received/counts')).data).toEqual({
      delivered: 1,
      passed: 1,
      rejected: 1,
      all: 3,
    });
    expect((await call(lister, 'GET', `applications/received/counts?positionId=${firstPosition}`)).data).toEqual({
      delivered: 1,
      passed: 0,
      rejected: 1,
      all: 2,
    });
    expect((await call(lister, 'GET', `applications/received/counts?positionId=${other.positionId}`)).data).toEqual({
      delivered: 0,
      passed: 0,
      rejected: 0,
      all: 0,
    });
    const rejected = await call(lister, 'GET', 'applications/received?status=rejected');
    expect(rejected.rows).toEqual([expect.objectContaining({ id: ids.b1, status: 'rejected', reason: '经验不足' })]);
    const passed = await call(seekerA, 'GET', 'applications/mine?status=passed');
    expect(passed.rows.map((r: { id: number }) => r.id)).toEqual([ids.a2]);
    const mineB = await call(seekerB, 'GET', 'applications/mine');
    expect(mineB.rows[0]).toMatchObject({ status: 'rejected', reason: '经验不足', autoClosed: false });
  });
});

describe('GET applications/{id}', () => {
  it('answers the recruiter of the company with the resume (contacts unmasked) and the seeker without', async () => {
    const seeker = await readySeeker(app, { nickname: '详情' });
    await app.db.updateTable('resume_basics').set({ hidden: 1 }).where('user_id', '=', seeker.userId).execute();
    const id = await applied(seeker, recruiter.positionId);
    const interviewId = await invited(recruiter, clock, id);

    const forRecruiter = await call(recruiter, 'GET', `applications/${id}`);
    expect(forRecruiter.code).toBe(200);
    expect(forRecruiter.data).toMatchObject({
      id,
      status: 'delivered',
      seekerId: seeker.userId,
      nickname: '详情',
      positionId: recruiter.positionId,
      companyId: recruiter.companyId,
      companyName: '杭州测试科技有限公司',
      position: {
        id: recruiter.positionId,
        title: '前端开发工程师',
        salaryMin: 12000,
        salaryMax: 20000,
        regionName: '杭州·西湖区',
      },
      interview: { id: interviewId, status: 'invited', method: 'offline' },
      viewer: 'recruiter',
    });
    const phone = (
      await app.db.selectFrom('users').select('phone').where('id', '=', seeker.userId).executeTakeFirstOrThrow()
    ).phone;
    // A hidden resume is still open to the company applied to, contacts unmasked.
    expect(forRecruiter.data.resume).toMatchObject({
      seekerId: seeker.userId,
      basic: { nickname: '详情', gender: 'female' },
      contact: { visible: true, phone, wechat: validBasic.wechat, email: validBasic.email },
      educations: [expect.objectContaining({ school: '浙江大学' })],
    });
    expect(forRecruiter.data.resume.basic).not.toHaveProperty('birthDate');
    expect(forRecruiter.data.interviews).toEqual([
      expect.objectContaining({ id: interviewId, applicationId: id, address: '杭州市西湖区文三路90号 3楼' }),
    ]);

    const forSeeker = await call(seeker, 'GET', `applications/${id}`);
    expect(forSeeker.data).toMatchObject({ id, viewer: 'seeker', resume: null, interviews: [{ id: interviewId }] });

    // Anyone else: the answer of an unknown id.
    const stranger = await readySeeker(app);
    for (const caller of [other, stranger, operator]) {
      expect(await call(caller, 'GET', `applications/${id}`)).toEqual(NOT_FOUND);
    }
    expect(await call(recruiter, 'GET', 'applications/999999')).toEqual(NOT_FOUND);
  });
});

describe('pass and reject', () => {
  it('passes only from delivered (or viewed), rejects from an open stage; the seeker is notified (type 5)', async () => {
    const seeker = await readySeeker(app);
    const passMe = await applied(seeker, recruiter.positionId);
    const rejectMe = await applied(seeker, other.positionId);

    expect(await call(recruiter, 'POST', `applications/${passMe}/pass`)).toEqual({
      code: 200,
      msg: '已通过该投递',
      data: { id: passMe, status: 'passed' },
    });
    expect(await call(recruiter, 'POST', `applications/${passMe}/pass`)).toEqual(notAt('初筛通过'));

    expect(await call(other, 'POST', `applications/${rejectMe}/reject`)).toEqual({
      code: 200,
      msg: '已将该投递标记为不合适',
      data: { id: rejectMe, status: 'rejected' },
    });
    expect(await call(other, 'POST', `applications/${rejectMe}/pass`)).toEqual(notAt('不合适'));
    expect((await applicationRow(rejectMe)).reason).toBe('');

    expect((await storedNotifications(app, seeker.userId)).slice(-2)).toEqual([
      {
        type: 5,
        kind: 'application_passed',
        rid: passMe,
        params: { companyName: '杭州测试科技有限公司', positionTitle: '前端开发工程师' },
      },
      {
        type: 5,
        kind: 'application_rejected',
        rid: rejectMe,
        params: { companyName: '别家科技有限公司', positionTitle: 'Java后端工程师', reason: '' },
      },
    ]);
    const mine = await call(seeker, 'GET', 'applications/mine');
    expect(mine.rows.map((r: { status: string; reason: string | null }) => [r.status, r.reason])).toEqual([
      ['rejected', null],
      ['passed', null],
    ]);
  });

  it('rejecting closes the open interview (invited or waiting): it can no longer be accepted or passed', async () => {
    const seeker = await readySeeker(app);
    const withInvited = await applied(seeker, recruiter.positionId);
    const withWaiting = await applied(seeker, other.positionId);
    const invitedId = await invited(recruiter, clock, withInvited);
    // An earlier round that was declined stays declined.
    const declinedId = await invited(other, clock, withWaiting);
    await call(seeker, 'POST', `interviews/${declinedId}/decline`);
    const waitingId = await invited(other, clock, withWaiting);
    expect(await call(seeker, 'POST', `interviews/${waitingId}/accept`)).toMatchObject({ code: 200 });
    const seekerKinds = await kindsOf(app, seeker.userId);
    const recruiterKinds = await kindsOf(app, recruiter.userId);

    expect(await call(recruiter, 'POST', `applications/${withInvited}/reject`, { reason: '岗位已招满' })).toMatchObject(
      {
        code: 200,
        data: { id: withInvited, status: 'rejected' },
      },
    );
    expect(await call(other, 'POST', `applications/${withWaiting}/reject`)).toMatchObject({ code: 200 });
    const statuses = await app.db
      .selectFrom('interviews')
      .select(['id', 'status'])
      .where('id', 'in', [invitedId, declinedId, waitingId])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: invitedId, status: 'rejected' },
      { id: declinedId, status: 'rejected' },
      { id: waitingId, status: 'rejected' },
    ]);
    // No offer on a rejected application: the seeker cannot accept, the recruiter cannot pass.
    expect(await call(seeker, 'POST', `interviews/${invitedId}/accept`)).toEqual(INVALID);
    expect(await call(seeker, 'POST', `interviews/${invitedId}/decline`)).toEqual(INVALID);
    expect(await call(other, 'POST', `interviews/${waitingId}/pass`)).toEqual(INVALID);
    expect(await call(other, 'POST', `interviews/${waitingId}/fail`)).toEqual(INVALID);
    expect((await call(seeker, 'GET', 'records?type=2')).rows).toEqual([]);
    expect((await call(seeker, 'GET', `applications/${withInvited}`)).data).toMatchObject({
      status: 'rejected',
      interview: { id: invitedId, status: 'rejected' },
    });
    // Only the rejections are announced.
    expect(await kindsOf(app, seeker.userId)).toEqual([...seekerKinds, 'application_rejected', 'application_rejected']);
    expect(await kindsOf(app, recruiter.userId)).toEqual(recruiterKinds);
  });

  it("refuses another company's application like an unknown one, and a reason over 200 characters", async () => {
    const seeker = await readySeeker(app);
    const id = await applied(seeker, recruiter.positionId);
    expect(await call(other, 'POST', `applications/${id}/pass`)).toEqual(NOT_FOUND);
    expect(await call(other, 'POST', `applications/${id}/reject`, { reason: '不合适' })).toEqual(NOT_FOUND);
    expect(await call(recruiter, 'POST', 'applications/999999/pass')).toEqual(NOT_FOUND);
    expect(await call(recruiter, 'POST', `applications/${id}/reject`, { reason: '长'.repeat(201) })).toEqual({
      code: 502,
      msg: '不能超过200个字符',
    });
    expect((await applicationRow(id)).status).toBe('delivered');
    expect(await kindsOf(app, seeker.userId)).toEqual([]);
  });
});

describe('the resume view and the position detail', () => {
  it("unmasks the recruiter's resume view once the seeker applied", async () => {
    const seeker = await readySeeker(app);
    const before = await call(recruiter, 'GET', `resumes/${seeker.userId}`);
    expect(before.data.contact).toMatchObject({ visible: false, wechat: 'wx****', email: 's***@example.com' });
    expect(before.data.contact.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    await applied(seeker, recruiter.positionId);
    const after = await call(recruiter, 'GET', `resumes/${seeker.userId}`);
    expect(after.data.contact).toMatchObject({ visible: true, wechat: validBasic.wechat, email: validBasic.email });
    expect(after.data.contact.phone).toMatch(/^199\d{8}$/);
    // Only for the company applied to.
    expect((await call(other, 'GET', `resumes/${seeker.userId}`)).data.contact.visible).toBe(false);
  });

  it("shows the caller's application on the position detail", async () => {
    const seeker = await readySeeker(app);
    expect((await call(seeker, 'GET', `positions/${other.positionId}`)).data).toMatchObject({
      applicationId: null,
      applicationStatus: null,
    });
    const id = await applied(seeker, other.positionId);
    expect((await call(seeker, 'GET', `positions/${other.positionId}`)).data).toMatchObject({
      applicationId: id,
      applicationStatus: 'delivered',
    });
    await call(other, 'POST', `applications/${id}/pass`);
    expect((await call(seeker, 'GET', `positions/${other.positionId}`)).data.applicationStatus).toBe('passed');
    expect((await anonymous(app, `positions/${other.positionId}`)).data).toMatchObject({
      applicationId: null,
      applicationStatus: null,
    });
    expect((await call(await readySeeker(app), 'GET', `positions/${other.positionId}`)).data.applicationId).toBeNull();
  });
});

describe('the sweep: no reply after 7 days, closed after 30', () => {
  it('shows no reply yet, reminds the recruiter once, then closes and tells the seeker', async () => {
    const late = await recruiterWithPosition(
      app,
      operator,
      clock,
      { name: '慢回复科技有限公司' },
      { title: '运营专员' },
    );
    const seeker = await readySeeker(app, { nickname: '等回复' });
    const english = await readySeeker(app, { nickname: 'Waiting' });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', english.userId).execute();
    const id = await applied(seeker, late.positionId);
    const englishId = await applied(english, late.positionId);
    // Answered by an interview: never "no reply", never closed.
    const answered = await readySeeker(app);
    const answeredId = await applied(answered, late.positionId);
    await invited(late, clock, answeredId, { time: new Date(clock.now() + 60 * DAY).toISOString() });

    const noReplyOf = async (caller: TestCaller) => (await call(caller, 'GET', 'applications/mine')).rows[0].noReplyYet;
    clock.advance(7 * DAY - 60_000);
    await sweep(app);
    expect(await noReplyOf(seeker)).toBe(false);
    expect(await kindsOf(app, late.userId)).not.toContain('application_no_reply');

    clock.advance(120_000);
    expect(await noReplyOf(seeker)).toBe(true);
    expect(await noReplyOf(answered)).toBe(false);
    // (Earlier tests' applications are reminded too: only this recruiter's are checked.)
    expect((await sweep(app)).reminded).toBeGreaterThanOrEqual(2);
    await sweep(app);
    const reminders = (await storedNotifications(app, late.userId)).filter((n) => n.kind === 'application_no_reply');
    expect(reminders).toEqual([
      {
        type: 1,
        kind: 'application_no_reply',
        rid: late.positionId,
        params: { seekerName: '等回复', positionTitle: '运营专员', days: 7 },
      },
      {
        type: 1,
        kind: 'application_no_reply',
        rid: late.positionId,
        params: { seekerName: 'Waiting', positionTitle: '运营专员', days: 7 },
      },
    ]);
    expect((await applicationRow(id)).reminded_at).not.toBeNull();
    expect((await call(late, 'GET', 'applications/received?status=delivered')).rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, noReplyYet: true })]),
    );

    clock.advance(23 * DAY);
    expect((await sweep(app)).closed).toBeGreaterThanOrEqual(2);
    expect(await applicationRow(id)).toMatchObject({ status: 'rejected', auto_closed_days: 30 });
    expect((await applicationRow(answeredId)).status).toBe('delivered');
    const zh = (await call(seeker, 'GET', 'applications/mine')).rows[0];
    expect(zh).toMatchObject({
      status: 'rejected',
      autoClosed: true,
      noReplyYet: false,
      reason: '招聘方30天内未回复，投递已自动关闭',
    });
    const en = (await call(english, 'GET', 'applications/mine')).rows[0];
    expect(en).toMatchObject({
      id: englishId,
      reason: 'No reply from the recruiter in 30 days, the application was closed',
    });
    expect((await storedNotifications(app, seeker.userId)).at(-1)).toEqual({
      type: 5,
      kind: 'application_auto_closed',
      rid: id,
      params: { companyName: '慢回复科技有限公司', positionTitle: '运营专员', days: 30 },
    });
    // A closed application cannot be passed any more, and the sweep does not close it twice.
    expect(await call(late, 'POST', `applications/${id}/pass`)).toEqual(notAt('不合适'));
    expect(await sweep(app)).toMatchObject({ closed: 0 });
  });
});
