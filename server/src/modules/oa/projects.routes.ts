/** Project calls (common/oa.ts `oaCalls`; identity recruiter, the caller's company only): projects and members. */
import { OA_MSG } from '@common/messages.oa';
import { t } from '@common/messages';
import { oaCalls as calls } from '@common/oa';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = app.services.projects;
  const me = (request: FastifyRequest) => currentUser(request).id;

  route(app, calls.projectList, async (request) => ok(await projects.list(me(request), request.query.status)));

  route(app, calls.createProject, async (request) =>
    ok(await projects.create(me(request), request.body), t(request.locale, OA_MSG.saved)),
  );

  route(app, calls.projectDetail, async (request) => ok(await projects.detail(me(request), request.params.id)));

  route(app, calls.updateProject, async (request) =>
    ok(await projects.update(me(request), request.params.id, request.body), t(request.locale, OA_MSG.saved)),
  );

  route(app, calls.removeProject, async (request) =>
    ok(await projects.remove(me(request), request.params.id), t(request.locale, OA_MSG.deleted)),
  );

  route(app, calls.endProject, async (request) =>
    ok(await projects.end(me(request), request.params.id), t(request.locale, OA_MSG.projectEndedNow)),
  );

  route(app, calls.addMember, async (request) =>
    ok(await projects.addMember(me(request), request.params.id, request.body), t(request.locale, OA_MSG.memberAdded)),
  );

  route(app, calls.removeMember, async (request) =>
    ok(
      await projects.removeMember(me(request), request.params.id, request.params.staffId),
      t(request.locale, OA_MSG.memberRemoved),
    ),
  );
};
