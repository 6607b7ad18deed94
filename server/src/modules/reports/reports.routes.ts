/**
 * Reports calls (common/reports.ts `reportCalls`): any logged-in user files reports and reads their own
 * (and the measures on their account); operators (role operator; anyone else 403) work the queue, act and
 * lift measures. A conversation's report through chat's own call lands here too (chat hands it over).
 */
import { t } from '@common/messages';
import { REPORTS_MSG } from '@common/messages.reports';
import { reportCalls as calls } from '@common/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  route(app, calls.file, async (request) =>
    ok(await service.file(currentUser(request), request.body), t(request.locale, REPORTS_MSG.filed)),
  );

  route(app, calls.mine, async (request) => {
    const { rows, total } = await service.mine(currentUser(request).id, pageWindow(request.query));
    return page(rows, total);
  });

  route(app, calls.myMeasures, async (request) => ok(await service.myMeasures(currentUser(request).id)));

  route(app, calls.queue, async (request) => {
    const { status, ...paging } = request.query;
    const { rows, total } = await service.queue(status, pageWindow(paging));
    return page(rows, total);
  });

  route(app, calls.detail, async (request) => ok(await service.detail(request.params.id, request.locale)));

  route(app, calls.act, async (request) => {
    const answer = await service.act(currentUser(request).id, request.params.id, request.body);
    return ok(answer, t(request.locale, REPORTS_MSG.done[request.body.action]));
  });

  route(app, calls.lift, async (request) =>
    ok(
      await service.lift(currentUser(request).id, request.params.id, request.body.reason),
      t(request.locale, REPORTS_MSG.lifted),
    ),
  );
};
