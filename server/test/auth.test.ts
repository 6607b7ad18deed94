/** Sessions and the protected call `GET /api/user/userInfos`. */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import {
  decoyHash,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  setPasswordCostForTests,
  verifyPassword,
} from '../src/modules/account/password';
import { MSG, t } from '@common/messages';
import { body, build, injectAs, TEST_PASSWORD_COST } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const userInfos = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/user/userInfos', headers });

describe('GET /api/user/userInfos', () => {
  it('answers body code 401 with the not-logged-in message without a token', async () => {
    const res = await userInfos();
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 401, msg: t('zh-Hans', MSG.errors.notLoggedIn) });
  });

  it('answers 401 for a malformed or forged token', async () => {
    expect(body(await userInfos({ authorization: 'Bearer nonsense' })).code).toBe(401);
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(body(await userInfos({ authorization: `Bearer ${forged}` })).code).toBe(401);
  });

  it('answers the caller with a masked phone for a valid session', async () => {
    const caller = await injectAs(app, 'seeker');
    const res = await caller.inject({ method: 'GET', url: '/api/user/userInfos' });
    const json = body(res);
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({
      id: caller.userId,
      identity: 'seeker',
      role: 'user',
      language: 'zh-Hans',
      avatar: null,
    });
    expect(json.data.phone).toMatch(/^199\*{4}\d{4}$/);
    // A logged-in caller's answers are never cached; a public list may be.
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/positions' })).headers['cache-control']).not.toBe('no-store');
    const refused = await caller.inject({ method: 'GET', url: '/api/applications/received' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('masks the demo seeker phone as 138****0001', async () => {
    const seeker = await app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const caller = await injectAs(app, seeker.id);
    expect(body(await caller.inject({ method: 'GET', url: '/api/user/userInfos' })).data.phone).toBe('138****0001');
  });

  it('answers 401 once the session is revoked (logout)', async () => {
    const caller = await injectAs(app, 'recruiter');
    expect(body(await caller.inject({ method: 'GET', url: '/api/user/userInfos' })).code).toBe(200);
    const user = await app.services.sessions.authenticate(caller.token);
    await app.services.sessions.revokeSession(user!.sessionId);
    const res = await caller.inject({ method: 'GET', url: '/api/user/userInfos' });
    expect(body(res)).toEqual({ code: 401, msg: t('zh-Hans', MSG.errors.tokenInvalid) });
  });

  it('answers 401 when the session expired in the database', async () => {
    const caller = await injectAs(app, 'seeker');
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', caller.userId)
      .execute();
    expect(body(await caller.inject({ method: 'GET', url: '/api/user/userInfos' })).code).toBe(401);
  });

  it('answers 401 when the token itself expired', async () => {
    const fresh = await injectAs(app, 'seeker');
    const expired = await app.services.sessions.issueToken(fresh.userId, -1);
    expect(body(await userInfos({ authorization: `Bearer ${expired.token}` })).code).toBe(401);
  });

  it('revoking all sessions of a user logs out every device', async () => {
    const a = await injectAs(app, 'seeker');
    const b = await injectAs(app, a.userId);
    await app.services.sessions.revokeAllForUser(a.userId);
    expect(body(await a.inject({ method: 'GET', url: '/api/user/userInfos' })).code).toBe(401);
    expect(body(await b.inject({ method: 'GET', url: '/api/user/userInfos' })).code).toBe(401);
  });

  it("answers messages in the user's language, over Accept-Language", async () => {
    const caller = await injectAs(app, 'seeker');
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', caller.userId).execute();
    const res = await caller.inject({
      method: 'GET',
      url: '/api/version/getVersion',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(res)).toEqual({ code: 502, msg: t('en', MSG.validation.required) });
  });

  it('issues tokens that expire after TOKEN_TTL_DAYS', async () => {
    const caller = await injectAs(app, 'seeker');
    const days = (Date.parse(caller.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('passwords', () => {
  // These tests hash at the real cost; the rest of the suite uses TEST_PASSWORD_COST.
  beforeEach(() => setPasswordCostForTests(PASSWORD_COST));
  afterEach(() => setPasswordCostForTests(TEST_PASSWORD_COST));

  it("hashes new passwords at OWASP's scrypt cost (N=2^17, r=8, p=1) in the documented format and verifies", async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$x$y')).toBe(false);
    // A hand-edited row cannot make a login allocate gigabytes.
    expect(await verifyPassword('demo1234', hash.replace('$131072$', `$${2 ** 24}$`))).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  }, 30_000);

  it('the decoy hash of logins that cannot succeed has the same cost as real hashes', async () => {
    expect((await decoyHash()).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  }, 30_000);

  it('a login with a hash of the old cost (N=2^14) succeeds and stores a hash of the current cost', async () => {
    const caller = await injectAs(app, 'seeker');
    const { phone } = await app.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    setPasswordCostForTests({ N: 2 ** 14, r: 8, p: 1 });
    const old = await hashPassword('old-pass1');
    setPasswordCostForTests(PASSWORD_COST);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(needsRehash(old)).toBe(true);
    await app.db.updateTable('users').set({ password_hash: old }).where('id', '=', caller.userId).execute();
    const stored = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', caller.userId)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/app/loginByPwd', payload: { phone, password } });

    // A wrong password proves nothing: the hash stays.
    expect(body(await login('wrong-pass1')).msg).toBe(t('zh-Hans', MSG.auth.loginFailed));
    expect(await stored()).toBe(old);

    expect(body(await login('old-pass1')).code).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('old-pass1', upgraded)).toBe(true);
    // Logging in again keeps the upgraded hash.
    expect(body(await login('old-pass1')).code).toBe(200);
    expect(await stored()).toBe(upgraded);
  }, 30_000);
});
