/**
 * The public cache (plugins/public-cache.ts): anonymous answers of the list and a job are served from memory
 * for PUBLIC_CACHE_SECONDS; signed-in callers, refusals, other languages and changes made through the API
 * are never answered from it, and every answer still counts against the rate limit.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { publicCachePlugin } from '../src/plugins/public-cache';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, recruiterWithCompany, validCompany } from './positions-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
let app: FastifyInstance;
let operator: TestCaller;
let recruiter: TestCaller & { companyId: number };
let id: number;

beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false', PUBLIC_CACHE_SECONDS: '5' } });
  operator = await injectAs(app, 'operator');
  recruiter = await recruiterWithCompany(app);
  id = await approvedPosition(recruiter, operator, clock, { title: '前端开发' });
});
afterAll(async () => {
  await app.close();
});

/** Renames the position behind the API's back: only the cache's age can explain seeing the old title. */
async function renameInTable(title: string) {
  await app.db.updateTable('positions').set({ title }).where('id', '=', id).execute();
}

const listedTitle = async () => (await anonymous(app, 'positions?pageSize=5')).rows[0].title;
const jobTitle = async () => (await anonymous(app, `positions/${id}`)).data.title;

test('an anonymous answer is served from memory until it is PUBLIC_CACHE_SECONDS old', async () => {
  expect(await listedTitle()).toBe('前端开发');
  expect(await jobTitle()).toBe('前端开发');
  await renameInTable('后端开发');
  expect(await listedTitle()).toBe('前端开发');
  expect(await jobTitle()).toBe('前端开发');
  // A signed-in caller always reads the database.
  expect((await call(recruiter, 'GET', 'positions?pageSize=5')).rows[0].title).toBe('后端开发');
  expect((await call(recruiter, 'GET', `positions/${id}`)).data.title).toBe('后端开发');
  // Another query string or language is another answer.
  expect((await anonymous(app, 'positions?pageSize=6')).rows[0].title).toBe('后端开发');
  const english = await app.inject({ url: '/api/positions?pageSize=5', headers: { 'accept-language': 'en' } });
  expect(english.json().rows[0].title).toBe('后端开发');

  clock.advance(5_000);
  expect(await listedTitle()).toBe('后端开发');
  expect(await jobTitle()).toBe('后端开发');
});

test('a change made through the API shows at once', async () => {
  expect(await listedTitle()).toBe('后端开发');
  await renameInTable('测试开发');
  // Pausing publishes position.changed: the paused position is gone from the anonymous list at once.
  expect((await call(recruiter, 'POST', `positions/${id}/pause`)).code).toBe(200);
  expect((await anonymous(app, 'positions?pageSize=5')).rows).toEqual([]);
  expect((await anonymous(app, `positions/${id}`)).code).toBe(502);
  expect((await call(recruiter, 'POST', `positions/${id}/resume`)).code).toBe(200);
  expect(await listedTitle()).toBe('测试开发');
});

test('a refusal (a hidden job answers 502) is not kept: the job is answered as soon as it is visible', async () => {
  await app.db.updateTable('positions').set({ status: 'paused' }).where('id', '=', id).execute();
  app.publicCache.clear();
  expect((await anonymous(app, `positions/${id}`)).code).toBe(502);
  await app.db.updateTable('positions').set({ status: 'approved' }).where('id', '=', id).execute();
  expect((await anonymous(app, `positions/${id}`)).code).toBe(200);
});

test('an answer from memory still counts against the rate limit', async () => {
  const limited = await build({ clock, env: { SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '10' } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await limited.inject({ url: '/api/positions', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  } finally {
    await limited.close();
  }
});

test('PUBLIC_CACHE_SECONDS=0 turns it off', async () => {
  const uncached = await build({ clock, env: { SEED_DEMO: 'false', PUBLIC_CACHE_SECONDS: '0' } });
  try {
    const seller = await recruiterWithCompany(uncached);
    const op = await injectAs(uncached, 'operator');
    const job = await approvedPosition(seller, op, clock, { title: '会计' });
    expect((await anonymous(uncached, `positions/${job}`)).data.title).toBe('会计');
    await uncached.db.updateTable('positions').set({ title: '出纳' }).where('id', '=', job).execute();
    expect((await anonymous(uncached, `positions/${job}`)).data.title).toBe('出纳');
  } finally {
    await uncached.close();
  }
});

/** The cache plugin alone on a bare Fastify, with one cached route `/list` answering `reply(url)`. */
async function bareCache(reply: (url: string) => Promise<object>) {
  const bare = Fastify();
  bare.decorateRequest('user', null);
  bare.decorateRequest('locale', 'zh-Hans');
  await bare.register(publicCachePlugin, { seconds: 5, now: () => clock.now() });
  bare.get('/list', { config: { publicCache: true } }, async (request) => reply(request.url));
  await bare.ready();
  return bare;
}

test('an answer read before a clear and written after it is not kept', async () => {
  let reads = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bare = await bareCache(async () => {
    reads += 1;
    if (reads === 1) await held;
    return { code: 200, reads };
  });
  try {
    const first = bare.inject({ url: '/list' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A change lands while the first answer is still being made from the old rows.
    bare.publicCache.clear();
    release();
    expect((await first).json()).toEqual({ code: 200, reads: 1 });
    expect((await bare.inject({ url: '/list' })).json()).toEqual({ code: 200, reads: 2 });
    // Nothing cleared in between: this one is kept.
    expect((await bare.inject({ url: '/list' })).json()).toEqual({ code: 200, reads: 2 });
  } finally {
    await bare.close();
  }
});

test('when full, the answer used longest ago goes: a thousand odd URLs do not push out the one everybody reads', async () => {
  const reads = new Map<string, number>();
  const bare = await bareCache(async (url) => {
    reads.set(url, (reads.get(url) ?? 0) + 1);
    return { code: 200, reads: reads.get(url) };
  });
  try {
    expect((await bare.inject({ url: '/list?page=home' })).json().reads).toBe(1);
    const odd = await bare.inject({ url: '/list?odd=first' });
    for (let i = 0; i < 1500; i += 1) {
      await bare.inject({ url: `/list?odd=${i}` });
      // Home is read all along: it stays the most recently used.
      if (i % 100 === 0) expect((await bare.inject({ url: '/list?page=home' })).json().reads).toBe(1);
    }
    expect((await bare.inject({ url: '/list?page=home' })).json().reads).toBe(1);
    // An odd URL from the start has gone: it is read again.
    expect(odd.json().reads).toBe(1);
    expect((await bare.inject({ url: '/list?odd=first' })).json().reads).toBe(2);
  } finally {
    await bare.close();
  }
});

test('a save of an approved company shows at once: its new size on a job, and its positions gone when it goes back to review', async () => {
  expect((await anonymous(app, `positions/${id}`)).data.companySize).toBe('100-499');
  expect((await call(recruiter, 'PUT', 'company', { ...validCompany, size: '500-999' })).code).toBe(200);
  expect((await anonymous(app, `positions/${id}`)).data.companySize).toBe('500-999');
  expect((await anonymous(app, 'positions?pageSize=5')).rows.map((row: { id: number }) => row.id)).toContain(id);
  // A new name needs a new review: until then its positions are not public.
  const renamed = await call(recruiter, 'PUT', 'company', {
    ...validCompany,
    size: '500-999',
    name: '杭州新名科技有限公司',
  });
  expect(renamed.code).toBe(200);
  expect((await anonymous(app, 'positions?pageSize=5')).rows).toEqual([]);
  expect((await anonymous(app, `positions/${id}`)).code).toBe(502);
});
