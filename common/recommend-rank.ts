/**
 * How a recommendation is ranked and explained, for both sides (the server's positions and resume modules
 * rank with it, so the app never imports it; docs/decisions.md, Recommendations). A candidate's facts become a score and the reasons shown:
 *
 *   category    the expectation names the position's category or a parent of it      40
 *               a neighbour in the same top-level group (related)                    15
 *   city        same city as the expectation (推荐牛人: as the position)              25
 *   pay         monthly ranges overlap 15; a negotiable position 5 (no reason shown)
 *   job type    as asked                                                             10
 *   freshness   published / refreshed (推荐牛人: resume changed) within 3 days 6, within 14 days 3
 *   activity    the other side used the app within a day 4, within a week 2
 *
 * Category and city weigh most (a seeker of 前端 in 杭州 wants 前端 in 杭州 before anything else); pay and
 * job type next; freshness and activity order candidates that match equally, so a position whose recruiter
 * answers comes before one left for months. Ties keep the newest first (the caller's order).
 */
import type { RecommendReason } from './recommend';
import { categoryRange } from './taxonomy/categories';

/** How a position's (third-level) category stands to the categories an expectation names. */
export function categoryFit(positionCode: string | null, expectationCodes: readonly string[]): CategoryFit {
  if (!positionCode) return 'none';
  for (const code of expectationCodes) {
    const { from, to } = categoryRange(code);
    if (positionCode >= from && positionCode <= to) return 'exact';
  }
  return expectationCodes.some((code) => code.slice(0, 2) === positionCode.slice(0, 2)) ? 'related' : 'none';
}
export type CategoryFit = 'exact' | 'related' | 'none';

export interface PayTerms {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string;
  negotiable: boolean;
}

/** Whether a position's pay meets a monthly expectation: overlapping ranges, negotiable, or not comparable. */
export function payFit(pay: PayTerms, expected: { min: number; max: number }): PayFit {
  if (pay.negotiable || pay.salaryMin === null || pay.salaryMax === null) return 'negotiable';
  if (pay.salaryUnit !== 'month') return 'none';
  return pay.salaryMin <= expected.max && pay.salaryMax >= expected.min ? 'overlap' : 'none';
}
export type PayFit = 'overlap' | 'negotiable' | 'none';

export interface RankFacts {
  category: CategoryFit;
  sameCity: boolean;
  pay: PayFit;
  jobType: boolean;
  /** days since published / refreshed (推荐牛人: since the resume changed); null unknown */
  ageDays: number | null;
  /** days since the other side's last request; null never */
  idleDays: number | null;
}

export const RANK_WEIGHTS = {
  category: 40,
  relatedCategory: 15,
  city: 25,
  pay: 15,
  negotiable: 5,
  jobType: 10,
  fresh: 6,
  recent: 3,
  active: 4,
  activeThisWeek: 2,
} as const;

/** Within this many days a candidate is `fresh` (shown as a reason); within RECENT_DAYS it still scores. */
export const FRESH_DAYS = 3;
const RECENT_DAYS = 14;

/** The score of a candidate and the reasons shown for it, strongest first. */
export function rankCandidate(facts: RankFacts): { score: number; reasons: RecommendReason[] } {
  const w = RANK_WEIGHTS;
  const reasons: RecommendReason[] = [];
  let score = 0;
  if (facts.category === 'exact') {
    score += w.category;
    reasons.push('category');
  } else if (facts.category === 'related') {
    score += w.relatedCategory;
    reasons.push('relatedCategory');
  }
  if (facts.sameCity) {
    score += w.city;
    reasons.push('city');
  }
  if (facts.pay === 'overlap') {
    score += w.pay;
    reasons.push('salary');
  } else if (facts.pay === 'negotiable') score += w.negotiable;
  if (facts.jobType) {
    score += w.jobType;
    reasons.push('jobType');
  }
  if (facts.ageDays !== null && facts.ageDays <= FRESH_DAYS) {
    score += w.fresh;
    reasons.push('fresh');
  } else if (facts.ageDays !== null && facts.ageDays <= RECENT_DAYS) score += w.recent;
  if (facts.idleDays !== null && facts.idleDays <= 1) {
    score += w.active;
    reasons.push('active');
  } else if (facts.idleDays !== null && facts.idleDays <= 7) score += w.activeThisWeek;
  return { score, reasons };
}

/** Days from an ISO time to now (fractional); null for none. */
export function daysSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  return Math.max(0, (now - Date.parse(iso)) / 86_400_000);
}

/**
 * Candidates gathered tier after tier (each tier's rows in the order to keep), each key once, until `max`:
 * a later tier is not asked once the earlier ones filled the list. Both sides find their candidates so.
 */
export async function gatherTiers<T>(
  tiers: Array<() => Promise<T[]>>,
  keyOf: (row: T) => number | string,
  max: number,
): Promise<T[]> {
  const found = new Map<number | string, T>();
  for (const tier of tiers) {
    if (found.size >= max) break;
    for (const row of await tier()) {
      if (found.size >= max) break;
      if (!found.has(keyOf(row))) found.set(keyOf(row), row);
    }
  }
  return [...found.values()];
}
