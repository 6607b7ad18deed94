/**
 * 手机号快捷登录 (app/loginByWeChatPhone) against a loopback WeChat (./wechat-fake.ts): the phone code is
 * exchanged at getuserphonenumber with a cached stable access token, the openid of the login code is bound;
 * a new phone gets its account once, a registered one logs in; no captcha, no SMS. A refusal of WeChat
 * changes nothing; a token WeChat calls expired is refreshed once and the call retried.
 */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { memorySmsSender } from '../src/adapters/sms';
import { bearer, codeFor, post } from './accounts-helpers';
import { body, build, refusalKey, uniquePhone } from './helpers';
import { startWechatFake, type WechatFake } from './wechat-fake';

const zh = (key: string) => t('zh-Hans', key);
const clock = manualClock(Date.parse('2026-05-04T02:00:00.000Z'));
const sms = memorySmsSender();
let fake: WechatFake;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startWechatFake();
  app = await build({ clock, smsSender: sms, env: fake.env });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

let codes = 0;
/** One tap: a fresh getPhoneNumber code for `phone` (or a raw code) and a wx.login code of `name`. */
function phoneLogin(phone: string, name: string, extra: Record<string, unknown> = { acceptTerms: true }) {
  codes += 1;
  const phoneCode = `${phone.startsWith('phone-') || phone.startsWith('deny') ? phone : `phone-${phone}`}.${codes}`;
  return post(app, 'app/loginByWeChatPhone', { phoneCode, loginCode: `login-${name}`, ...extra });
}
const accountsOf = (phone: string) => app.db.selectFrom('users').selectAll().where('phone', '=', phone).execute();
const userCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('app/loginByWeChatPhone', () => {
  it('creates the account of a new phone once, with the openid and the consent; the next tap logs in', async () => {
    const phone = uniquePhone();
    const tokenFetches = fake.calls('/cgi-bin/stable_token').length;
    const created = body(await phoneLogin(phone, 'amy', { acceptTerms: true }));
    expect(created).toMatchObject({
      code: 200,
      msg: zh(MSG.auth.loggedIn),
      data: { needPhone: false, user: { wechatBound: true, identity: null, nickname: `用户${phone.slice(-4)}` } },
    });
    const [account] = await accountsOf(phone);
    expect(account).toMatchObject({ id: created.data.user.id, wechat_openid: 'openid-amy', password_hash: null });
    const consents = await app.db
      .selectFrom('consents')
      .selectAll()
      .where('user_id', '=', account!.id)
      .orderBy('id')
      .execute();
    expect(consents.map((row) => [row.kind, row.via])).toEqual([
      ['user', 'wechat_phone'],
      ['privacy', 'wechat_phone'],
    ]);
    // WeChat was asked with the code and the openid; no SMS went out.
    const asked = fake.calls('/wxa/business/getuserphonenumber').at(-1)!;
    expect(asked.body).toEqual({ code: expect.stringMatching(`^phone-${phone}\\.`), openid: 'openid-amy' });
    expect(sms.messages.filter((m) => m.phone === phone)).toHaveLength(0);

    const again = body(await phoneLogin(phone, 'amy'));
    expect(again.data.user.id).toBe(account!.id);
    expect(await accountsOf(phone)).toHaveLength(1);
    // The token is cached: one fetch for both taps (none when an earlier test already fetched it).
    expect(fake.calls('/cgi-bin/stable_token').length - tokenFetches).toBeLessThanOrEqual(1);
    // The session works.
    const me = body(await app.inject({ method: 'GET', url: '/api/user/userInfos', headers: bearer(again.data.token) }));
    expect(me.data.id).toBe(account!.id);
  });

  it('a new phone without the ticked agreements is refused with auth.termsRequired and nothing is made', async () => {
    const phone = uniquePhone();
    const before = await userCount();
    expect(refusalKey(await phoneLogin(phone, 'ben', {}))).toBe(MSG.auth.termsRequired);
    expect(await accountsOf(phone)).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it('concurrent first taps of one phone make one account', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all([phoneLogin(phone, 'cat'), phoneLogin(phone, 'cat'), phoneLogin(phone, 'cat')]);
    const ids = answers.map((res) => body(res).data.user.id);
    expect(new Set(ids).size).toBe(1);
    expect(await accountsOf(phone)).toHaveLength(1);
  });

  it('a refusal of WeChat (a bad or used code) answers a clear message and changes nothing', async () => {
    const before = await userCount();
    const denied = await phoneLogin('deny-1', 'dan');
    expect(body(denied)).toEqual({ code: 502, msg: zh(MSG.auth.wechatPhoneFailed) });
    const english = await post(
      app,
      'app/loginByWeChatPhone',
      { phoneCode: 'deny-2', loginCode: 'login-dan', acceptTerms: true },
      { headers: { 'accept-language': 'en' } },
    );
    expect(body(english).msg).toBe('Could not get your WeChat phone number, please log in with a code');
    // A code used once is refused the second time, a bad login code too, and another country's number.
    const tap = { phoneCode: `phone-${uniquePhone()}`, loginCode: 'login-dan', acceptTerms: true };
    expect(body(await post(app, 'app/loginByWeChatPhone', tap)).code).toBe(200);
    expect(refusalKey(await post(app, 'app/loginByWeChatPhone', tap))).toBe(MSG.auth.wechatPhoneFailed);
    expect(refusalKey(await phoneLogin(uniquePhone(), 'bad!'))).toBe(MSG.auth.wechatPhoneFailed);
    expect(refusalKey(await phoneLogin('phone-1-4155550123', 'dan'))).toBe(MSG.auth.wechatPhoneFailed);
    expect(await userCount()).toBe(before + 1);
    // An empty code is a validation refusal before WeChat is asked.
    expect(
      refusalKey(
        await post(app, 'app/loginByWeChatPhone', { phoneCode: '', loginCode: 'login-dan', acceptTerms: true }),
      ),
    ).toBe(MSG.validation.required);
  });

  it('a token WeChat calls expired is refreshed once and the call retried; the cache ends before the token', async () => {
    await phoneLogin(uniquePhone(), 'eve'); // a token in the cache
    const fetches = () => fake.calls('/cgi-bin/stable_token');
    const exchanges = () => fake.calls('/wxa/business/getuserphonenumber');
    const [fetched, exchanged] = [fetches().length, exchanges().length];
    const stale = exchanges().at(-1)!.url.searchParams.get('access_token');

    fake.expire();
    const phone = uniquePhone();
    expect(body(await phoneLogin(phone, 'eve')).code).toBe(200);
    expect(fetches().length - fetched).toBe(1);
    expect(fetches().at(-1)!.body.force_refresh).toBe(false);
    const retried = exchanges().slice(exchanged);
    expect(retried.map((call) => call.url.searchParams.get('access_token'))).toEqual([
      stale,
      expect.not.stringMatching(`^${stale}$`),
    ]);
    expect(await accountsOf(phone)).toHaveLength(1);

    // WeChat still hands out the refused token in its normal mode: a forced refresh follows, once.
    fake.expire();
    fake.handOutStale = true;
    try {
      const [before] = [fetches().length];
      expect(body(await phoneLogin(uniquePhone(), 'eve')).code).toBe(200);
      expect(
        fetches()
          .slice(before)
          .map((call) => call.body.force_refresh),
      ).toEqual([false, true]);
    } finally {
      fake.handOutStale = false;
    }

    // The new token is cached again.
    const cached = fetches().length;
    expect(body(await phoneLogin(uniquePhone(), 'eve')).code).toBe(200);
    expect(fetches().length).toBe(cached);
    // 7200 s tokens are renewed 5 minutes early.
    clock.advance((7200 - 5 * 60) * 1000);
    expect(body(await phoneLogin(uniquePhone(), 'eve')).code).toBe(200);
    expect(fetches().length).toBe(cached + 1);
  });

  it('a token refused again after its refresh, or no token at all: a clear refusal, one refresh, nothing made', async () => {
    const before = await userCount();
    const fetches = () => fake.calls('/cgi-bin/stable_token').length;
    const exchanges = () => fake.calls('/wxa/business/getuserphonenumber').length;
    const [fetched, exchanged] = [fetches(), exchanges()];
    const forced = (from: number) =>
      fake
        .calls('/cgi-bin/stable_token')
        .slice(from)
        .map((call) => call.body.force_refresh);
    fake.refuseTokens = true;
    try {
      // One refresh (normal mode, then forced: WeChat hands out the same token) and one retry, not a loop.
      expect(refusalKey(await phoneLogin(uniquePhone(), 'ida'))).toBe(MSG.auth.wechatPhoneFailed);
      expect(exchanges() - exchanged).toBe(2);
      expect(forced(fetched)).toEqual([false, true]);
      // WeChat allows 20 forced refreshes a day: within 90 minutes of the last, only the normal mode is asked.
      const [fetchedAgain, exchangedAgain] = [fetches(), exchanges()];
      expect(refusalKey(await phoneLogin(uniquePhone(), 'ida'))).toBe(MSG.auth.wechatPhoneFailed);
      expect(exchanges() - exchangedAgain).toBe(2);
      expect(forced(fetchedAgain)).toEqual([false]);
    } finally {
      fake.refuseTokens = false;
    }

    fake.expire();
    fake.tokenErrcode = 40125;
    try {
      expect(refusalKey(await phoneLogin(uniquePhone(), 'ida'))).toBe(MSG.auth.wechatPhoneFailed);
    } finally {
      fake.tokenErrcode = undefined;
    }
    expect(await userCount()).toBe(before);
    // WeChat answering again: the next tap works.
    expect(body(await phoneLogin(uniquePhone(), 'ida')).code).toBe(200);
  });

  it('a phone registered by SMS code logs in to its account and gets the openid bound', async () => {
    const phone = uniquePhone();
    const sent = body(await post(app, 'app/sendCode', { phone, scene: 'login' }, { remoteAddress: '10.33.0.1' }));
    expect(sent.code).toBe(200);
    const bySms = body(await post(app, 'app/loginByCode', { phone, code: codeFor(sms, phone), acceptTerms: true }));
    expect(bySms.data.user.wechatBound).toBe(false);

    const smsCount = sms.messages.length;
    const res = body(await phoneLogin(phone, 'fay', {}));
    expect(res).toMatchObject({ code: 200, data: { user: { id: bySms.data.user.id, wechatBound: true } } });
    expect(sms.messages).toHaveLength(smsCount);
    const [account] = await accountsOf(phone);
    expect(account!.wechat_openid).toBe('openid-fay');
    // No new consent: the account accepted at its code login.
    const consents = await app.db.selectFrom('consents').select('via').where('user_id', '=', account!.id).execute();
    expect(consents.map((row) => row.via)).toEqual(['code_login', 'code_login']);
    // WeChat login (wx.login alone) now finds the same account, with its phone.
    const byWechat = body(await post(app, 'app/loginByWeChat', { code: 'login-fay' }));
    expect(byWechat.data).toMatchObject({ needPhone: false, user: { id: account!.id } });
  });

  it("an earlier phone-less WeChat account: gets a new phone, or hands its openid to the phone's account", async () => {
    const wechatOnly = body(await post(app, 'app/loginByWeChat', { code: 'login-gus', acceptTerms: true })).data;
    expect(wechatOnly.needPhone).toBe(true);
    const phone = uniquePhone();
    const res = body(await phoneLogin(phone, 'gus'));
    expect(res.data).toMatchObject({ needPhone: false, user: { id: wechatOnly.user.id } });
    expect(await accountsOf(phone)).toHaveLength(1);

    const registered = uniquePhone();
    await post(app, 'app/sendCode', { phone: registered, scene: 'login' }, { remoteAddress: '10.33.0.2' });
    const owner = body(
      await post(app, 'app/loginByCode', { phone: registered, code: codeFor(sms, registered), acceptTerms: true }),
    ).data;
    const placeholder = body(await post(app, 'app/loginByWeChat', { code: 'login-hal', acceptTerms: true })).data;
    const merged = body(await phoneLogin(registered, 'hal'));
    expect(merged.data).toMatchObject({ needPhone: false, user: { id: owner.user.id, wechatBound: true } });
    // The placeholder's session ended; WeChat login now lands on the phone's account.
    const old = await app.inject({ method: 'GET', url: '/api/user/userInfos', headers: bearer(placeholder.token) });
    expect(body(old).code).toBe(401);
    expect(body(await post(app, 'app/loginByWeChat', { code: 'login-hal' })).data.user.id).toBe(owner.user.id);
  });
});

describe('app/loginByWeChatPhone without WeChat configured', () => {
  it('refuses with auth.wechatUnavailable', async () => {
    const bare = await build();
    try {
      const res = await post(bare, 'app/loginByWeChatPhone', {
        phoneCode: 'phone-13800000000',
        loginCode: 'login-x',
        acceptTerms: true,
      });
      expect(refusalKey(res)).toBe(MSG.auth.wechatUnavailable);
    } finally {
      await bare.close();
    }
  });
});
