/**
 * Operators' review of positions and companies (role operator; anyone else 403). Each result emits an
 * event ('position.reviewed', 'company.reviewed', see src/events.ts) for the notifications of a later issue.
 * Descriptors: common/review.ts `reviewCalls`.
 */
import { MSG, t } from '@common/messages';
import { reviewCalls as calls } from '@common/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { positions, company: companies } = app.services;

  route(app, calls.positions, async (request) => {
    const { status, ...paging } = request.query;
    const { rows, total } = await positions.listForReview(status || 'under_review', pageWindow(paging));
    return page(rows, total);
  });

  route(app, calls.approvePosition, async (request) =>
    ok(
      await positions.review(currentUser(request).id, request.params.id, 'approved', null),
      t(request.locale, MSG.review.approved),
    ),
  );

  route(app, calls.rejectPosition, async (request) =>
    ok(
      await positions.review(currentUser(request).id, request.params.id, 'audit_failed', request.body.reason),
      t(request.locale, MSG.review.rejected),
    ),
  );

  route(app, calls.companies, async (request) => {
    const { status, ...paging } = request.query;
    const { rows, total } = await companies.listForReview(status || 'under_review', pageWindow(paging));
    return page(rows, total);
  });

  route(app, calls.approveCompany, async (request) =>
    ok(
      await companies.review(currentUser(request).id, request.params.id, 'approved', null),
      t(request.locale, MSG.review.approved),
    ),
  );

  route(app, calls.rejectCompany, async (request) =>
    ok(
      await companies.review(currentUser(request).id, request.params.id, 'audit_failed', request.body.reason),
      t(request.locale, MSG.review.rejected),
    ),
  );
};
