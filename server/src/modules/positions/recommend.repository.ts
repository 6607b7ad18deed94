/**
 * The positions side of 推荐 (server/src/modules/recommend/ ranks): walks that find a seeker's candidate
 * positions, newest first, and the page's rows. A city walk reads only `positions_recommend` (migration 0024:
 * city, category, list order, covering every column filtered and scored here); a province-wide expectation
 * walks the province by category through the table (rare, and bounded by `limit`).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { inListKeyOrder, listed, SUMMARY_COLUMNS } from './positions-list.repository';

export interface CandidateWalk {
  /** a city (`XXXX00`) or, for a province-wide expectation, a province (`XX0000`) */
  region: string;
  /** inclusive range of stored (third-level) category codes; none: any category */
  category?: { from: string; to: string };
  /** only monthly pay (a seeker not asking for part-time is not shown day or hour pay) */
  monthlyOnly: boolean;
  /** China date (recruitment not ended) */
  today: string;
  limit: number;
}

export function createRecommendRepository(db: Db) {
  return {
    /** Visible positions of a region (and category range), newest first, with what ranking reads. */
    async candidates(walk: CandidateWalk) {
      const column = walk.region.endsWith('0000') ? 'p.region_province' : 'p.region_city';
      return db
        .selectFrom('positions as p')
        .select([
          'p.sort_key',
          'p.category_code',
          'p.job_type',
          'p.salary_min',
          'p.salary_max',
          'p.salary_unit',
          'p.negotiable',
          'p.sort_at',
          'p.recruiter_user_id',
        ])
        .where((eb) =>
          eb.and([
            listed(eb, walk.today),
            eb(column, '=', walk.region),
            ...(walk.category
              ? [
                  walk.category.from === walk.category.to
                    ? eb('p.category_code', '=', walk.category.from)
                    : eb.between('p.category_code', walk.category.from, walk.category.to),
                ]
              : []),
            ...(walk.monthlyOnly ? [eb('p.salary_unit', '=', sql.lit('month'))] : []),
          ]),
        )
        .orderBy('p.sort_key', 'desc')
        .limit(walk.limit)
        .execute();
    },

    /** What 推荐牛人 matches a recruiter's own position on (not deleted; any status: a draft may look). */
    async ownPosition(recruiterId: number, id: number) {
      return db
        .selectFrom('positions')
        .select([
          'id',
          'company_id',
          'category_code',
          'region_code',
          'region_city',
          'region_province',
          'job_type',
          'salary_min',
          'salary_max',
          'salary_unit',
          'negotiable',
        ])
        .where('id', '=', id)
        .where('recruiter_user_id', '=', recruiterId)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
    },

    /** The list rows of a page with their list keys, in the order given (a key no longer found is skipped). */
    async rows(keys: number[]) {
      if (!keys.length) return [];
      const found = await db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select([...SUMMARY_COLUMNS, 'p.sort_key'])
        .where('p.sort_key', 'in', keys)
        .execute();
      return inListKeyOrder(keys, found);
    },
  };
}

export type RecommendRepository = ReturnType<typeof createRecommendRepository>;
export type PositionCandidate = Awaited<ReturnType<RecommendRepository['candidates']>>[number];
