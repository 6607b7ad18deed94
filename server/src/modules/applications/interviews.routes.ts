/**
 * Interview calls (common/applications.ts `interviewCalls`): the recruiter invites and records the result
 * (identity recruiter), the invited seeker accepts or declines (identity seeker), either party reads one;
 * scheduling (common/interview-scheduling.ts `schedulingCalls`): the seeker picks a slot, either party
 * proposes another time, answers the other's proposal or cancels; and the seeker's job-search records.
 */
import { interviewCalls as calls, RECORD_TYPES } from '@common/applications';
import { schedulingCalls } from '@common/interview-scheduling';
import { MSG, t } from '@common/messages';
import { PIPELINE_MSG } from '@common/messages.pipeline';
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

  // Scheduling (interview-scheduling.service.ts); the calendar file is registered by interview-calendar.
  route(app, schedulingCalls.pickSlot, async (request) =>
    ok(
      await service.pickSlot(currentUser(request).id, request.params.id, request.body.slotId),
      t(request.locale, PIPELINE_MSG.slots.picked),
    ),
  );
  route(app, schedulingCalls.reschedule, async (request) =>
    ok(
      await service.reschedule(currentUser(request).id, request.params.id, request.body),
      t(request.locale, PIPELINE_MSG.reschedule.proposed),
    ),
  );
  for (const [call, action, message] of [
    [schedulingCalls.acceptReschedule, 'acceptReschedule', PIPELINE_MSG.reschedule.accepted],
    [schedulingCalls.declineReschedule, 'declineReschedule', PIPELINE_MSG.reschedule.declined],
  ] as const) {
    route(app, call, async (request) =>
      ok(await service[action](currentUser(request).id, request.params.id), t(request.locale, message)),
    );
  }
  route(app, schedulingCalls.cancelInterview, async (request) =>
    ok(
      await service.cancelInterview(currentUser(request).id, request.params.id, request.body.reason),
      t(request.locale, PIPELINE_MSG.cancelled),
    ),
  );

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
