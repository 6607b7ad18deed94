/**
 * Interview calls (common/applications.ts `interviewCalls`): the recruiter invites and records the result
 * (identity recruiter), the invited seeker accepts or declines (identity seeker), either party reads one;
 * and the seeker's job-search records.
 */
import { interviewCalls as calls, RECORD_TYPES } from '@common/applications';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.interviews;

  route(app, calls.invite, async (request) =>
    ok(await service.invite(currentUser(request).id, request.body), t(request.locale, MSG.interviews.invited)),
  );

  for (const [call, action, message] of [
    [calls.acceptInterview, 'accept', MSG.interviews.accepted],
    [calls.declineInterview, 'decline', MSG.interviews.declined],
  ] as const) {
    route(app, call, async (request) =>
      ok(await service[action](currentUser(request).id, request.params.id), t(request.locale, message)),
    );
  }

  for (const [call, action, message] of [
    [calls.passInterview, 'pass', MSG.interviews.passed],
    [calls.failInterview, 'fail', MSG.interviews.failed],
  ] as const) {
    route(app, call, async (request) =>
      ok(await service.result(currentUser(request).id, request.params.id, action), t(request.locale, message)),
    );
  }

  route(app, calls.interview, async (request) => ok(await service.detail(currentUser(request).id, request.params.id)));

  route(app, calls.records, async (request) => {
    const { type, ...paging } = request.query;
    const { rows, total } = await service.records(
      currentUser(request).id,
      type === '2' ? RECORD_TYPES.offers : RECORD_TYPES.interviews,
      pageWindow(paging),
    );
    return page(rows, total);
  });
};
