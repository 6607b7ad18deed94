/**
 * Operators' review of positions and companies (role operator; anyone else 403). Each result emits an
 * event ('position.reviewed', 'company.reviewed', see src/events.ts) for the notifications of a later issue.
 */
import { idPath, pageQuery } from '@common/validation';
import { reviewRejectSchema } from '@common/company';
import { MSG, t } from '@common/messages';
import { REVIEW_STATUSES } from '@common/positions';
import { optionSchema, orEmpty } from '@common/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { currentUser } from '../../http/caller';
import { companyResponseSchema, companyReviewRowSchema } from '@common/company';

import { positionStateSchema, reviewPositionSchema } from '@common/positions';

const operator = { auth: { role: 'operator' } } as const;
const statusQuery = pageQuery.extend({
  status: orEmpty(optionSchema(REVIEW_STATUSES)).describe('under_review (default), approved or audit_failed'),
});

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { positions, company: companies } = app.services;

  app.get(
    '/review/positions',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'Positions by review status: the queue (under_review) oldest first, others newest first',
        querystring: statusQuery,
        response: { 200: pageSchema(reviewPositionSchema) },
      },
    },
    async (request) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await positions.listForReview(status || 'under_review', pageWindow(paging));
      return page(rows, total);
    },
  );

  app.post(
    '/review/positions/:id/approve',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'under_review -> approved (listed at the top)',
        params: idPath,
        response: { 200: okSchema(positionStateSchema) },
      },
    },
    async (request) =>
      ok(
        await positions.review(currentUser(request).id, request.params.id, 'approved', null),
        t(request.locale, MSG.review.approved),
      ),
  );

  app.post(
    '/review/positions/:id/reject',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'under_review -> audit_failed with the reason (the recruiter sees it)',
        params: idPath,
        body: reviewRejectSchema,
        response: { 200: okSchema(positionStateSchema) },
      },
    },
    async (request) =>
      ok(
        await positions.review(currentUser(request).id, request.params.id, 'audit_failed', request.body.reason),
        t(request.locale, MSG.review.rejected),
      ),
  );

  app.get(
    '/review/companies',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'Companies by review status: the queue (under_review) oldest submission first',
        querystring: statusQuery,
        response: { 200: pageSchema(companyReviewRowSchema) },
      },
    },
    async (request) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await companies.listForReview(status || 'under_review', pageWindow(paging));
      return page(rows, total);
    },
  );

  app.post(
    '/review/companies/:id/approve',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'under_review -> approved',
        params: idPath,
        response: { 200: okSchema(companyResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.review(currentUser(request).id, request.params.id, 'approved', null),
        t(request.locale, MSG.review.approved),
      ),
  );

  app.post(
    '/review/companies/:id/reject',
    {
      config: operator,
      schema: {
        tags: ['review'],
        summary: 'under_review -> audit_failed with the reason',
        params: idPath,
        body: reviewRejectSchema,
        response: { 200: okSchema(companyResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.review(currentUser(request).id, request.params.id, 'audit_failed', request.body.reason),
        t(request.locale, MSG.review.rejected),
      ),
  );
};
