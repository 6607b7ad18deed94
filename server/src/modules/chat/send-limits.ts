/**
 * How fast a member may write: messages (and exchange requests, which are messages) per user across all
 * conversations, per member into one conversation, and reports per user. The address limit alone let one
 * account flood a conversation from a few addresses; these follow the account.
 *
 * The conversation counter is per sender, not per conversation: one member's flood must not silence the
 * other's answers. Windows are fixed (a minute, an hour); a refused attempt counts too, so a script that
 * keeps trying stays refused until the window ends. Counted in Redis with REDIS_URL (one counter for every
 * instance, without a database write per message), else in the database's rate counters.
 */
import { MSG } from '@common/messages';
import type { ChatLimits } from '../../core/config';
import { HttpError } from '../../http/errors';

/** Counts one hit in a fixed window of `windowMs` starting at the first hit; answers the window's total. */
export type CountHit = (key: string, windowMs: number) => Promise<{ hits: number; retryAfterMs: number }>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The commands of a Redis client this needs (ioredis's `Redis`). */
interface RedisCommands {
  multi(): {
    set(key: string, value: number, px: 'PX', ms: number, nx: 'NX'): unknown;
    incr(key: string): unknown;
    pttl(key: string): unknown;
    exec(): Promise<Array<[Error | null, unknown]> | null>;
  };
}

/**
 * A CountHit on Redis: the first hit creates the key with the window as its expiry, INCR keeps it. When
 * Redis does not answer, `fallback` (the database) counts instead, so the limit still holds.
 */
export function redisCountHit(redis: RedisCommands, prefix: string, fallback: CountHit): CountHit {
  return async (key, windowMs) => {
    const name = `${prefix}limit:${key}`;
    try {
      const multi = redis.multi();
      multi.set(name, 0, 'PX', windowMs, 'NX');
      multi.incr(name);
      multi.pttl(name);
      const results = await multi.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('redis: transaction aborted');
      return { hits: Number(results[1][1]), retryAfterMs: Math.max(0, Number(results[2][1])) };
    } catch {
      return fallback(key, windowMs);
    }
  };
}

export function createSendLimits(limits: ChatLimits, countHit: CountHit) {
  const refuseFor = (retryAfterMs: number, key: typeof MSG.chat.tooFast | typeof MSG.chat.reportLimit) =>
    new HttpError(429, key, { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

  return {
    /** Counts a message of `userId` into conversation `id`; refuses (429) past either rate. */
    async checkMessage(userId: number, id: number): Promise<void> {
      const [byUser, byConversation] = await Promise.all([
        countHit(`chat:user:${userId}`, MINUTE_MS),
        countHit(`chat:conversation:${id}:${userId}`, MINUTE_MS),
      ]);
      const over = [
        byUser.hits > limits.messagesPerMinute ? byUser.retryAfterMs : 0,
        byConversation.hits > limits.conversationMessagesPerMinute ? byConversation.retryAfterMs : 0,
      ];
      if (byUser.hits > limits.messagesPerMinute || byConversation.hits > limits.conversationMessagesPerMinute) {
        throw refuseFor(Math.max(...over), MSG.chat.tooFast);
      }
    },

    /** Counts a report of `userId`; refuses (429) past the hourly limit. */
    async checkReport(userId: number): Promise<void> {
      const { hits, retryAfterMs } = await countHit(`chat:report:${userId}`, HOUR_MS);
      if (hits > limits.reportsPerHour) throw refuseFor(retryAfterMs, MSG.chat.reportLimit);
    },
  };
}

export type SendLimits = ReturnType<typeof createSendLimits>;
