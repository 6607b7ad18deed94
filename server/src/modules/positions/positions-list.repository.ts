/**
 * The list walks over positions: the public list (`GET positions`) with its keyword windows and region
 * walks, the counts of a list, and the conditions the other position reads share (positions.repository.ts
 * for the writes, the recruiter's own list and saved positions; nearby.repository.ts for the map). The
 * public list's index strategy is in db/search.ts; here:
 * - visible to seekers = status approved (written as a literal so SQLite can use the partial indexes),
 *   the company approved, and the recruitment end date not passed (checked at read time, so it is right
 *   between two sweeps);
 * - a list walk (the public list, nearby) reads no company row: a match's company is listed unless it is in
 *   the set of companies that are not approved (`listedCompany`), built once per statement. Looking each
 *   match's company up cost PostgreSQL ~1.5 us a row, 8 of the 20 ms of a rare search's 5,000 matches; the
 *   page's company columns are joined to its ten rows only;
 * - one walk answers the page and the total: the list keys (`sort_key`, in every list index, where the id
 *   is not) of the first POSITION_LIST_MAX_ROWS matches; PostgreSQL keyword windows stop at the page and
 *   count the total apart (`pageOfParts`).
 */
import { COMPANY_STATUSES } from '@common/company';
import { POSITION_LIST_MAX_ROWS } from '@common/positions';
import { categoryRange } from '@common/taxonomy/categories';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DbDialect } from '../../db/connect';
import {
  asksRegionSize,
  keywordSearch,
  plainListConditions,
  plainListFrom,
  REGION_WALK_MAX,
  regionLevel,
  type SearchFilters,
} from '../../db/search';
import type { CompaniesTable, Database, PositionStatus, PositionsTable, SalaryUnit } from '../../db/types';

/** Positions `p` with their companies `c` (a list's page, a detail, saved positions). */
export type ListDb = Database & { p: PositionsTable; c: CompaniesTable };
export type Eb = ExpressionBuilder<ListDb, 'p' | 'c'>;
/** Positions `p` alone: a list walk (the public list; also `GET positions/nearby`). */
export type WalkDb = Database & { p: PositionsTable };
export type WalkQuery = SelectQueryBuilder<WalkDb, 'p', object>;
export type WalkEb = ExpressionBuilder<WalkDb, 'p'>;

const APPROVED = sql<PositionStatus>`'approved'`;

/** Columns of a list row (the `GET positions` summary). */
export const SUMMARY_COLUMNS = [
  'p.id',
  'p.title',
  'p.job_type',
  'p.region_code',
  'p.salary_min',
  'p.salary_max',
  'p.salary_unit',
  'p.salary_months',
  'p.negotiable',
  'p.education',
  'p.experience',
  'p.refreshed_at',
  'p.updated_at',
  'c.id as company_id',
  'c.name as company_name',
  'c.logo as company_logo',
] as const;

/** Seekers see it: approved, company approved, recruitment not ended (`today`: China date). */
export function visible(eb: Eb, today: string) {
  return eb.and([eb('p.status', '=', APPROVED), eb('c.status', '=', 'approved'), notEnded(today)]);
}

/** `visible` in a list walk, which has no company row: its company is not one of the unlisted ones. */
export function listed(eb: WalkEb, today: string) {
  return eb.and([eb('p.status', '=', APPROVED), listedCompany(eb), notEnded(today)]);
}

/**
 * Recruitment not ended (none set counts as open), written once for both builders (with and without the
 * company row). Not as "is null or": PostgreSQL turns an OR into a BitmapOr with `positions_recruit_end` and
 * then reads every row of a region from the table (25 ms), where the region's covering index walks in list
 * order without the table.
 */
export const notEnded = (today: string) => sql<SqlBool>`coalesce(p.recruit_end, ${today}) >= ${today}`;

/** Statuses of a company whose positions seekers do not see. */
const UNLISTED_COMPANY = COMPANY_STATUSES.filter((status) => status !== 'approved');

/**
 * The position's company is approved, written as "not one of the others": a company row always exists (a
 * foreign key), and those not approved are the few under review, failed or never submitted, read once per
 * statement through `companies_status` into a hashed set (PostgreSQL, while it fits in hash_mem: some
 * 100,000 companies; docs/decisions.md names what replaces it past ~50,000) or a temporary index (SQLite).
 */
function listedCompany(eb: WalkEb) {
  return eb(
    'p.company_id',
    'not in',
    eb.selectFrom('companies').select('companies.id').where('companies.status', 'in', UNLISTED_COMPANY),
  );
}

/** The column a region code is compared with, by its level. */
function regionColumn(region: string) {
  const level = regionLevel(region);
  return level === 'province' ? 'p.region_province' : level === 'city' ? 'p.region_city' : 'p.region_code';
}

/** The filters as row conditions (the same on both dialects). */
export function filterConditions(eb: WalkEb, filters: SearchFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.region) conditions.push(eb(regionColumn(filters.region), '=', filters.region));
  if (filters.jobType) conditions.push(eb('p.job_type', '=', filters.jobType as PositionsTable['job_type']));
  if (filters.education) conditions.push(eb('p.education', '=', filters.education as never));
  if (filters.experience) conditions.push(eb('p.experience', '=', filters.experience as never));
  if (filters.category) {
    // Positions carry a third-level code; a level-1 or level-2 code matches the range of its descendants.
    const { from, to } = categoryRange(filters.category);
    conditions.push(from === to ? eb('p.category_code', '=', from) : eb.between('p.category_code', from, to));
  }
  if (filters.industries) conditions.push(eb('p.industry_code', 'in', filters.industries));
  // A position without a salary (negotiable) matches every salary filter; coalesce rather than "is null or",
  // as in `notEnded` (the OR made two bitmap scans of a region's index and read the region from the table).
  // Pay is compared in one unit (docs/decisions.md): salaryUnit lists only positions paid so; without it
  // a salary filter compares monthly pay, and day / hour pay (not comparable to a month's) is kept only when
  // part-time is asked for, through a CASE rather than an OR (see above).
  const salaryFilter = filters.salaryMin !== undefined || filters.salaryMax !== undefined;
  const unit = filters.salaryUnit as SalaryUnit | undefined;
  if (unit) conditions.push(eb('p.salary_unit', '=', unit));
  const keepOtherUnits = !unit && filters.jobType === 'part';
  if (salaryFilter && !unit && !keepOtherUnits) conditions.push(eb('p.salary_unit', '=', 'month'));
  const column = (name: 'p.salary_min' | 'p.salary_max', bound: number) =>
    keepOtherUnits
      ? sql<number>`case when p.salary_unit = 'month' then coalesce(${sql.ref(name)}, ${bound}) else ${bound} end`
      : eb.fn.coalesce(name, eb.val(bound));
  if (filters.salaryMin !== undefined) {
    conditions.push(eb(column('p.salary_max', filters.salaryMin), '>=', filters.salaryMin));
  }
  if (filters.salaryMax !== undefined) {
    conditions.push(eb(column('p.salary_min', filters.salaryMax), '<=', filters.salaryMax));
  }
  return conditions;
}

/**
 * How many rows `query` answers, counting at most `cap` (by default POSITION_LIST_MAX_ROWS, a list's
 * `total`): the walk stops there, in whatever order the plan reads them.
 */
export async function countUpTo(db: Db, query: WalkQuery, cap = POSITION_LIST_MAX_ROWS): Promise<number> {
  const counted = await db
    .selectFrom(query.select(sql.lit(1).as('one')).limit(cap).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

export interface PublicListQuery extends SearchFilters {
  keyword?: string;
  /** China date. */
  today: string;
  limit: number;
  offset: number;
}

/** Rows read by list key, in the order of `keys` (a walk's order); a key no longer found is skipped. */
export function inListKeyOrder<Row extends { sort_key: number | null }>(keys: number[], found: Row[]): Row[] {
  const byKey = new Map(found.map((row) => [Number(row.sort_key), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * The page's rows (list columns) by list key (`sort_key`), in the order of `keys`. A walk answers list
 * keys, not ids: every list index holds `sort_key` (unique) but not `id`, so a walk that answered ids read
 * each match's row from the table (PostgreSQL: ~10 us a row not in its buffers, 25 ms for a city).
 */
export async function summaryRowsByListKey(db: Db, keys: number[]) {
  if (!keys.length) return [];
  const found = await db
    .selectFrom('positions as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([...SUMMARY_COLUMNS, 'p.sort_key'])
    .where('p.sort_key', 'in', keys)
    .execute();
  return inListKeyOrder(keys, found).map(({ sort_key: _, ...row }) => row);
}

/** `regionWalkMax`: REGION_WALK_MAX unless a test sends every region through the GIN windows. */
export function createPositionsListRepository(db: Db, dialect: DbDialect, { regionWalkMax = REGION_WALK_MAX } = {}) {
  const rowsByListKey = (keys: number[]) => summaryRowsByListKey(db, keys);

  /**
   * A page of a list asked in parts (the PostgreSQL keyword windows) and its total. The parts are asked in
   * turn (given how many list keys the parts so far gave) until they hold the page's end or there is no next
   * part, each for up to POSITION_LIST_MAX_ROWS keys in all (a common keyword fills that in its first window,
   * which then also gives the total); then the page's columns. Otherwise the total is counted apart
   * (`countUpTo`), in no order: for a rare keyword or filter, walking on in order only to count cost each
   * window a GIN walk of its buckets (a salary of 50,000 with 师: 16 ms in three windows, 5 ms counted).
   */
  async function pageOfParts(
    nextPart: (found: number) => WalkQuery | undefined,
    order: Expression<unknown>,
    all: WalkQuery,
    { limit, offset }: { limit: number; offset: number },
  ) {
    const end = Math.min(offset + limit, POSITION_LIST_MAX_ROWS);
    if (end <= offset) return { rows: [], total: await countUpTo(db, all) };
    const keys: number[] = [];
    for (let query = nextPart(0); query && keys.length < end; query = nextPart(keys.length)) {
      const part = await query
        .select(sql<number>`${order}`.as('list_key'))
        .orderBy(order, 'desc')
        .limit(POSITION_LIST_MAX_ROWS - keys.length)
        .execute();
      keys.push(...part.map((row) => Number(row.list_key)));
    }
    // Every key is known when the walk ended early (no next part) or reached the cap.
    const counted = keys.length < end || keys.length >= POSITION_LIST_MAX_ROWS;
    const [rows, total] = await Promise.all([
      rowsByListKey(keys.slice(offset, end)),
      counted ? keys.length : countUpTo(db, all),
    ]);
    return { rows, total };
  }

  type ListRow = Awaited<ReturnType<typeof rowsByListKey>>[number];

  /**
   * Whether the region of a keyword search lists at most `regionWalkMax` positions (when `keywordSearch`
   * asks, db/search.ts), counted on its list index and stopping past that.
   */
  async function isSmallRegion(keyword: string | undefined, filters: SearchFilters): Promise<boolean> {
    const { region } = filters;
    if (!region || !asksRegionSize(dialect, keyword, filters)) return false;
    const inRegion = db
      .selectFrom('positions as p')
      .where('p.status', '=', APPROVED)
      .where(regionColumn(region), '=', region);
    return (await countUpTo(db, inRegion, regionWalkMax + 1)) <= regionWalkMax;
  }

  /**
   * A page of a list asked in one query, and its total, in one statement: `found` holds the list keys of the
   * first POSITION_LIST_MAX_ROWS matches in list order (read from indexes only: a region's list index, or on
   * SQLite the covering join index); the page's columns are joined to its slice of them, and that is LEFT JOINed to the one row of
   * the total counted from `found`, so an empty page (no match, or past the end) still carries the total.
   * Both databases materialise a CTE named twice, so the walk runs once.
   */
  async function pageOf(
    query: WalkQuery,
    order: Expression<unknown>,
    { limit, offset }: { limit: number; offset: number },
  ) {
    const answer = await db
      .with('found', () =>
        query
          .select(sql<number>`${order}`.as('list_key'))
          .orderBy(order, 'desc')
          .limit(POSITION_LIST_MAX_ROWS),
      )
      .selectFrom((eb) =>
        eb
          .selectFrom('found')
          .select((count) => count.fn.countAll<number>().as('total'))
          .as('counted'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom((page) =>
              page
                .selectFrom('found')
                .select('list_key')
                .orderBy('list_key', 'desc')
                .limit(limit)
                .offset(offset)
                .as('page'),
            )
            .innerJoin('positions as p', 'p.sort_key', 'page.list_key')
            .innerJoin('companies as c', 'c.id', 'p.company_id')
            .select([...SUMMARY_COLUMNS, 'page.list_key'])
            .as('listed'),
        (join) => join.onTrue(),
      )
      .selectAll('listed')
      .select('counted.total')
      .orderBy('listed.list_key', 'desc')
      .execute();
    // The LEFT JOIN types every column as nullable; a row with an id is a whole list row.
    const rows = answer.flatMap(({ total: _, list_key: __, ...row }) =>
      row.id === null ? [] : [row as unknown as ListRow],
    );
    return { rows, total: Number(answer[0]?.total ?? 0) };
  }

  return {
    /**
     * The public list: visible positions matching the keyword and filters, newest first by sort_key (the
     * rank of sort_at, approval or refresh time). Rows past POSITION_LIST_MAX_ROWS are not served.
     */
    async listVisible({ keyword, today, limit, offset, ...filters }: PublicListQuery) {
      const search = keywordSearch(dialect, keyword, filters, { regionWalk: await isSmallRegion(keyword, filters) });
      if (search === 'nothing') return { rows: [], total: 0 };
      // Raw FROM items naming the positions `p` (db/search.ts), typed as `positions as p`.
      const from = search ? search.from : plainListFrom(dialect, filters);
      const queryOf = (match: Expression<SqlBool> | undefined) =>
        (db.selectFrom(from as unknown as 'positions as p') as unknown as WalkQuery).where((eb) =>
          eb.and([
            listed(eb, today),
            ...(match ? [match] : []),
            ...filterConditions(eb, filters),
            ...(search ? [] : plainListConditions(dialect, filters)),
          ]),
        );
      const order = search ? search.orderKey : sql.ref('p.sort_key');
      if (search?.windows) {
        // Newest windows first (db/search.ts): their matches one after the other are the list's order.
        const newest = await db
          .selectFrom('positions')
          .select((eb) => eb.fn.max('sort_key').as('max'))
          .executeTakeFirst();
        const nextWindow = search.windows(Number(newest?.max ?? 0), Math.min(offset + limit, POSITION_LIST_MAX_ROWS));
        return pageOfParts(
          (found) => {
            const match = nextWindow(found);
            return match && queryOf(match);
          },
          order,
          queryOf(search.match),
          { limit, offset },
        );
      }
      return pageOf(queryOf(search?.match), order, { limit, offset });
    },
  };
}

export type PositionsListRepository = ReturnType<typeof createPositionsListRepository>;
export type SummaryRow = Awaited<ReturnType<PositionsListRepository['listVisible']>>['rows'][number];
