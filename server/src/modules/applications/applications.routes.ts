/**
 * Application calls (common/applications.ts `applicationCalls`): the seeker applies and lists their
 * applications (identity seeker); the recruiter lists the applications to their company's positions and
 * passes or rejects them (identity recruiter); either side reads one.
 */
import { applicationCalls as calls } from '@common/applications';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applications;

  // ---- The seeker --------------------------------------------------------------------------------------

  route(app, calls.apply, async (request) =>
    ok(
      await service.apply(currentUser(request).id, request.body.positionId, request.locale, request.body.resumeFileId),
      t(request.locale, MSG.applications.applied),
    ),
  );

  route(app, calls.mine, async (request) => {
    const { status, stage, ...paging } = request.query;
    const { rows, total } = await service.listMine(
      currentUser(request).id,
      { status: status || undefined, stage: stage || undefined },
      request.locale,
      pageWindow(paging),
    );
    return page(rows, total);
  });

  // ---- The recruiter -----------------------------------------------------------------------------------

  route(app, calls.received, async (request) => {
    const { status, stage, positionId, ...paging } = request.query;
    const { rows, total } = await service.listReceived(
      currentUser(request).id,
      {
        positionId: positionId ? Number(positionId) : undefined,
        status: status || undefined,
        stage: stage || undefined,
      },
      request.locale,
      pageWindow(paging),
    );
    return page(rows, total);
  });

  route(app, calls.receivedCounts, async (request) => {
    const { positionId } = request.query;
    return ok(await service.counts(currentUser(request).id, positionId ? Number(positionId) : undefined));
  });

  route(app, calls.pass, async (request) =>
    ok(
      await service.decide(currentUser(request).id, request.params.id, 'pass'),
      t(request.locale, MSG.applications.passed),
    ),
  );

  route(app, calls.reject, async (request) =>
    ok(
      await service.decide(currentUser(request).id, request.params.id, 'reject', request.body?.reason ?? ''),
      t(request.locale, MSG.applications.rejected),
    ),
  );

  // ---- Either side -------------------------------------------------------------------------------------

  route(app, calls.detail, async (request) =>
    ok(await service.detail(currentUser(request).id, request.params.id, request.locale)),
  );
};
