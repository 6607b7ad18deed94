/**
 * 推荐牛人's candidates and ranking: seekers whose expectations match a recruiter's position.
 *
 * Candidates are walked newest expectation first, in the position's city and province (an expectation for
 * the whole province matches every city in it), in tiers up to RECOMMEND_MAX_ROWS expectations:
 *   1. expectations naming the position's category or a parent of it (Java, 后端开发 or 技术 for a Java post);
 *   2. expectations in the same top-level group (neighbours: 前端 for a Java post);
 *   a position without a category (older than the taxonomy) walks its regions' expectations of any category.
 * Each is scored with common/recommend-rank.ts; a seeker with several matching expectations counts once, by
 * the best. Who may be listed (open resumes, not blocking the company) is the walk's (the repository's).
 */
import { RECOMMEND_MAX_ROWS, type RecommendReason } from '@common/recommend';
import { categoryFit, daysSince, gatherTiers, payFit, rankCandidate } from '@common/recommend-rank';
import { categoryLevels } from '@common/taxonomy/categories';
import type { JobType } from '@common/constants';
import type { TalentRecommendRepository, TalentWalk } from './talent-recommend.repository';

/** What 推荐牛人 matches a position on. */
export interface OwnPositionFacts {
  category_code: string | null;
  region_code: string | null;
  job_type: JobType;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: string;
  negotiable: number;
}

export interface RankedTalent {
  userId: number;
  score: number;
  reasons: RecommendReason[];
}

/** The regions a position's seekers are found in: its city, and its province for province-wide expectations. */
export function positionRegions(regionCode: string): { city: string; regions: string[] } {
  const city = `${regionCode.slice(0, 4)}00`;
  return { city, regions: [city, `${regionCode.slice(0, 2)}0000`] };
}

export async function rankTalents(
  repo: TalentRecommendRepository,
  position: OwnPositionFacts,
  excludeUserIds: number[],
  lastActive: (userIds: number[]) => Promise<Map<number, string | null>>,
  now: number,
): Promise<RankedTalent[]> {
  if (!position.region_code) return [];
  const { city, regions } = positionRegions(position.region_code);
  const leaf = position.category_code;
  const walks: Array<Partial<TalentWalk>> = leaf
    ? [{ codes: categoryLevels(leaf) }, { group: leaf.slice(0, 2) }]
    : [{}];
  const candidates = await gatherTiers(
    walks.map((walk) => () => repo.candidates({ regions, excludeUserIds, limit: RECOMMEND_MAX_ROWS, ...walk })),
    // An expectation may name several codes of a group: each (expectation, code) row once.
    (row) => `${row.expectation_id}:${row.category_code}`,
    RECOMMEND_MAX_ROWS,
  );
  const active = await lastActive([...new Set(candidates.map((row) => row.user_id))]);
  const pay = {
    salaryMin: position.salary_min,
    salaryMax: position.salary_max,
    salaryUnit: position.salary_unit,
    negotiable: position.negotiable === 1,
  };
  const best = new Map<number, RankedTalent & { order: number }>();
  candidates.forEach((row, order) => {
    const { score, reasons } = rankCandidate({
      category: leaf ? categoryFit(leaf, [row.category_code]) : 'none',
      sameCity: row.region === city,
      pay: payFit(pay, { min: row.salary_min, max: row.salary_max }),
      jobType: row.job_type === position.job_type,
      ageDays: daysSince(row.resume_updated_at, now),
      idleDays: daysSince(active.get(row.user_id), now),
    });
    const seen = best.get(row.user_id);
    if (!seen || score > seen.score)
      best.set(row.user_id, { userId: row.user_id, score, reasons, order: seen?.order ?? order });
  });
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _, ...talent }) => talent);
}
