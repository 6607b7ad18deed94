/**
 * The recruiter's company information (identity recruiter): `GET company`, `PUT company`, `POST
 * company/submit`. Descriptors: common/company.ts `companyCalls`. And the public homepage of an approved
 * company, `GET companies/{id}` (common/company-page.ts).
 */
import { companyCalls as calls } from '@common/company';
import { companyPageCalls } from '@common/company-page';
import { ONBOARDING_MSG } from '@common/messages.onboarding';
import { onboardingCalls as joinCalls } from '@common/onboarding';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.company;

  route(app, calls.get, async (request) => ok(await service.get(currentUser(request).id)));

  route(app, calls.save, async (request) => {
    const { company, backToReview } = await service.save(currentUser(request).id, request.body);
    return ok(company, t(request.locale, backToReview ? MSG.company.backToReview : MSG.company.saved));
  });

  // Public: an approved company's homepage (anonymous reads may come from the public cache).
  route(app, companyPageCalls.page, async (request) => ok(await service.publicPage(request.params.id)), {
    config: { publicCache: true },
  });

  route(app, calls.submit, async (request) =>
    ok(await service.submit(currentUser(request).id), t(request.locale, MSG.company.submitted)),
  );

  // Joining a company (common/onboarding.ts): search, ask, withdraw; the first recruiter or an operator answers.
  const joins = service.joins;
  route(app, joinCalls.searchCompanies, async (request) => ok(await joins.search(request.query.name)));
  route(app, joinCalls.join, async (request) => {
    const joined = await joins.join(currentUser(request).id, request.params.id);
    return ok(joined, t(request.locale, ONBOARDING_MSG.joinSent, { companyName: joined.companyName }));
  });
  route(app, joinCalls.cancelJoin, async (request) => {
    await joins.cancel(currentUser(request).id);
    return done(t(request.locale, ONBOARDING_MSG.joinCancelled));
  });
  route(app, joinCalls.joinRequests, async (request) => ok(await joins.pendingFor(currentUser(request))));
  route(app, joinCalls.approveJoin, async (request) =>
    ok(await joins.approve(currentUser(request), request.params.id), t(request.locale, ONBOARDING_MSG.joinApproved)),
  );
  route(app, joinCalls.rejectJoin, async (request) =>
    ok(await joins.reject(currentUser(request), request.params.id), t(request.locale, ONBOARDING_MSG.joinRejected)),
  );
};
