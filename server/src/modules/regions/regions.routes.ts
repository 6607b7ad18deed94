/**
 * `GET regions`: the 3-level region tree of spec section 3; `GET regions/centroid`: where a region is on
 * the map (no login needed; both cached by clients). Descriptors: common/regions.ts `regionCalls`.
 */
import { MSG } from '@common/messages';
import { regionCalls as calls } from '@common/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { refuse } from '../../http/errors';
import { route } from '../../http/route';
import { regionPoint, regionTree } from './regions.service';

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls.tree, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return ok(regionTree());
  });

  route(app, calls.centroid, async (request, reply) => {
    const { code } = request.query;
    const point = regionPoint(code);
    if (!point) throw refuse(MSG.resume.region);
    reply.header('Cache-Control', 'public, max-age=86400');
    return ok({ code, ...point });
  });
};
