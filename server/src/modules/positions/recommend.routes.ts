/** 推荐 (common/recommend.ts `recommendCalls.positions`): a seeker's positions ranked for an expectation. */
import { recommendCalls as calls } from '@common/recommend';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const positionRecommendRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls.positions, async (request) => {
    const { pageNum, pageSize, expectationId } = request.query;
    const { rows, total } = await app.services.positionRecommend.recommended(
      currentUser(request).id,
      expectationId,
      pageWindow({ pageNum, pageSize }),
    );
    return page(rows, total);
  });
};
