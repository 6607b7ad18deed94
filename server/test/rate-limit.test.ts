/**
 * The per-address limit on API calls (in memory here; across instances with Redis: scale-out.test.ts):
 * answered 429 with the envelope in the caller's language, per address, not on health or the H5 files,
 * and a tighter one on the phone lookup.
 */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { PHONE_LOOKUPS_PER_HOUR } from '../src/modules/auth/auth.routes';
import { body, build, uniquePhone } from './helpers';

const PER_MINUTE = 20;
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ env: { SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

test('an address gets RATE_LIMIT_PER_MINUTE calls, then 429 with a message, until the minute is over', async () => {
  const address = '198.51.100.1';
  for (let i = 0; i < PER_MINUTE; i++) expect((await get('/api/commonmenu/list', address)).statusCode).toBe(200);
  const refused = await get('/api/commonmenu/list', address);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(body(refused)).toEqual({ code: 429, msg: t('zh-Hans', MSG.errors.tooManyRequests) });
  const english = await get('/api/commonmenu/list', address, { 'accept-language': 'en' });
  expect(body(english).msg).toBe(t('en', MSG.errors.tooManyRequests));
  // Every call counts, whatever the route; another address is not affected.
  expect((await get('/api/version/getVersion', address)).statusCode).toBe(429);
  expect((await get('/api/commonmenu/list', '198.51.100.2')).statusCode).toBe(200);
});

test('health and the H5 files are not counted', async () => {
  const address = '198.51.100.3';
  for (let i = 0; i < PER_MINUTE + 5; i++) {
    expect((await get('/api/health', address)).statusCode).toBe(200);
    expect((await get('/admin-pc/', address)).statusCode).not.toBe(429);
  }
  expect((await get('/api/commonmenu/list', address)).statusCode).toBe(200);
});

test('the phone lookup has its own, tighter limit, so registered phones cannot be walked', async () => {
  const roomy = await build({ env: { SEED_DEMO: 'false' } });
  try {
    const address = '198.51.100.4';
    const lookup = () =>
      roomy.inject({ method: 'GET', url: `/api/app/checkPhone?phone=${uniquePhone()}`, remoteAddress: address });
    for (let i = 0; i < PHONE_LOOKUPS_PER_HOUR; i++) expect((await lookup()).statusCode).toBe(200);
    expect((await lookup()).statusCode).toBe(429);
    // The rest of the API is still open to that address.
    expect(
      (await roomy.inject({ method: 'GET', url: '/api/commonmenu/list', remoteAddress: address })).statusCode,
    ).toBe(200);
  } finally {
    await roomy.close();
  }
});
