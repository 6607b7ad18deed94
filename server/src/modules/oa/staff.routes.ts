/**
 * Staff calls (common/oa.ts `oaCalls`; identity recruiter, the caller's company only): staff records with
 * their private ID photos, the access log, roster export and import. One call needs no login: an ID photo's
 * signed, short-lived link.
 */
import { OA_MSG } from '@common/messages.oa';
import { MSG, t } from '@common/messages';
import { oaCalls as calls, ROSTER_MEDIA_TYPE, type StaffQuery } from '@common/oa';
import type { PageQuery } from '@common/validation/paging';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@common/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { readMultipartFile, type MultipartFileLimits } from '../../http/multipart';
import { route } from '../../http/route';

/** What each upload may be: a roster workbook up to 5 MB, an ID photo as large as any image. */
const ROSTER: MultipartFileLimits = { maxBytes: 5 * 1024 * 1024, missing: OA_MSG.importFile };
const ID_PHOTO: MultipartFileLimits = { maxBytes: IMAGE_MAX_BYTES, tooLarge: MSG.validation.imageSize };

const uploaded = async (request: FastifyRequest, limits: MultipartFileLimits) =>
  (await readMultipartFile(request, limits)).content;

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;
  // Registered here, so only these routes read multipart bodies (the roster, the ID photos).
  await app.register(multipart, { limits: { fileSize: ROSTER.maxBytes, files: 1, fields: 5, parts: 10 } });
  const me = (request: FastifyRequest) => currentUser(request).id;

  const list = async (request: FastifyRequest, filters: StaffQuery & PageQuery & { excludeProject?: number }) => {
    const { keyword, position, department, status, excludeProject, ...paging } = filters;
    const { rows, total } = await staff.list(
      me(request),
      { keyword, position, department, status, excludeProject },
      pageWindow(paging),
    );
    return page(rows, total);
  };
  // The spec's list stays for other clients; the app searches with the POST, whose keyword (maybe an ID
  // number) is in no URL. The log masks long numbers and phones in URLs either way.
  route(app, calls.staffList, async (request) => list(request, request.query));
  route(app, calls.staffSearch, async (request) => list(request, request.body));

  route(app, calls.staffFacets, async (request) => ok(await staff.facets(me(request))));

  route(app, calls.staffPrefill, async (request) => ok(await staff.prefill(me(request), request.query.contractId)));

  route(app, calls.exportRoster, async (request, reply) =>
    reply
      .type(ROSTER_MEDIA_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="roster.xlsx"; filename*=UTF-8''${encodeURIComponent('花名册.xlsx')}`,
      )
      .header('cache-control', 'private, no-store')
      .send(await staff.exportRoster(me(request))),
  );

  route(app, calls.importRoster, async (request) => {
    const report = await staff.importRoster(me(request), await uploaded(request, ROSTER), request.locale);
    return ok(
      report,
      t(request.locale, OA_MSG.imported, {
        created: report.created,
        updated: report.updated,
        refused: report.refused.length,
      }),
    );
  });

  route(app, calls.uploadPhoto, async (request) =>
    ok(await staff.uploadPhoto(me(request), await uploaded(request, ID_PHOTO))),
  );

  route(app, calls.accessLog, async (request) => {
    const { rows, total } = await staff.accessLog(me(request), pageWindow(request.query));
    return page(rows, total);
  });

  route(app, calls.staffDetail, async (request) => ok(await staff.detail(me(request), request.params.id)));

  route(app, calls.createStaff, async (request) =>
    ok(await staff.create(me(request), request.body), t(request.locale, OA_MSG.saved)),
  );

  route(app, calls.updateStaff, async (request) =>
    ok(await staff.update(me(request), request.params.id, request.body), t(request.locale, OA_MSG.saved)),
  );

  route(app, calls.setStaffStatus, async (request) =>
    ok(
      await staff.setStatus(me(request), request.params.id, request.body.status),
      t(request.locale, request.body.status === 'left' ? OA_MSG.markedLeft : OA_MSG.markedActive),
    ),
  );

  route(app, calls.verifyStaff, async (request) =>
    ok(await staff.verify(me(request), request.params.id), t(request.locale, OA_MSG.verified)),
  );

  route(app, calls.removeStaff, async (request) =>
    ok(await staff.remove(me(request), request.params.id), t(request.locale, OA_MSG.deleted)),
  );

  route(app, calls.revealIdNumber, async (request) =>
    ok(await staff.reveal(me(request), request.params.id, request.body.reason)),
  );

  route(app, calls.photoLink, async (request) =>
    ok(await staff.photoLink(me(request), request.params.id, request.params.side)),
  );

  route(app, calls.signedPhoto, async (request, reply) => {
    const { content, ext } = await staff.photo(request.params.key, request.query.exp, request.query.sig);
    return reply
      .type(ext === 'png' ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });
};
