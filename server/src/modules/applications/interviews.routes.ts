/**
 * Interview calls: the recruiter invites and records the result (identity recruiter), the invited seeker
 * accepts or declines (identity seeker), either party reads one; and the seeker's job-search records.
 */
import { idPath, pageQuery } from '@common/validation';
import { interviewInviteSchema, recordsQueryShape, RECORD_TYPES } from '@common/applications';
import { MSG, t, type MessageKey } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { currentUser } from '../../http/caller';

import { interviewSchema, interviewStateSchema, recordSchema } from '@common/applications';

const seeker = { auth: { identity: 'seeker' } } as const;
const recruiter = { auth: { identity: 'recruiter' } } as const;
const loggedIn = { auth: true } as const;

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.interviews;

  app.post(
    '/interviews',
    {
      config: recruiter,
      schema: {
        tags: ['interviews'],
        summary: 'Invites the seeker of a delivered or passed application of your company',
        description:
          'time: ISO 8601 with a zone, in the future. offline needs address, online a http(s) link, phone a contact phone. One open (invited or waiting) interview per application: a second invite answers "already invited".',
        body: interviewInviteSchema,
        response: { 200: okSchema(interviewStateSchema) },
      },
    },
    async (request) =>
      ok(await service.invite(currentUser(request).id, request.body), t(request.locale, MSG.interviews.invited)),
  );

  const seekerActions: Array<{ action: 'accept' | 'decline'; message: MessageKey; summary: string }> = [
    {
      action: 'accept',
      message: MSG.interviews.accepted,
      summary: 'invited -> waiting, before the interview time (the recruiter is notified)',
    },
    { action: 'decline', message: MSG.interviews.declined, summary: 'invited -> rejected (the recruiter is notified)' },
  ];
  for (const { action, message, summary } of seekerActions) {
    app.post(
      `/interviews/:id/${action}`,
      {
        config: seeker,
        schema: { tags: ['interviews'], summary, params: idPath, response: { 200: okSchema(interviewStateSchema) } },
      },
      async (request) =>
        ok(await service[action](currentUser(request).id, request.params.id), t(request.locale, message)),
    );
  }

  const recruiterActions: Array<{ action: 'pass' | 'fail'; message: MessageKey; summary: string }> = [
    { action: 'pass', message: MSG.interviews.passed, summary: 'waiting -> passed (an offer; the seeker is notified)' },
    { action: 'fail', message: MSG.interviews.failed, summary: 'waiting -> failed (the seeker is notified)' },
  ];
  for (const { action, message, summary } of recruiterActions) {
    app.post(
      `/interviews/:id/${action}`,
      {
        config: recruiter,
        schema: { tags: ['interviews'], summary, params: idPath, response: { 200: okSchema(interviewStateSchema) } },
      },
      async (request) =>
        ok(await service.result(currentUser(request).id, request.params.id, action), t(request.locale, message)),
    );
  }

  app.get(
    '/interviews/:id',
    {
      config: loggedIn,
      schema: {
        tags: ['interviews'],
        summary: 'One interview, for its seeker or the recruiter of its company',
        params: idPath,
        response: { 200: okSchema(interviewSchema) },
      },
    },
    async (request) => ok(await service.detail(currentUser(request).id, request.params.id)),
  );

  app.get(
    '/records',
    {
      config: seeker,
      schema: {
        tags: ['interviews'],
        summary:
          "The seeker's job-search records: type 1 interviews, type 2 offers (passed interviews) and their contracts",
        description: "Newest interview time first. Type 2 rows carry the offer's newest contract sent to you.",
        querystring: pageQuery.extend(recordsQueryShape),
        response: { 200: pageSchema(recordSchema) },
      },
    },
    async (request) => {
      const { type, ...paging } = request.query;
      const { rows, total } = await service.records(
        currentUser(request).id,
        type === '2' ? RECORD_TYPES.offers : RECORD_TYPES.interviews,
        pageWindow(paging),
      );
      return page(rows, total);
    },
  );
};
