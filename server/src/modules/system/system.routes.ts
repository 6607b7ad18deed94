/** Operations endpoints. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.system;

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: okSchema(z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']), version: z.string() })),
        },
      },
    },
    async () => ok(await service.health()),
  );
};
