/**
 * The resume side of 推荐牛人: walks of `resume_expectation_categories` (migration 0024,
 * db/expectation-matches.ts) for a position's regions and categories, newest expectation first, keeping only
 * open resumes (not hidden, basic information saved) and never the excluded seekers (who blocked the
 * company, the recruiter themself). The page's rows are read as the recruiters' list reads them
 * (resume-search.repository.ts).
 */
import type { Db } from '../../db/connect';

export interface TalentWalk {
  /** the position's city and province (db/expectation-matches.ts `expectationMatchRegion`) */
  regions: string[];
  /** the expectation codes that cover the position's category exactly (the leaf and its parents) */
  codes?: string[];
  /** or an inclusive range of codes (a top-level group: neighbours) */
  range?: { from: string; to: string };
  excludeUserIds: number[];
  limit: number;
}

export function createTalentRecommendRepository(db: Db) {
  return {
    async candidates(walk: TalentWalk) {
      let query = db
        .selectFrom('resume_expectation_categories as m')
        .innerJoin('resume_expectations as e', 'e.id', 'm.expectation_id')
        .innerJoin('resume_basics as b', 'b.user_id', 'm.user_id')
        .select([
          'm.user_id',
          'm.expectation_id',
          'm.category_code',
          'm.region',
          'm.updated_at',
          'e.job_type',
          'e.salary_min',
          'e.salary_max',
          'b.updated_at as resume_updated_at',
        ])
        .where('m.region', 'in', walk.regions)
        .where('b.hidden', '=', 0)
        .where('b.basic_saved_at', 'is not', null);
      if (walk.codes) query = query.where('m.category_code', 'in', walk.codes);
      if (walk.range) query = query.where((eb) => eb.between('m.category_code', walk.range!.from, walk.range!.to));
      if (walk.excludeUserIds.length) query = query.where('m.user_id', 'not in', walk.excludeUserIds);
      return query.orderBy('m.updated_at', 'desc').orderBy('m.expectation_id', 'desc').limit(walk.limit).execute();
    },
  };
}

export type TalentRecommendRepository = ReturnType<typeof createTalentRecommendRepository>;
export type TalentCandidate = Awaited<ReturnType<TalentRecommendRepository['candidates']>>[number];
