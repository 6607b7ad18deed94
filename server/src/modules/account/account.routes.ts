/**
 * The caller's account (common/account.ts `accountCalls`): `GET user/userInfos`, `PUT user/profile`,
 * `POST user/password`, `GET`/`PUT user/contact` (what a recruiter shares in chat), `POST user/identity`,
 * leaving (`user/deletion…`) and a copy of one's data (`user/data-exports…`). Every call acts on the caller
 * only (no id in the path or body), except the copy's file, which its signed link opens.
 */
import { accountCalls as calls } from '@common/account';
import { MSG, t } from '@common/messages';
import { PRIVACY_MSG } from '@common/messages.privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.account;

  route(app, calls.userInfos, async (request) => ok(await service.info(currentUser(request).id)));

  route(app, calls.updateProfile, async (request) => {
    const info = await service.updateProfile(currentUser(request).id, request.body);
    return ok(info, t(request.locale, MSG.auth.profileSaved));
  });

  route(app, calls.updatePassword, async (request) => {
    const caller = currentUser(request);
    await service.changePassword(caller.id, caller.sessionId, request.body);
    return done(t(request.locale, MSG.auth.passwordChanged));
  });

  route(app, calls.contact, async (request) => ok(await service.contact(currentUser(request).id)));

  route(app, calls.saveContact, async (request) => {
    const saved = await service.saveContact(currentUser(request).id, request.body);
    return ok(saved, t(request.locale, MSG.auth.profileSaved));
  });

  route(app, calls.switchIdentity, async (request) => {
    const answer = await service.switchIdentity(currentUser(request).id, request.body);
    const msg = answer.identity === 'seeker' ? MSG.identity.becameSeeker : MSG.identity.becameRecruiter;
    return ok(answer, t(request.locale, msg));
  });

  const { deletion, dataExports } = app.services.leaving;
  route(app, calls.deletionStatus, async (request) => ok(await deletion.status(currentUser(request).id)));
  route(app, calls.deletionCode, async (request) =>
    ok(await deletion.sendCode(currentUser(request).id, request.locale), t(request.locale, MSG.auth.codeSent)),
  );
  route(app, calls.requestDeletion, async (request) => {
    const answer = await deletion.request(currentUser(request).id, request.body);
    return ok(answer, t(request.locale, PRIVACY_MSG.requested, { days: answer.coolingDays }));
  });
  route(app, calls.deletionNoticeSeen, async (request) => {
    await deletion.noticeSeen(currentUser(request).id);
    return done(t(request.locale, PRIVACY_MSG.cancelled));
  });

  route(app, calls.dataExports, async (request) => ok(await dataExports.list(currentUser(request).id)));
  route(app, calls.requestDataExport, async (request) =>
    ok(await dataExports.request(currentUser(request).id), t(request.locale, PRIVACY_MSG.exportRequested)),
  );
  route(app, calls.dataExportFile, async (request, reply) => {
    const content = await dataExports.file(request.params.id, request.query.exp, request.query.sig);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="jobreach-data-${request.params.id}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(content);
  });
};
