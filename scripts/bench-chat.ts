/**
 * `npm run bench:chat`: chat delivery over the real socket. BENCH_SOCKETS seekers (default 1,000) each hold
 * a socket and a conversation with one recruiter; the recruiter sends BENCH_RATE messages a second (default
 * 200) for BENCH_SECONDS (default 30) through HTTP to instance A, each to a random conversation. Latency is
 * from the moment the send request leaves the client to the moment the message frame arrives on the
 * seeker's socket (HTTP, the transaction, publish after commit, fan-out, the socket write).
 *
 * Two scenarios: one instance (in-process fan-out), and two instances on one database with Redis, the
 * sockets on instance B (every frame crosses Redis). Prints p50 / p99 / max and the server's memory per
 * socket (RSS growth of the instance holding the sockets, divided by their number). Aim: p99 < 20 ms across
 * instances.
 *
 *   npm run bench:chat
 *   BENCH_SOCKETS=200 BENCH_SECONDS=5 npm run bench:chat
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat   (PostgreSQL)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createTemporaryDatabase } from './lib/temporary-database';
import { SOCKET_PING_MS } from '../common/realtime';
import { openDatabase } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrations/migrate';
import { regionPoint } from '../server/src/modules/regions/regions.service';
import { createAccountRepository } from '../server/src/modules/account/account.repository';
import { createSessionService } from '../server/src/modules/account/sessions.service';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * Sent first at the same rate and not timed: the instances' first requests open database connections and
 * compile their code paths (on PostgreSQL the first 300 ms took 60-115 ms a message), which is start-up,
 * not delivery.
 */
const WARMUP_SECONDS = 2;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.BENCH_DATABASE_URL ?? '';
const JWT_SECRET = randomBytes(32).toString('hex');

interface Instance {
  origin: string;
  child: ChildProcess;
  memory(): Promise<{ rss: number; heapUsed: number; sockets: number }>;
  close(): Promise<void>;
}

function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = fork(path.join(__dirname, 'lib/chat-instance.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    // One client address sends every message: the per-address limit would stop the bench, not a user.
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Every socket comes from this one address, and one recruiter sends every message: the per-address
      // socket cap and the chat send limits would stop the bench, not a user.
      SOCKETS_PER_ADDRESS: '1000000',
      CHAT_MESSAGES_PER_MINUTE: '100000',
      CHAT_CONVERSATION_MESSAGES_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- IPC messages of the instance script
    new Promise<any>((resolve) => {
      const on = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', on);
        resolve(message);
      };
      child.on('message', on);
    });
  return next('ready').then(({ origin }) => ({
    origin,
    child,
    memory: () => {
      const answer = next('memory');
      child.send({ type: 'memory' });
      return answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  }));
}

/** A database with the schema, N seekers, one recruiter with an approved company and position, conversations. */
async function prepareDatabase(env: Record<string, string>) {
  const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  await migrateToLatest(handle.db, handle.dialect, { regionPoint });
  const db = handle.db;
  const now = new Date().toISOString();
  const accounts = createAccountRepository(db);
  const sessions = createSessionService({ db, jwtSecret: JWT_SECRET, tokenTtlDays: 1, now: () => Date.now() });
  const recruiter = await accounts.create({
    phone: '19900000000',
    nickname: '招聘者',
    identity: 'recruiter',
    role: 'user',
  });
  const company = await db
    .insertInto('companies')
    .values({
      owner_user_id: recruiter.id,
      name: '压测科技有限公司',
      website: '',
      contact_phone: '19900000000',
      region_code: '330106',
      address_detail: '',
      status: 'approved',
      links: '[]',
      accept_terms: 1,
      accept_authorization: 1,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const position = await db
    .insertInto('positions')
    .values({
      company_id: company.id,
      recruiter_user_id: recruiter.id,
      title: '压测工程师',
      job_type: 'full_time',
      form: 'offline',
      region_code: '330106',
      salary_min: 10000,
      salary_max: 20000,
      show_on_company_page: 1,
      status: 'approved',
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const seekers: Array<{ token: string; conversationId: number }> = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const user = await accounts.create({
      phone: `198${String(i).padStart(8, '0')}`,
      nickname: `求职者${i}`,
      identity: 'seeker',
      role: 'user',
    });
    const conversation = await db
      .insertInto('conversations')
      .values({
        seeker_user_id: user.id,
        recruiter_user_id: recruiter.id,
        position_id: position.id,
        company_id: company.id,
        position_title: '压测工程师',
        company_name: '压测科技有限公司',
        started_by: 'seeker',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seekers.push({ token: (await sessions.issueToken(user.id)).token, conversationId: conversation.id });
  }
  const recruiterToken = (await sessions.issueToken(recruiter.id)).token;
  await handle.close();
  return { seekers, recruiterToken };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function scenario(name: string, env: Record<string, string>, instances: 1 | 2) {
  const { seekers, recruiterToken } = await prepareDatabase(env);
  const a = await startInstance(env);
  const b = instances === 2 ? await startInstance(env) : a;
  const before = await b.memory();

  // Connect every seeker's socket to B and wait for ready.
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  await Promise.all(
    seekers.map(
      ({ token }) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${b.origin.replace('http', 'ws')}/api/ws`);
          sockets.push(socket);
          socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data));
            if (frame.type === 'ready') resolve();
            if (frame.type === 'message') {
              const sentAt = pending.get(frame.message.clientId);
              if (sentAt !== undefined) {
                latencies.push(performance.now() - sentAt);
                pending.delete(frame.message.clientId);
              }
            }
          });
          socket.on('error', reject);
        }),
    ),
  );
  const connected = await b.memory();

  // Each socket pings every SOCKET_PING_MS, as the apps do (src/lib/socket.ts), each on its own phase: clients
  // connect at different times. (All 1,000 at one instant keep an instance busy ~300 ms checking their
  // sessions, which no real traffic does, and that burst alone decided the p99.)
  const PING_TICK_MS = 100;
  const slices = SOCKET_PING_MS / PING_TICK_MS;
  let turn = 0;
  const keepAlive = setInterval(() => {
    for (let i = turn % slices; i < sockets.length; i += slices) sockets[i].send('{"type":"ping"}');
    turn += 1;
  }, PING_TICK_MS);
  let sequence = 0;
  let sent = 0;
  let failed = 0;
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() - started >= (WARMUP_SECONDS + SECONDS) * 1000) {
        clearInterval(tick);
        resolve();
        return;
      }
      for (let i = 0; i < RATE / 100; i += 1) {
        const target = seekers[Math.floor(Math.random() * seekers.length)];
        const warming = Date.now() - started < WARMUP_SECONDS * 1000;
        sequence += 1;
        const clientId = `bench-${sequence}-${randomBytes(3).toString('hex')}`;
        // Warm-up messages travel the same way but are not timed or counted.
        if (!warming) {
          sent += 1;
          pending.set(clientId, performance.now());
        }
        void fetch(`${a.origin}/api/conversations/${target.conversationId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${recruiterToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, kind: 'text', text: `压测消息 ${sequence}` }),
        })
          .then((res) => res.json())
          .then((body: { code: number }) => {
            if (body.code !== 200 && !warming) failed += 1;
          })
          .catch(() => (failed += warming ? 0 : 1));
      }
    }, 10);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(keepAlive);

  const sorted = [...latencies].sort((x, y) => x - y);
  const perSocket = (connected.rss - before.rss) / SOCKETS;
  console.log(
    `${name.padEnd(40)} sockets ${String(connected.sockets).padStart(5)}  sent ${String(sent).padStart(6)}  ` +
      `delivered ${String(latencies.length).padStart(6)}  failed ${failed}  ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  ` +
      `max ${sorted[sorted.length - 1].toFixed(1)} ms  memory/socket ${(perSocket / 1024).toFixed(1)} KB`,
  );
  for (const socket of sockets) socket.terminate();
  if (b !== a) await b.close();
  await a.close();
  return { p99: percentile(sorted, 0.99) };
}

async function database(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  if (!PG_URL) {
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const pg = await createTemporaryDatabase(PG_URL, 'bench_chat');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: pg.url },
    drop: async () => {
      await pg.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  console.log(
    `bench:chat  ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s, ${PG_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  const one = await database();
  await scenario('one instance', one.env, 1);
  await one.drop();
  const two = await database();
  const prefix = `bench-${randomBytes(3).toString('hex')}:`;
  const { p99 } = await scenario('two instances through Redis', { ...two.env, REDIS_URL, REDIS_PREFIX: prefix }, 2);
  await two.drop();
  console.log(`${p99 <= 20 ? 'ok  ' : 'OVER'}  p99 across instances ${p99.toFixed(1)} ms / 20 ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
