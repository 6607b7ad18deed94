/**
 * `GET positions/nearby` (common/positions.ts `positionCalls.nearby`, no login): the map page's positions
 * around a point. Registered as its own plugin (modules/index.ts); the static path wins over
 * `positions/:id` whatever the order.
 */
import { positionCalls as calls } from '@common/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.nearby;

  route(app, calls.nearby, async (request) => {
    const { pageNum, pageSize, ...query } = request.query;
    const { rows, total } = await service.nearby(query, pageWindow({ pageNum, pageSize }));
    return page(rows, total);
  });
};
