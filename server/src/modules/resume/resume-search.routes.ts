/**
 * The recruiters' resume calls (common/resume.ts `resumeCalls.search`, `.detail`): resumes open to search
 * and one of them, and 推荐牛人 (common/recommend.ts `recommendCalls.talents`), for a recruiter whose company
 * is approved.
 */
import { recommendCalls } from '@common/recommend';
import { resumeCalls as calls } from '@common/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const resumeSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.resumeSearch;

  route(app, calls.search, async (request) => {
    const { pageNum, pageSize, ...filters } = request.query;
    const { rows, total } = await service.search(currentUser(request).id, filters, pageWindow({ pageNum, pageSize }));
    return page(rows, total);
  });

  route(app, recommendCalls.talents, async (request) => {
    const { pageNum, pageSize, positionId } = request.query;
    const window = pageWindow({ pageNum, pageSize });
    const { rows, total } = await service.recommended(currentUser(request).id, positionId, window);
    return page(rows, total);
  });

  route(app, calls.detail, async (request) => ok(await service.open(currentUser(request).id, request.params.seekerId)));
};
