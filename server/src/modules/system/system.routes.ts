/** Operations endpoints. Descriptors: common/system.ts `systemCalls`. */
import { systemCalls as calls } from '@common/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.system;

  // A 503 answers the same health in its body (monitors read which check is down).
  route(
    app,
    calls.health,
    async (_request, reply) => {
      const { healthy, health } = await service.health();
      reply.header('cache-control', 'no-store');
      return reply.code(healthy ? 200 : 503).send(ok(health));
    },
    { config: { rateLimit: false }, alsoAnswersWith: [503] },
  );
};
