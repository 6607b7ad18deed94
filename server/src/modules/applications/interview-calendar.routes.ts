/**
 * `GET interviews/{id}/calendar` (common/interview-scheduling.ts `calendar`): the interview as an .ics file,
 * for its seeker or its company's recruiters (anyone else: not found, as reading it). Answered as a download
 * with no-store caching like the other personal files (contracts): it carries the address and the contact.
 */
import { schedulingCalls as calls } from '@common/interview-scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { route } from '../../http/route';
import { interviewCalendar } from './interview-calendar';

export const interviewCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.interviews;

  route(app, calls.calendar, async (request, reply) => {
    // detail() applies the access rule (the seeker, or the company's recruiters) and its not-found.
    const interview = await service.detail(currentUser(request).id, request.params.id);
    const filename = `interview-${interview.id}.ics`;
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(interviewCalendar(interview, request.hostname.split(':')[0] ?? ''));
  });
};
