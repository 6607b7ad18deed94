/**
 * A limit on every API call per network address (`@fastify/rate-limit`): RATE_LIMIT_PER_MINUTE calls a
 * minute, counted in Redis when REDIS_URL is set (so it holds across instances) and in memory otherwise.
 * Routes may set a tighter `config.rateLimit` (phone lookups) or opt out with `rateLimit: false` (health).
 * The H5 files are not counted: a page load fetches many. The address is `request.ip`, which honours only
 * the configured proxy hops (TRUST_PROXY). When Redis is unreachable calls go through (skipOnError): an
 * outage of the counter must not take the service down.
 *
 * The limits on SMS codes and login failures per phone and account stay in the database (modules/auth):
 * they are rules of the product, kept for hours, and every instance already shares the database.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';

export interface RateLimitOptions {
  perMinute: number;
  redisPrefix: string;
  /** The server's own calls (the H5 page's first data) carry this header and value, a per-process secret. */
  internalCall: { header: string; value: string };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      redis: app.redis,
      nameSpace: `${options.redisPrefix}rate:`,
      skipOnError: true,
      allowList: (request) =>
        !request.url.startsWith('/api/') || request.headers[options.internalCall.header] === options.internalCall.value,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
