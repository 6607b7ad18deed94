/**
 * The caller's account (common/account.ts `accountCalls`): `GET user/userInfos`, `PUT user/profile`,
 * `POST user/password`, `GET`/`PUT user/contact` (what a recruiter shares in chat), `POST user/identity`. Every call acts on the caller only (no id in the path or body).
 */
import { accountCalls as calls } from '@common/account';
import { MSG, t } from '@common/messages';
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
};
