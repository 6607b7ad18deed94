/**
 * The shared Redis connection when REDIS_URL is set: `app.redis` (undefined without it). Rate limits count
 * in it across instances and health pings it; the real-time fan-out keeps its own two connections (a
 * subscriber cannot send commands). Connected at start so a wrong URL fails loudly; later outages are
 * retried by ioredis while callers degrade (limits skip, health says down).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url?: string }) => {
    if (!options.url) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
