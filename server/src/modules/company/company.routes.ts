/**
 * The recruiter's company information (identity recruiter): `GET company`, `PUT company`, `POST
 * company/submit`. Descriptors: common/company.ts `companyCalls`. And the public homepage of an approved
 * company, `GET companies/{id}` (common/company-page.ts).
 */
import { companyCalls as calls } from '@common/company';
import { companyPageCalls } from '@common/company-page';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
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
};
