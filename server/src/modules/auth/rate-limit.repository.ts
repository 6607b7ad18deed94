/**
 * Fixed-window counters in the database, shared by every instance (architecture section 5 allows Redis
 * for this; the database is enough at our volume and needs no extra service).
 */
import type { Db } from '../../db/connect';

export interface CounterState {
  hits: number;
  /** ISO time the window ends. */
  expiresAt: string;
}

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit atomically: a new or expired window restarts at 1 (ending at `expiresAt`), a live one
     * adds 1. One upsert statement, so concurrent hits from several instances never get lost.
     */
    async hit(key: string, now: string, expiresAt: string): Promise<CounterState> {
      const row = await db
        .insertInto('rate_counters')
        .values({ key, hits: 1, window_start: now, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const expired = eb('rate_counters.expires_at', '<=', now);
            return {
              hits: eb
                .case()
                .when(expired)
                .then(1)
                .else(eb('rate_counters.hits', '+', 1))
                .end(),
              window_start: eb.case().when(expired).then(now).else(eb.ref('rate_counters.window_start')).end(),
              expires_at: eb.case().when(expired).then(expiresAt).else(eb.ref('rate_counters.expires_at')).end(),
            };
          }),
        )
        .returning(['hits', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), expiresAt: row.expires_at };
    },

    /** The live window of `key`, or null. */
    async peek(key: string, now: string): Promise<CounterState | null> {
      const row = await db
        .selectFrom('rate_counters')
        .select(['hits', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), expiresAt: row.expires_at } : null;
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_counters').where('key', '=', key).execute();
    },

    async purgeExpired(now: string): Promise<void> {
      await db.deleteFrom('rate_counters').where('expires_at', '<=', now).execute();
    },
  };
}
