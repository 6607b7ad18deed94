/**
 * The recommendation side of `npm run bench:search` (scripts/bench-search.ts): 推荐 (`GET positions/recommended`)
 * and 推荐牛人 (`GET resumes/recommended`) timed through the real services on the bench's positions and
 * seekers (bench-seekers.ts), and the matching quality of 推荐 on the cohort whose best positions are known.
 *
 * Who asks is picked at random per run: an expectation of any seeker (hidden ones too: a hidden resume still
 * gets 推荐), a listed position of an approved company for its recruiter.
 *
 * Quality: each of the QUALITY_SEEKERS cohort seekers names one leaf category and a city; the best set is
 * the visible positions of that category in that city. Quality = mean over the seekers with a non-empty best
 * set of (rows of the first page of 10 in the category and the city) / min(10, best set).
 */
import { sql } from 'kysely';
import type { Clock } from '../../server/src/core/clock';
import type { AppEventBus } from '../../server/src/core/events';
import type { Db } from '../../server/src/db/connect';
import { createAccountRepository } from '../../server/src/modules/account/account.repository';
import { listed } from '../../server/src/modules/positions/positions-list.repository';
import { createPositionRecommendService } from '../../server/src/modules/positions/recommend.service';
import { createResumeSearchService } from '../../server/src/modules/resume/resume-search.service';
import { createResumeService } from '../../server/src/modules/resume/resume.service';
import { seededRandom } from '../../server/src/seed/random';
import { QUALITY_SEEKERS } from './bench-seekers';

type Window = { limit: number; offset: number };
type Page = { rows: Array<{ id: number }>; total: number };

/** The two services as the routes call them (bench-search.ts builds them as modules/index.ts does). */
export interface Recommenders {
  positions(seekerId: number, expectationId: number, window: Window): Promise<Page>;
  talents(recruiterId: number, positionId: number, window: Window): Promise<{ rows: unknown[]; total: number }>;
}

/**
 * The services wired as modules/index.ts wires them: 推荐 reads the expectation through the resume service,
 * 推荐牛人 the position through 推荐's `ownPosition`; both read the other side's activity as the account
 * service's `lastActive` does (its repository's `recruiterCards`: the account service needs sessions).
 */
export function createRecommenders({ db, clock, events }: { db: Db; clock: Clock; events: AppEventBus }): Recommenders {
  const resume = createResumeService({ db, clock, events });
  const accounts = createAccountRepository(db);
  const lastActive = async (userIds: number[]) => {
    const rows = await accounts.recruiterCards([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.id, row.last_active_at ?? null]));
  };
  const positionRecommend = createPositionRecommendService({
    db,
    clock,
    expectationOf: (seekerId, id) => resume.expectation(seekerId, id),
    lastActive,
  });
  const resumeSearch = createResumeSearchService({
    db,
    clock,
    ownPosition: (recruiterId, positionId) => positionRecommend.ownPosition(recruiterId, positionId),
    lastActive,
  });
  return {
    positions: (seekerId, expectationId, window) => positionRecommend.recommended(seekerId, expectationId, window),
    talents: (recruiterId, positionId, window) => resumeSearch.recommended(recruiterId, positionId, window),
  };
}

export interface RecommendCase {
  name: string;
  pageNum: number;
  ask: (window: Window) => Promise<{ rows: unknown[]; total: number }>;
}

/** Askers drawn per engine (random ids, kept when they qualify), then picked from at random per run. */
const POOL = 2000;

export async function recommendCases(
  db: Db,
  services: Recommenders,
  { positions, today }: { positions: number; today: string },
): Promise<RecommendCase[]> {
  const random = seededRandom(12);
  const { max } = await db
    .selectFrom('resume_expectations')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const maxExpectation = Number(max ?? 0);
  if (!maxExpectation) return [];
  const ids = (top: number) => Array.from({ length: POOL }, () => 1 + Math.floor(random() * top));
  const expectations = await db
    .selectFrom('resume_expectations')
    .select(['id', 'user_id'])
    .where('id', 'in', ids(maxExpectation))
    .execute();
  const owned = await db
    .selectFrom('positions as p')
    .select(['p.id', 'p.recruiter_user_id'])
    .where('p.id', 'in', ids(positions))
    .where((eb) => listed(eb, today))
    .execute();
  if (!expectations.length || !owned.length) return [];
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const recommended = (pageNum: number): RecommendCase => ({
    name: `推荐 positions page ${pageNum}`,
    pageNum,
    ask: (window) => {
      const { id, user_id } = pick(expectations);
      return services.positions(user_id, id, window);
    },
  });
  return [
    recommended(1),
    recommended(20),
    {
      name: '推荐牛人 talents page 1',
      pageNum: 1,
      ask: (window) => {
        const { id, recruiter_user_id } = pick(owned);
        return services.talents(recruiter_user_id, id, window);
      },
    },
  ];
}

export interface Quality {
  seekers: number;
  /** cohort seekers whose category has no visible position in their city (left out) */
  empty: number;
  meanBest: number;
  quality: number;
}

/** The matching quality of 推荐's first page for the cohort (see the file comment). */
export async function recommendQuality(
  db: Db,
  services: Recommenders,
  { firstUserId, today }: { firstUserId: number; today: string },
): Promise<Quality> {
  const cohort = await db
    .selectFrom('resume_expectations')
    .select(['id', 'user_id', 'category_codes', 'location'])
    .where('user_id', '>=', firstUserId)
    .where('user_id', '<', firstUserId + QUALITY_SEEKERS)
    .execute();
  let sum = 0;
  let counted = 0;
  let empty = 0;
  let best = 0;
  for (const expectation of cohort) {
    const code = expectation.category_codes;
    const city = expectation.location;
    const { n } = await db
      .selectFrom('positions as p')
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) => eb.and([listed(eb, today), eb('p.category_code', '=', code), eb('p.region_city', '=', city)]))
      .executeTakeFirstOrThrow();
    const size = Number(n);
    if (!size) {
      empty += 1;
      continue;
    }
    const page = await services.positions(expectation.user_id, expectation.id, { limit: 10, offset: 0 });
    const ids = page.rows.map((row) => row.id);
    const matching = ids.length
      ? await db
          .selectFrom('positions')
          .select(sql<number>`count(*)`.as('n'))
          .where('id', 'in', ids)
          .where('category_code', '=', code)
          .where('region_city', '=', city)
          .executeTakeFirstOrThrow()
      : { n: 0 };
    sum += Number(matching.n) / Math.min(10, size);
    best += size;
    counted += 1;
  }
  return {
    seekers: counted,
    empty,
    meanBest: counted ? best / counted : 0,
    quality: counted ? sum / counted : 0,
  };
}
