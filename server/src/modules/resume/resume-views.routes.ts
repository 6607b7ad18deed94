/** 谁看过我: `GET resume/viewers` (common/resume.ts `resumeCalls.viewers`), the seeker's own list only. */
import { resumeCalls as calls } from '@common/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const resumeViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls.viewers, async (request) => {
    const { rows, total } = await app.services.resumeViews.viewers(currentUser(request).id, pageWindow(request.query));
    return page(rows, total);
  });
};
