/**
 * Rate limits: fixed windows counted in the database (rate_counters), timed by the app clock.
 * `hit` counts and answers the new total; `peek` only reads. Callers compare with their limit.
 */
import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * The network an address belongs to, for limits that several addresses of one holder share: the /24 of an
 * IPv4 address (an IPv4-mapped IPv6 address counts as IPv4), the /64 of an IPv6 address (what one
 * subscriber is usually given: one host can use all of it). Anything else is its own network.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  // Only the first four groups matter; an embedded IPv4 tail stands for two groups.
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = bare.split('::');
  const left = groups(head);
  const full =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
