/** The envelope and the foundation calls of spec section 7, as a client sees them. */
import type { FastifyInstance } from 'fastify';
import { MSG, t } from '@common/messages';
import { body, build } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        status: 'ok',
        db: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        checks: { database: 'ok', redis: 'off', storage: 'ok' },
      },
    });
  });
});

describe('GET /api/commonmenu/list', () => {
  it('answers the menu as a data list without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/commonmenu/list' });
    const json = body(res);
    expect(json.code).toBe(200);
    expect(Array.isArray(json.data)).toBe(true);
    expect(json.data.length).toBeGreaterThanOrEqual(4);
    expect(json.data[0]).toEqual({
      id: expect.any(Number),
      name: '求职',
      icon: expect.any(String),
      path: '/pages/index/index',
      sort: expect.any(Number),
    });
    expect(json.data.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['简历', '消息', '帮助中心']),
    );
  });
});

describe('GET /api/version/getVersion', () => {
  it('answers the android version fields, minimumVersion as a version code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version/getVersion?name=android' });
    expect(body(res)).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        minimumVersion: 1055,
        updateLog: expect.stringContaining('新增消息中心'),
        forceUpdates: false,
        downloadUrl: 'https://example.com/app/latest.apk',
      },
    });
    // In the caller's language.
    const english = await app.inject({
      method: 'GET',
      url: '/api/version/getVersion?name=android',
      headers: { 'accept-language': 'en' },
    });
    expect(body(english).data.updateLog).toMatch(/^1\. Messages: chat with recruiters/);
  });

  it('refuses an unknown platform with a message (body code 502)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version/getVersion?name=symbian' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 502, msg: t('zh-Hans', MSG.errors.appInfoFailed) });
  });

  it('refuses a missing name with the translated validation message, zh-Hans by default and en on request', async () => {
    const zh = await app.inject({ method: 'GET', url: '/api/version/getVersion' });
    expect(zh.statusCode).toBe(200);
    expect(body(zh)).toEqual({ code: 502, msg: t('zh-Hans', MSG.validation.required) });

    const en = await app.inject({
      method: 'GET',
      url: '/api/version/getVersion',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(body(en)).toEqual({ code: 502, msg: t('en', MSG.validation.required) });
  });

  it('translates bounds into the message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/version/getVersion?name=${'x'.repeat(40)}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(res)).toEqual({ code: 502, msg: t('zh-Hans', MSG.validation.tooLong, { max: 32 }) });
  });
});

describe('unknown routes', () => {
  it('answers HTTP 404 with the envelope and the service-does-not-exist message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 404, msg: t('zh-Hans', MSG.errors.serviceNotFound) });

    const en = await app.inject({ method: 'POST', url: '/api/nothing', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(body(en).code).toBe(404);
    expect(body(en).msg).toBe(t('en', MSG.errors.serviceNotFound));
  });

  it('answers a path the router cannot read (a long parameter, bad %-encoding) the same way, echoing nothing', async () => {
    const long = '1'.repeat(120);
    for (const url of [`/api/positions/${long}`, '/api/positions/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ code: 404, msg: t('en', MSG.errors.serviceNotFound) });
      expect(res.body).not.toMatch(/FST_|Bad Request|1{100}|%E0/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes with their schemas at /api/docs/json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = body(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/commonmenu/list', '/api/version/getVersion', '/api/user/userInfos']),
    );
    expect(doc.paths['/api/user/userInfos'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/version/getVersion'].get.parameters[0]).toMatchObject({
      name: 'name',
      in: 'query',
      required: true,
    });
  });

  it('serves the UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
