/**
 * The resume side of 推荐牛人: walks of `resume_expectation_categories` (migration 0024,
 * db/expectation-matches.ts) for a position's regions and categories, newest expectation first, keeping only
 * open resumes (not hidden, basic information saved) and never the excluded seekers (who blocked the
 * company, the recruiter themself). The page's rows are read as the recruiters' list reads them
 * (resume-search.repository.ts).
 */
import { sql } from 'kysely';
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
      // The walk is limited before the joins: joining every expectation of a large group (技术 in 杭州 and
      // 浙江) to its resume and then sorting cost PostgreSQL ~100 ms at 1,000,000 resumes; hidden resumes
      // then drop from at most `limit` rows (a few short of it, never a wrong one).
      let walked = db
        .selectFrom('resume_expectation_categories as m')
        .select(['m.user_id', 'm.expectation_id', 'm.category_code', 'm.region', 'm.updated_at'])
        .where('m.region', 'in', walk.regions);
      if (walk.codes) walked = walked.where('m.category_code', 'in', walk.codes);
      if (walk.range) walked = walked.where((eb) => eb.between('m.category_code', walk.range!.from, walk.range!.to));
      if (walk.excludeUserIds.length) walked = walked.where('m.user_id', 'not in', walk.excludeUserIds);
      const newest = walked.orderBy('m.updated_at', 'desc').orderBy('m.expectation_id', 'desc').limit(walk.limit);
      return (
        db
          .selectFrom(newest.as('m'))
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
          // Literal, as in the recruiters' list (resume-search.repository.ts): SQLite plans with it.
          .where('b.hidden', '=', sql.lit(0))
          .where('b.basic_saved_at', 'is not', null)
          .orderBy('m.updated_at', 'desc')
          .orderBy('m.expectation_id', 'desc')
          .execute()
      );
    },
  };
}

export type TalentRecommendRepository = ReturnType<typeof createTalentRecommendRepository>;
export type TalentCandidate = Awaited<ReturnType<TalentRecommendRepository['candidates']>>[number];
