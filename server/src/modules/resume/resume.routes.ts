/**
 * The resume calls: the spec's education, work experience and expectation paths kept verbatim, the
 * designed `resume/*` calls of the seeker, and the recruiters' `resumes` list. Any logged-in user may keep
 * a resume (identity is switchable); only a recruiter with an approved company lists resumes.
 */
import { idParam, idPath, pageQuery } from '@common/validation';
import { MSG, t } from '@common/messages';
import {
  blockedCompanySchema,
  educationEditSchema,
  educationSchema as educationBody,
  expectationEditSchema,
  expectationSchema as expectationBody,
  experienceEditSchema,
  experienceSchema as experienceBody,
  projectSchema as projectBody,
  resumeBasicSchema,
  resumeSearchShape,
  skillsSchema as skillsBody,
  visibilitySchema,
} from '@common/resume';
import { refineSalaryRange } from '@common/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';

import { currentUser } from '../../http/caller';
import { positionSummarySchema } from '@common/positions';
import {
  blockedCompanyRowSchema as blockedSchema,
  educationRowSchema as educationSchema,
  expectationRowSchema as expectationSchema,
  experienceRowSchema as experienceSchema,
  idOnlySchema,
  projectRowSchema as projectSchema,
  resumeBasicRowSchema as basicSchema,
  resumeDetailSchema,
  resumeSchema,
  resumeSummarySchema,
  skillsRowSchema as skillsSchema,
} from '@common/resume';

const idQuery = z.object({ id: idParam });
const auth = { auth: true } as const;

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.resume;
  const saved = (locale: Parameters<typeof t>[0]) => t(locale, MSG.resume.saved);
  const deleted = (locale: Parameters<typeof t>[0]) => t(locale, MSG.resume.deleted);

  // ---- The whole resume, basic information, skills, visibility ----------------------------------------

  app.get(
    '/resume',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "The caller's whole resume with its completeness",
        response: { 200: okSchema(resumeSchema) },
      },
    },
    async (request) => ok(await service.resume(currentUser(request).id)),
  );

  app.get(
    '/resume/basic',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "The caller's basic information (null before the first save)",
        response: { 200: okSchema(basicSchema.nullable()) },
      },
    },
    async (request) => ok(await service.basic(currentUser(request).id)),
  );

  app.put(
    '/resume/basic',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Save the basic information (the whole record)',
        body: resumeBasicSchema,
        response: { 200: okSchema(basicSchema) },
      },
    },
    async (request) => ok(await service.saveBasic(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.get(
    '/resume/skills',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "The caller's skills and qualifications (null before the first save)",
        response: { 200: okSchema(skillsSchema.nullable()) },
      },
    },
    async (request) => ok(await service.skills(currentUser(request).id)),
  );

  app.put(
    '/resume/skills',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Save skills and qualifications (one record per seeker, the whole record)',
        body: skillsBody,
        response: { 200: okSchema(skillsSchema) },
      },
    },
    async (request) => ok(await service.saveSkills(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.put(
    '/resume/visibility',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "Hide the resume from the recruiters' list (or show it again)",
        body: visibilitySchema,
        response: { 200: okSchema(z.object({ hidden: z.boolean() })) },
      },
    },
    async (request) => {
      const answer = await service.setVisibility(currentUser(request).id, request.body.hidden);
      return ok(answer, t(request.locale, answer.hidden ? MSG.resume.hidden : MSG.resume.visible));
    },
  );

  // ---- Blocked companies ------------------------------------------------------------------------------

  app.get(
    '/resume/blocked',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Companies the resume is hidden from, newest first (at most 50)',
        response: { 200: okSchema(z.array(blockedSchema)) },
      },
    },
    async (request) => ok(await service.blocked(currentUser(request).id)),
  );

  app.post(
    '/resume/blocked',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Hide the resume from a company (also from close spellings of its name)',
        body: blockedCompanySchema,
        response: { 200: okSchema(blockedSchema) },
      },
    },
    async (request) => ok(await service.block(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.delete(
    '/resume/blocked/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Stop hiding the resume from a company',
        params: idPath,
        response: { 200: okSchema(idOnlySchema) },
      },
    },
    async (request) => ok(await service.unblock(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Project experience -------------------------------------------------------------------------------

  app.post(
    '/resume/projects',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Add a project experience',
        body: projectBody,
        response: { 200: okSchema(projectSchema) },
      },
    },
    async (request) => ok(await service.createProject(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.get(
    '/resume/projects/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "One of the caller's projects",
        params: idPath,
        response: { 200: okSchema(projectSchema) },
      },
    },
    async (request) => ok(await service.project(currentUser(request).id, request.params.id)),
  );

  app.put(
    '/resume/projects/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Change a project experience (the whole record)',
        params: idPath,
        body: projectBody,
        response: { 200: okSchema(projectSchema) },
      },
    },
    async (request) =>
      ok(await service.editProject(currentUser(request).id, request.params.id, request.body), saved(request.locale)),
  );

  app.delete(
    '/resume/projects/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Delete a project experience',
        params: idPath,
        response: { 200: okSchema(idOnlySchema) },
      },
    },
    async (request) =>
      ok(await service.deleteProject(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Education (spec paths) ----------------------------------------------------------------------------

  app.post(
    '/app/educationExperience',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Add an education',
        body: educationBody,
        response: { 200: okSchema(educationSchema) },
      },
    },
    async (request) => ok(await service.createEducation(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.get(
    '/app/educationExperience/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "One of the caller's educations",
        params: idPath,
        response: { 200: okSchema(educationSchema) },
      },
    },
    async (request) => ok(await service.education(currentUser(request).id, request.params.id)),
  );

  app.get(
    '/app/educationExperience/del/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Delete an education (GET, as the spec has it)',
        params: idPath,
        response: { 200: okSchema(idOnlySchema) },
      },
    },
    async (request) =>
      ok(await service.deleteEducation(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  app.put(
    '/app/educationExperience/edit',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Change an education (the whole record and its id)',
        body: educationEditSchema,
        response: { 200: okSchema(educationSchema) },
      },
    },
    async (request) => ok(await service.editEducation(currentUser(request).id, request.body), saved(request.locale)),
  );

  // ---- Work experience (spec paths) ------------------------------------------------------------------------

  for (const url of ['/experience/', '/experience']) {
    app.post(
      url,
      {
        config: auth,
        schema: {
          tags: ['resume'],
          summary: 'Add a work experience (with or without the trailing slash)',
          ...(url === '/experience' ? { hide: true } : {}),
          body: experienceBody,
          response: { 200: okSchema(experienceSchema) },
        },
      },
      async (request) =>
        ok(await service.createExperience(currentUser(request).id, request.body), saved(request.locale)),
    );
  }

  app.get(
    '/experience/getInfo',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "One of the caller's work experiences",
        querystring: idQuery,
        response: { 200: okSchema(experienceSchema) },
      },
    },
    async (request) => ok(await service.experience(currentUser(request).id, request.query.id)),
  );

  app.put(
    '/experience/edit',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Change a work experience (the whole record and its id)',
        body: experienceEditSchema,
        response: { 200: okSchema(experienceSchema) },
      },
    },
    async (request) => ok(await service.editExperience(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.delete(
    '/experience/del/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Delete a work experience',
        params: idPath,
        response: { 200: okSchema(idOnlySchema) },
      },
    },
    async (request) =>
      ok(await service.deleteExperience(currentUser(request).id, request.params.id), deleted(request.locale)),
  );

  // ---- Job expectations (spec paths) -------------------------------------------------------------------------

  app.post(
    '/expectations',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Add a job expectation (at most 3)',
        body: expectationBody,
        response: { 200: okSchema(expectationSchema) },
      },
    },
    async (request) =>
      ok(await service.createExpectation(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.post(
    '/expectations/edit',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Change a job expectation (the whole record and its id)',
        body: expectationEditSchema,
        response: { 200: okSchema(expectationSchema) },
      },
    },
    async (request) => ok(await service.editExpectation(currentUser(request).id, request.body), saved(request.locale)),
  );

  app.get(
    '/expectations/del',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: 'Delete a job expectation (GET, as the spec has it)',
        querystring: idQuery,
        response: { 200: okSchema(idOnlySchema) },
      },
    },
    async (request) =>
      ok(await service.deleteExpectation(currentUser(request).id, request.query.id), deleted(request.locale)),
  );

  app.get(
    '/expectations/pos/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "Approved positions matching one of the caller's expectations, newest first",
        description:
          'Same job type; in the same city (same province for a province-wide expectation); salary ranges ' +
          'overlap (a position without a salary is negotiable); the title contains the expected position or ' +
          "one of its words ('Java开发' also finds 'Java'), or the expected position contains the title.",
        params: idPath,
        querystring: pageQuery,
        response: { 200: pageSchema(positionSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.matchingPositions(
        currentUser(request).id,
        request.params.id,
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    '/expectations/:id',
    {
      config: auth,
      schema: {
        tags: ['resume'],
        summary: "One of the caller's job expectations",
        params: idPath,
        response: { 200: okSchema(expectationSchema) },
      },
    },
    async (request) => ok(await service.expectation(currentUser(request).id, request.params.id)),
  );

  // ---- The recruiters' list ------------------------------------------------------------------------------------

  app.get(
    '/resumes',
    {
      config: { auth: { identity: 'recruiter' } },
      schema: {
        tags: ['resume'],
        summary: 'Resumes open to search, newest change first (recruiter with an approved company)',
        description:
          'Not hidden, basic information saved, and never a seeker who blocked your company (also under a ' +
          'close spelling). Filters: position (part of an expected position), region (an expectation in it, ' +
          'or province / city-wide around it), salaryMin / salaryMax (overlap with the expected range), degree ' +
          '(highest degree at least), jobStatus. Expectation filters apply to one and the same expectation.',
        querystring: pageQuery.extend(resumeSearchShape).superRefine(refineSalaryRange('salaryMin', 'salaryMax')),
        response: { 200: pageSchema(resumeSummarySchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filters } = request.query;
      const { rows, total } = await service.search(currentUser(request).id, filters, pageWindow({ pageNum, pageSize }));
      return page(rows, total);
    },
  );

  app.get(
    '/resumes/:seekerId',
    {
      config: { auth: { identity: 'recruiter' } },
      schema: {
        tags: ['resume'],
        summary: "A seeker's resume for a recruiter (same visibility as the list; contact masked)",
        params: z.object({ seekerId: idParam }),
        response: { 200: okSchema(resumeDetailSchema) },
      },
    },
    async (request) => ok(await service.detailForRecruiter(currentUser(request).id, request.params.seekerId)),
  );
};
