/** Operations endpoints. Descriptors: common/system.ts `systemCalls`. */
import { healthSchema, systemCalls as calls } from '@common/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../http/envelope';
import { routeSchema } from '../../http/route';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.system;

  // Registered by hand rather than through route(): a 503 answers the same health in its body, and a
  // descriptor names only its success, so the schema adds the 503 the document and monitors read.
  app.route({
    method: calls.health.method,
    url: calls.health.path,
    config: { rateLimit: false },
    schema: { ...routeSchema(calls.health), response: { 200: okSchema(healthSchema), 503: okSchema(healthSchema) } },
    handler: async (_request, reply) => {
      const { healthy, health } = await service.health();
      reply.header('cache-control', 'no-store');
      return reply.code(healthy ? 200 : 503).send(ok(health));
    },
  });
};
