/**
 * Recommendations for both sides of the marketplace (the home by identity):
 * - `GET positions/recommended?expectationId=`: a seeker's positions ranked for one of their expectations;
 * - `GET resumes/recommended?positionId=` (推荐牛人): seekers whose expectations match a recruiter's own position.
 * Each row says why it is shown, as reason codes the app words in the reader's language (RECOMMEND_REASONS).
 *
 * How rows are found and ranked is the server's (server/src/modules/recommend/, docs/decisions.md): candidates
 * come from indexes in a few tiers (the expectation's categories in its city, related categories in the city,
 * the categories elsewhere), at most RECOMMEND_MAX_ROWS in all, and are ordered by a score over category,
 * city, pay, job type, freshness and activity.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { positionSummarySchema } from './positions';
import { resumeSummarySchema } from './resume';
import { idParam, pageQuery } from './validation/paging';

/** How many ranked rows a recommendation list serves (page 30 at the default page size). */
export const RECOMMEND_MAX_ROWS = 300;

/**
 * Why a row is shown, strongest first:
 * - `category`: the expectation names its category (or a parent of it);
 * - `relatedCategory`: a neighbour in the same top-level group (技术 for 前端 and Java);
 * - `city`: the same city as the expectation (for 推荐牛人: as the position);
 * - `salary`: the pay ranges overlap (a negotiable position is not counted);
 * - `jobType`: full-time / part-time / internship as asked;
 * - `fresh`: the position was published or refreshed in the last 3 days (推荐牛人: the expectation saved lately);
 * - `active`: the recruiter (推荐牛人: the seeker) used the app in the last day.
 */
export const RECOMMEND_REASONS = [
  'category',
  'relatedCategory',
  'city',
  'salary',
  'jobType',
  'fresh',
  'active',
] as const;
export type RecommendReason = (typeof RECOMMEND_REASONS)[number];

const reasons = z.array(z.enum(RECOMMEND_REASONS)).describe('why it is shown, strongest first');

export const recommendedPositionSchema = positionSummarySchema.extend({ reasons });
export type RecommendedPosition = z.infer<typeof recommendedPositionSchema>;

export const recommendedTalentSchema = resumeSummarySchema.extend({ reasons });
export type RecommendedTalent = z.infer<typeof recommendedTalentSchema>;

export const recommendCalls = /* @__PURE__ */ defineCalls('recommend', () => ({
  positions: {
    method: 'GET',
    path: '/positions/recommended',
    access: 'seeker',
    answer: 'page',
    query: pageQuery.extend({ expectationId: idParam.describe("one of the caller's expectations") }),
    response: recommendedPositionSchema,
    summary: "Positions ranked for one of the caller's expectations (推荐), each with its reasons",
    description: `Visible positions only. Candidates: the expectation's categories in its city, then related categories in the city, then the categories elsewhere (none named: the city's newest); a monthly expectation never gets day or hour pay unless it asks for part-time. Ranked by category, city, pay overlap, job type, freshness and the recruiter's activity. At most ${RECOMMEND_MAX_ROWS} rows; total counts them.`,
  },
  talents: {
    method: 'GET',
    path: '/resumes/recommended',
    access: 'recruiter',
    answer: 'page',
    query: pageQuery.extend({ positionId: idParam.describe("one of the caller's positions") }),
    response: recommendedTalentSchema,
    summary: "Seekers whose expectations match one of the caller's positions (推荐牛人), with reasons",
    description: `Recruiter with an approved company, own position. Seekers whose expectations name the position's category (or its parents), then its neighbours, in its city or province; hidden resumes, resumes without basic information and seekers who blocked the company are never listed; contacts are masked as in GET resumes. At most ${RECOMMEND_MAX_ROWS} rows.`,
  },
}));
