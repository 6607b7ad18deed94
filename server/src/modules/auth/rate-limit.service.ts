/**
 * Rate limits: fixed windows counted in the database (rate_counters), timed by the app clock.
 * `hit` counts and answers the new total; `peek` only reads. Callers compare with their limit.
 */
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { createRateLimitRepository } from './rate-limit.repository';

export interface WindowState {
  hits: number;
  /** Milliseconds until the window ends (0 when there is none). */
  retryAfterMs: number;
}

export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createRateLimitRepository(db);
  const state = (row: { hits: number; expiresAt: string } | null, now: number): WindowState =>
    row ? { hits: row.hits, retryAfterMs: Math.max(0, Date.parse(row.expiresAt) - now) } : { hits: 0, retryAfterMs: 0 };

  return {
    async hit(key: string, windowMs: number): Promise<WindowState> {
      const now = clock.now();
      return state(await repo.hit(key, toIso(now), toIso(now + windowMs)), now);
    },

    async peek(key: string): Promise<WindowState> {
      const now = clock.now();
      return state(await repo.peek(key, toIso(now)), now);
    },

    async reset(key: string): Promise<void> {
      await repo.reset(key);
    },

    async purgeExpired(): Promise<void> {
      await repo.purgeExpired(toIso(clock.now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
