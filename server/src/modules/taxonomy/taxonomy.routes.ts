/**
 * `GET categories`, `GET industries`: the taxonomy trees (no login needed). They are data of the release,
 * the same for everybody: built once per process from common/taxonomy/ and answered with a day of
 * `Cache-Control: public` (browsers, proxies), like `GET regions`. Not through the public cache
 * (plugins/public-cache.ts): it would save nothing but the serialisation, the category tree (~34,000
 * characters) is above the answers it keeps, and its remembered answers go out without this header. The app
 * keeps both trees in storage (src/services/taxonomy.ts). Descriptors: common/taxonomy.ts `taxonomyCalls`.
 */
import { taxonomyCalls as calls } from '@common/taxonomy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { categoryTree, industryTree } from './taxonomy.service';

const A_DAY = 'public, max-age=86400';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls.categories, async (_request, reply) => {
    reply.header('Cache-Control', A_DAY);
    return ok(categoryTree());
  });

  route(app, calls.industries, async (_request, reply) => {
    reply.header('Cache-Control', A_DAY);
    return ok(industryTree());
  });
};
