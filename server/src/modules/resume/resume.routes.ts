/**
 * The seeker's resume calls (common/resume.ts `resumeCalls`): the spec's education, work experience and
 * expectation paths kept verbatim, and the designed `resume/*` calls. Any logged-in user may keep a resume
 * (identity is switchable). The recruiters' calls are resume-search.routes.ts.
 */
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import { resumeCalls as calls } from '@common/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.resume;
  const saved = (locale: Locale) => t(locale, MSG.resume.saved);
  const deleted = (locale: Locale) => t(locale, MSG.resume.deleted);

  // ---- The whole resume, basic information, skills, visibility ----------------------------------------

  route(app, calls.resume, async (request) => ok(await service.resume(currentUser(request).id)));

  route(app, calls.basic, async (request) => ok(await service.basic(currentUser(request).id)));

  route(app, calls.saveBasic, async (request) =>
    ok(await service.saveBasic(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.skills, async (request) => ok(await service.skills(currentUser(request).id)));

  route(app, calls.saveSkills, async (request) =>
    ok(await service.saveSkills(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.setVisibility, async (request) => {
    const answer = await service.setVisibility(currentUser(request).id, request.body.hidden);
    return ok(answer, t(request.locale, answer.hidden ? MSG.resume.hidden : MSG.resume.visible));
  });

  // ---- Blocked companies ------------------------------------------------------------------------------

  route(app, calls.blocked, async (request) => ok(await service.blocked(currentUser(request).id)));

  route(app, calls.block, async (request) =>
    ok(await service.block(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.unblock, async (request) =>
    ok(await service.unblock(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Project experience -------------------------------------------------------------------------------

  route(app, calls.createProject, async (request) =>
    ok(await service.createProject(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.project, async (request) => ok(await service.project(currentUser(request).id, request.params.id)));

  route(app, calls.editProject, async (request) =>
    ok(await service.editProject(currentUser(request).id, request.params.id, request.body), saved(request.locale)),
  );

  route(app, calls.deleteProject, async (request) =>
    ok(await service.deleteProject(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Education (spec paths) ----------------------------------------------------------------------------

  route(app, calls.createEducation, async (request) =>
    ok(await service.createEducation(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.education, async (request) =>
    ok(await service.education(currentUser(request).id, request.params.id)),
  );

  route(app, calls.deleteEducation, async (request) =>
    ok(await service.deleteEducation(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  route(app, calls.editEducation, async (request) =>
    ok(await service.editEducation(currentUser(request).id, request.body), saved(request.locale)),
  );

  // ---- Work experience (spec paths) ------------------------------------------------------------------------

  // The spec writes the path with a trailing slash; clients that drop it reach the same call, which the
  // document lists once.
  route(
    app,
    calls.createExperience,
    async (request) => ok(await service.createExperience(currentUser(request).id, request.body), saved(request.locale)),
    { alias: '/experience' },
  );

  route(app, calls.experience, async (request) =>
    ok(await service.experience(currentUser(request).id, request.query.id)),
  );

  route(app, calls.editExperience, async (request) =>
    ok(await service.editExperience(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.deleteExperience, async (request) =>
    ok(await service.deleteExperience(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Job expectations (spec paths) -------------------------------------------------------------------------

  route(app, calls.createExpectation, async (request) =>
    ok(await service.createExpectation(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.editExpectation, async (request) =>
    ok(await service.editExpectation(currentUser(request).id, request.body), saved(request.locale)),
  );

  route(app, calls.deleteExpectation, async (request) =>
    ok(await service.deleteExpectation(currentUser(request).id, request.query.id), deleted(request.locale)),
  );

  route(app, calls.matchingPositions, async (request) => {
    const { rows, total } = await service.matchingPositions(
      currentUser(request).id,
      request.params.id,
      pageWindow(request.query),
    );
    return page(rows, total);
  });

  route(app, calls.expectation, async (request) =>
    ok(await service.expectation(currentUser(request).id, request.params.id)),
  );
};
