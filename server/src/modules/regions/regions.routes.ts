/**
 * `GET regions`: the 3-level region tree of spec section 3; `GET regions/centroid`: where a region is on
 * the map (no login needed; both cached by clients).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@common/messages';
import { regionCentroidSchema, regionNodeSchema } from '@common/regions';
import { regionCodeSchema } from '@common/validation';
import { ok, okSchema } from '../../http/envelope';
import { refuse } from '../../http/errors';
import { regionPoint, regionTree } from './regions.service';

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags: ['regions'],
        summary: 'Province, city and district tree (34 provinces incl. Taiwan, Hong Kong, Macau)',
        response: { 200: okSchema(z.array(regionNodeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(regionTree());
    },
  );

  app.get(
    '/regions/centroid',
    {
      schema: {
        tags: ['regions'],
        summary: "A region's centre on the map (where the map page starts without the user's location)",
        description:
          "The point of the region's government seat (GCJ-02) from regions/centroids.json; a region without one answers its city's, else its province's. An unknown code: 'Please choose a valid region'.",
        querystring: z.object({ code: regionCodeSchema.describe('6-digit region code') }),
        response: {
          200: okSchema(regionCentroidSchema),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.query;
      const point = regionPoint(code);
      if (!point) throw refuse(MSG.resume.region);
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok({ code, ...point });
    },
  );
};
