/**
 * 推荐 for a seeker (`GET positions/recommended`, common/recommend.ts): positions ranked for one of their
 * expectations, and what 推荐牛人 (the resume module's) needs of a recruiter's own position.
 *
 * Candidates are found newest first in tiers, each a walk of `positions_recommend` (recommend.repository.ts),
 * until RECOMMEND_MAX_ROWS are found:
 *   1. the expectation's categories in its city (each code a range: 技术 covers every 技术 leaf);
 *   2. their top-level groups in the city (neighbours: 后端 for a 前端 seeker);
 *   3. the city's newest positions of any category (also all there is when the expectation names none).
 * Then every candidate is scored (common/recommend-rank.ts) and the list is the candidates by score, the
 * newer first on a tie. A seeker not asking for part-time is never shown day or hour pay (not comparable
 * with a monthly expectation); one asking for part-time sees every unit.
 * The expectation is the resume module's and the recruiters' activity the account module's, handed in.
 */
import { chinaDate } from '@common/china-time';
import { MSG } from '@common/messages';
import { RECOMMEND_MAX_ROWS, type RecommendedPosition } from '@common/recommend';
import { categoryFit, daysSince, gatherTiers, payFit, rankCandidate } from '@common/recommend-rank';
import type { ExpectationRow } from '@common/resume';
import { categoryRange } from '@common/taxonomy/categories';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { expectationMatchRegion } from '../../db/expectation-matches';
import { refuse } from '../../http/errors';
import { toSummary } from './position-summary';
import { createRecommendRepository, type PositionCandidate } from './recommend.repository';

export interface PositionRecommendDeps {
  db: Db;
  clock: Clock;
  /** One of the seeker's expectations (refused as not found when it is not theirs). */
  expectationOf(seekerId: number, expectationId: number): Promise<ExpectationRow>;
  /** users' last request times (account module). */
  lastActive(userIds: number[]): Promise<Map<number, string | null>>;
}

type Window = { limit: number; offset: number };

export function createPositionRecommendService({ db, clock, expectationOf, lastActive }: PositionRecommendDeps) {
  const repo = createRecommendRepository(db);

  /** The candidates of an expectation, tier after tier, each list key once, at most RECOMMEND_MAX_ROWS. */
  async function candidatesFor(expectation: ExpectationRow, today: string): Promise<PositionCandidate[]> {
    const region = expectationMatchRegion(expectation.location);
    const monthlyOnly = expectation.jobType !== 'part';
    const codes = expectation.categoryCodes;
    const groups = [...new Set(codes.map((code) => `${code.slice(0, 2)}0000`))];
    const tiers = [
      codes.map((code) => categoryRange(code)),
      groups.filter((group) => !codes.includes(group)).map((group) => categoryRange(group)),
      [undefined],
    ];
    const tier = (ranges: Array<{ from: string; to: string } | undefined>) => async () => {
      const walks = await Promise.all(
        ranges.map((category) => repo.candidates({ region, category, monthlyOnly, today, limit: RECOMMEND_MAX_ROWS })),
      );
      // Within a tier the newest first, whichever walk found it.
      return walks.flat().sort((a, b) => Number(b.sort_key) - Number(a.sort_key));
    };
    return gatherTiers(tiers.map(tier), (row) => Number(row.sort_key), RECOMMEND_MAX_ROWS);
  }

  return {
    async recommended(seekerId: number, expectationId: number, { limit, offset }: Window) {
      const expectation = await expectationOf(seekerId, expectationId);
      const now = clock.now();
      const candidates = await candidatesFor(expectation, chinaDate(now));
      const active = await lastActive([...new Set(candidates.map((row) => row.recruiter_user_id))]);
      const region = expectationMatchRegion(expectation.location);
      const ranked = candidates
        .map((row, order) => ({
          row,
          order,
          ...rankCandidate({
            category: categoryFit(row.category_code ?? null, expectation.categoryCodes),
            // Every walk stays in the expectation's region: a city is 同城; a province-wide one is not.
            sameCity: !region.endsWith('0000'),
            pay: payFit(
              {
                salaryMin: row.salary_min,
                salaryMax: row.salary_max,
                salaryUnit: row.salary_unit,
                negotiable: row.negotiable === 1,
              },
              { min: expectation.salaryMin, max: expectation.salaryMax },
            ),
            jobType: row.job_type === expectation.jobType,
            ageDays: daysSince(row.sort_at, now),
            idleDays: daysSince(active.get(row.recruiter_user_id), now),
          }),
        }))
        .sort((a, b) => b.score - a.score || a.order - b.order);
      const page = ranked.slice(offset, offset + limit);
      const rows = await repo.rows(page.map(({ row }) => Number(row.sort_key)));
      const reasonsOf = new Map(page.map(({ row, reasons }) => [Number(row.sort_key), reasons]));
      return {
        rows: rows.map(({ sort_key, ...row }): RecommendedPosition => ({
          ...toSummary(row),
          reasons: reasonsOf.get(Number(sort_key)) ?? [],
        })),
        total: ranked.length,
      };
    },

    /** A recruiter's own position as 推荐牛人 matches it; refused as not found when it is not theirs. */
    async ownPosition(recruiterId: number, positionId: number) {
      const row = await repo.ownPosition(recruiterId, positionId);
      if (!row) throw refuse(MSG.errors.positionNotFound);
      return row;
    },
  };
}

export type PositionRecommendService = ReturnType<typeof createPositionRecommendService>;
