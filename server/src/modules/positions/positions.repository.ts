/**
 * The writes on positions (create, edit, the recruiter's state changes, review, the sweep, the search
 * columns after a company's rename), the recruiter's own list, one position's detail and saved positions.
 * The list walks (the public list and its counts) and the conditions shared with them are in
 * positions-list.repository.ts.
 */
import type { MyPositionStatus } from '@common/positions';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db, DbDialect } from '../../db/connect';
import { nextSortKey, positionSearchColumns } from '../../db/search';
import type { Database, NewPosition, PositionStatus, PositionsTable, SalaryUnit } from '../../db/types';
import { notEnded, SUMMARY_COLUMNS, visible, type Eb, type ListDb } from './positions-list.repository';

/** Columns of a detail (and of a review row). */
const DETAIL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'p.recruiter_user_id',
  'p.industry',
  'p.category_code',
  'p.industry_code',
  'p.gender',
  'p.requirements',
  'p.working_hours',
  'p.form',
  'p.address_detail',
  'p.recruit_start',
  'p.recruit_end',
  'p.headcount',
  'p.responsibilities',
  'p.conditions',
  'p.show_on_company_page',
  'p.status',
  'p.review_reason',
  'p.approved_at',
  'p.created_at',
  'p.latitude',
  'p.longitude',
  'c.size as company_size',
  'c.type as company_type',
  'c.slogan as company_slogan',
  'c.status as company_status',
] as const;

/** Values written by create and edit: the body's columns plus the derived region and search columns. */
export interface PositionWrite {
  title: string;
  job_type: PositionsTable['job_type'];
  industry: string;
  /** A third-level category and a GB/T 4754-2017 division (0020); null from an old client that sent none. */
  category_code: string | null;
  industry_code: string | null;
  education: NonNullable<PositionsTable['education']>;
  gender: NonNullable<PositionsTable['gender']>;
  experience: NonNullable<PositionsTable['experience']>;
  requirements: string;
  working_hours: string;
  form: PositionsTable['form'];
  region_code: string;
  address_detail: string;
  recruit_start: string;
  recruit_end: string;
  headcount: number;
  responsibilities: string;
  conditions: string;
  /** Null with negotiable (面议). */
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: SalaryUnit;
  salary_months: number;
  negotiable: number;
  show_on_company_page: number;
  /** The given point (both or neither) and the point distances use (0007: given, else the region's centre). */
  latitude: number | null;
  longitude: number | null;
  geo_lat: number | null;
  geo_lng: number | null;
  /** What the screening sent to review, JSON of ScreeningFinding[] (0027); null when nothing. */
  screening: string | null;
}

function derived(values: PositionWrite, companyName: string) {
  return {
    region_province: `${values.region_code.slice(0, 2)}0000`,
    region_city: `${values.region_code.slice(0, 4)}00`,
    ...positionSearchColumns({
      title: values.title,
      companyName,
      industry: values.industry,
      regionCode: values.region_code,
      jobType: values.job_type,
      education: values.education,
      experience: values.experience,
      salaryMin: values.salary_min,
      salaryMax: values.salary_max,
      salaryUnit: values.salary_unit,
      categoryCode: values.category_code,
    }),
  };
}

export function createPositionsRepository(db: Db, dialect: DbDialect) {
  return {
    /** One position with its company card and its recruiter's last activity (any status). */
    async findDetail(id: number) {
      return db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .innerJoin('users as u', 'u.id', 'p.recruiter_user_id')
        .select([...DETAIL_COLUMNS, 'u.last_active_at as recruiter_last_active_at'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A company's homepage (`GET companies/{id}`): its positions published there (show_on_company_page) that
     * seekers see now, newest in the list first, with each one's industry and recruiter.
     */
    async listCompanyPage(companyId: number, today: string, limit: number) {
      return db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select([...SUMMARY_COLUMNS, 'p.industry', 'p.recruiter_user_id'])
        .where('p.company_id', '=', companyId)
        .where('p.show_on_company_page', '=', 1)
        .where((eb) => visible(eb as unknown as Eb, today))
        .orderBy('p.sort_key', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Whether seekers can see a position now. */
    async isVisible(id: number, today: string): Promise<boolean> {
      const row = await db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select('p.id')
        .where('p.id', '=', id)
        .where((eb) => visible(eb as unknown as Eb, today))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The state a transition decides on. */
    async findOwn(id: number, recruiterId: number) {
      return db
        .selectFrom('positions')
        .select(['id', 'status', 'recruit_end', 'refreshed_at', 'company_id'])
        .where('id', '=', id)
        .where('recruiter_user_id', '=', recruiterId)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
    },

    async insert(
      values: PositionWrite & { company_id: number; recruiter_user_id: number; created_at: string },
      companyName: string,
    ): Promise<number> {
      const row: NewPosition = {
        ...values,
        ...derived(values, companyName),
        status: 'under_review',
        review_reason: null,
        refreshed_at: null,
        updated_at: values.created_at,
      };
      const inserted = await db.insertInto('positions').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** An edit: writes every field and sends it back to review. Answers whether the row was updated. */
    async edit(
      id: number,
      recruiterId: number,
      values: PositionWrite,
      companyName: string,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({
          ...values,
          ...derived(values, companyName),
          status: 'under_review',
          review_reason: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('recruiter_user_id', '=', recruiterId)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * A status change of the recruiter's own position, only from `from` (checked in the UPDATE, so two
     * requests cannot both pass). `extra` narrows further (e.g. not refreshed today). Answers whether it
     * happened.
     */
    async transition(
      id: number,
      recruiterId: number,
      from: PositionStatus[],
      set: { status: PositionStatus; updated_at?: string; refresh?: string },
      extra?: (eb: ExpressionBuilder<Database, 'positions'>) => Expression<SqlBool>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({
          status: set.status,
          ...(set.updated_at ? { updated_at: set.updated_at } : {}),
          ...(set.refresh ? { refreshed_at: set.refresh, sort_at: set.refresh, sort_key: nextSortKey(dialect) } : {}),
        })
        .where('id', '=', id)
        .where('recruiter_user_id', '=', recruiterId)
        .where('status', 'in', from)
        .where((eb) => (extra ? extra(eb) : eb.lit(true)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The recruiter's positions (not deleted), newest first; `status` as the recruiter sees it. */
    async listOwn(
      recruiterId: number,
      status: MyPositionStatus | undefined,
      today: string,
      window: { limit: number; offset: number },
    ) {
      let query = db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .where('p.recruiter_user_id', '=', recruiterId)
        .where('p.status', '!=', 'deleted');
      const expired = (eb: ExpressionBuilder<ListDb, 'p' | 'c'>) =>
        eb.and([eb('p.status', 'in', ['approved', 'paused']), eb('p.recruit_end', '<', today)]);
      if (status === 'closed') {
        query = query.where((eb) => eb.or([eb('p.status', '=', 'closed'), expired(eb)]));
      } else if (status === 'approved' || status === 'paused') {
        query = query.where('p.status', '=', status).where(notEnded(today));
      } else if (status) {
        query = query.where('p.status', '=', status);
      }
      const [rows, counted] = await Promise.all([
        query
          .select(DETAIL_COLUMNS)
          .select('p.refreshed_at')
          .orderBy('p.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    // ---- Review ----------------------------------------------------------------------------------------

    /** Positions by status for operators: the queue (under review) oldest submission first, others newest first. */
    async listForReview(status: PositionStatus, window: { limit: number; offset: number }) {
      const query = db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .where('p.status', '=', status);
      const direction = status === 'under_review' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        query
          .select([...DETAIL_COLUMNS, 'p.screening'])
          .orderBy('p.updated_at', direction)
          .orderBy('p.id', direction)
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** under_review -> approved: listed at the top (a new sort_key). Answers whether it happened. */
    async approve(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({
          status: 'approved',
          review_reason: null,
          approved_at: now,
          sort_at: now,
          sort_key: nextSortKey(dialect),
        })
        .where('id', '=', id)
        .where('status', '=', 'under_review')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** under_review -> audit_failed with the reason. */
    async reject(id: number, reason: string): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({ status: 'audit_failed', review_reason: reason })
        .where('id', '=', id)
        .where('status', '=', 'under_review')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // ---- Housekeeping ----------------------------------------------------------------------------------

    /** Approved and paused positions whose recruitment ended before `today` become closed. Answers how many. */
    async closeExpired(today: string): Promise<number> {
      const result = await db
        .updateTable('positions')
        .set({ status: 'closed' })
        .where('status', 'in', ['approved', 'paused'])
        .where('recruit_end', '<', today)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Recomputes the search columns of a company's positions (after its name changed). */
    async reindexCompany(companyId: number, companyName: string): Promise<void> {
      const rows = await db
        .selectFrom('positions')
        .select([
          'id',
          'title',
          'industry',
          'region_code',
          'job_type',
          'education',
          'experience',
          'salary_min',
          'salary_max',
          'salary_unit',
          'category_code',
        ])
        .where('company_id', '=', companyId)
        .execute();
      for (const row of rows) {
        await db
          .updateTable('positions')
          .set(
            positionSearchColumns({
              title: row.title,
              companyName,
              industry: row.industry,
              regionCode: row.region_code,
              jobType: row.job_type,
              education: row.education,
              experience: row.experience,
              salaryMin: row.salary_min,
              salaryMax: row.salary_max,
              salaryUnit: row.salary_unit,
              categoryCode: row.category_code,
            }),
          )
          .where('id', '=', row.id)
          .execute();
      }
    },

    // ---- Saved positions -------------------------------------------------------------------------------

    async save(userId: number, positionId: number, now: string): Promise<void> {
      await db
        .insertInto('saved_positions')
        .values({ user_id: userId, position_id: positionId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'position_id']).doNothing())
        .execute();
    },

    async unsave(userId: number, positionId: number): Promise<void> {
      await db
        .deleteFrom('saved_positions')
        .where('user_id', '=', userId)
        .where('position_id', '=', positionId)
        .execute();
    },

    async isSaved(userId: number, positionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('saved_positions')
        .select('position_id')
        .where('user_id', '=', userId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The user's saved positions that seekers can still see, newest saved first. */
    async listSaved(userId: number, today: string, window: { limit: number; offset: number }) {
      const query = db
        .selectFrom('saved_positions as s')
        .innerJoin('positions as p', 'p.id', 's.position_id')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .where('s.user_id', '=', userId)
        .where((eb) => visible(eb as unknown as Eb, today));
      const [rows, counted] = await Promise.all([
        query
          .select(SUMMARY_COLUMNS)
          .select('s.created_at as saved_at')
          .orderBy('s.created_at', 'desc')
          .orderBy('s.position_id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },
  };
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
export type DetailRow = NonNullable<Awaited<ReturnType<PositionsRepository['findDetail']>>>;
