/**
 * The outbox (docs/outbox.md): every push, WeChat message and SMS is a row written in the transaction of
 * the change it reports (`enqueue`, called by the writers inside it: core/events.ts `within`), and delivered
 * after COMMIT by a channel (./channel.ts).
 *
 * Delivery, twice over:
 * - at once: the instance that wrote the rows holds them for WRITER_LEASE_MS (their `next_at`) and delivers
 *   them as soon as the transaction committed: the socket's pushes before the request answers, WeChat and
 *   SMS in the background;
 * - the sweep (the jobs plugin, every OUTBOX_SWEEP_INTERVAL_MS): rows whose time came, because their
 *   writer died before delivering (a crash between COMMIT and dispatch), a retry is due, or quiet hours
 *   ended. Taking a row moves its `next_at` by TAKE_LEASE_MS: one instance at a time delivers it.
 *
 * An answer is recorded only by the instance holding the row. `retry` backs off (5 s doubling to an hour,
 * with jitter) and becomes a dead letter after MAX_ATTEMPTS; `held` waits without counting an attempt.
 * Each (event, user, channel) is one row (its unique `dedupe_key`), so a delivery is never written twice; a
 * channel that answered `sent` is never called again for it. The window between a provider's acceptance and
 * our record of it is the one place a crash repeats a send (docs/outbox.md says why that is the right side).
 */
import { randomBytes } from 'node:crypto';
import type { DeliveryChannel, DeliveryKind, DeliveryState } from '@common/delivery';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { WithinContext } from '../../core/events';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import type { Channel, ChannelAnswer, OutboxItem } from './channel';
import { createOutboxRepository, type OutboxRow } from './outbox.repository';

/** How long the writing instance holds its new rows before any sweep may take them. */
export const WRITER_LEASE_MS = 30_000;
/** How long a sweep holds the rows it took (a channel call times out well before: 10 s). */
export const TAKE_LEASE_MS = 60_000;
/** Rows one sweep takes at a time; a sweep goes on while it finds a full batch (within SWEEP_BUDGET_MS). */
const TAKE_BATCH = 200;
const SWEEP_BUDGET_MS = 10_000;
/** Channel calls in flight at once per sweep. */
const CONCURRENCY = 16;
/** Attempts before a delivery becomes a dead letter (about 85 minutes of back-off in all). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60 * 60_000;
/** Delivered and skipped rows are kept this long for the operators' log, dead letters longer. */
export const KEEP_DONE_DAYS = 30;
export const KEEP_DEAD_DAYS = 90;

/** A delivery a writer asks for. Socket rows: `userId` 0, the recipients in the payload. */
export interface DeliveryDraft {
  kind: DeliveryKind | 'frame';
  userId: number;
  channel: DeliveryChannel;
  payload: Record<string, unknown>;
  /** The unique key; default: the event id, the user, the channel and the kind. */
  dedupeKey?: string;
}

export interface OutboxDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Whether the user wants `kind` by `channel` (their preferences); absent: every channel is wanted. */
  allows?: (userId: number, kind: DeliveryKind, channel: DeliveryChannel) => Promise<boolean>;
}

/** The back-off before attempt `attempts + 1`: 5 s, 10 s, 20 s ... up to an hour, ±20 %. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

function itemOf(row: OutboxRow): OutboxItem {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    // An unreadable payload is delivered as empty; the channel decides (most answer dead).
  }
  return {
    id: row.id,
    event: row.event,
    kind: row.kind as OutboxItem['kind'],
    userId: row.user_id,
    channel: row.channel as DeliveryChannel,
    payload,
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

export function createOutboxService({ db, dialect, clock, log, allows }: OutboxDeps) {
  const repo = createOutboxRepository(db, dialect);
  /** This instance, as the holder of the rows it delivers. */
  const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const channels = new Map<DeliveryChannel, Channel>();
  /** Background deliveries (WeChat, SMS) in flight: a clean shutdown waits for them. */
  const inflight = new Set<Promise<unknown>>();
  const now = () => toIso(clock.now());
  const after = (ms: number) => toIso(clock.now() + ms);

  /** What to record for a channel's answer (or its exception: a passing failure). */
  function settlementOf(row: OutboxRow, answer: ChannelAnswer) {
    switch (answer.result) {
      case 'sent':
        return { state: 'sent' as const, lastError: null, doneAt: now() };
      case 'skipped':
        return { state: 'skipped' as const, lastError: answer.reason, doneAt: now() };
      case 'dead':
        return { state: 'dead' as const, lastError: answer.error, doneAt: now() };
      case 'held':
        return { state: 'pending' as const, nextAt: answer.at, attempts: row.attempts, lastError: answer.reason };
      case 'retry': {
        const attempts = row.attempts + 1;
        if (attempts >= MAX_ATTEMPTS) return { state: 'dead' as const, lastError: answer.error, doneAt: now() };
        return { state: 'pending' as const, nextAt: after(retryDelayMs(attempts)), attempts, lastError: answer.error };
      }
    }
  }

  async function answerOf(row: OutboxRow): Promise<ChannelAnswer> {
    const channel = channels.get(row.channel as DeliveryChannel);
    if (!channel) return { result: 'retry', error: `channel ${row.channel} is not running on this instance` };
    const item = itemOf(row);
    try {
      if (item.kind !== 'frame' && item.channel !== 'socket' && allows) {
        if (!(await allows(item.userId, item.kind, item.channel))) return { result: 'skipped', reason: 'preferences' };
      }
      return await channel.deliver(item);
    } catch (error) {
      return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Delivers one row this instance holds and records the answer; answers the state it ended in. */
  async function deliverOne(row: OutboxRow): Promise<string> {
    const answer = await answerOf(row);
    const settlement = settlementOf(row, answer);
    const kept = await repo.settle(row.id, holder, settlement);
    if (!kept) log.warn({ outbox: row.id }, 'outbox: row taken over before its answer was recorded');
    if (settlement.state === 'dead')
      log.warn({ outbox: row.id, channel: row.channel, err: answer }, 'outbox: dead letter');
    return answer.result;
  }

  /** Socket rows go out together and are recorded in one statement. */
  async function deliverSockets(rows: OutboxRow[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const sent: number[] = [];
    for (const row of rows) {
      const answer = await answerOf(row);
      if (answer.result === 'sent') sent.push(row.id);
      else await repo.settle(row.id, holder, settlementOf(row, answer));
      counts[answer.result] = (counts[answer.result] ?? 0) + 1;
    }
    await repo.settleSent(sent, holder, now());
    return counts;
  }

  /** Delivers rows this instance holds: sockets first and together, then the rest `CONCURRENCY` at a time. */
  async function deliver(rows: OutboxRow[]): Promise<Record<string, number>> {
    const sockets = rows.filter((row) => row.channel === 'socket');
    const others = rows.filter((row) => row.channel !== 'socket');
    const counts = sockets.length ? await deliverSockets(sockets) : {};
    for (let start = 0; start < others.length; start += CONCURRENCY) {
      const results = await Promise.all(others.slice(start, start + CONCURRENCY).map(deliverOne));
      for (const result of results) counts[result] = (counts[result] ?? 0) + 1;
    }
    return counts;
  }

  function track<T>(work: Promise<T>): void {
    const running = work.catch((error: unknown) => log.error({ err: error }, 'outbox: delivery failed'));
    inflight.add(running);
    void running.finally(() => inflight.delete(running));
  }

  return {
    /** Starts a channel on this instance (the composition root, once each). */
    use(channel: Channel) {
      channels.set(channel.name, channel);
    },

    /** Whether rows of `kind` for `channel` are written at all (a channel not configured gets none). */
    carries(channel: DeliveryChannel, kind: DeliveryKind): boolean {
      const running = channels.get(channel);
      return Boolean(running && running.enabled(kind));
    },

    /**
     * Writes deliveries inside the transaction of `context` and delivers them once it committed. Drafts for
     * a channel that is off are dropped here (see `carries`).
     */
    async enqueue(context: WithinContext, event: string, drafts: DeliveryDraft[]): Promise<void> {
      const wanted = drafts.filter(
        (draft) => draft.channel === 'socket' || this.carries(draft.channel, draft.kind as DeliveryKind),
      );
      if (!wanted.length) return;
      const rows = await createOutboxRepository(context.db as Db, dialect).insert(
        wanted.map((draft) => ({
          dedupeKey: draft.dedupeKey ?? `${context.eventId}:${draft.userId}:${draft.channel}:${draft.kind}`,
          event,
          kind: draft.kind,
          userId: draft.userId,
          channel: draft.channel,
          payload: draft.payload,
          nextAt: after(WRITER_LEASE_MS),
          leaseHolder: holder,
        })),
        now(),
      );
      if (!rows.length) return;
      context.afterCommit(async () => {
        const sockets = rows.filter((row) => row.channel === 'socket');
        const others = rows.filter((row) => row.channel !== 'socket');
        // The pushes before the answer (a sender's other devices see the message as it is acknowledged);
        // WeChat and SMS may take seconds and must not hold the request.
        if (sockets.length)
          await deliverSockets(sockets).catch((error: unknown) => log.error({ err: error }, 'outbox: push failed'));
        if (others.length) track(deliver(others));
      });
    },

    /** The sweep: rows whose time came, taken a batch at a time. Answers counts by outcome. */
    async sweep(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      const started = Date.now();
      for (;;) {
        const rows = await repo.take(holder, now(), after(TAKE_LEASE_MS), TAKE_BATCH);
        for (const [result, count] of Object.entries(await deliver(rows)))
          counts[result] = (counts[result] ?? 0) + count;
        if (rows.length < TAKE_BATCH || Date.now() - started > SWEEP_BUDGET_MS) break;
      }
      return counts;
    },

    /** Old delivered rows and dead letters go (the operators' log covers KEEP_DONE_DAYS). */
    async purge(): Promise<number> {
      return repo.purge(after(-KEEP_DONE_DAYS * 86_400_000), after(-KEEP_DEAD_DAYS * 86_400_000));
    },

    /** Waits for the background deliveries in flight (a clean shutdown; tests). */
    async settled(): Promise<void> {
      while (inflight.size) await Promise.all([...inflight]);
    },

    /** Whether a delivery by `channel` to `userId` whose key starts with `keyPrefix` was sent since `sinceMs` ago. */
    sentWithin(userId: number, channel: DeliveryChannel, keyPrefix: string, sinceMs: number): Promise<boolean> {
      return repo.sentSince(userId, channel, keyPrefix, after(-sinceMs));
    },

    /** A user's deliveries for the operators (event, channel, state, attempts, last error; never a payload). */
    async logOf(userId: number, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.ofUser(userId, window);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          event: row.event,
          kind: row.kind,
          channel: row.channel as DeliveryChannel,
          state: row.state as DeliveryState,
          attempts: row.attempts,
          lastError: row.last_error,
          nextAt: row.state === 'pending' ? row.next_at : null,
          createdAt: row.created_at,
          doneAt: row.done_at,
        })),
        total,
      };
    },

    counts: () => repo.counts(),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
