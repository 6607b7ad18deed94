/**
 * How fast one account may write in chat, counted in the shared store across two instances (the database,
 * then Redis with REDIS_URL and a key prefix of its own), and the socket's limits on a listening server:
 * the deadline to authenticate and the caps per address and per user.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import WebSocket from 'ws';
import { SOCKET_CLOSE } from '@common/realtime';
import { manualClock } from '../src/core/clock';
import { readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { body, build, buildTwin, injectAs, refusalKey, type TestCaller } from './helpers';
import { call } from './positions-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_USER = 8;
const PER_CONVERSATION = 5;
const REPORTS = 2;

let counter = 0;
const clientId = () => `limit-${Date.now()}-${(counter += 1)}`;

describe.each([
  ['the database', {}],
  ['Redis', { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` }],
])('sending rates counted in %s across two instances', (_store, storeEnv: Record<string, string>) => {
  const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
  const env = {
    ...storeEnv,
    SEED_DEMO: 'false',
    TOKEN_TTL_DAYS: '90',
    CHAT_MESSAGES_PER_MINUTE: String(PER_USER),
    CHAT_CONVERSATION_MESSAGES_PER_MINUTE: String(PER_CONVERSATION),
    CHAT_REPORTS_PER_HOUR: String(REPORTS),
  };
  let a: FastifyInstance;
  let b: FastifyInstance;
  let recruiter: Recruiter;
  let other: Recruiter;

  beforeAll(async () => {
    a = await build({ clock, env });
    b = await buildTwin(a, env);
    const operator = await injectAs(a, 'operator');
    recruiter = await recruiterWithPosition(a, operator, clock);
    other = await recruiterWithPosition(a, operator, clock, { name: '别家科技有限公司' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Sends a text as `caller`, through instance A or B by turns. */
  function say(caller: TestCaller, id: number, n: number, cid = clientId()) {
    const options: InjectOptions = {
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: caller.headers,
      payload: { clientId: cid, kind: 'text', text: `第${n}条` },
    };
    return (n % 2 ? b : a).inject(options);
  }

  async function talking(seeker: TestCaller, positionId: number) {
    const answer = await call(seeker, 'POST', 'conversations', { positionId });
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  }

  it('refuses a member past the per-conversation rate, with the key; the other member still writes', async () => {
    const seeker = await readySeeker(a);
    const id = await talking(seeker, recruiter.positionId);
    const firstId = clientId();
    expect((await say(seeker, id, 1, firstId)).statusCode).toBe(200);
    for (let n = 2; n <= PER_CONVERSATION; n += 1) expect((await say(seeker, id, n)).statusCode).toBe(200);

    const refused = await say(seeker, id, PER_CONVERSATION + 1);
    expect(refused.statusCode).toBe(429);
    expect(refusalKey(refused)).toBe('chat.tooFast');
    expect(refused.json().msg).toMatch(/^发送太频繁，请\d+秒后再试$/);
    // A resend of a stored message (the app retrying after a lost answer) is not a new one: it still answers.
    const resent = await say(seeker, id, 1, firstId);
    expect(body(resent).data).toMatchObject({ clientId: firstId, text: '第1条' });

    expect((await say(recruiter, id, 1)).statusCode).toBe(200);
    const stranger = await readySeeker(a);
    expect((await say(stranger, await talking(stranger, recruiter.positionId), 1)).statusCode).toBe(200);
  });

  it('refuses a user past the per-user rate across conversations; another user is not affected', async () => {
    const seeker = await readySeeker(a);
    const first = await talking(seeker, recruiter.positionId);
    const second = await talking(seeker, other.positionId);
    for (let n = 1; n <= PER_USER; n += 1) {
      expect((await say(seeker, n <= PER_USER / 2 ? first : second, n)).statusCode).toBe(200);
    }
    const refused = await say(seeker, second, PER_USER + 1);
    expect(refused.statusCode).toBe(429);
    expect(refusalKey(refused)).toBe('chat.tooFast');
    // An exchange request is a message too.
    const asked = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${first}/exchanges`,
      payload: { what: 'phone' },
    });
    expect(refusalKey(asked)).toBe('chat.tooFast');

    expect((await say(other, second, 1)).statusCode).toBe(200);
    expect((await say(recruiter, first, 2)).statusCode).toBe(200);
  });

  it('refuses reports past the hourly limit', async () => {
    const seeker = await readySeeker(a);
    const id = await talking(seeker, recruiter.positionId);
    for (let n = 1; n <= REPORTS; n += 1) {
      expect((await call(seeker, 'POST', `conversations/${id}/report`, { reason: 'fraud' })).code).toBe(200);
    }
    const refused = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      payload: { reason: 'fraud' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refusalKey(refused)).toBe('chat.reportLimit');
  });

  if (!storeEnv.REDIS_URL) {
    it('lets the member write again once the minute is over', async () => {
      const seeker = await readySeeker(a);
      const id = await talking(seeker, other.positionId);
      for (let n = 1; n <= PER_CONVERSATION; n += 1) await say(seeker, id, n);
      expect((await say(seeker, id, 0)).statusCode).toBe(429);
      clock.advance(61_000);
      expect((await say(seeker, id, 0)).statusCode).toBe(200);
    });
  }
});

describe('the socket', () => {
  const AUTH_MS = 300;
  const PER_ADDRESS = 6;
  const SOCKETS_PER_USER = 3;
  let app: FastifyInstance;
  let url: string;
  const opened: WebSocket[] = [];

  beforeAll(async () => {
    app = await build({
      env: {
        SEED_DEMO: 'false',
        SOCKET_AUTH_TIMEOUT_MS: String(AUTH_MS),
        SOCKETS_PER_ADDRESS: String(PER_ADDRESS),
        SOCKETS_PER_USER: String(SOCKETS_PER_USER),
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/api/ws`;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(closeSocket));
    // The server has forgotten them (its count goes down on close).
    await until(() => (app.realtime.socketCount() === 0 ? true : undefined));
  });
  afterAll(() => app.close());

  function closeSocket(socket: WebSocket) {
    if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.close();
    });
  }

  /** Opens a socket (optionally sending a token at once) and collects its frames and close code. */
  async function connect(token?: string) {
    const socket = new WebSocket(url);
    opened.push(socket);
    const frames: Array<{ type: string }> = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    if (token) socket.send(JSON.stringify({ type: 'auth', token }));
    return { socket, frames, closed };
  }

  async function until<T>(read: () => T | undefined, ms = 3000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** An authenticated socket of `caller`. */
  async function ready(caller: TestCaller) {
    const socket = await connect(caller.token);
    await until(() => socket.frames.find((f) => f.type === 'ready'));
    return socket;
  }

  it('closes a socket that never sends its token within the deadline (4408, retried by the client)', async () => {
    const started = Date.now();
    const { closed } = await connect();
    expect(await closed).toBe(SOCKET_CLOSE.timeout);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(AUTH_MS - 50);
    expect(took).toBeLessThan(AUTH_MS + 1500);
  });

  it('keeps an authenticated socket past the deadline', async () => {
    const seeker = await injectAs(app, 'seeker');
    const { socket, closed } = await ready(seeker);
    let closedCode: number | undefined;
    void closed.then((code) => (closedCode = code));
    await new Promise((resolve) => setTimeout(resolve, AUTH_MS * 2));
    expect(closedCode).toBeUndefined();
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses the socket one past the per-user cap (4429); another user still connects', async () => {
    const seeker = await injectAs(app, 'seeker');
    for (let n = 0; n < SOCKETS_PER_USER; n += 1) await ready(seeker);
    const extra = await connect(seeker.token);
    expect(await extra.closed).toBe(SOCKET_CLOSE.tooMany);
    expect(extra.frames).toEqual([]);

    await ready(await injectAs(app, 'seeker'));
    expect(app.realtime.socketCount()).toBe(SOCKETS_PER_USER + 1);
  });

  it('refuses the socket one past the per-address cap (4429) until one closes', async () => {
    const users = [await injectAs(app, 'seeker'), await injectAs(app, 'seeker')];
    const held = [];
    for (let n = 0; n < PER_ADDRESS; n += 1) held.push(await ready(users[n % 2]));
    const extra = await connect();
    expect(await extra.closed).toBe(SOCKET_CLOSE.tooMany);

    held[0].socket.close();
    await held[0].closed;
    await until(() => (app.realtime.socketCount() === PER_ADDRESS - 1 ? true : undefined));
    await ready(users[0]);
  });
});
