/** The outbox table (0033): deliveries waiting, taken, answered. Only the outbox module reads or writes it. */
import type { Db, DbDialect } from '../../db/connect';
import { lockedSkippingOthers } from '../../db/dialect';
import type { OutboxTable } from '../../db/types';
import type { Selectable } from 'kysely';

export type OutboxRow = Selectable<OutboxTable>;

export interface NewDelivery {
  dedupeKey: string;
  event: string;
  kind: string;
  userId: number;
  channel: string;
  payload: Record<string, unknown>;
  /** Until then the writing instance delivers it (its lease); afterwards any instance's sweep may. */
  nextAt: string;
  leaseHolder: string;
}

/** What an answer changes on a row the holder still holds. */
export type Settlement =
  | { state: 'sent' | 'skipped' | 'dead'; lastError: string | null; doneAt: string }
  | { state: 'pending'; nextAt: string; attempts: number; lastError: string };

export function createOutboxRepository(db: Db, dialect: DbDialect) {
  return {
    /** Writes deliveries; one already written under the same key is left as it is. Answers the new rows. */
    async insert(rows: NewDelivery[], now: string): Promise<OutboxRow[]> {
      if (!rows.length) return [];
      return db
        .insertInto('outbox')
        .values(
          rows.map((row) => ({
            dedupe_key: row.dedupeKey,
            event: row.event,
            kind: row.kind,
            user_id: row.userId,
            channel: row.channel,
            payload: JSON.stringify(row.payload),
            next_at: row.nextAt,
            lease_holder: row.leaseHolder,
            created_at: now,
          })),
        )
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .returningAll()
        .execute();
    },

    /**
     * Takes up to `limit` pending rows whose time came, for `holder` until `leaseUntil`: their `next_at`
     * moves to it, so no other instance takes them meanwhile. PostgreSQL skips rows another instance is
     * taking at the same moment; SQLite has one writer at a time.
     */
    async take(holder: string, now: string, leaseUntil: string, limit: number): Promise<OutboxRow[]> {
      const due = lockedSkippingOthers(
        db
          .selectFrom('outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_at', '<=', now)
          .orderBy('next_at')
          .orderBy('id')
          .limit(limit),
        dialect,
      );
      return db
        .updateTable('outbox')
        .set({ next_at: leaseUntil, lease_holder: holder })
        .where('id', 'in', due)
        .where('state', '=', 'pending')
        .where('next_at', '<=', now)
        .returningAll()
        .execute();
    },

    /** Records a channel's answer on a row `holder` holds; false when it no longer does (taken over). */
    async settle(id: number, holder: string, settlement: Settlement): Promise<boolean> {
      const changes =
        settlement.state === 'pending'
          ? {
              next_at: settlement.nextAt,
              attempts: settlement.attempts,
              last_error: settlement.lastError,
              lease_holder: null,
            }
          : {
              state: settlement.state,
              last_error: settlement.lastError,
              done_at: settlement.doneAt,
              // Delivered or given up: what it said is not kept (a dead letter keeps it to be looked at).
              ...(settlement.state === 'dead' ? {} : { payload: '{}' }),
            };
      const result = await db
        .updateTable('outbox')
        .set(changes)
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where('lease_holder', '=', holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Many rows delivered at once (the socket's pushes): one statement. */
    async settleSent(ids: number[], holder: string, doneAt: string): Promise<void> {
      if (!ids.length) return;
      await db
        .updateTable('outbox')
        .set({ state: 'sent', done_at: doneAt, payload: '{}', last_error: null })
        .where('id', 'in', ids)
        .where('state', '=', 'pending')
        .where('lease_holder', '=', holder)
        .execute();
    },

    /** A user's deliveries, newest first (the operators' delivery log: no payload). */
    async ofUser(userId: number, window: { limit: number; offset: number }) {
      const query = db.selectFrom('outbox').where('user_id', '=', userId);
      const [rows, counted] = await Promise.all([
        query
          .select([
            'id',
            'event',
            'kind',
            'channel',
            'state',
            'attempts',
            'last_error',
            'next_at',
            'created_at',
            'done_at',
          ])
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** Counts by state (health, benches, tests). */
    async counts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('outbox')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('state')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
    },

    /** Whether a delivery of `kind` by `channel` to `userId` was sent since `since` with a key starting so. */
    async sentSince(userId: number, channel: string, keyPrefix: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('outbox')
        .select('id')
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('state', '=', 'sent')
        .where('dedupe_key', 'like', `${keyPrefix}%`)
        .where('done_at', '>=', since)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Removes rows delivered or skipped before `before`, and dead letters before `deadBefore`. */
    async purge(before: string, deadBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('outbox')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', 'in', ['sent', 'skipped']), eb('done_at', '<', before)]),
            eb.and([eb('state', '=', 'dead'), eb('done_at', '<', deadBefore)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
