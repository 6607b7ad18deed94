/**
 * Two instances behind a load balancer, on one database and one Redis: a message sent through instance A
 * reaches a socket connected to instance B (the Redis fan-out), and B's HTTP answers what A stored.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { manualClock } from '../src/core/clock';
import { readySeeker, recruiterWithPosition } from './applications-helpers';
import { build, buildTwin, injectAs } from './helpers';
import { call } from './positions-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  // A key prefix of its own, so parallel runs on one Redis never hear each other.
  const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`, SEED_DEMO: 'false' };
  a = await build({ clock, env: { ...env, TOKEN_TTL_DAYS: '90' } });
  b = await buildTwin(a, { ...env, TOKEN_TTL_DAYS: '90' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
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
