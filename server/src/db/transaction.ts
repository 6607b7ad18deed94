/**
 * The one way to write a transaction. The caller (a service method that starts a unit of work) opens it;
 * everything inside receives the handle `tx` and passes it down, kysely-example style: repositories are
 * created on `tx.db`, other services' write methods take `tx` as their first argument, and events are
 * recorded with `tx.record(...)`. After COMMIT the recorded events are published (core/events.ts); after a
 * rollback they are dropped with the rest.
 */
import { randomUUID } from 'node:crypto';
import type { AppEventBus, AppEvents, EventName, EventRecorder } from '../core/events';
import type { Db } from './connect';

export interface Tx extends EventRecorder {
  /** The transaction's connection: hand it to repositories. */
  readonly db: Db;
}

export async function transaction<T>(db: Db, events: AppEventBus, work: (tx: Tx) => Promise<T>): Promise<T> {
  const recorded: Array<{ name: EventName; event: AppEvents[EventName] }> = [];
  const committed: Array<() => Promise<void>> = [];
  const result = await db.transaction().execute(async (trx) => {
    const value = await work({
      db: trx,
      record: (name, event) => {
        recorded.push({ name, event });
      },
    });
    // The writers inside (notifications, the outbox) see every event of the unit of work, in order, and
    // commit or roll back with it.
    for (const { name, event } of recorded) {
      await events.writeWithin(name, event as never, {
        db: trx,
        eventId: randomUUID(),
        afterCommit: (run) => committed.push(run),
      });
    }
    return value;
  });
  for (const { name, event } of recorded) await events.publish(name, event as never);
  await Promise.all(committed.map((run) => run()));
  return result;
}
