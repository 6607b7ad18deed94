/**
 * The caller's account (auth): `GET user/userInfos`, `PUT user/profile`, `POST user/password`,
 * `POST user/identity`. Every call acts on the caller only (no id in the path or body).
 */
import { identitySchema, profileSchema, updatePasswordSchema } from '@common/auth';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, doneSchema, ok, okSchema } from '../../http/envelope';
import { currentUser } from '../../http/caller';
import { accountInfoSchema, identitySwitchedSchema } from '@common/account';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.account;

  app.get(
    '/user/userInfos',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: "The caller's account",
        response: { 200: okSchema(accountInfoSchema) },
      },
    },
    async (request) => ok(await service.info(currentUser(request).id)),
  );

  app.put(
    '/user/profile',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Change nickname, avatar or language (only the fields sent)',
        body: profileSchema,
        response: { 200: okSchema(accountInfoSchema) },
      },
    },
    async (request) => {
      const info = await service.updateProfile(currentUser(request).id, request.body);
      return ok(info, t(request.locale, MSG.auth.profileSaved));
    },
  );

  app.post(
    '/user/password',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session of the account ends',
        body: updatePasswordSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await service.changePassword(caller.id, caller.sessionId, request.body);
      return done(t(request.locale, MSG.auth.passwordChanged));
    },
  );

  app.post(
    '/user/identity',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Become a job seeker or a recruiter',
        body: identitySchema,
        response: {
          200: okSchema(identitySwitchedSchema),
        },
      },
    },
    async (request) => {
      const answer = await service.switchIdentity(currentUser(request).id, request.body);
      const msg = answer.identity === 'seeker' ? MSG.identity.becameSeeker : MSG.identity.becameRecruiter;
      return ok(answer, t(request.locale, msg));
    },
  );
};
