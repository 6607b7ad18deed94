/**
 * Position calls (common/positions.ts `positionCalls`): the public list and detail (no login), the
 * recruiter's own positions (identity recruiter) and saved positions (any logged-in user). Operator review
 * lives in modules/review; `GET positions/nearby` in nearby.routes.ts.
 */
import { MSG, t } from '@common/messages';
import { positionCalls as calls } from '@common/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

/** Answers anonymous reads from the public cache (plugins/public-cache.ts). */
const publicCache = { config: { publicCache: true } };

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.positions;

  // ---- Public ------------------------------------------------------------------------------------------

  route(
    app,
    calls.list,
    async (request) => {
      const { pageNum, pageSize, ...filters } = request.query;
      const { rows, total } = await service.list(filters, pageWindow({ pageNum, pageSize }));
      return page(rows, total);
    },
    publicCache,
  );

  // ---- The recruiter's own positions -------------------------------------------------------------------

  route(app, calls.mine, async (request) => {
    const { pageNum, pageSize, status } = request.query;
    const { rows, total } = await service.listOwn(
      currentUser(request).id,
      status || undefined,
      pageWindow({ pageNum, pageSize }),
    );
    return page(rows, total);
  });

  route(app, calls.create, async (request) =>
    ok(await service.create(currentUser(request).id, request.body), t(request.locale, MSG.positions.submitted)),
  );

  // ---- Saved positions (before /positions/:id so the static path wins; fastify prefers it anyway) -------

  route(app, calls.saved, async (request) => {
    const { rows, total } = await service.listSaved(currentUser(request).id, pageWindow(request.query));
    return page(rows, total);
  });

  route(
    app,
    calls.detail,
    async (request) => {
      const detail = await service.detail(request.params.id, request.user?.id);
      // A seeker's look counts for the recruiter's list (谁看过我); visitors are answered from the cache.
      if (request.user) await service.recordView(detail.id, request.user, detail.mine);
      return ok(detail);
    },
    publicCache,
  );

  route(app, calls.update, async (request) =>
    ok(
      await service.edit(currentUser(request).id, request.params.id, request.body),
      t(request.locale, MSG.positions.submitted),
    ),
  );

  for (const [call, action, message] of [
    [calls.pause, 'pause', MSG.positions.paused],
    [calls.resume, 'resume', MSG.positions.resumed],
    [calls.refresh, 'refresh', MSG.positions.refreshed],
    [calls.stop, 'stop', MSG.positions.stopped],
  ] as const) {
    route(app, call, async (request) =>
      ok(await service.act(currentUser(request).id, request.params.id, action), t(request.locale, message)),
    );
  }

  route(app, calls.remove, async (request) =>
    ok(
      await service.act(currentUser(request).id, request.params.id, 'delete'),
      t(request.locale, MSG.positions.deleted),
    ),
  );

  route(app, calls.save, async (request) =>
    ok(await service.save(currentUser(request).id, request.params.id), t(request.locale, MSG.positions.saved)),
  );

  route(app, calls.unsave, async (request) =>
    ok(await service.unsave(currentUser(request).id, request.params.id), t(request.locale, MSG.positions.unsaved)),
  );
};
