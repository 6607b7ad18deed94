/** Operations endpoints. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';

const checkState = z.enum(['ok', 'down', 'off']);
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  checks: z.object({ database: checkState, redis: checkState, storage: checkState }),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.system;

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the database, Redis (when configured) and the file storage; 503 when one is down',
        response: { 200: okSchema(healthSchema), 503: okSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      const { healthy, health } = await service.health();
      reply.header('cache-control', 'no-store');
      return reply.code(healthy ? 200 : 503).send(ok(health));
    },
  );
};
