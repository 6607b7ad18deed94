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
  /** or a top-level group (its first two digits: neighbours) */
  group?: string;
  excludeUserIds: number[];
  limit: number;
}

export function createTalentRecommendRepository(db: Db) {
  return {
    async candidates(walk: TalentWalk) {
      // One ordered walk of the match index per region and code (or per region and group, 0029), merged
      // newest first and limited before the joins: each walk stops once the merge has its rows. A range of
      // codes was read whole and sorted (a large group such as 技术 in 杭州 and 浙江: ~40 ms at 1,000,000
      // resumes), and joining before limiting cost ~100 ms. Hidden resumes then drop from at most `limit`
      // rows (a few short of it, never a wrong one).
      const arm = (region: string, code?: string) => {
        let query = db
          .selectFrom('resume_expectation_categories as m')
          .select(['m.user_id', 'm.expectation_id', 'm.category_code', 'm.region', 'm.updated_at'])
          .where('m.region', '=', region);
        if (code) query = query.where('m.category_code', '=', code);
        if (walk.group) query = query.where(sql`substr(m.category_code, 1, 2)`, '=', walk.group);
        if (walk.excludeUserIds.length) query = query.where('m.user_id', 'not in', walk.excludeUserIds);
        return query;
      };
      const arms = walk.regions.flatMap((region) => (walk.codes ?? [undefined]).map((code) => arm(region, code)));
      const newest = arms
        .slice(1)
        .reduce((union, next) => union.unionAll(next), arms[0])
        // The indexes' order (updated_at desc, user_id, expectation_id): every walk is read in it, unsorted.
        .orderBy('updated_at', 'desc')
        .orderBy('user_id')
        .orderBy('expectation_id')
        .limit(walk.limit);
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
          .orderBy('m.user_id')
          .orderBy('m.expectation_id')
          .execute()
      );
    },
  };
}

export type TalentRecommendRepository = ReturnType<typeof createTalentRecommendRepository>;
export type TalentCandidate = Awaited<ReturnType<TalentRecommendRepository['candidates']>>[number];
