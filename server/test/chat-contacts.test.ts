/**
 * What each member shares in a contact exchange, and where a missing one is set: a seeker's WeChat ID is on
 * the resume, a recruiter's (who has no resume) in the account settings (`GET`/`PUT user/contact`), with the
 * phone a recruiter shares (else the account's own). The demo recruiter has a WeChat ID, so the demo WeChat
 * exchange goes through.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { DEMO_RECRUITER_PHONE, DEMO_SEEKER_PHONE } from '../src/seed';
import { readySeeker, twoCompanies, type Recruiter } from './applications-helpers';
import { build, injectAs, refusalKey, type TestCaller } from './helpers';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
let app: FastifyInstance;
let recruiter: Recruiter;

beforeAll(async () => {
  ({ app, recruiter } = await twoCompanies(clock));
});
afterAll(() => app.close());

async function talking(seeker?: TestCaller) {
  const who = seeker ?? (await readySeeker(app));
  const started = await call(who, 'POST', 'conversations', { positionId: recruiter.positionId });
  return { seeker: who, id: started.data.id as number };
}

const askWechat = (caller: TestCaller, id: number) =>
  caller.inject({ method: 'POST', url: `/api/conversations/${id}/exchanges`, payload: { what: 'wechat' } });

async function phoneOf(userId: number) {
  const row = await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.phone;
}

it("refuses a recruiter's WeChat exchange without a WeChat ID with where to set it (not the resume)", async () => {
  const { id } = await talking();
  const refused = await askWechat(recruiter, id);
  expect(refusalKey(refused)).toBe('chat.noWechatRecruiter');
  expect(refused.json().msg).toBe('请先在 账号设置 → 微信号 中填写微信号');
  // In the account's language.
  expect((await call(recruiter, 'PUT', 'user/profile', { language: 'en' })).code).toBe(200);
  expect((await askWechat(recruiter, id)).json().msg).toBe(
    'Please add your WeChat ID first: Account settings → WeChat ID',
  );
  await call(recruiter, 'PUT', 'user/profile', { language: 'zh-Hans' });

  // A seeker without one is still sent to the resume.
  const noWechat = await readySeeker(app, { wechat: '' });
  const other = await talking(noWechat);
  expect(refusalKey(await askWechat(noWechat, other.id))).toBe('chat.noWechat');
});

it('stores the WeChat ID and phone a recruiter shares, checks them, and clears them with ""', async () => {
  const caller = await injectAs(app, 'recruiter');
  expect(await call(caller, 'GET', 'user/contact')).toMatchObject({ code: 200, data: { wechat: '', phone: '' } });
  const bad = await caller.inject({ method: 'PUT', url: '/api/user/contact', payload: { wechat: '1ab', phone: '' } });
  expect(refusalKey(bad)).toBe('validation.wechatId');
  const badPhone = await caller.inject({
    method: 'PUT',
    url: '/api/user/contact',
    payload: { wechat: '', phone: '0571-123' },
  });
  expect(refusalKey(badPhone)).toBe('validation.contactPhone');
  const saved = await call(caller, 'PUT', 'user/contact', { wechat: ' hr_zhang01 ', phone: '13912345678' });
  expect(saved).toMatchObject({ code: 200, data: { wechat: 'hr_zhang01', phone: '13912345678' } });
  // The name and title seekers see are set in the same card (the company page's part); none set here.
  expect((await call(caller, 'GET', 'user/contact')).data).toEqual({
    wechat: 'hr_zhang01',
    phone: '13912345678',
    displayName: '',
    title: '',
  });
  // A phone number is accepted as a WeChat ID (WeChat finds an account by it).
  expect((await call(caller, 'PUT', 'user/contact', { wechat: '13912345678', phone: '' })).code).toBe(200);
  expect((await call(caller, 'PUT', 'user/contact', { wechat: '', phone: '' })).data).toEqual({
    wechat: '',
    phone: '',
    displayName: '',
    title: '',
  });
});

it("exchanges the recruiter's WeChat ID and shared phone from the account settings, both ways", async () => {
  expect((await call(recruiter, 'PUT', 'user/contact', { wechat: 'yunqi_hr_li', phone: '' })).code).toBe(200);
  const { seeker, id } = await talking();
  const asked = await call(recruiter, 'POST', `conversations/${id}/exchanges`, { what: 'wechat' });
  expect(asked).toMatchObject({ code: 200, data: { kind: 'exchange', what: 'wechat', state: 'pending' } });
  const accepted = await call(seeker, 'POST', `conversations/${id}/exchanges/${asked.data.id}/accept`);
  expect(accepted.data).toMatchObject({ accepted: true, values: { seeker: 'wx_test01', recruiter: 'yunqi_hr_li' } });

  // The seeker asks for the phone: no phone set, the recruiter's account phone is shared...
  const phone = await call(seeker, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
  const answered = await call(recruiter, 'POST', `conversations/${id}/exchanges/${phone.data.id}/accept`);
  expect(answered.data.values).toEqual({
    seeker: await phoneOf(seeker.userId),
    recruiter: await phoneOf(recruiter.userId),
  });
  // ... and the one set in the account settings once there is one.
  expect((await call(recruiter, 'PUT', 'user/contact', { wechat: 'yunqi_hr_li', phone: '05718888666' })).code).toBe(
    200,
  );
  const again = await call(recruiter, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
  const done = await call(seeker, 'POST', `conversations/${id}/exchanges/${again.data.id}/accept`);
  expect(done.data.values.recruiter).toBe('05718888666');
});

describe('the demo accounts', () => {
  let demo: FastifyInstance;
  beforeAll(async () => {
    demo = await build();
  });
  afterAll(() => demo.close());

  it('exchange WeChat IDs: the demo recruiter has one', async () => {
    const idOf = async (phone: string) =>
      (await demo.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    const seeker = await injectAs(demo, await idOf(DEMO_SEEKER_PHONE));
    const recruiterUser = await injectAs(demo, await idOf(DEMO_RECRUITER_PHONE));
    expect((await call(recruiterUser, 'GET', 'user/contact')).data.wechat).toBe('li_yunqi_hr');
    const list = await call(recruiterUser, 'GET', 'conversations');
    const withDemoSeeker = list.rows.find((row: { other: { userId: number } }) => row.other.userId === seeker.userId);
    const asked = await call(recruiterUser, 'POST', `conversations/${withDemoSeeker.id}/exchanges`, { what: 'wechat' });
    expect(asked.code).toBe(200);
    const accepted = await call(seeker, 'POST', `conversations/${withDemoSeeker.id}/exchanges/${asked.data.id}/accept`);
    expect(accepted.data.values).toEqual({ seeker: 'zhangxm_dev', recruiter: 'li_yunqi_hr' });
  });
});
