/**
 * The recruiter's company information (identity recruiter): `GET company`, `PUT company`, `POST
 * company/submit`. Descriptors: common/company.ts `companyCalls`.
 */
import { companyCalls as calls } from '@common/company';
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

  route(app, calls.submit, async (request) =>
    ok(await service.submit(currentUser(request).id), t(request.locale, MSG.company.submitted)),
  );
};
