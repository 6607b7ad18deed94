/**
 * 通知设置 through the routes (defaults, validation, one's own only) and the outbox's SMS channel against
 * the memory sender: quiet hours and the daily cap at their edges in China time, no phone, turned off,
 * provider failure.
 */
import type { FastifyInstance } from 'fastify';
import { SMS_DAILY_CAP } from '@common/delivery';
import { defaultPreferences } from '@common/preferences';
import { memorySmsSender } from '../src/adapters/sms';
import { manualClock } from '../src/core/clock';
import type { OutboxItem } from '../src/modules/outbox/channel';
import { createSmsChannel } from '../src/modules/outbox/channels/sms';
import { body, build, injectAs, refusalKey, type TestCaller } from './helpers';

const china = (wall: string) => Date.parse(`${wall}+08:00`);

describe('notification/preferences', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (who: TestCaller, lang = 'zh-Hans') =>
    who.inject({ method: 'GET', url: '/api/notification/preferences', headers: { 'accept-language': lang } });
  const put = (who: TestCaller, payload: unknown, lang = 'zh-Hans') =>
    who.inject({
      method: 'PUT',
      url: '/api/notification/preferences',
      payload: payload as object,
      headers: { 'accept-language': lang },
    });

  it('answers the defaults to a user who never saved, and refuses a visitor', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect(body(await get(seeker))).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { ...defaultPreferences(), updatedAt: null },
    });
    const visitor = await app.inject({ method: 'GET', url: '/api/notification/preferences' });
    expect(visitor.json().code).toBe(401);
  });

  it('saves the whole setting and answers it; another user still has the defaults', async () => {
    const seeker = await injectAs(app, 'seeker');
    const other = await injectAs(app, 'recruiter');
    const wanted = defaultPreferences();
    wanted.channels.chat.wechat = false;
    wanted.channels.interviews.sms = false;
    wanted.quietHours = { from: '21:30', to: '07:00' };
    // A logged-in caller is answered in the account's language.
    await seeker.inject({ method: 'PUT', url: '/api/user/profile', payload: { language: 'en' } });
    const saved = body(await put(seeker, wanted, 'en'));
    expect(saved).toMatchObject({ code: 200, msg: 'Notification settings saved', data: wanted });
    expect(saved.data.updatedAt).toEqual(expect.any(String));
    expect(body(await get(seeker)).data).toMatchObject(wanted);
    expect(body(await get(other)).data).toEqual({ ...defaultPreferences(), updatedAt: null });
    // The gates the outbox asks read the same setting.
    const prefs = app.services.preferences;
    expect(await prefs.allows(seeker.userId, 'chat_message', 'wechat')).toBe(false);
    expect(await prefs.allows(seeker.userId, 'chat_message', 'socket')).toBe(true);
    expect(await prefs.allows(seeker.userId, 'interview_invited', 'sms')).toBe(false);
    expect(await prefs.allows(seeker.userId, 'contract_sent', 'sms')).toBe(true);
    expect(await prefs.allows(seeker.userId, 'position_approved', 'wechat')).toBe(false);
    expect(await prefs.quietHours(seeker.userId)).toEqual({ from: '21:30', to: '07:00' });
    expect(await prefs.allows(other.userId, 'interview_invited', 'sms')).toBe(true);
  });

  it('refuses bad input with a clear message in the caller’s language and changes nothing', async () => {
    const seeker = await injectAs(app, 'seeker');
    const good = defaultPreferences();
    await seeker.inject({ method: 'PUT', url: '/api/user/profile', payload: { language: 'en' } });
    expect(body(await put(seeker, good)).code).toBe(200);
    const before = body(await get(seeker)).data;
    const cases: Array<[unknown, string, string]> = [
      [
        { ...good, channels: { ...good.channels, chat: { wechat: false, sms: true } } },
        'preferences.smsNotOffered',
        'These notifications are not sent by SMS',
      ],
      [
        { ...good, quietHours: { from: '25:00', to: '08:00' } },
        'preferences.quietTime',
        'Quiet hours must be times between 00:00 and 23:59, such as 22:00',
      ],
      [
        { ...good, quietHours: { from: '08:00', to: '08:00' } },
        'preferences.quietSame',
        'Quiet hours cannot start and end at the same time',
      ],
      [{ quietHours: good.quietHours }, 'preferences.channels', expect.any(String) as unknown as string],
    ];
    for (const [payload, key, en] of cases) {
      const res = await put(seeker, payload, 'en');
      expect(refusalKey(res)).toBe(key);
      expect(body(res)).toEqual({ code: 502, msg: en });
    }
    await seeker.inject({ method: 'PUT', url: '/api/user/profile', payload: { language: 'zh-Hans' } });
    expect(body(await put(seeker, cases[0][0])).msg).toBe('这类通知不提供短信提醒');
    expect(body(await get(seeker)).data).toEqual(before);
  });
});

describe('the SMS channel', () => {
  let app: FastifyInstance;
  const clock = manualClock(china('2026-03-05T10:00:00'));
  const sender = memorySmsSender();
  beforeAll(async () => {
    app = await build({ env: { SEED_DEMO: 'false' }, clock, smsSender: sender });
  });
  afterAll(async () => {
    await app?.close();
  });

  const channel = () =>
    createSmsChannel({
      sender,
      sms: app.config.sms,
      reachOf: (userId) => app.services.account.reachOf(userId),
      preferences: app.services.preferences,
      clock,
    });

  let nextId = 1;
  const item = (userId: number, kind: OutboxItem['kind'] = 'interview_invited'): OutboxItem => ({
    id: nextId++,
    event: 'interview.invited',
    kind,
    userId,
    channel: 'sms',
    payload: {
      params: {
        companyName: '星辰科技',
        positionTitle: '前端工程师',
        seekerName: '李雷',
        method: 'onsite',
        time: '2026-03-07T02:00:00.000Z',
      },
      rid: 1,
    },
    attempts: 0,
    createdAt: new Date(clock.now()).toISOString(),
  });

  const phoneOf = async (userId: number) => (await app.services.account.reachOf(userId))!.phone!;

  it('sends the kind’s text in the user’s language with the signature, through the memory sender', async () => {
    const seeker = await injectAs(app, 'seeker');
    clock.set(china('2026-03-05T10:00:00'));
    expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' });
    const sms = sender.notices.at(-1)!;
    expect(sms).toMatchObject({
      phone: await phoneOf(seeker.userId),
      notice: 'interview_invited',
      params: ['星辰科技', '前端工程师', '2026-03-07 10:00'],
      text: '【职达】星辰科技邀请您参加「前端工程师」的面试，时间：2026-03-07 10:00。请打开职达查看并回复。',
    });
    await seeker.inject({ method: 'PUT', url: '/api/user/profile', payload: { language: 'en' } });
    expect(await channel().deliver(item(seeker.userId, 'contract_sent'))).toEqual({ result: 'sent' });
    expect(sender.notices.at(-1)!.text).toBe(
      '[JobReach] 星辰科技 sent you the labour contract for "前端工程师". Open JobReach to read and sign it.',
    );
  });

  it('holds an SMS in quiet hours until 08:00 China time, and sends at their edges', async () => {
    const seeker = await injectAs(app, 'seeker');
    const sent = () => sender.notices.length;
    clock.set(china('2026-03-05T21:59:00'));
    let before = sent();
    expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' });
    expect(sent()).toBe(before + 1);
    clock.set(china('2026-03-05T22:00:00'));
    before = sent();
    expect(await channel().deliver(item(seeker.userId))).toEqual({
      result: 'held',
      at: '2026-03-06T00:00:00.000Z', // 08:00 China time
      reason: 'quiet hours 22:00-08:00',
    });
    clock.set(china('2026-03-06T07:59:00'));
    expect(await channel().deliver(item(seeker.userId))).toMatchObject({
      result: 'held',
      at: '2026-03-06T00:00:00.000Z',
    });
    expect(sent()).toBe(before);
    clock.set(china('2026-03-06T08:00:00'));
    expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' });
    expect(sent()).toBe(before + 1);
  });

  it(`sends ${SMS_DAILY_CAP} a China day, skips the 4th, and counts again from 00:00 China time (16:00 UTC)`, async () => {
    const seeker = await injectAs(app, 'seeker');
    // Quiet hours elsewhere, so that the night of the day change can be sent in.
    await seeker.inject({
      method: 'PUT',
      url: '/api/notification/preferences',
      payload: { ...defaultPreferences(), quietHours: { from: '03:00', to: '04:00' } },
    });
    clock.set(china('2026-03-05T09:00:00'));
    for (let n = 1; n <= SMS_DAILY_CAP; n += 1) {
      expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' }); // the 3rd too
    }
    clock.set(Date.parse('2026-03-05T15:59:59.000Z')); // 23:59:59 China time
    expect(await channel().deliver(item(seeker.userId))).toEqual({
      result: 'skipped',
      reason: 'daily SMS cap reached',
    });
    clock.set(Date.parse('2026-03-05T16:00:00.000Z')); // 00:00 China time: a new day
    expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' });
    // Login codes do not count against it.
    expect(await app.services.preferences.sms.sentOn(seeker.userId, clock.now())).toBe(1);
  });

  it('never sends chat or other kinds, respects the setting, skips without a phone', async () => {
    const seeker = await injectAs(app, 'seeker');
    clock.set(china('2026-03-05T12:00:00'));
    const sms = channel();
    expect(sms.enabled('chat_message')).toBe(false);
    expect(sms.enabled('application_passed')).toBe(false);
    expect(sms.enabled('interview_reminder_recruiter')).toBe(true);
    expect(await sms.deliver(item(seeker.userId, 'chat_message'))).toMatchObject({ result: 'skipped' });
    expect(await sms.deliver(item(seeker.userId, 'application_passed'))).toMatchObject({ result: 'skipped' });
    const off = defaultPreferences();
    off.channels.interviews.sms = false;
    await seeker.inject({ method: 'PUT', url: '/api/notification/preferences', payload: off });
    expect(await sms.deliver(item(seeker.userId))).toEqual({
      result: 'skipped',
      reason: 'SMS turned off in the notification settings',
    });
    expect(await sms.deliver(item(seeker.userId, 'contract_sent'))).toEqual({ result: 'sent' });
    expect(await sms.deliver(item(999_999))).toEqual({ result: 'skipped', reason: 'no phone on the account' });
    expect(await sms.deliver({ ...item(seeker.userId, 'contract_sent'), payload: { params: {} } })).toMatchObject({
      result: 'dead',
    });
  });

  it('asks for a retry when the provider fails, and the failed send does not count', async () => {
    const seeker = await injectAs(app, 'seeker');
    clock.set(china('2026-03-05T12:00:00'));
    sender.failing = true;
    try {
      expect(await channel().deliver(item(seeker.userId))).toEqual({
        result: 'retry',
        error: 'sms provider unavailable',
      });
    } finally {
      sender.failing = false;
    }
    expect(await app.services.preferences.sms.sentOn(seeker.userId, clock.now())).toBe(0);
    expect(await channel().deliver(item(seeker.userId))).toEqual({ result: 'sent' });
  });
});
