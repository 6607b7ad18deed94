/**
 * Verified recruiters (common/verification.ts `verificationCalls`): the recruiter's own verification
 * (`GET`/`POST user/verification`, the caller's only: no id in the path) and the operators' review
 * (`review/verifications…`, role operator). Service: verification.service.ts.
 */
import { MSG, t } from '@common/messages';
import { VERIFICATION_MSG } from '@common/messages.verification';
import { verificationCalls as calls } from '@common/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.verification;

  route(app, calls.mine, async (request) => ok(await service.mine(currentUser(request).id)));

  route(app, calls.submit, async (request) =>
    ok(await service.submit(currentUser(request).id, request.body), t(request.locale, VERIFICATION_MSG.submitted)),
  );

  route(app, calls.queue, async (request) => {
    const { status, ...paging } = request.query;
    const { rows, total } = await service.queue(status || 'pending', pageWindow(paging));
    return page(rows, total);
  });

  route(app, calls.approve, async (request) =>
    ok(
      await service.review(currentUser(request).id, request.params.id, 'verified', null),
      t(request.locale, MSG.review.approved),
    ),
  );

  route(app, calls.refuse, async (request) =>
    ok(
      await service.review(currentUser(request).id, request.params.id, 'refused', request.body.reason),
      t(request.locale, MSG.review.rejected),
    ),
  );
};
