/**
 * WeChat and Alipay login against loopback fakes: code2session and alipay.system.oauth.token (the fake
 * checks the RSA2 request signature with the app's public key and signs its answer with "Alipay's" key).
 * Then the needPhone flow: bind a new phone, or hand the WeChat id to the account that owns the phone.
 */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { manualClock } from '../src/core/clock';
import { memorySmsSender } from '../src/adapters/sms';
import { bearer, codeFor, post, register, sendCode } from './accounts-helpers';
import { startFake, type FakeServer } from './fake-server';
import { body, build, uniquePhone, withTamperedJwtSignature } from './helpers';

const zh = (key: string) => t('zh-Hans', key);
const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/userInfos', headers: bearer(token) });

describe('app/loginByWeChat', () => {
  const sms = memorySmsSender();
  const clock = manualClock();
  let fake: FakeServer;
  let app: FastifyInstance;
  let failNext = false;

  beforeAll(async () => {
    fake = await startFake((request) => {
      const url = new URL(request.url, 'http://x');
      if (failNext) {
        failNext = false;
        return { status: 503, body: 'busy' };
      }
      if (url.pathname !== '/sns/jscode2session') return { status: 404, body: 'no' };
      const q = url.searchParams;
      if (
        q.get('appid') !== 'wx1234567890' ||
        q.get('secret') !== 'wechat-secret' ||
        q.get('grant_type') !== 'authorization_code'
      ) {
        return { contentType: 'text/plain', body: { errcode: 40013, errmsg: 'invalid appid' } };
      }
      const code = q.get('js_code') ?? '';
      if (code.startsWith('bad'))
        return { contentType: 'text/plain', body: { errcode: 40029, errmsg: 'invalid code' } };
      // WeChat answers JSON labelled text/plain; "code-<user>" logs in user <user>, "code-<user>-u" also has a unionid.
      const [, user, union] = /^code-([\w]+?)(-u)?$/.exec(code) ?? [];
      return {
        contentType: 'text/plain',
        body: { openid: `openid-${user}`, session_key: 'c2Vzc2lvbg==', ...(union ? { unionid: `union-${user}` } : {}) },
      };
    });
    app = await build({
      smsSender: sms,
      clock,
      env: { WECHAT_APPID: 'wx1234567890', WECHAT_SECRET: 'wechat-secret', WECHAT_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const wechat = (code: string) => post(app, 'app/loginByWeChat', { code });

  it('creates an account without a phone for a new openid and answers needPhone: true', async () => {
    const res = body(await wechat('code-alice'));
    expect(res.code).toBe(200);
    expect(res.data.needPhone).toBe(true);
    expect(res.data.user).toMatchObject({ phone: null, wechatBound: true, hasPassword: false, identity: null });
    expect(res.data.user.nickname).toMatch(/^微信用户\d{4}$/);
    expect(body(await me(app, res.data.token)).data.phone).toBeNull();
    // The same openid logs in to the same account.
    const again = body(await wechat('code-alice'));
    expect(again.data.user.id).toBe(res.data.user.id);
    const request = fake.requests.at(-1)!;
    expect(new URL(request.url, 'http://x').searchParams.get('js_code')).toBe('code-alice');
  });

  it('binds a new phone with a changePhone code: needPhone is false afterwards', async () => {
    const { token, user } = body(await wechat('code-bob')).data;
    const phone = uniquePhone();
    await sendCode(app, phone, 'changePhone', { headers: bearer(token) });
    const res = body(
      await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone) }, { headers: bearer(token) }),
    );
    expect(res.data).toMatchObject({
      token,
      needPhone: false,
      user: { id: user.id, phone: `${phone.slice(0, 3)}****${phone.slice(7)}` },
    });
    expect(body(await wechat('code-bob')).data).toMatchObject({ needPhone: false, user: { id: user.id } });
    // The phone logs in by code too.
    clock.advance(61_000);
    await sendCode(app, phone, 'login');
    expect(body(await post(app, 'app/loginByCode', { phone, code: codeFor(sms, phone) })).data.user.id).toBe(user.id);
  });

  it('binding the phone of an existing account moves the WeChat id there and logs in as that account', async () => {
    const phone = uniquePhone();
    const existing = await register(app, sms, phone, 'abc12345');
    const fresh = body(await wechat('code-carol')).data;
    // A registered phone can receive a changePhone code only for a phone-less (WeChat) caller.
    expect(body(await sendCode(app, phone, 'changePhone')).msg).toBe(zh(MSG.auth.phoneRegistered));
    clock.advance(61_000);
    expect(body(await sendCode(app, phone, 'changePhone', { headers: bearer(fresh.token) })).code).toBe(200);
    const res = body(
      await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone) }, { headers: bearer(fresh.token) }),
    );
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ id: existing.user.id, wechatBound: true, hasPassword: true });
    expect(res.data.needPhone).toBe(false);
    expect(res.data.token).not.toBe(fresh.token);
    // The placeholder account's session ended; WeChat now logs in to the existing account.
    expect(body(await me(app, fresh.token)).code).toBe(401);
    expect(body(await me(app, res.data.token)).data.id).toBe(existing.user.id);
    expect(body(await wechat('code-carol')).data).toMatchObject({ needPhone: false, user: { id: existing.user.id } });
  });

  it('binds a phone with the binding ticket alone (no login): the spec calls updateUserByPhone without auth', async () => {
    const login = body(await wechat('code-hana')).data;
    expect(login.bindTicket).toEqual(expect.any(String));
    const phone = uniquePhone();
    await sendCode(app, phone, 'changePhone');
    // Neither a ticket nor a token: 401, nothing changes.
    expect(body(await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone) })).code).toBe(401);
    // The ticket is not a bearer token, nor a forged one a ticket.
    expect(body(await me(app, login.bindTicket)).code).toBe(401);
    const forged = withTamperedJwtSignature(login.bindTicket);
    expect(
      body(await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone), bindTicket: forged })).code,
    ).toBe(401);
    const res = body(
      await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone), bindTicket: login.bindTicket }),
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ needPhone: false, user: { id: login.user.id } });
    expect(res.data.bindTicket).toBeUndefined();
    expect(body(await me(app, res.data.token)).data.id).toBe(login.user.id);
    // Once the account has a phone, the ticket cannot change it (that needs the logged-in account).
    const other = uniquePhone();
    clock.advance(61_000);
    await sendCode(app, other, 'changePhone');
    expect(
      body(
        await post(app, 'app/updateUserByPhone', {
          phone: other,
          code: codeFor(sms, other),
          bindTicket: login.bindTicket,
        }),
      ).code,
    ).toBe(401);
  });

  it('a binding ticket ends with its session and after 15 minutes', async () => {
    const login = body(await wechat('code-ivan')).data;
    await post(app, 'app/logout', {}, { headers: bearer(login.token) });
    const phone = uniquePhone();
    await sendCode(app, phone, 'changePhone');
    expect(
      body(await post(app, 'app/updateUserByPhone', { phone, code: codeFor(sms, phone), bindTicket: login.bindTicket }))
        .code,
    ).toBe(401);
    const later = body(await wechat('code-jane')).data;
    clock.advance(16 * 60_000);
    const next = uniquePhone();
    await sendCode(app, next, 'changePhone');
    expect(
      body(
        await post(app, 'app/updateUserByPhone', {
          phone: next,
          code: codeFor(sms, next),
          bindTicket: later.bindTicket,
        }),
      ).code,
    ).toBe(401);
  });

  it('refuses to move a WeChat id to an account that already has one', async () => {
    const dave = body(await wechat('code-dave')).data;
    const davePhone = uniquePhone();
    await sendCode(app, davePhone, 'changePhone', { headers: bearer(dave.token) });
    await post(
      app,
      'app/updateUserByPhone',
      { phone: davePhone, code: codeFor(sms, davePhone) },
      { headers: bearer(dave.token) },
    );
    const erin = body(await wechat('code-erin')).data;
    expect(body(await sendCode(app, davePhone, 'changePhone', { headers: bearer(erin.token) })).msg).toBe(
      zh(MSG.auth.phoneRegistered),
    );
    expect(
      body(
        await post(app, 'app/updateUserByPhone', { phone: davePhone, code: '123456' }, { headers: bearer(erin.token) }),
      ).msg,
    ).toBe(zh(MSG.auth.phoneRegistered));
  });

  it('finds an account by unionid and remembers it', async () => {
    const first = body(await wechat('code-frank-u')).data;
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', first.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ wechat_openid: 'openid-frank', wechat_unionid: 'union-frank' });
  });

  it('refuses a code WeChat rejects, an unavailable WeChat, and an empty code', async () => {
    expect(body(await wechat('bad-code'))).toEqual({ code: 502, msg: zh(MSG.auth.wechatFailed) });
    failNext = true;
    expect(body(await wechat('code-gina'))).toEqual({ code: 502, msg: zh(MSG.auth.wechatFailed) });
    expect(body(await wechat(''))).toEqual({ code: 502, msg: zh(MSG.validation.required) });
  });
});

describe('WeChat and Alipay without configuration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuse with a clear message', async () => {
    expect(body(await post(app, 'app/loginByWeChat', { code: 'x' }))).toEqual({
      code: 502,
      msg: zh(MSG.auth.wechatUnavailable),
    });
    expect(
      body(await post(app, 'app/loginByAlipay', { authCode: 'x' }, { headers: { 'accept-language': 'en' } })),
    ).toEqual({
      code: 502,
      msg: 'Alipay login is not available',
    });
  });
});

describe('app/loginByAlipay', () => {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: FakeServer;
  let app: FastifyInstance;
  let forgeAnswer = false;

  beforeAll(async () => {
    fake = await startFake((request) => {
      const params = Object.fromEntries(new URLSearchParams(request.body));
      const content = Object.keys(params)
        .filter((k) => k !== 'sign' && params[k] !== '')
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      const valid = createVerify('RSA-SHA256')
        .update(content)
        .verify(appKeys.publicKey, params.sign ?? '', 'base64');
      let inner: string;
      let key = 'alipay_system_oauth_token_response';
      if (!valid || params.sign_type !== 'RSA2' || params.app_id !== '2021000000000001') {
        key = 'error_response';
        inner = JSON.stringify({
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错',
        });
      } else if (params.method !== 'alipay.system.oauth.token' || params.grant_type !== 'authorization_code') {
        key = 'error_response';
        inner = JSON.stringify({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method' });
      } else if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) {
        key = 'error_response';
        inner = JSON.stringify({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-timestamp' });
      } else if (params.code.startsWith('bad')) {
        key = 'error_response';
        inner = JSON.stringify({
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.code-invalid',
          sub_msg: '授权码code无效',
        });
      } else {
        inner = JSON.stringify({
          user_id: `2088${params.code.replace(/\D/g, '').padStart(12, '0')}`,
          access_token: 'authusrB1',
          expires_in: 1296000,
        });
      }
      const sign = createSign('RSA-SHA256')
        .update(forgeAnswer ? `${inner} ` : inner)
        .sign(alipayKeys.privateKey, 'base64');
      return { contentType: 'text/html;charset=utf-8', body: `{"${key}":${inner},"sign":"${sign}"}` };
    });
    const privatePem = appKeys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const publicBody = alipayKeys.publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString()
      .replace(/-----[A-Z ]+-----|\s/g, '');
    app = await build({
      env: {
        ALIPAY_APPID: '2021000000000001',
        // PEM with literal \n escapes (as in an .env file) and a bare base64 public key: both accepted.
        ALIPAY_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
        ALIPAY_PUBLIC_KEY: publicBody,
        ALIPAY_GATEWAY: `${fake.url}/gateway.do`,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const alipay = (authCode: string) => post(app, 'app/loginByAlipay', { authCode });

  it('signs the request, checks the signed answer, and creates an account with needPhone: true', async () => {
    const res = body(await alipay('auth-123'));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ needPhone: true, user: { phone: null } });
    expect(res.data.user.nickname).toMatch(/^支付宝用户\d{4}$/);
    const row = await app.db
      .selectFrom('users')
      .select('alipay_uid')
      .where('id', '=', res.data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.alipay_uid).toBe('2088000000000123');
    expect(body(await alipay('auth-0123')).data.user.id).toBe(res.data.user.id);
    expect(fake.requests.at(-1)!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refuses a code Alipay rejects and an answer whose signature does not verify', async () => {
    expect(body(await alipay('bad-1'))).toEqual({ code: 502, msg: zh(MSG.auth.alipayFailed) });
    forgeAnswer = true;
    try {
      expect(body(await alipay('auth-456'))).toEqual({ code: 502, msg: zh(MSG.auth.alipayFailed) });
    } finally {
      forgeAnswer = false;
    }
    const count = await app.db.selectFrom('users').select('id').where('alipay_uid', '=', '2088000000000456').execute();
    expect(count).toHaveLength(0);
  });
});
