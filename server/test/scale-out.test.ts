/**
 * Two instances behind a load balancer, on one database (PostgreSQL with TEST_DATABASE_URL), one Redis and
 * one S3-compatible bucket: a session and its end are seen by both, the per-address limit counts across
 * both, a file stored through A is served by B, a chat message sent through A reaches a socket on B, and
 * each sweep runs on one of them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { memorySmsSender } from '../src/adapters/sms';
import { manualClock } from '../src/core/clock';
import { bearer, post, register } from './accounts-helpers';
import { readySeeker, recruiterWithPosition } from './applications-helpers';
import { body, build, buildTwin, injectAs, uniquePhone } from './helpers';
import { call } from './positions-helpers';
import { startFakeS3, type FakeS3 } from './s3-fake';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Low enough to reach in a test, high enough for the other tests' calls from 127.0.0.1. */
const PER_MINUTE = 200;
const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
const sms = memorySmsSender();
let s3: FakeS3;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  s3 = await startFakeS3();
  // A key prefix of its own, so parallel runs on one Redis never hear each other.
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    SEED_DEMO: 'false',
    TOKEN_TTL_DAYS: '90',
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    ...s3.env,
  };
  a = await build({ clock, smsSender: sms, env });
  b = await buildTwin(a, env);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

it('reports the database, Redis and the bucket as healthy on both', async () => {
  for (const app of [a, b]) {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checks).toEqual({ database: 'ok', redis: 'ok', storage: 'ok' });
  }
});

it('accepts a login made on A at B, and refuses it at B once logged out on A', async () => {
  const phone = uniquePhone();
  await register(a, sms, phone, 'abc12345');
  const login = body(await post(a, 'app/loginByPwd', { phone, password: 'abc12345' }));
  expect(login.code).toBe(200);
  const asUser = { headers: bearer(login.data.token) };

  const onB = await b.inject({ method: 'GET', url: '/api/user/userInfos', ...asUser });
  expect(body(onB).code).toBe(200);

  expect(body(await post(a, 'app/logout', {}, asUser)).code).toBe(200);
  const afterLogout = await b.inject({ method: 'GET', url: '/api/user/userInfos', ...asUser });
  expect(body(afterLogout).code).toBe(401);
});

it('counts one address across both instances', async () => {
  const remoteAddress = '203.0.113.77';
  const get = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/version/getVersion', remoteAddress }).then((res) => res.statusCode);
  const half = PER_MINUTE / 2;
  const first = await Promise.all(Array.from({ length: half }, () => get(a)));
  const second = await Promise.all(Array.from({ length: half }, () => get(b)));
  expect([...first, ...second].every((status) => status === 200)).toBe(true);
  // The limit is spent on A and B together: the next call is refused on either, with the envelope.
  const refused = await a.inject({ method: 'GET', url: '/api/version/getVersion', remoteAddress });
  expect(refused.statusCode).toBe(429);
  expect(body(refused)).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
  expect(await get(b)).toBe(429);
  // Another address is not affected.
  expect(
    (await b.inject({ method: 'GET', url: '/api/version/getVersion', remoteAddress: '203.0.113.78' })).statusCode,
  ).toBe(200);
});

it('serves through B a file uploaded through A (the bucket, not a local disk)', async () => {
  const seeker = await injectAs(a, 'seeker');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = 'scaleOutBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const stored = body(
    await seeker.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }),
  );
  expect(stored.code).toBe(200);
  expect(s3.objects()).toContain(`uploads/${stored.data.name}`);
  expect(fs.existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);

  const served = await b.inject({ method: 'GET', url: stored.data.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(png)).toBe(true);
});

it('runs each sweep on one instance', async () => {
  // What the timers of both do at the same moment: every job runs, each on exactly one of them.
  const [onA, onB] = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
  expect(onA.filter((name) => onB.includes(name))).toEqual([]);
  const all = Object.keys(await a.jobs.runAll()).sort();
  expect([...onA, ...onB].sort()).toEqual(all);
  expect(all.length).toBeGreaterThan(0);
  // Until the lease ends, the other instance's ticks do not run the jobs again.
  expect(await b.jobs.runDue()).toEqual(onB);
  expect(await a.jobs.runDue()).toEqual(onA);
});

it('delivers a message sent through instance A to a socket on instance B', async () => {
  const operator = await injectAs(a, 'operator');
  const recruiter = await recruiterWithPosition(a, operator, clock);
  const seeker = await readySeeker(a);
  const started = await call(seeker, 'POST', 'conversations', { positionId: recruiter.positionId });
  const id = started.data.id as number;

  const address = await b.listen({ port: 0, host: '127.0.0.1' });
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws`);
  const frames: Array<{ type: string; message?: { seq: number; text?: string } }> = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token: seeker.token }));
  const waitFor = async (test: () => boolean) => {
    const end = Date.now() + 5000;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await waitFor(() => frames.some((f) => f.type === 'ready'));

  const sent = await call(recruiter, 'POST', `conversations/${id}/messages`, {
    clientId: 'from-instance-a-1',
    kind: 'text',
    text: '从 A 发出',
  });
  expect(sent.code).toBe(200);
  await waitFor(() => frames.some((f) => f.type === 'message' && f.message?.seq === sent.data.seq));
  expect(frames.find((f) => f.type === 'message')?.message).toMatchObject({ text: '从 A 发出' });

  // B reads what A stored (the database is the source of truth).
  const onB = await b.inject({
    method: 'GET',
    url: `/api/conversations/${id}/messages?after=1`,
    headers: seeker.headers,
  });
  expect(onB.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([sent.data.seq]);
  socket.close();
});
