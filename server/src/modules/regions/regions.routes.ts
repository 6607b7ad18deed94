/** `GET regions`: the 3-level region tree of spec section 3 (no login needed; cached by clients). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';
import { regionTree, type RegionNode } from './regions.service';

const regionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({
    value: z.string().describe('6-digit administrative code'),
    text: z.string(),
    isCheck: z.boolean(),
    children: z.array(regionNode).optional(),
  }),
);

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags: ['regions'],
        summary: 'Province, city and district tree (34 provinces incl. Taiwan, Hong Kong, Macau)',
        response: { 200: okSchema(z.array(regionNode)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(regionTree());
    },
  );
};
