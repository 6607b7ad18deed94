/** Spec section 7: `GET user/userInfos` (auth). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';
import { currentUser } from '../../plugins/auth';
import { createAccountService } from './account.service';

const accountInfo = z.object({
  id: z.number().int(),
  phone: z.string().describe('masked, e.g. 138****5678'),
  nickname: z.string(),
  avatar: z.string().nullable(),
  identity: z.enum(['seeker', 'recruiter']).nullable(),
  language: z.string(),
  role: z.enum(['user', 'operator']),
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService({ db: app.db });

  app.get(
    '/user/userInfos',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: "The caller's account",
        response: { 200: okSchema(accountInfo) },
      },
    },
    async (request) => ok(await service.info(currentUser(request).id)),
  );
};
