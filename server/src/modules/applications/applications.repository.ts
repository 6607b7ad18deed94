/**
 * Every query on applications: applying, the seeker's and the recruiter's lists (the recruiter's narrowed by
 * company in the query itself), the transitions (conditional UPDATEs: `... where status = from`), the
 * resume facts an application needs, and the sweep's candidates.
 */
import type { ApplicationStatus } from '@common/constants';
import type { Stage } from '@common/pipeline';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, DbDialect } from '../../db/connect';
import { lockedForUpdate } from '../../db/dialect';
import type { Database } from '../../db/types';

type Window = { limit: number; offset: number };
type RowDb = Database & {
  a: Database['applications'];
  p: Database['positions'];
  c: Database['companies'];
  u: Database['users'];
  b: Database['resume_basics'];
};

/** Columns of an application row, with its position, company and seeker. */
const ROW_COLUMNS = [
  'a.id',
  'a.status',
  'a.reason',
  'a.auto_closed_days',
  'a.seeker_user_id',
  'a.position_id',
  'a.company_id',
  'a.created_at',
  'a.updated_at',
  'a.stage',
  'a.stage_at',
  'a.viewed_at',
  'p.title as position_title',
  'p.salary_min',
  'p.salary_max',
  'p.salary_unit',
  'p.salary_months',
  'p.negotiable',
  'p.region_code',
  'p.recruiter_user_id',
  'c.name as company_name',
  'c.logo as company_logo',
  'u.avatar',
  'u.nickname as account_nickname',
  'b.nickname',
  'b.gender',
  'b.birth_date',
] as const;

/** 'delivered' as a literal, so SQLite can use the partial index `applications_delivered` (the sweep). */
const DELIVERED = sql<ApplicationStatus>`'delivered'`;

/** No interview was ever sent for the application (the recruiter has not answered it). */
function noInterview(eb: ExpressionBuilder<RowDb, 'a'>) {
  return eb.not(eb.exists(eb.selectFrom('interviews as i').select('i.id').whereRef('i.application_id', '=', 'a.id')));
}

export interface ReceivedFilter {
  companyId: number;
  positionId?: number;
  status?: ApplicationStatus;
  stage?: Stage;
}

/** Extra columns a stage change writes with it (the fact's time, the contract, the status). */
export interface StageSet {
  status?: ApplicationStatus;
  reason?: string;
  auto_closed_days?: number;
  viewed_at?: string;
  withdrawn_at?: string;
  contract_id?: number;
  hired_at?: string;
}

export function createApplicationsRepository(db: Db) {
  function rows() {
    return db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .innerJoin('users as u', 'u.id', 'a.seeker_user_id')
      .leftJoin('resume_basics as b', 'b.user_id', 'a.seeker_user_id');
  }

  function received({ companyId, positionId, status, stage }: ReceivedFilter) {
    let query = db.selectFrom('applications as a').where('a.company_id', '=', companyId);
    if (positionId !== undefined) query = query.where('a.position_id', '=', positionId);
    if (status) query = query.where('a.status', '=', status);
    if (stage) query = query.where('a.stage', '=', stage);
    return query;
  }

  /** One board column: the position's applications at `stage`, longest waiting first. */
  function column(positionId: number, stage: Stage, limit: number) {
    return db
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.id', 'a.seeker_user_id')
      .leftJoin('resume_basics as b', 'b.user_id', 'a.seeker_user_id')
      .select([
        'a.id',
        'a.seeker_user_id',
        'a.stage',
        'a.stage_at',
        'a.created_at',
        'u.avatar',
        'u.nickname as account_nickname',
        'b.nickname',
      ])
      .where('a.position_id', '=', positionId)
      .where('a.stage', '=', stage)
      .orderBy('a.stage_at')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  /** Rows by id, in the order of `ids`. */
  async function byIds(ids: number[]) {
    if (!ids.length) return [];
    const found = await rows().select(ROW_COLUMNS).where('a.id', 'in', ids).execute();
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    // ---- Applying ----------------------------------------------------------------------------------------

    /** Inserts a delivered application; answers its id, or null when the seeker already applied. */
    async insert(values: { seekerId: number; positionId: number; companyId: number }, now: string) {
      const row = await db
        .insertInto('applications')
        .values({
          seeker_user_id: values.seekerId,
          position_id: values.positionId,
          company_id: values.companyId,
          status: 'delivered',
          stage: 'delivered',
          stage_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['seeker_user_id', 'position_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      await db
        .insertInto('application_stages')
        .values({ application_id: row.id, stage: 'delivered', at: now })
        .execute();
      return row.id;
    },

    /** The seeker's application to a position, if any (the position detail shows it). */
    async findBySeekerAndPosition(seekerId: number, positionId: number) {
      return db
        .selectFrom('applications')
        .select(['id', 'status', 'stage'])
        .where('seeker_user_id', '=', seekerId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
    },

    // ---- Reading -----------------------------------------------------------------------------------------

    /** One application with its position, company and seeker (callers check who may see it). */
    async find(id: number) {
      return rows().select(ROW_COLUMNS).where('a.id', '=', id).executeTakeFirst();
    },

    /** The seeker's applications, newest first. */
    async listMine(seekerId: number, filter: { status?: ApplicationStatus; stage?: Stage }, window: Window) {
      let query = db.selectFrom('applications as a').where('a.seeker_user_id', '=', seekerId);
      if (filter.status) query = query.where('a.status', '=', filter.status);
      if (filter.stage) query = query.where('a.stage', '=', filter.stage);
      const [ids, counted] = await Promise.all([
        query.select('a.id').orderBy('a.id', 'desc').limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await byIds(ids.map((r) => r.id)), total: Number(counted.n) };
    },

    /** Applications to the company's positions (one position's with positionId), newest first. */
    async listReceived(filter: ReceivedFilter, window: Window) {
      const query = received(filter);
      const [ids, counted] = await Promise.all([
        query.select('a.id').orderBy('a.id', 'desc').limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await byIds(ids.map((r) => r.id)), total: Number(counted.n) };
    },

    /** How many applications of each status the company (or one of its positions) received. */
    async countByStatus(filter: Omit<ReceivedFilter, 'status'>) {
      const counted = await received(filter)
        .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.status')
        .execute();
      return counted.map((row) => ({ status: row.status, count: Number(row.n) }));
    },

    /** Applications (every status) per position; positions without any are absent. */
    /** Applications per position: all of them, and those still waiting for a decision (delivered). */
    async countByPosition(positionIds: number[]): Promise<Map<number, { all: number; waiting: number }>> {
      if (!positionIds.length) return new Map();
      const rows = await db
        .selectFrom('applications')
        .select((eb) => [
          'position_id',
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'delivered').then(1).else(0).end()).as('waiting'),
        ])
        .where('position_id', 'in', positionIds)
        .groupBy('position_id')
        .execute();
      return new Map(rows.map((row) => [row.position_id, { all: Number(row.n), waiting: Number(row.waiting) }]));
    },

    /** The latest interview of each application (by id), for list rows. */
    async latestInterviews(applicationIds: number[]) {
      if (!applicationIds.length) return new Map<number, LatestInterview>();
      const found = await db
        .selectFrom('interviews')
        .select(['id', 'application_id', 'status', 'method', 'time'])
        .where('application_id', 'in', applicationIds)
        .orderBy('id', 'desc')
        .execute();
      const latest = new Map<number, LatestInterview>();
      for (const row of found) if (!latest.has(row.application_id)) latest.set(row.application_id, row);
      return latest;
    },

    /** Every stage the application reached, oldest first. */
    async stages(id: number) {
      return db
        .selectFrom('application_stages')
        .select(['stage', 'at'])
        .where('application_id', '=', id)
        .orderBy('id')
        .execute();
    },

    // ---- The board ---------------------------------------------------------------------------------------

    /** A position's company and title (the board's heading and its access check; the lists join it too). */
    async positionOf(positionId: number) {
      return db.selectFrom('positions').select(['company_id', 'title']).where('id', '=', positionId).executeTakeFirst();
    },

    /** How many of the position's applications are at each stage (stages without any are absent). */
    async countByStage(positionId: number) {
      const counted = await db
        .selectFrom('applications')
        .select(['stage', (eb) => eb.fn.countAll<number>().as('n')])
        .where('position_id', '=', positionId)
        .groupBy('stage')
        .execute();
      return new Map(counted.map((row) => [row.stage, Number(row.n)]));
    },

    /** Up to `limit` cards of each of `stages`, longest waiting first (one indexed query per column). */
    async columns(positionId: number, stages: readonly Stage[], limit: number) {
      const found = await Promise.all(stages.map((stage) => column(positionId, stage, limit)));
      return new Map(stages.map((stage, index) => [stage, found[index]!]));
    },

    // ---- Transitions -------------------------------------------------------------------------------------

    /**
     * A stage change only from one of `from` (checked in the UPDATE), with the columns of the fact that
     * moves it; the history gets the new stage. Answers whether it moved.
     */
    async moveStage(id: number, from: readonly Stage[], to: Stage, at: string, set: StageSet = {}): Promise<boolean> {
      if (!from.length) return false;
      const result = await db
        .updateTable('applications')
        .set({ ...set, stage: to, stage_at: at, updated_at: at })
        .where('id', '=', id)
        .where('stage', 'in', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await db.insertInto('application_stages').values({ application_id: id, stage: to, at }).execute();
      return true;
    },

    /**
     * The application's status read inside a transaction (undefined when it is gone). On PostgreSQL the row
     * stays locked (FOR UPDATE) until the transaction ends, so a concurrent decision on the application waits
     * for it (and the caller's check is not stale); SQLite runs one transaction at a time.
     */
    async lockedStatus(id: number, dialect: DbDialect): Promise<ApplicationStatus | undefined> {
      const query = db.selectFrom('applications').select('status').where('id', '=', id);
      return (await lockedForUpdate(query, dialect).executeTakeFirst())?.status;
    },

    /** The application's stage inside a transaction, locked like lockedStatus (undefined when it is gone). */
    async lockedStage(id: number, dialect: DbDialect): Promise<Stage | undefined> {
      const query = db.selectFrom('applications').select('stage').where('id', '=', id);
      return (await lockedForUpdate(query, dialect).executeTakeFirst())?.stage;
    },

    /** The facts a stage is read from, inside a transaction, locked like lockedStatus. */
    async lockedFacts(id: number, dialect: DbDialect) {
      const query = db.selectFrom('applications').select(['stage', 'status', 'viewed_at']).where('id', '=', id);
      return lockedForUpdate(query, dialect).executeTakeFirst();
    },

    /** A status change only from `from` (checked in the UPDATE). Answers whether it happened. */
    async transition(
      id: number,
      from: ApplicationStatus,
      set: { status: ApplicationStatus; reason?: string; auto_closed_days?: number },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('applications')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // ---- The sweep ---------------------------------------------------------------------------------------

    /** Delivered applications older than `before` that were never answered (no interview), oldest first. */
    async unanswered(before: string, options: { notReminded?: boolean; limit: number }) {
      let query = rows()
        .select(ROW_COLUMNS)
        .where('a.status', '=', DELIVERED)
        .where('a.created_at', '<', before)
        .where((eb) => noInterview(eb as unknown as ExpressionBuilder<RowDb, 'a'>));
      if (options.notReminded) query = query.where('a.reminded_at', 'is', null);
      return query.orderBy('a.created_at').orderBy('a.id').limit(options.limit).execute();
    },

    /** Remembers the no-reply reminder; answers whether this call set it (several instances may sweep). */
    async markReminded(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('applications')
        .set({ reminded_at: now })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Closes an unanswered delivered application (rejected, auto_closed_days; stage rejected, in the
     * history). Answers whether it did.
     */
    async autoClose(id: number, days: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('applications as a')
        .set({ status: 'rejected', auto_closed_days: days, stage: 'rejected', stage_at: now, updated_at: now })
        .where('a.id', '=', id)
        .where('a.status', '=', 'delivered')
        .where('a.stage', 'in', ['delivered', 'viewed'])
        .where((eb) => noInterview(eb as unknown as ExpressionBuilder<RowDb, 'a'>))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await db.insertInto('application_stages').values({ application_id: id, stage: 'rejected', at: now }).execute();
      return true;
    },

    /** Whether a seeker applied to one of the company's positions or has one of its interviews. */
    async hasAppliedTo(companyId: number, seekerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('applications')
        .select('id')
        .where('company_id', '=', companyId)
        .where('seeker_user_id', '=', seekerId)
        .union(
          db
            .selectFrom('interviews')
            .select('id')
            .where('company_id', '=', companyId)
            .where('seeker_user_id', '=', seekerId),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export interface LatestInterview {
  id: number;
  application_id: number;
  status: Database['interviews']['status'];
  method: Database['interviews']['method'];
  time: string;
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
export type ApplicationJoinedRow = NonNullable<Awaited<ReturnType<ApplicationsRepository['find']>>>;
