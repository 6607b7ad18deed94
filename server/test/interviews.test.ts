/**
 * Interviews and records: inviting (what each method needs, a time in the future, one open interview per
 * application, only on a delivered or passed application, re-checked in the transaction, only the company's
 * own), every transition and its refusals (accept by another seeker, pass before accept, an application no
 * longer delivered or passed, accept once the time has come...), the notifications of each step, reading an
 * interview, the seeker's records (type 1 interviews, type 2 offers), the reminder before it starts and the
 * expiry of an invitation never accepted. On PostgreSQL, also that the steps wait for a decision holding the
 * application's row.
 */
import { formatChinaTime, type InterviewInviteBody } from '@common/applications';
import { sql } from 'kysely';
import { manualClock } from '../src/core/clock';
import type { Db } from '../src/db/connect';
import { createInterviewsService } from '../src/modules/applications/interviews.service';
import { injectAs, type TestCaller } from './helpers';
import {
  HOUR,
  applied,
  inHours,
  inviteBody,
  invited,
  kindsOf,
  readySeeker,
  recruiterWithPosition,
  storedNotifications,
  sweep,
} from './applications-helpers';
import { app, operator, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { call } from './positions-helpers';

// 10:00 in China.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock);

const INVALID = { code: 502, msg: '当前状态不能执行此操作' };
const INTERVIEW_NOT_FOUND = { code: 502, msg: '该面试不存在' };
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

async function statusOf(id: number) {
  const row = await app.db.selectFrom('interviews').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

/** A new seeker's application to the recruiter's position. */
async function application(): Promise<{ seeker: TestCaller; id: number }> {
  const seeker = await readySeeker(app);
  return { seeker, id: await applied(seeker, recruiter.positionId) };
}

async function interviewsOf(applicationId: number) {
  return app.db
    .selectFrom('interviews')
    .select(['id', 'status'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

/**
 * PostgreSQL: runs `request` while another transaction holds the application's row (FOR UPDATE), waits
 * until the request is blocked on that lock, then lets the holder reject the application (status only) and
 * commit. Answers the request's answer.
 */
async function whileApplicationLocked(applicationId: number, request: () => Promise<unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  await app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('applications').select('id').where('id', '=', applicationId).forUpdate().execute();
    pending = request();
    for (let waited = 0; ; waited += 20) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(app.db);
      if (rows[0].n > 0) break;
      if (waited > 5000) throw new Error('the request never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await trx.updateTable('applications').set({ status: 'rejected' }).where('id', '=', applicationId).execute();
  });
  return pending;
}

describe('POST interviews', () => {
  it('invites: invited, the seeker is notified (type 2, rid = interview id)', async () => {
    const { seeker, id } = await application();
    const time = inHours(clock, 48);
    const answer = await call(recruiter, 'POST', 'interviews', inviteBody(clock, id, { time }));
    expect(answer).toEqual({ code: 200, msg: '面试邀请已发送', data: { id: expect.any(Number), status: 'invited' } });
    const row = await app.db
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      application_id: id,
      seeker_user_id: seeker.userId,
      company_id: recruiter.companyId,
      position_id: recruiter.positionId,
      recruiter_user_id: recruiter.userId,
      method: 'offline',
      time,
      address: '杭州市西湖区文三路90号 3楼',
      contact: '13900001111',
      note: '请携带简历',
      status: 'invited',
    });
    expect(await storedNotifications(app, seeker.userId)).toEqual([
      {
        type: 2,
        kind: 'interview_invited',
        rid: answer.data.id,
        params: { companyName: '杭州测试科技有限公司', positionTitle: '前端开发工程师', time, method: 'offline' },
      },
    ]);
    // The application stays delivered; its row shows the interview.
    const mine = await call(seeker, 'GET', 'applications/mine');
    expect(mine.rows[0]).toMatchObject({
      status: 'delivered',
      interview: { id: answer.data.id, status: 'invited', method: 'offline', time },
    });
  });

  it('checks what each method needs, the time and the limits', async () => {
    const { id } = await application();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ method: 'offline', address: '' }, '线下面试请填写面试地址'],
      [{ method: 'online', address: '', link: '' }, '线上面试请填写面试链接'],
      [{ method: 'online', link: 'ftp://meet.example.com/x' }, '请输入以http://或https://开头的面试链接'],
      [{ method: 'phone', contact: '' }, '电话面试请填写联系电话'],
      [{ method: 'phone', contact: '1390000' }, '请输入11位联系电话'],
      [{ method: 'video' }, '请选择有效的选项'],
      [{ time: '' }, '此项为必填项'],
      [{ time: '2026-03-05 14:00' }, '请选择正确的面试时间'],
      [{ time: '2026-02-30T14:00:00+08:00' }, '请选择正确的面试时间'],
      [{ time: new Date(clock.now() - 60_000).toISOString() }, '面试时间必须晚于当前时间'],
      [{ time: new Date(clock.now()).toISOString() }, '面试时间必须晚于当前时间'],
      [{ note: '注'.repeat(201) }, '不能超过200个字符'],
      [{ address: '址'.repeat(101) }, '不能超过100个字符'],
      [{ method: 'online', link: `https://meet.example.com/${'a'.repeat(300)}` }, '不能超过300个字符'],
    ];
    for (const [overrides, msg] of cases) {
      expect({
        overrides,
        answer: await call(recruiter, 'POST', 'interviews', inviteBody(clock, id, overrides)),
      }).toEqual({
        overrides,
        answer: { code: 502, msg },
      });
    }
    expect(await app.db.selectFrom('interviews').select('id').where('application_id', '=', id).execute()).toEqual([]);

    // Each method with only what it needs; a zone offset is accepted and stored as UTC.
    const online = await call(recruiter, 'POST', 'interviews', {
      applicationId: id,
      method: 'online',
      time: '2026-03-05T14:00:00+08:00',
      link: 'https://meeting.tencent.com/dm/abc',
    });
    expect(online.code).toBe(200);
    const row = await app.db
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', online.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ time: '2026-03-05T06:00:00.000Z', address: '', contact: '', note: '' });
    await app.db.updateTable('interviews').set({ status: 'rejected' }).where('id', '=', online.data.id).execute();
    // Closed behind the services' back: the stage goes back by hand too (an invitation needs a stage before it).
    await app.db.updateTable('applications').set({ stage: 'delivered' }).where('id', '=', id).execute();
    const phone = await call(recruiter, 'POST', 'interviews', {
      applicationId: id,
      method: 'phone',
      time: inHours(clock, 5),
      contact: '13900002222',
    });
    expect(phone).toMatchObject({ code: 200 });
  });

  it('refuses a second invite while one is open (invited or waiting), allows one after it ended', async () => {
    const { seeker, id } = await application();
    const first = await invited(recruiter, clock, id);
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, id))).toEqual({
      code: 502,
      msg: '已经邀请过了',
    });
    await call(seeker, 'POST', `interviews/${first}/accept`);
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, id))).toEqual({
      code: 502,
      msg: '已经邀请过了',
    });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', recruiter.userId).execute();
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, id))).toEqual({
      code: 502,
      msg: 'already invited',
    });
    await app.db.updateTable('users').set({ language: 'zh-Hans' }).where('id', '=', recruiter.userId).execute();
    // The first round was cancelled: a second round may be arranged (a failed one ends the application:
    // its stage is 'rejected', no invitation there).
    expect((await call(recruiter, 'POST', `interviews/${first}/cancel`, { reason: '面试官临时有事' })).code).toBe(200);
    const second = await call(recruiter, 'POST', 'interviews', inviteBody(clock, id));
    expect(second).toMatchObject({ code: 200, data: { status: 'invited' } });
    expect(
      (await call(recruiter, 'GET', `applications/${id}`)).data.interviews.map((i: { id: number }) => i.id),
    ).toEqual([second.data.id, first]);
    // The database refuses a second open interview too (two requests at once).
    await expect(
      app.db
        .insertInto('interviews')
        .values({
          application_id: id,
          seeker_user_id: seeker.userId,
          company_id: recruiter.companyId,
          position_id: recruiter.positionId,
          recruiter_user_id: recruiter.userId,
          method: 'phone',
          time: inHours(clock, 3),
          status: 'waiting',
          created_at: 'x',
          updated_at: 'x',
        })
        .execute()
        .then(
          () => 'inserted',
          () => 'refused',
        ),
    ).resolves.toBe('refused');
  });

  it('invites on a delivered or passed application only', async () => {
    const passed = await application();
    await call(recruiter, 'POST', `applications/${passed.id}/pass`);
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, passed.id))).toMatchObject({ code: 200 });

    const rejected = await application();
    await call(recruiter, 'POST', `applications/${rejected.id}/reject`, { reason: '不合适' });
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, rejected.id))).toEqual(INVALID);
    expect(await kindsOf(app, rejected.seeker.userId)).toEqual(['application_rejected']);
  });

  it('re-checks the application in its transaction: a rejection after the first check wins', async () => {
    const { seeker, id } = await application();
    // The recruiter rejects the application just as the invite's transaction starts.
    const racing = new Proxy(app.db, {
      get(target, prop) {
        if (prop === 'transaction') {
          return () => ({
            execute: async (fn: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
              expect(await call(recruiter, 'POST', `applications/${id}/reject`)).toMatchObject({ code: 200 });
              return target.transaction().execute(fn);
            },
          });
        }
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const service = createInterviewsService({
      db: racing,
      dialect: app.dbDialect,
      clock,
      events: app.events,
      company: app.services.company,
    });
    await expect(service.invite(recruiter.userId, inviteBody(clock, id) as InterviewInviteBody)).rejects.toMatchObject({
      key: 'applications.invalidTransition',
    });
    expect(await interviewsOf(id)).toEqual([]);
    expect(await kindsOf(app, seeker.userId)).toEqual(['application_rejected']);
  });

  onPostgres('PostgreSQL: waits for a decision holding the application row, then refuses', async () => {
    const { seeker, id } = await application();
    expect(
      await whileApplicationLocked(id, () => call(recruiter, 'POST', 'interviews', inviteBody(clock, id))),
    ).toEqual(INVALID);
    expect(await interviewsOf(id)).toEqual([]);
    expect(await kindsOf(app, seeker.userId)).toEqual([]);
  });

  it("refuses another company's application like an unknown one; 403 to a seeker", async () => {
    const { seeker, id } = await application();
    expect(await call(other, 'POST', 'interviews', inviteBody(clock, id))).toEqual({ code: 502, msg: '该投递不存在' });
    expect(await call(recruiter, 'POST', 'interviews', inviteBody(clock, 999_999))).toEqual({
      code: 502,
      msg: '该投递不存在',
    });
    const noCompany = await injectAs(app, 'recruiter');
    expect(await call(noCompany, 'POST', 'interviews', inviteBody(clock, id))).toEqual({
      code: 502,
      msg: '该投递不存在',
    });
    expect(await call(seeker, 'POST', 'interviews', inviteBody(clock, id))).toMatchObject({ code: 403 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/interviews', payload: inviteBody(clock, id) })).json(),
    ).toMatchObject({
      code: 401,
    });
    expect(await app.db.selectFrom('interviews').select('id').where('application_id', '=', id).execute()).toEqual([]);
  });
});

describe('transitions', () => {
  it('accept (invited -> waiting) by the invited seeker only; the recruiter is notified (type 1, rid = position)', async () => {
    const { seeker, id } = await application();
    const interview = await invited(recruiter, clock, id);
    const stranger = await readySeeker(app);
    expect(await call(stranger, 'POST', `interviews/${interview}/accept`)).toEqual(INTERVIEW_NOT_FOUND);
    expect(await call(stranger, 'POST', `interviews/${interview}/decline`)).toEqual(INTERVIEW_NOT_FOUND);
    expect(await call(recruiter, 'POST', `interviews/${interview}/accept`)).toMatchObject({ code: 403 });
    expect(await call(seeker, 'POST', 'interviews/999999/accept')).toEqual(INTERVIEW_NOT_FOUND);
    expect(await statusOf(interview)).toBe('invited');

    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toEqual({
      code: 200,
      msg: '已接受面试邀请',
      data: { id: interview, status: 'waiting' },
    });
    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toEqual(INVALID);
    expect(await call(seeker, 'POST', `interviews/${interview}/decline`)).toEqual(INVALID);
    const last = (await storedNotifications(app, recruiter.userId)).at(-1);
    expect(last).toEqual({
      type: 1,
      kind: 'interview_accepted',
      rid: recruiter.positionId,
      params: { seekerName: '测试求职者', positionTitle: '前端开发工程师', time: expect.any(String) },
    });
  });

  it('decline (invited -> rejected); the recruiter is notified', async () => {
    const { seeker, id } = await application();
    const interview = await invited(recruiter, clock, id);
    expect(await call(seeker, 'POST', `interviews/${interview}/decline`)).toEqual({
      code: 200,
      msg: '已拒绝面试邀请',
      data: { id: interview, status: 'rejected' },
    });
    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toEqual(INVALID);
    expect(await call(recruiter, 'POST', `interviews/${interview}/pass`)).toEqual(INVALID);
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toMatchObject({
      type: 1,
      kind: 'interview_declined',
      rid: recruiter.positionId,
    });
  });

  it('pass / fail (waiting -> passed | failed) by the company only, not before accept', async () => {
    const a = await application();
    const b = await application();
    const passMe = await invited(recruiter, clock, a.id);
    const failMe = await invited(recruiter, clock, b.id);
    // Before the seeker accepted.
    expect(await call(recruiter, 'POST', `interviews/${passMe}/pass`)).toEqual(INVALID);
    expect(await call(recruiter, 'POST', `interviews/${failMe}/fail`)).toEqual(INVALID);
    await call(a.seeker, 'POST', `interviews/${passMe}/accept`);
    await call(b.seeker, 'POST', `interviews/${failMe}/accept`);
    // Another company, a seeker.
    expect(await call(other, 'POST', `interviews/${passMe}/pass`)).toEqual(INTERVIEW_NOT_FOUND);
    expect(await call(other, 'POST', `interviews/${failMe}/fail`)).toEqual(INTERVIEW_NOT_FOUND);
    expect(await call(a.seeker, 'POST', `interviews/${passMe}/pass`)).toMatchObject({ code: 403 });
    expect(await statusOf(passMe)).toBe('waiting');

    expect(await call(recruiter, 'POST', `interviews/${passMe}/pass`)).toEqual({
      code: 200,
      msg: '已标记为面试通过',
      data: { id: passMe, status: 'passed' },
    });
    expect(await call(recruiter, 'POST', `interviews/${failMe}/fail`)).toEqual({
      code: 200,
      msg: '已标记为面试未通过',
      data: { id: failMe, status: 'failed' },
    });
    expect(await call(recruiter, 'POST', `interviews/${passMe}/fail`)).toEqual(INVALID);
    expect(await call(recruiter, 'POST', `interviews/${failMe}/pass`)).toEqual(INVALID);
    const params = { companyName: '杭州测试科技有限公司', positionTitle: '前端开发工程师' };
    expect((await storedNotifications(app, a.seeker.userId)).at(-1)).toEqual({
      type: 4,
      kind: 'interview_passed',
      rid: passMe,
      params,
    });
    expect((await storedNotifications(app, b.seeker.userId)).at(-1)).toEqual({
      type: 2,
      kind: 'interview_failed',
      rid: failMe,
      params,
    });
  });
});

describe('transitions need a delivered or passed application', () => {
  it('refuses accept, decline, pass and fail once the application is rejected (an interview left open)', async () => {
    // Interviews left open on a rejected application (written before rejecting closed them).
    const a = await application();
    const b = await application();
    const invitedId = await invited(recruiter, clock, a.id);
    const waitingId = await invited(recruiter, clock, b.id);
    await call(b.seeker, 'POST', `interviews/${waitingId}/accept`);
    await app.db.updateTable('applications').set({ status: 'rejected' }).where('id', 'in', [a.id, b.id]).execute();
    const before = await kindsOf(app, recruiter.userId);

    expect(await call(a.seeker, 'POST', `interviews/${invitedId}/accept`)).toEqual(INVALID);
    expect(await call(a.seeker, 'POST', `interviews/${invitedId}/decline`)).toEqual(INVALID);
    expect(await call(recruiter, 'POST', `interviews/${waitingId}/pass`)).toEqual(INVALID);
    expect(await call(recruiter, 'POST', `interviews/${waitingId}/fail`)).toEqual(INVALID);
    expect(await statusOf(invitedId)).toBe('invited');
    expect(await statusOf(waitingId)).toBe('waiting');
    expect(await kindsOf(app, recruiter.userId)).toEqual(before);
    expect(await kindsOf(app, b.seeker.userId)).toEqual(['interview_invited']);
  });

  it('allows them on a passed application', async () => {
    const { seeker, id } = await application();
    await call(recruiter, 'POST', `applications/${id}/pass`);
    const interview = await invited(recruiter, clock, id);
    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toMatchObject({ code: 200 });
    expect(await call(recruiter, 'POST', `interviews/${interview}/pass`)).toMatchObject({
      code: 200,
      data: { status: 'passed' },
    });
  });

  onPostgres('PostgreSQL: accept waits for a decision holding the application row, then refuses', async () => {
    const { seeker, id } = await application();
    const interview = await invited(recruiter, clock, id);
    expect(await whileApplicationLocked(id, () => call(seeker, 'POST', `interviews/${interview}/accept`))).toEqual(
      INVALID,
    );
    expect(await statusOf(interview)).toBe('invited');
  });
});

describe('GET interviews/{id}', () => {
  it('answers the seeker and the recruiter of the company; anyone else gets "does not exist"', async () => {
    const { seeker, id } = await application();
    const interview = await invited(recruiter, clock, id, { method: 'phone', address: '', contact: '13900003333' });
    const expected = {
      id: interview,
      applicationId: id,
      status: 'invited',
      method: 'phone',
      time: expect.any(String),
      address: '',
      link: '',
      contact: '13900003333',
      note: '请携带简历',
      positionId: recruiter.positionId,
      positionTitle: '前端开发工程师',
      companyId: recruiter.companyId,
      companyName: '杭州测试科技有限公司',
      companyLogo: '/api/uploads/logo.png',
      seekerId: seeker.userId,
      seekerName: '测试求职者',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      slots: [],
      proposal: null,
      proposalsInARow: 0,
    };
    expect(await call(seeker, 'GET', `interviews/${interview}`)).toEqual({ code: 200, msg: 'ok', data: expected });
    expect((await call(recruiter, 'GET', `interviews/${interview}`)).data).toEqual(expected);
    for (const caller of [other, await readySeeker(app), operator]) {
      expect(await call(caller, 'GET', `interviews/${interview}`)).toEqual(INTERVIEW_NOT_FOUND);
    }
    expect((await app.inject({ method: 'GET', url: `/api/interviews/${interview}` })).json()).toMatchObject({
      code: 401,
    });
  });
});

describe('GET records', () => {
  it("type 1: the seeker's interviews, newest time first; type 2: offers (passed interviews)", async () => {
    const seeker = await readySeeker(app);
    const first = await applied(seeker, recruiter.positionId);
    const second = await applied(seeker, other.positionId);
    const soon = await invited(recruiter, clock, first, { time: inHours(clock, 24) });
    const later = await invited(other, clock, second, { time: inHours(clock, 72) });
    await call(seeker, 'POST', `interviews/${soon}/accept`);
    await call(recruiter, 'POST', `interviews/${soon}/pass`);

    const interviews = await call(seeker, 'GET', 'records?type=1');
    expect(interviews.total).toBe(2);
    expect(interviews.rows.map((r: { id: number; kind: string; status: string }) => [r.id, r.kind, r.status])).toEqual([
      [later, 'interview', 'invited'],
      [soon, 'interview', 'passed'],
    ]);
    expect(interviews.rows[0]).toMatchObject({
      applicationId: second,
      positionId: other.positionId,
      positionTitle: '前端开发工程师',
      companyName: '别家科技有限公司',
      companyLogo: '/api/uploads/logo.png',
    });
    expect((await call(seeker, 'GET', 'records')).rows).toHaveLength(2);
    const offers = await call(seeker, 'GET', 'records?type=2');
    expect(offers).toMatchObject({
      total: 1,
      rows: [{ id: soon, kind: 'offer', status: 'passed', applicationId: first }],
    });
    expect(
      (await call(seeker, 'GET', 'records?type=1&pageSize=1&pageNum=2')).rows.map((r: { id: number }) => r.id),
    ).toEqual([soon]);
    // Own records only; recruiters 403; a bad type refused.
    expect(await call(await readySeeker(app), 'GET', 'records?type=1')).toMatchObject({ rows: [], total: 0 });
    expect(await call(recruiter, 'GET', 'records?type=1')).toMatchObject({ code: 403 });
    expect(await call(seeker, 'GET', 'records?type=3')).toEqual({ code: 502, msg: '请选择有效的选项' });
  });
});

describe('the reminder before an interview', () => {
  it('reminds both sides once, INTERVIEW_REMINDER_MINUTES (60) before the start', async () => {
    const remindRecruiter = await recruiterWithPosition(app, operator, clock, { name: '提醒科技有限公司' });
    const seeker = await readySeeker(app, { nickname: '提醒我' });
    const id = await applied(seeker, remindRecruiter.positionId);
    const time = inHours(clock, 3);
    const interview = await invited(remindRecruiter, clock, id, {
      time,
      method: 'online',
      link: 'https://meet.example.com/a',
    });
    const declinedApp = await applied(seeker, other.positionId);
    const declined = await invited(other, clock, declinedApp, { time: inHours(clock, 3) });
    await call(seeker, 'POST', `interviews/${declined}/decline`);

    const reminders = async (userId: number) =>
      (await storedNotifications(app, userId)).filter((n) => n.kind.startsWith('interview_reminder'));
    clock.advance(2 * HOUR - 60_000);
    await sweep(app);
    expect(await reminders(seeker.userId)).toEqual([]);

    clock.advance(2 * 60_000);
    await sweep(app);
    await sweep(app);
    expect(await reminders(seeker.userId)).toEqual([
      {
        type: 2,
        kind: 'interview_reminder_seeker',
        rid: interview,
        params: { companyName: '提醒科技有限公司', positionTitle: '前端开发工程师', time, method: 'online' },
      },
    ]);
    expect(await reminders(remindRecruiter.userId)).toEqual([
      {
        type: 1,
        kind: 'interview_reminder_recruiter',
        rid: remindRecruiter.positionId,
        params: { seekerName: '提醒我', positionTitle: '前端开发工程师', time, method: 'online' },
      },
    ]);
    // The declined one is not reminded; nor the other company.
    expect(await reminders(other.userId)).toEqual([]);
    // Past the start: nothing more.
    clock.advance(2 * HOUR);
    await sweep(app);
    expect(await reminders(seeker.userId)).toHaveLength(1);
  });
});

describe('an invitation whose time has passed', () => {
  it('cannot be accepted; the sweep expires it and tells the recruiter once, who may invite again', async () => {
    const expiring = await recruiterWithPosition(app, operator, clock, { name: '过期科技有限公司' });
    const seeker = await readySeeker(app, { nickname: '迟到' });
    const id = await applied(seeker, expiring.positionId);
    const time = inHours(clock, 2);
    const interview = await invited(expiring, clock, id, { time });
    // Accepted before its time: left to the recruiter's result. Later: not touched.
    const accepted = await readySeeker(app);
    const acceptedInterview = await invited(expiring, clock, await applied(accepted, expiring.positionId), { time });
    await call(accepted, 'POST', `interviews/${acceptedInterview}/accept`);
    const later = await readySeeker(app);
    const laterInterview = await invited(expiring, clock, await applied(later, expiring.positionId), {
      time: inHours(clock, 48),
    });

    clock.advance(2 * HOUR - 60_000);
    await sweep(app);
    expect(await statusOf(interview)).toBe('invited');
    clock.advance(60_000);
    // The time has come: too late to accept (the seeker may still decline).
    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toEqual({
      code: 502,
      msg: '面试时间已过，无法接受',
    });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', seeker.userId).execute();
    expect(await call(seeker, 'POST', `interviews/${interview}/accept`)).toEqual({
      code: 502,
      msg: 'The interview time has passed',
    });
    expect(await statusOf(interview)).toBe('invited');
    expect(await call(expiring, 'POST', 'interviews', inviteBody(clock, id))).toEqual({
      code: 502,
      msg: '已经邀请过了',
    });
    const seekerKinds = await kindsOf(app, seeker.userId);

    expect((await sweep(app)).interviewsExpired).toBeGreaterThanOrEqual(1);
    expect(await sweep(app)).toMatchObject({ interviewsExpired: 0 });
    expect(await statusOf(interview)).toBe('rejected');
    expect(await statusOf(acceptedInterview)).toBe('waiting');
    expect(await statusOf(laterInterview)).toBe('invited');
    expect((await storedNotifications(app, expiring.userId)).filter((n) => n.kind === 'interview_expired')).toEqual([
      {
        type: 1,
        kind: 'interview_expired',
        rid: expiring.positionId,
        params: { seekerName: '迟到', positionTitle: '前端开发工程师', time },
      },
    ]);
    expect(await kindsOf(app, seeker.userId)).toEqual(seekerKinds);
    const rendered = async () =>
      (await call(expiring, 'GET', 'notifications?pageSize=50')).rows.find(
        (n: { kind: string }) => n.kind === 'interview_expired',
      );
    expect(await rendered()).toMatchObject({
      type: 1,
      rid: expiring.positionId,
      title: '面试邀请已过期',
      body: `迟到未在面试时间（${formatChinaTime(time)}）前接受「前端开发工程师」的面试邀请，邀请已失效，您可以重新邀请`,
    });
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', expiring.userId).execute();
    expect(await rendered()).toMatchObject({
      title: 'Interview invitation expired',
      body: `迟到 did not accept the interview for "前端开发工程师" before its time (${formatChinaTime(time)}); the invitation expired and you can invite again`,
    });
    await app.db.updateTable('users').set({ language: 'zh-Hans' }).where('id', '=', expiring.userId).execute();

    // The recruiter may invite again; the accepted one still gets its result.
    expect(await call(expiring, 'POST', 'interviews', inviteBody(clock, id))).toMatchObject({
      code: 200,
      data: { status: 'invited' },
    });
    expect(await call(expiring, 'POST', `interviews/${acceptedInterview}/pass`)).toMatchObject({ code: 200 });
    expect((await call(seeker, 'GET', `interviews/${interview}`)).data.status).toBe('rejected');
  });
});
