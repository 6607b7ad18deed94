/**
 * Leaving (注销账号; docs/decisions.md, "Leaving"): what blocks it, the SMS code, the cooling-off a login
 * cancels, and after it a search of every table of the schema that finds nothing of the user but the kept
 * contract. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PRIVACY_MSG } from '@common/messages.privacy';
import { manualClock } from '../src/core/clock';
import { applied, DAY, HOUR, invited, readySeeker, recruiterWithPosition } from './applications-helpers';
import { contractBody, offer } from './contracts-helpers';
import { body, injectAs, refusalKey, type TestCaller } from './helpers';
import { LEAVER, leavingWorld, phoneOf, traces, type LeavingWorld } from './leaving-helpers';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00.000Z'));
let world: LeavingWorld;

beforeAll(async () => {
  world = await leavingWorld(clock);
}, 60_000);
afterAll(() => world.app.close());

async function askCode(caller: TestCaller) {
  return caller.inject({ method: 'POST', url: '/api/user/deletion/code' });
}

async function requestDeletion(caller: TestCaller, phone: string) {
  const sent = body(await askCode(caller));
  expect(sent).toMatchObject({ code: 200, data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` } });
  const code = world.sms.last(phone)!;
  expect(code.scene).toBe('deleteAccount');
  return call(caller, 'POST', 'user/deletion', { code: code.code });
}

it('names each blocker with the way to resolve it, and refuses the code while one stands', async () => {
  const { app, recruiter } = world;
  // The company's only recruiter, with an open position.
  const status = await call(recruiter, 'GET', 'user/deletion');
  expect(status.data).toMatchObject({ state: 'none', coolingDays: 7, hasPhone: true });
  expect(status.data.blockers).toEqual([{ kind: 'openPositions', count: 1, key: PRIVACY_MSG.blockedPositions }]);
  expect(refusalKey(await askCode(recruiter))).toBe(PRIVACY_MSG.blockedPositions);

  // A contract waiting for the seeker's signature blocks both sides; an interview to come blocks both too.
  const seeker = await readySeeker(app);
  const applicationId = await offer(clock, recruiter, seeker, recruiter.positionId);
  const id = (await call(recruiter, 'POST', 'contracts', contractBody(applicationId))).data.id;
  await call(recruiter, 'POST', `contracts/${id}/send`, { deadline: new Date(clock.now() + 72 * HOUR) });
  const other = await recruiterWithPosition(app, await injectAs(app, 'operator'), clock, { name: '另一家有限公司' });
  const interviewId = await invited(other, clock, await applied(seeker, other.positionId));

  const blocked = (await call(seeker, 'GET', 'user/deletion')).data.blockers;
  expect(blocked.map((b: { kind: string }) => b.kind)).toEqual(['contractToSign', 'interviewToCome']);
  expect(refusalKey(await askCode(seeker))).toBe(PRIVACY_MSG.blockedContract);
  const sentSide = (await call(recruiter, 'GET', 'user/deletion')).data.blockers;
  expect(sentSide.map((b: { kind: string }) => b.kind)).toEqual(['contractSent', 'openPositions']);
  expect(refusalKey(await askCode(other))).toBe(PRIVACY_MSG.blockedInterview);

  // Resolved as the reasons say: the contract refused, the interview declined.
  expect((await call(seeker, 'POST', `contracts/${id}/refuse`, { reason: '已有其他安排' })).code).toBe(200);
  expect((await call(seeker, 'POST', `interviews/${interviewId}/decline`, { reason: '时间不合适' })).code).toBe(200);
  expect((await call(seeker, 'GET', 'user/deletion')).data.blockers).toEqual([]);
  // Nothing was asked for while blocked.
  expect(await app.db.selectFrom('account_deletions').selectAll().execute()).toEqual([]);
});

it('a wrong code changes nothing; a login within the cooling-off cancels, and the user is told once', async () => {
  const { app } = world;
  const seeker = await readySeeker(app);
  const phone = await phoneOf(app, seeker.userId);
  await askCode(seeker);
  const wrong = world.sms.last(phone)!.code === '000000' ? '111111' : '000000';
  expect(refusalKey(await seeker.inject({ method: 'POST', url: '/api/user/deletion', payload: { code: wrong } }))).toBe(
    'auth.codeWrong',
  );
  clock.advance(61_000);
  const asked = await requestDeletion(seeker, phone);
  expect(asked).toMatchObject({
    code: 200,
    data: { state: 'cooling', dueAt: new Date(clock.now() + 7 * DAY).toISOString() },
  });
  // Every session ended with the request.
  expect((await seeker.inject({ method: 'GET', url: '/api/user/userInfos' })).json().code).toBe(401);

  clock.advance(6 * DAY);
  const again = await injectAs(app, seeker.userId); // a login: every way in issues a session
  const info = (await call(again, 'GET', 'user/userInfos')).data;
  expect(info.deletionCancelledAt).toBe(new Date(clock.now()).toISOString());
  expect((await call(again, 'GET', 'user/deletion')).data).toMatchObject({ state: 'none', dueAt: null });
  expect(await call(again, 'POST', 'user/deletion/notice')).toMatchObject({ code: 200 });
  expect((await call(again, 'GET', 'user/userInfos')).data.deletionCancelledAt).toBeUndefined();

  clock.advance(2 * DAY);
  expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 0 });
  expect(await phoneOf(app, seeker.userId)).toBe(phone);
});

it('waits past the cooling-off while another party acted meanwhile (an interview set), then deletes', async () => {
  const { app, recruiter } = world;
  const seeker = await readySeeker(app);
  const phone = await phoneOf(app, seeker.userId);
  const applicationId = await applied(seeker, recruiter.positionId);
  expect((await requestDeletion(seeker, phone)).code).toBe(200);
  await invited(recruiter, clock, applicationId, { time: new Date(clock.now() + 9 * DAY).toISOString() });
  clock.advance(7 * DAY + 60_000);
  expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 0, postponed: 1 });
  expect(await phoneOf(app, seeker.userId)).toBe(phone);
  clock.advance(2 * DAY);
  expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 1, postponed: 0 });
  expect(
    await app.db.selectFrom('users').select('phone').where('id', '=', seeker.userId).executeTakeFirstOrThrow(),
  ).toEqual({ phone: null });
});

describe('after the cooling-off', () => {
  let needles: string[];
  let before: { otherResume: unknown };

  beforeAll(async () => {
    const { app, seeker, phone } = world;
    needles = [phone, LEAVER.name, LEAVER.wechat, LEAVER.idNumber];
    before = { otherResume: (await call(world.other, 'GET', 'resume')).data };
    expect((await requestDeletion(seeker, phone)).code).toBe(200);
    clock.advance(7 * DAY - 60_000);
    expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 0 });
    clock.advance(120_000);
    expect(await app.services.leaving.sweep()).toMatchObject({ deleted: 1 });
  }, 60_000);

  it('no table of the schema holds the phone, name, WeChat ID or ID number but the kept contract', async () => {
    const found = await traces(world.app, needles);
    const outside = found.filter(({ table, row }) => !(table === 'contracts' && row.id === world.contractId));
    expect(outside.map(({ table, column }) => `${table}.${column}`)).toEqual([]);
    // The kept contract says how long: two years after it ends.
    const kept = await world.app.db
      .selectFrom('contracts')
      .select(['status', 'retain_until'])
      .where('id', '=', world.contractId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'signed', retain_until: '2031-05-31' });
    // The search itself finds what is there.
    expect(found.some(({ table }) => table === 'contracts')).toBe(true);
  });

  it('removes the resume, expectations, saved items, sessions, consent records and the avatar file', async () => {
    const { app, seeker, avatar } = world;
    for (const table of [
      'resume_basics',
      'resume_expectations',
      'resume_expectation_categories',
      'resume_educations',
    ] as const) {
      expect(await app.db.selectFrom(table).selectAll().where('user_id', '=', seeker.userId).execute()).toEqual([]);
    }
    expect(
      await app.db.selectFrom('saved_positions').selectAll().where('user_id', '=', seeker.userId).execute(),
    ).toEqual([]);
    expect(await app.db.selectFrom('sessions').selectAll().where('user_id', '=', seeker.userId).execute()).toEqual([]);
    // The consent records and the address they were given from.
    expect(await app.db.selectFrom('consents').selectAll().where('user_id', '=', seeker.userId).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    // Resume files (附件简历): the rows, who they went to, and the files themselves.
    expect(await app.db.selectFrom('resume_files').selectAll().where('user_id', '=', seeker.userId).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('resume_file_grants').selectAll().where('file_id', '=', world.resumeFileId).execute(),
    ).toEqual([]);
    const folder = path.join(app.config.dataDir, 'private', 'resume-files');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('keeps the conversation for the other member under 已注销用户, without the contact details', async () => {
    const { recruiter, conversationId, phone } = world;
    const list = await call(recruiter, 'GET', 'conversations');
    const row = list.rows.find((c: { id: number }) => c.id === conversationId);
    expect(JSON.stringify(row)).toContain('已注销用户');
    const messages = await call(recruiter, 'GET', `conversations/${conversationId}/messages`);
    const texts = JSON.stringify(messages);
    expect(texts).toContain('好的，明天联系你');
    expect(texts).toContain('我的电话是***');
    expect(texts).not.toContain(phone);
  });

  it("changes nothing of other users'", async () => {
    expect((await call(world.other, 'GET', 'resume')).data).toEqual(before.otherResume);
  });

  it('lets the phone register again', async () => {
    const { app, phone } = world;
    expect(body(await app.inject({ method: 'GET', url: `/api/app/checkPhone?phone=${phone}` })).data).toEqual({
      registered: false,
    });
  });
});
