/**
 * Application calls: the seeker applies and lists their applications (identity seeker); the recruiter lists
 * the applications to their company's positions and passes or rejects them (identity recruiter); either
 * side reads one.
 */
import { idPath, pageQuery } from '@common/validation';
import {
  applicationRejectSchema,
  applySchema,
  myApplicationsQueryShape,
  receivedApplicationsQueryShape,
} from '@common/applications';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { currentUser } from '../../http/caller';

import {
  applicationCountsSchema,
  applicationDetailSchema,
  applicationStateSchema,
  myApplicationSchema,
  receivedApplicationSchema,
} from '@common/applications';

const seeker = { auth: { identity: 'seeker' } } as const;
const recruiter = { auth: { identity: 'recruiter' } } as const;
const loggedIn = { auth: true } as const;

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applications;

  // ---- The seeker --------------------------------------------------------------------------------------

  app.post(
    '/applications',
    {
      config: seeker,
      schema: {
        tags: ['applications'],
        summary: 'Applies to a visible position (once per position)',
        description:
          "Needs the resume's basic information (nickname, birth date, gender: the refusal names the missing ones) and an education. Not to a position the caller's own account posted. The position's recruiter is notified.",
        body: applySchema,
        response: { 200: okSchema(applicationStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.apply(currentUser(request).id, request.body.positionId, request.locale),
        t(request.locale, MSG.applications.applied),
      ),
  );

  app.get(
    '/applications/mine',
    {
      config: seeker,
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, newest first",
        querystring: pageQuery.extend(myApplicationsQueryShape),
        response: { 200: pageSchema(myApplicationSchema) },
      },
    },
    async (request) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await service.listMine(
        currentUser(request).id,
        status || undefined,
        request.locale,
        pageWindow(paging),
      );
      return page(rows, total);
    },
  );

  // ---- The recruiter -----------------------------------------------------------------------------------

  app.get(
    '/applications/received',
    {
      config: recruiter,
      schema: {
        tags: ['applications'],
        summary: "Applications to the caller's company's positions, newest first",
        description: "positionId narrows to one position (another company's position answers no rows).",
        querystring: pageQuery.extend(receivedApplicationsQueryShape),
        response: { 200: pageSchema(receivedApplicationSchema) },
      },
    },
    async (request) => {
      const { status, positionId, ...paging } = request.query;
      const { rows, total } = await service.listReceived(
        currentUser(request).id,
        { positionId: positionId ? Number(positionId) : undefined, status: status || undefined },
        request.locale,
        pageWindow(paging),
      );
      return page(rows, total);
    },
  );

  app.get(
    '/applications/received/counts',
    {
      config: recruiter,
      schema: {
        tags: ['applications'],
        summary: 'How many applications of each status (tab badges)',
        querystring: z.object({ positionId: receivedApplicationsQueryShape.positionId }),
        response: { 200: okSchema(applicationCountsSchema) },
      },
    },
    async (request) => {
      const { positionId } = request.query;
      return ok(await service.counts(currentUser(request).id, positionId ? Number(positionId) : undefined));
    },
  );

  app.post(
    '/applications/:id/pass',
    {
      config: recruiter,
      schema: {
        tags: ['applications'],
        summary: 'delivered -> passed (the seeker is notified)',
        params: idPath,
        response: { 200: okSchema(applicationStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.decide(currentUser(request).id, request.params.id, 'pass'),
        t(request.locale, MSG.applications.passed),
      ),
  );

  app.post(
    '/applications/:id/reject',
    {
      config: recruiter,
      schema: {
        tags: ['applications'],
        summary: 'delivered -> rejected with an optional reason (the seeker is notified and sees it)',
        description: "Closes the application's open (invited or waiting) interview too, as rejected.",
        params: idPath,
        body: applicationRejectSchema.nullish(),
        response: { 200: okSchema(applicationStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.decide(currentUser(request).id, request.params.id, 'reject', request.body?.reason ?? ''),
        t(request.locale, MSG.applications.rejected),
      ),
  );

  // ---- Either side -------------------------------------------------------------------------------------

  app.get(
    '/applications/:id',
    {
      config: loggedIn,
      schema: {
        tags: ['applications'],
        summary: 'One application: for the recruiter of its company (with the resume) or its seeker',
        params: idPath,
        response: { 200: okSchema(applicationDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(currentUser(request).id, request.params.id, request.locale)),
  );
};
