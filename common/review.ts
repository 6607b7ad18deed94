/**
 * Operators' review of positions and companies (server module `review`, role operator): the queues by
 * status, and approve / reject with a reason the recruiter sees. The schemas are the positions' and the
 * companies' own; this file only binds them to the review calls.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { companyResponseSchema, companyReviewRowSchema, reviewRejectSchema } from './company';
import { positionStateSchema, REVIEW_STATUSES, reviewPositionSchema } from './positions';
import { screeningFindingSchema } from './screening/findings';
import { optionSchema, orEmpty } from './validation';
import { idPath, pageQuery } from './validation/paging';

/** A review queue's page: which status to list, the queue when none is given. */
export const reviewQueueQuery = pageQuery.extend({
  status: orEmpty(optionSchema(REVIEW_STATUSES)).describe('under_review (default), approved or audit_failed'),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;

/**
 * A row of the positions' review queue: the position as its owner reads it, and what the screening of its
 * texts sent to review (issue 33, part 2), which only operators read (here, not in common/positions.ts, so the
 * app's first screens do not carry it).
 */
export const reviewQueuePositionSchema = reviewPositionSchema.extend({
  screening: z
    .array(screeningFindingSchema)
    .describe("what the screening of the position's texts sent to review, with the words to highlight"),
});
export type ReviewQueuePosition = z.infer<typeof reviewQueuePositionSchema>;

// ---- Calls (common/call.ts): operators only ---------------------------------------------------------------

export const reviewCalls = /* @__PURE__ */ defineCalls('review', () => ({
  positions: {
    method: 'GET',
    path: '/review/positions',
    access: 'operator',
    answer: 'page',
    query: reviewQueueQuery,
    response: reviewQueuePositionSchema,
    summary: 'Positions by review status: the queue (under_review) oldest first, others newest first',
  },
  approvePosition: {
    method: 'POST',
    path: '/review/positions/:id/approve',
    access: 'operator',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'under_review -> approved (listed at the top)',
  },
  rejectPosition: {
    method: 'POST',
    path: '/review/positions/:id/reject',
    access: 'operator',
    answer: 'data',
    params: idPath,
    body: reviewRejectSchema,
    response: positionStateSchema,
    summary: 'under_review -> audit_failed with the reason (the recruiter sees it)',
  },
  companies: {
    method: 'GET',
    path: '/review/companies',
    access: 'operator',
    answer: 'page',
    query: reviewQueueQuery,
    response: companyReviewRowSchema,
    summary: 'Companies by review status: the queue (under_review) oldest submission first',
  },
  approveCompany: {
    method: 'POST',
    path: '/review/companies/:id/approve',
    access: 'operator',
    answer: 'data',
    params: idPath,
    response: companyResponseSchema,
    summary: 'under_review -> approved',
  },
  rejectCompany: {
    method: 'POST',
    path: '/review/companies/:id/reject',
    access: 'operator',
    answer: 'data',
    params: idPath,
    body: reviewRejectSchema,
    response: companyResponseSchema,
    summary: 'under_review -> audit_failed with the reason',
  },
}));
