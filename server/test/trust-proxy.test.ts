/**
 * TRUST_PROXY decides which X-Forwarded-For entries are believed, seen through what depends on the
 * client address: the failed-login limit per address and the SMS limit per address.
 */
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from '@common/auth';
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { memorySmsSender } from '../src/adapters/sms';
import { post, solveCaptcha } from './accounts-helpers';
import { body, build, uniquePhone } from './helpers';

const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);
const PROXY = '10.0.0.2';

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (forwardedFor: string, password = 'wrong1234', phone = uniquePhone()) =>
    post(
      app,
      'app/loginByPwd',
      { phone, password },
      { remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('counts failed logins against the address the proxy saw, whatever a client wrote before it', async () => {
    // "forged, real": the proxy appended the real address; everything before it is the client's own text.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect(body(await login(`198.51.100.${i}, 203.0.113.7`)).msg).toBe(zh(MSG.auth.loginFailed));
    }
    expect(body(await login('198.51.100.200, 203.0.113.7', 'demo1234', '13800000001'))).toEqual({
      code: 502,
      msg: zh(MSG.auth.tooManyLogins, { minutes: 15 }),
    });
    // Another client behind the same proxy is not locked out with it.
    expect(body(await login('203.0.113.8', 'demo1234', '13800000001')).code).toBe(200);
  }, 30_000);

  it('keeps the socket address of a client reaching the port directly (not from a private address)', async () => {
    const direct = (forwardedFor: string) =>
      post(
        app,
        'app/loginByPwd',
        { phone: uniquePhone(), password: 'wrong1234' },
        { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) await direct(`198.51.100.${i}`);
    expect(body(await direct('198.51.100.201')).msg).toBe(zh(MSG.auth.tooManyLogins, { minutes: 15 }));
  }, 30_000);
});

describe('TRUST_PROXY as proxy addresses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({
      env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', SMS_ADDRESS_HOURLY_LIMIT: '2' },
      smsSender: memorySmsSender(),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const sendCode = async (remoteAddress: string, forwardedFor: string) =>
    body(
      await post(
        app,
        'app/sendCode',
        { phone: uniquePhone(), scene: 'register', ...(await solveCaptcha(app)) },
        { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } },
      ),
    );

  it('keeps the socket address of a caller that is not a listed proxy, whatever X-Forwarded-For says', async () => {
    expect((await sendCode('203.0.113.50', '198.51.100.1')).code).toBe(200);
    expect((await sendCode('203.0.113.50', '198.51.100.2')).code).toBe(200);
    expect(await sendCode('203.0.113.50', '198.51.100.3')).toEqual({
      code: 502,
      msg: zh(MSG.auth.smsAddressLimit, { minutes: 60 }),
    });
  });

  it('believes a listed proxy: clients behind it are counted one by one', async () => {
    expect((await sendCode(PROXY, '198.51.100.9, 203.0.113.60')).code).toBe(200);
    expect((await sendCode(PROXY, '198.51.100.10, 203.0.113.60')).code).toBe(200);
    expect((await sendCode(PROXY, '198.51.100.11, 203.0.113.60')).msg).toBe(
      zh(MSG.auth.smsAddressLimit, { minutes: 60 }),
    );
    expect((await sendCode(PROXY, '203.0.113.61')).code).toBe(200);
  });
});
