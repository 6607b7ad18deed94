/** Sessions and the protected call `GET /api/user/userInfos`. */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { hashPassword, verifyPassword } from '../src/modules/account/password';
import { MSG, t } from '@common/messages';
import { body, build, injectAs } from './helpers';

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
  it('hashes with scrypt in the documented format and verifies', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$x$y')).toBe(false);
  });
});
