/**
 * WeChat subscription messages (订阅消息) against a loopback WeChat (./wechat-fake.ts): the templates the app
 * asks for per moment, the credits an acceptance gives (notification/subscriptions), the silent openid
 * binding (app/bindWeChat), and the outbox's WeChat channel: who gets nothing (no openid, no credit, online,
 * one this hour), what WeChat's answers become (ok, 43101, 40001 then ok after a refresh, 47003, HTTP 500),
 * and that a credit is used exactly once per message WeChat took or refused.
 */
import { MSG, t } from '@common/messages';
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import { SUBSCRIBE_CREDIT_CAP } from '@common/subscriptions';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { loadConfig } from '../src/core/config';
import type { OutboxItem } from '../src/modules/outbox/channel';
import { createWechatChannel } from '../src/modules/outbox/channels/wechat';
import { body, build, injectAs, refusalKey, type TestCaller } from './helpers';
import { startWechatFake, type WechatFake } from './wechat-fake';

const TEMPLATES = {
  interview_invited: {
    id: 'tpl-invite',
    fields: { thing1: 'positionTitle', thing2: 'companyName', time3: 'time', phrase4: 'method', thing5: 'reason' },
  },
  application_passed: { id: 'tpl-passed', fields: { thing1: 'positionTitle', phrase2: '=已通过' } },
  application_rejected: { id: 'tpl-rejected', fields: { thing1: 'positionTitle', thing2: 'body' } },
  chat_message: { id: 'tpl-chat', fields: { name1: 'senderName', thing2: 'preview', time3: 'time' } },
  interview_reminder_seeker: { id: 'tpl-remind', fields: { thing1: 'positionTitle', time2: 'time' } },
};

const clock = manualClock(Date.parse('2026-05-04T02:00:00.000Z'));
let fake: WechatFake;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startWechatFake();
  app = await build({ clock, env: { ...fake.env, WECHAT_TEMPLATES: JSON.stringify(TEMPLATES) } });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const subscribe = (caller: TestCaller, payload: object) =>
  caller.inject({ method: 'POST', url: '/api/notification/subscriptions', payload });
const creditsOf = (userId: number, templateId: string) => app.services.subscriptions.creditsOf(userId, templateId);
const bind = (caller: TestCaller, code: string) =>
  caller.inject({ method: 'POST', url: '/api/app/bindWeChat', payload: { code } });

describe('notification/subscriptions', () => {
  it('answers the configured templates per moment for the caller’s identity, at most 3', async () => {
    const seeker = await injectAs(app, 'seeker');
    const answer = body(await seeker.inject({ method: 'GET', url: '/api/notification/subscriptions' }));
    expect(answer).toMatchObject({
      code: 200,
      data: {
        enabled: true,
        moments: {
          apply: ['tpl-passed', 'tpl-invite', 'tpl-rejected'],
          chat: ['tpl-chat'],
          interview: ['tpl-remind', 'tpl-passed'],
          contract: [],
          settings: ['tpl-invite', 'tpl-chat'],
        },
      },
    });
    const recruiter = await injectAs(app, 'recruiter');
    const theirs = body(await recruiter.inject({ method: 'GET', url: '/api/notification/subscriptions' }));
    expect(theirs.data.moments).toEqual({
      apply: [],
      chat: ['tpl-chat'],
      interview: [],
      contract: [],
      settings: ['tpl-chat'],
    });
  });

  it('gives one credit per accepted template, capped; a refusal changes nothing', async () => {
    const seeker = await injectAs(app, 'seeker');
    const saved = body(
      await subscribe(seeker, { accepted: ['tpl-passed', 'tpl-invite', 'tpl-passed'], rejected: ['tpl-chat'] }),
    );
    expect(saved).toEqual({
      code: 200,
      msg: t('zh-Hans', SUBSCRIPTIONS_MSG.subscribed),
      data: {
        credits: [
          { templateId: 'tpl-passed', credits: 1 },
          { templateId: 'tpl-invite', credits: 1 },
        ],
      },
    });
    expect(await creditsOf(seeker.userId, 'tpl-chat')).toBe(0);
    expect(body(await subscribe(seeker, { accepted: [], rejected: ['tpl-passed'] })).data.credits).toEqual([]);
    expect(await creditsOf(seeker.userId, 'tpl-passed')).toBe(1);
    for (let i = 0; i < SUBSCRIBE_CREDIT_CAP + 2; i += 1) await subscribe(seeker, { accepted: ['tpl-invite'] });
    expect(await creditsOf(seeker.userId, 'tpl-invite')).toBe(SUBSCRIBE_CREDIT_CAP);
  });

  it('refuses an unknown template by name, in Chinese and English, and a body without accepted', async () => {
    const seeker = await injectAs(app, 'seeker');
    const zh = await subscribe(seeker, { accepted: ['tpl-passed', 'tpl-nope'] });
    expect(refusalKey(zh)).toBe(SUBSCRIPTIONS_MSG.unknownTemplate);
    expect(body(zh)).toEqual({ code: 502, msg: '没有这个订阅消息模板：tpl-nope' });
    // The caller's own language wins over the header.
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', seeker.userId).execute();
    const en = await subscribe(seeker, { accepted: [], rejected: ['tpl-gone'] });
    expect(body(en).msg).toBe('There is no such subscription message template: tpl-gone');
    // Nothing of a refused answer is kept.
    expect(await creditsOf(seeker.userId, 'tpl-passed')).toBe(0);
    expect(refusalKey(await subscribe(seeker, { rejected: [] }))).toBe(MSG.validation.required);
    expect(refusalKey(await subscribe(seeker, { accepted: Array.from({ length: 21 }, () => 'tpl-passed') }))).toBe(
      MSG.validation.itemsMax,
    );
    const anonymous = await app.inject({ method: 'GET', url: '/api/notification/subscriptions' });
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });
});

describe('app/bindWeChat', () => {
  it('binds the openid of a wx.login code to a phone account once; another account cannot take it', async () => {
    const amy = await injectAs(app, 'seeker');
    expect(body(await bind(amy, 'login-bindamy'))).toEqual({
      code: 200,
      msg: t('zh-Hans', SUBSCRIPTIONS_MSG.bound),
      data: { wechatBound: true },
    });
    expect(await app.services.account.reachOf(amy.userId)).toMatchObject({ wechatOpenid: 'openid-bindamy' });
    const me = body(await amy.inject({ method: 'GET', url: '/api/user/userInfos' }));
    expect(me.data.wechatBound).toBe(true);
    // Again: nothing changes, WeChat is not asked.
    const asked = fake.calls('/sns/jscode2session').length;
    expect(body(await bind(amy, 'login-other')).data).toEqual({ wechatBound: true });
    expect(fake.calls('/sns/jscode2session').length).toBe(asked);
    expect(await app.services.account.reachOf(amy.userId)).toMatchObject({ wechatOpenid: 'openid-bindamy' });

    const ben = await injectAs(app, 'seeker');
    expect(refusalKey(await bind(ben, 'login-bindamy'))).toBe(SUBSCRIPTIONS_MSG.boundElsewhere);
    expect(refusalKey(await bind(ben, 'bad-code'))).toBe(MSG.auth.wechatFailed);
    expect(await app.services.account.reachOf(ben.userId)).toMatchObject({ wechatOpenid: null });
  });
});

describe('the WeChat channel', () => {
  let online = new Set<number>();
  const logs: string[] = [];
  const log = { info: (...args: unknown[]) => logs.push(String(args.at(-1))), warn: () => undefined };
  const channel = () =>
    createWechatChannel({
      config: app.config,
      tokens: app.services.wechatTokens,
      reachOf: (userId) => app.services.account.reachOf(userId),
      credits: app.services.subscriptions,
      isOnline: (userId) => online.has(userId),
      clock,
      log,
    });
  let ids = 0;
  const invited = (userId: number, params: Record<string, string> = {}): OutboxItem => ({
    id: (ids += 1),
    event: 'interview.invited',
    kind: 'interview_invited',
    userId,
    channel: 'wechat',
    payload: {
      params: {
        companyName: '杭州云栖科技有限公司',
        positionTitle: '前端开发工程师',
        method: 'online',
        time: '2026-05-06T06:30:00.000Z',
        ...params,
      },
      rid: 41,
    },
    attempts: 0,
    createdAt: new Date(clock.now()).toISOString(),
  });
  const chatItem = (userId: number, conversationId: number): OutboxItem => ({
    id: (ids += 1),
    event: 'chat.message',
    kind: 'chat_message',
    userId,
    channel: 'wechat',
    payload: { conversationId, senderName: '李经理', preview: '您好，方便明天下午来面试吗？' },
    attempts: 0,
    createdAt: new Date(clock.now()).toISOString(),
  });

  /** A seeker with an openid and `credits` credits of the invitation's template. */
  async function subscriber(name: string, credits = 1, templateId = 'tpl-invite') {
    const caller = await injectAs(app, 'seeker');
    expect(body(await bind(caller, `login-${name}`)).code).toBe(200);
    for (let i = 0; i < credits; i += 1) await subscribe(caller, { accepted: [templateId] });
    return caller;
  }

  beforeEach(() => {
    online = new Set();
    fake.sendAnswers.length = 0;
  });

  it('is on for the kinds with a template only; without WECHAT_TEMPLATES it is off and says so once', () => {
    const on = channel();
    expect(on.name).toBe('wechat');
    expect(on.enabled('interview_invited')).toBe(true);
    expect(on.enabled('contract_sent')).toBe(false);
    logs.length = 0;
    const off = createWechatChannel({
      config: loadConfig({ DATA_DIR: app.config.dataDir, ...fake.env }),
      reachOf: async () => null,
      credits: app.services.subscriptions,
      isOnline: () => false,
      clock,
      log,
    });
    expect(off.enabled('interview_invited')).toBe(false);
    expect(logs).toEqual(['WeChat subscription messages are off: WECHAT_TEMPLATES is not set']);
  });

  it('sends the message with the fields filled in Chinese and uses one credit', async () => {
    const amy = await subscriber('chanamy', 2);
    const sent = fake.sent.length;
    expect(await channel().deliver(invited(amy.userId))).toEqual({ result: 'sent' });
    expect(fake.sent.slice(sent)).toEqual([
      {
        touser: 'openid-chanamy',
        template_id: 'tpl-invite',
        page: 'pages/record/record?type=1',
        miniprogram_state: 'formal',
        lang: 'zh_CN',
        data: {
          thing1: { value: '前端开发工程师' },
          thing2: { value: '杭州云栖科技有限公司' },
          time3: { value: '2026年05月06日 14:30' },
          phrase4: { value: '线上面试' },
          thing5: { value: '无' },
        },
      },
    ]);
    expect(await creditsOf(amy.userId, 'tpl-invite')).toBe(1);
  });

  it('skips a user without an openid or without a credit, asking WeChat nothing', async () => {
    const noOpenid = await injectAs(app, 'seeker');
    await subscribe(noOpenid, { accepted: ['tpl-invite'] });
    const noCredit = await subscriber('chanben', 0);
    const asked = fake.calls('/cgi-bin/message/subscribe/send').length;
    expect(await channel().deliver(invited(noOpenid.userId))).toEqual({ result: 'skipped', reason: 'no openid' });
    expect(await channel().deliver(invited(noCredit.userId))).toEqual({ result: 'skipped', reason: 'no credit' });
    expect(await channel().deliver({ ...invited(noCredit.userId), kind: 'contract_sent' })).toEqual({
      result: 'skipped',
      reason: 'no template',
    });
    expect(fake.calls('/cgi-bin/message/subscribe/send').length).toBe(asked);
    expect(await creditsOf(noOpenid.userId, 'tpl-invite')).toBe(1);
  });

  it('43101 (refused, no subscription left): skipped, and the credit is used', async () => {
    const cat = await subscriber('chancat', 2);
    fake.sendAnswers.push({ errcode: 43101, errmsg: 'user refuse to accept the msg' });
    expect(await channel().deliver(invited(cat.userId))).toEqual({ result: 'skipped', reason: 'refused' });
    expect(await creditsOf(cat.userId, 'tpl-invite')).toBe(1);
  });

  it('40001: the token is refreshed once and the send retried; the credit is used once', async () => {
    const dan = await subscriber('chandan', 2);
    const sends = () => fake.calls('/cgi-bin/message/subscribe/send');
    const before = sends().length;
    fake.sendAnswers.push({ errcode: 40001, errmsg: 'invalid credential' });
    expect(await channel().deliver(invited(dan.userId))).toEqual({ result: 'sent' });
    const tried = sends()
      .slice(before)
      .map((call) => call.url.searchParams.get('access_token'));
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(await creditsOf(dan.userId, 'tpl-invite')).toBe(1);

    // A token refused even after its refresh: retry later, the credit kept.
    fake.refuseTokens = true;
    try {
      expect(await channel().deliver(invited(dan.userId))).toMatchObject({ result: 'retry' });
    } finally {
      fake.refuseTokens = false;
    }
    expect(await creditsOf(dan.userId, 'tpl-invite')).toBe(1);
  });

  it('47003: dead with WeChat’s errmsg and the credit kept; a text too long is cut so WeChat takes it', async () => {
    const eve = await subscriber('chaneve', 1);
    fake.sendAnswers.push({ errcode: 47003, errmsg: 'argument invalid! data.time3.value invalid' });
    expect(await channel().deliver(invited(eve.userId))).toEqual({
      result: 'dead',
      error: '47003 argument invalid! data.time3.value invalid',
    });
    expect(await creditsOf(eve.userId, 'tpl-invite')).toBe(1);
    const long = invited(eve.userId, { positionTitle: '高级前端开发工程师（React / Taro / 小程序方向，可远程）' });
    expect(await channel().deliver(long)).toEqual({ result: 'sent' });
    expect((fake.sent.at(-1)!.data as Record<string, { value: string }>).thing1!.value).toBe(
      '高级前端开发工程师（React / T…',
    );
    expect(await creditsOf(eve.userId, 'tpl-invite')).toBe(0);
  });

  it('WeChat down (HTTP 500) or busy (-1): retry, the credit kept; a bad openid (40003): dead', async () => {
    const fay = await subscriber('chanfay', 1);
    fake.sendAnswers.push(
      { status: 500 },
      { errcode: -1, errmsg: 'system error' },
      { errcode: 40003, errmsg: 'invalid openid' },
    );
    expect(await channel().deliver(invited(fay.userId))).toEqual({
      result: 'retry',
      error: 'subscribeMessage.send answered HTTP 500',
    });
    expect(await channel().deliver(invited(fay.userId))).toEqual({ result: 'retry', error: '-1 system error' });
    expect(await channel().deliver(invited(fay.userId))).toEqual({ result: 'dead', error: '40003 invalid openid' });
    expect(await creditsOf(fay.userId, 'tpl-invite')).toBe(1);
  });

  it('a chat message: not while the user is online, then at most one per conversation an hour', async () => {
    const gus = await subscriber('changus', 5, 'tpl-chat');
    online.add(gus.userId);
    expect(await channel().deliver(chatItem(gus.userId, 7))).toEqual({ result: 'skipped', reason: 'online' });
    online.delete(gus.userId);
    expect(await channel().deliver(chatItem(gus.userId, 7))).toEqual({ result: 'sent' });
    expect(fake.sent.at(-1)).toMatchObject({
      template_id: 'tpl-chat',
      page: 'pages/message_detail/index?id=7',
      data: {
        name1: { value: '李经理' },
        thing2: { value: '您好，方便明天下午来面试吗？' },
        time3: { value: '2026年05月04日 10:00' },
      },
    });
    clock.advance(59 * 60_000);
    expect(await channel().deliver(chatItem(gus.userId, 7))).toEqual({ result: 'skipped', reason: 'one this hour' });
    // Another conversation is its own.
    expect(await channel().deliver(chatItem(gus.userId, 8))).toEqual({ result: 'sent' });
    clock.advance(2 * 60_000);
    expect(await channel().deliver(chatItem(gus.userId, 7))).toEqual({ result: 'sent' });
    expect(await creditsOf(gus.userId, 'tpl-chat')).toBe(2);
  });
});
