/**
 * `npm run bench:outbox`: the outbox's two paths, in-process (buildApp, the production dispatcher, rows and
 * transactions), with a recording channel standing in for the SMS provider (`app.services.outbox.use`).
 *
 * - Fast path: BENCH_RATE (200) transactions a second for BENCH_SECONDS (20), each recording a
 *   `contract.sent` event through `transaction()` (server/src/db/transaction.ts) as the contracts module does:
 *   the notification writer stores the notification and its deliveries (the socket push and an SMS row) in
 *   the transaction, and the SMS is delivered once it committed. Latency: from the moment the transaction's
 *   COMMIT returned to the moment the channel was called (the socket push, the event listeners and the
 *   preferences check come in between, as in production). Prints p50 / p99 / max.
 * - Backlog: BENCH_BACKLOG (20,000) SMS rows left by a writer that died (their lease, WRITER_LEASE_MS, over),
 *   delivered by the sweep alone: rows per second until none is pending.
 *
 * SQLite always; PostgreSQL on a temporary database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 *   npm run bench:outbox
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:outbox
 *   BENCH_SECONDS=5 BENCH_BACKLOG=2000 npm run bench:outbox
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import type { Db } from '../server/src/db/connect';
import { toIso } from '../server/src/db/time';
import { transaction } from '../server/src/db/transaction';
import { createAccountRepository } from '../server/src/modules/account/account.repository';
import type { Channel, OutboxItem } from '../server/src/modules/outbox/channel';
import { WRITER_LEASE_MS } from '../server/src/modules/outbox/outbox.service';
import { createTemporaryDatabase } from './lib/temporary-database';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 20_000);
/** Sent first at the same rate and not timed: the first transactions compile code paths and open connections. */
const WARMUP_SECONDS = 2;
/** Recipients the events go to (each a real account: the notification row belongs to it). */
const SEEKERS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** The provider stand-in: notes when each SMS row reached it (by the event's contract id, its `rid`). */
function recordingChannel() {
  const calls = new Map<number, number>();
  let count = 0;
  const channel: Channel & { calls: Map<number, number>; count: () => number } = {
    name: 'sms',
    calls,
    count: () => count,
    enabled: () => true,
    async deliver(item: OutboxItem) {
      count += 1;
      const rid = Number(item.payload.rid);
      if (Number.isFinite(rid)) calls.set(rid, performance.now());
      return { result: 'sent' };
    },
  };
  return channel;
}

/**
 * The database handle `transaction()` is given, noting the instant each transaction's COMMIT returned
 * (`transaction()` opens it with `db.transaction().execute`; everything else goes to the real handle).
 */
function timedDb(db: Db, committed: (at: number) => void): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return () => {
        const builder = target.transaction();
        return {
          async execute<T>(work: Parameters<typeof builder.execute<T>>[0]): Promise<T> {
            const result = await builder.execute(work);
            committed(performance.now());
            return result;
          },
        };
      };
    },
  });
}

interface Figures {
  label: string;
  events: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  backlog: number;
  backlogSeconds: number;
  perSecond: number;
}

async function run(label: string, databaseUrl: string): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-bench-outbox-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    H5_DIR: path.join(dataDir, 'no-h5-build'),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // The bench runs the sweep itself when it measures it.
    OUTBOX_SWEEP_MS: '3600000',
  });
  const app = await buildApp({ config, logger: false });
  try {
    const channel = recordingChannel();
    app.services.outbox.use(channel);
    const accounts = createAccountRepository(app.db);
    const seekers: number[] = [];
    for (let i = 0; i < SEEKERS; i += 1) {
      const user = await accounts.create({
        phone: `197${String(i).padStart(8, '0')}`,
        nickname: `求职者${i}`,
        identity: 'seeker',
        role: 'user',
      });
      seekers.push(user.id);
    }

    // ---- Fast path: commit -> channel -------------------------------------------------------------------
    const commits = new Map<number, number>();
    let next = 0;
    const send = async (timed: boolean) => {
      const contractId = ++next;
      let at = 0;
      const db = timedDb(app.db, (instant) => (at = instant));
      await transaction(db, app.events, async (tx) => {
        tx.record('contract.sent', {
          contractId,
          // No application: contract.sent moves no stage, only the outbox is measured.
          applicationId: 0,
          contractNo: `BENCH-${contractId}`,
          companyName: '压测科技有限公司',
          positionTitle: '压测工程师',
          seekerUserId: seekers[contractId % seekers.length],
          seekerName: '求职者',
          recruiterUserId: seekers[0],
          deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        });
      });
      if (timed) commits.set(contractId, at);
    };
    const pace = async (seconds: number, timed: boolean) => {
      const total = Math.round(seconds * RATE);
      const start = performance.now();
      const inflight: Promise<void>[] = [];
      for (let i = 0; i < total; i += 1) {
        const due = start + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        inflight.push(send(timed));
      }
      await Promise.all(inflight);
    };
    await pace(WARMUP_SECONDS, false);
    await pace(SECONDS, true);
    await app.services.outbox.settled();
    const latencies: number[] = [];
    let missing = 0;
    for (const [contractId, committedAt] of commits) {
      const called = channel.calls.get(contractId);
      if (called === undefined) missing += 1;
      else latencies.push(called - committedAt);
    }
    latencies.sort((a, b) => a - b);

    // ---- Backlog: a dead writer's rows, delivered by the sweep -----------------------------------------------
    const written = new Date(Date.now() - WRITER_LEASE_MS - 1000);
    for (let start = 0; start < BACKLOG; start += 500) {
      const rows = Array.from({ length: Math.min(500, BACKLOG - start) }, (_, k) => {
        const index = start + k;
        return {
          dedupe_key: `bench-dead-writer:${index}`,
          event: 'contract.sent',
          kind: 'contract_sent',
          user_id: seekers[index % seekers.length],
          channel: 'sms',
          payload: JSON.stringify({
            params: { companyName: '压测科技有限公司', positionTitle: '压测工程师' },
            rid: 1_000_000 + index,
          }),
          next_at: toIso(written.getTime() + WRITER_LEASE_MS),
          lease_holder: 'a-writer-that-died',
          created_at: toIso(written.getTime()),
        };
      });
      await app.db.insertInto('outbox').values(rows).execute();
    }
    const before = channel.count();
    const started = performance.now();
    for (;;) {
      await app.services.outbox.sweep();
      if (!((await app.services.outbox.counts()).pending > 0)) break;
    }
    const backlogSeconds = (performance.now() - started) / 1000;
    const delivered = channel.count() - before;

    const figures: Figures = {
      label,
      events: commits.size,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? NaN,
      missing,
      backlog: delivered,
      backlogSeconds,
      perSecond: delivered / backlogSeconds,
    };
    console.log(
      `${label}: fast path ${figures.events} events at ${RATE}/s for ${SECONDS} s, COMMIT -> channel ` +
        `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms` +
        `${missing ? `, ${missing} not delivered at once` : ''}; backlog ${delivered} rows by the sweep in ` +
        `${backlogSeconds.toFixed(1)} s = ${Math.round(figures.perSecond)} rows/s`,
    );
    return figures;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [await run('SQLite', '')];
  if (PG_URL) {
    const database = await createTemporaryDatabase(PG_URL, 'bench_outbox');
    try {
      results.push(await run('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to run it too');
  }
  if (results.some((r) => r.missing > 0 || r.backlog < BACKLOG)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
