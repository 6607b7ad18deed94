/**
 * `GET positions/nearby` (no login): the map page's positions around a point. Registered as its own plugin
 * (modules/index.ts); the static path wins over `positions/:id` whatever the order.
 */
import { pageQuery } from '@common/validation';
import { nearbyPositionSchema, positionNearbyShape, POSITION_LIST_MAX_ROWS } from '@common/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';

export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.nearby;

  app.get(
    '/positions/nearby',
    {
      schema: {
        tags: ['positions'],
        summary: 'Visible positions around a point, nearest first (no login needed)',
        description: `The positions the public list shows (approved, company approved, recruitment not ended) within radiusKm (default 20, 0.1 to 200) of lat / lng (GCJ-02 degrees), nearest first, then newest. A position is where its recruiter placed it, else at the centre of its region (approximate). keyword and jobType filter as in GET positions. At most the first ${POSITION_LIST_MAX_ROWS} rows are served; total counts at most ${POSITION_LIST_MAX_ROWS}.`,
        querystring: pageQuery.extend(positionNearbyShape),
        response: { 200: pageSchema(nearbyPositionSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...query } = request.query;
      const { rows, total } = await service.nearby(query, pageWindow({ pageNum, pageSize }));
      return page(rows, total);
    },
  );
};
