/**
 * Office-admin calls (identity recruiter, the caller's company only): staff records with their private ID
 * photos, access log, roster export and import; projects and members. One call needs no login: an ID
 * photo's signed, short-lived link.
 */
import { idParam, idPath, pageQuery } from '@common/validation';
import { OA_MSG } from '@common/messages.oa';
import multipart from '@fastify/multipart';
import {
  accessLogRowSchema,
  ID_PHOTO_SIDES,
  importReportSchema,
  memberSchema,
  photoKeySchema,
  photoLinkSchema,
  projectDetailSchema,
  projectQueryShape,
  projectRowSchema,
  projectSchema,
  revealSchema,
  revealedSchema,
  staffDetailSchema,
  staffPrefillSchema,
  staffQueryShape,
  staffRowSchema,
  staffSchema,
  staffUpdateSchema,
  STAFF_STATUSES,
} from '@common/oa';
import { MSG, t, type MessageKey } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/caller';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { refuse } from '../../http/errors';
import { pageWindow } from '../../http/paging';

const recruiter = { auth: { identity: 'recruiter' } } as const;
const tags = ['oa'];
const idState = z.object({ id: z.number().int() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function uploaded(request: FastifyRequest, missing: MessageKey = MSG.upload.noFile): Promise<Buffer> {
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw refuse(missing);
  return part.toBuffer();
}

export const oaRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;
  const projects = app.services.projects;
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 10 } });
  const me = (request: FastifyRequest) => currentUser(request).id;

  // ---- Staff ----------------------------------------------------------------------------------------------

  app.get(
    '/oa/staff',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "The company's staff, 10 a page: ID numbers masked, no photos",
        description:
          'keyword: a name fragment, or exactly a phone (11 digits) or ID number (searched through keyed hashes).',
        querystring: pageQuery.extend(staffQueryShape),
        response: { 200: pageSchema(staffRowSchema) },
      },
    },
    async (request) => {
      const { keyword, position, department, status, ...paging } = request.query;
      const { rows, total } = await staff.list(
        me(request),
        { keyword, position, department, status },
        pageWindow(paging),
      );
      return page(rows, total);
    },
  );

  app.get(
    '/oa/staff/facets',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "The company's positions and departments (the list's filters)",
        response: { 200: okSchema(z.object({ positions: z.array(z.string()), departments: z.array(z.string()) })) },
      },
    },
    async (request) => ok(await staff.facets(me(request))),
  );

  app.get(
    '/oa/staff/prefill',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "A signed contract's Party B as a staff form",
        querystring: z.object({ contractId: idParam }),
        response: { 200: okSchema(staffPrefillSchema) },
      },
    },
    async (request) => ok(await staff.prefill(me(request), request.query.contractId)),
  );

  app.get(
    '/oa/staff/export',
    {
      config: recruiter,
      schema: { tags, summary: 'The roster as .xlsx (the import template; logged)', produces: [XLSX] },
    },
    async (request, reply) =>
      reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="roster.xlsx"; filename*=UTF-8''${encodeURIComponent('花名册.xlsx')}`,
        )
        .header('cache-control', 'private, no-store')
        .send(await staff.exportRoster(me(request))),
  );

  app.post(
    '/oa/staff/import',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Imports the roster from .xlsx (multipart file): each row whole or refused with its reasons',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(importReportSchema) },
      },
    },
    async (request) => {
      const report = await staff.importRoster(me(request), await uploaded(request, OA_MSG.importFile), request.locale);
      return ok(
        report,
        t(request.locale, OA_MSG.imported, {
          created: report.created,
          updated: report.updated,
          refused: report.refused.length,
        }),
      );
    },
  );

  app.post(
    '/oa/staff/photos',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Stores an ID card photo privately (multipart file: JPG/PNG ≤ 1 MB); answers its key for the form',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(photoKeySchema) },
      },
    },
    async (request) => ok(await staff.uploadPhoto(me(request), await uploaded(request))),
  );

  app.get(
    '/oa/access-log',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "Who saw a full ID number or an ID photo, or exported the roster (the company's log)",
        querystring: pageQuery,
        response: { 200: pageSchema(accessLogRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await staff.accessLog(me(request), pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/oa/staff/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'One staff record (ID number masked)',
        params: idPath,
        response: { 200: okSchema(staffDetailSchema) },
      },
    },
    async (request) => ok(await staff.detail(me(request), request.params.id)),
  );

  app.post(
    '/oa/staff',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Adds a staff record (a verified company)',
        body: staffSchema,
        response: { 200: okSchema(idState) },
      },
    },
    async (request) => ok(await staff.create(me(request), request.body), t(request.locale, OA_MSG.saved)),
  );

  app.put(
    '/oa/staff/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Edits a staff record (idNumber may be left out to keep it)',
        params: idPath,
        body: staffUpdateSchema,
        response: { 200: okSchema(idState) },
      },
    },
    async (request) =>
      ok(await staff.update(me(request), request.params.id, request.body), t(request.locale, OA_MSG.saved)),
  );

  app.post(
    '/oa/staff/:id/status',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Marks as left (kept, not deleted) or active again',
        params: idPath,
        body: z.object({ status: z.enum(STAFF_STATUSES) }),
        response: { 200: okSchema(z.object({ id: z.number().int(), status: z.enum(STAFF_STATUSES) })) },
      },
    },
    async (request) =>
      ok(
        await staff.setStatus(me(request), request.params.id, request.body.status),
        t(request.locale, request.body.status === 'left' ? OA_MSG.markedLeft : OA_MSG.markedActive),
      ),
  );

  app.post(
    '/oa/staff/:id/verify',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'The documents were checked: the ID photos are removed after the retention days',
        params: idPath,
        response: { 200: okSchema(z.object({ id: z.number().int(), verifiedAt: z.string() })) },
      },
    },
    async (request) => ok(await staff.verify(me(request), request.params.id), t(request.locale, OA_MSG.verified)),
  );

  app.delete(
    '/oa/staff/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Deletes the record and its photos (the access log keeps its rows)',
        params: idPath,
        response: { 200: okSchema(idState) },
      },
    },
    async (request) => ok(await staff.remove(me(request), request.params.id), t(request.locale, OA_MSG.deleted)),
  );

  app.post(
    '/oa/staff/:id/reveal',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'The full ID number, for a stated reason (logged)',
        params: idPath,
        body: revealSchema,
        response: { 200: okSchema(revealedSchema) },
      },
    },
    async (request) => ok(await staff.reveal(me(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/oa/staff/:id/photos/:side',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'A signed link to an ID photo, valid 5 minutes (logged)',
        params: z.object({ id: idParam, side: z.enum(ID_PHOTO_SIDES) }),
        response: { 200: okSchema(photoLinkSchema) },
      },
    },
    async (request) => ok(await staff.photoLink(me(request), request.params.id, request.params.side)),
  );

  app.get(
    '/oa/photos/:key',
    {
      schema: {
        tags,
        summary: 'An ID photo by its signed link (no login; 403 without a valid signature or after expiry)',
        produces: ['image/jpeg', 'image/png'],
        params: z.object({ key: z.string().max(120) }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { content, ext } = await staff.photo(request.params.key, request.query.exp, request.query.sig);
      return reply
        .type(ext === 'png' ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  // ---- Projects -------------------------------------------------------------------------------------------

  app.get(
    '/oa/projects',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "The company's projects with member counts (status follows the period)",
        querystring: z.object(projectQueryShape),
        response: { 200: okSchema(z.array(projectRowSchema)) },
      },
    },
    async (request) => ok(await projects.list(me(request), request.query.status)),
  );

  app.post(
    '/oa/projects',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Creates a project (a verified company)',
        body: projectSchema,
        response: { 200: okSchema(idState) },
      },
    },
    async (request) => ok(await projects.create(me(request), request.body), t(request.locale, OA_MSG.saved)),
  );

  app.get(
    '/oa/projects/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'A project with its members',
        params: idPath,
        response: { 200: okSchema(projectDetailSchema) },
      },
    },
    async (request) => ok(await projects.detail(me(request), request.params.id)),
  );

  app.put(
    '/oa/projects/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Edits a project',
        params: idPath,
        body: projectSchema,
        response: { 200: okSchema(idState) },
      },
    },
    async (request) =>
      ok(await projects.update(me(request), request.params.id, request.body), t(request.locale, OA_MSG.saved)),
  );

  app.delete(
    '/oa/projects/:id',
    {
      config: recruiter,
      schema: { tags, summary: 'Deletes a project', params: idPath, response: { 200: okSchema(idState) } },
    },
    async (request) => ok(await projects.remove(me(request), request.params.id), t(request.locale, OA_MSG.deleted)),
  );

  app.post(
    '/oa/projects/:id/end',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Ends the project early',
        params: idPath,
        response: { 200: okSchema(z.object({ id: z.number().int(), status: z.literal('ended') })) },
      },
    },
    async (request) =>
      ok(await projects.end(me(request), request.params.id), t(request.locale, OA_MSG.projectEndedNow)),
  );

  app.post(
    '/oa/projects/:id/members',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Adds a staff member with a post (a second time: 不能重复添加成员)',
        params: idPath,
        body: memberSchema,
        response: { 200: okSchema(z.object({ id: z.number().int(), staffId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await projects.addMember(me(request), request.params.id, request.body), t(request.locale, OA_MSG.memberAdded)),
  );

  app.delete(
    '/oa/projects/:id/members/:staffId',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Removes a member',
        params: z.object({ id: idParam, staffId: idParam }),
        response: { 200: okSchema(z.object({ id: z.number().int(), staffId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await projects.removeMember(me(request), request.params.id, request.params.staffId),
        t(request.locale, OA_MSG.memberRemoved),
      ),
  );
};
