/**
 * Every query on interviews: the invitation (one open per application, also guarded by the partial unique
 * index `interviews_open`), the transitions (conditional UPDATEs; closing the open one of a rejected
 * application; a new time), the rows both parties read, the seeker's records, and the sweep's candidates
 * (reminders, expired invitations: both know an invitation whose slots are still to pick).
 */
import type { InterviewStatus } from '@common/constants';
import { sql, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { InterviewsTable } from '../../db/types';

type Window = { limit: number; offset: number };

/** Columns of an interview with its position, company and seeker. */
const ROW_COLUMNS = [
  'i.id',
  'i.application_id',
  'i.seeker_user_id',
  'i.company_id',
  'i.position_id',
  'i.recruiter_user_id',
  'i.method',
  'i.time',
  'i.address',
  'i.link',
  'i.contact',
  'i.note',
  'i.status',
  'i.created_at',
  'i.updated_at',
  'p.title as position_title',
  'c.name as company_name',
  'c.logo as company_logo',
  'u.nickname as account_nickname',
  'b.nickname as seeker_nickname',
] as const;

/** Open interviews, written as literals so SQLite can use the partial index `interviews_open_time`. */
const OPEN = sql<SqlBool>`i.status in ('invited', 'waiting')`;

export interface InterviewInsert {
  application_id: number;
  seeker_user_id: number;
  company_id: number;
  position_id: number;
  recruiter_user_id: number;
  method: InterviewsTable['method'];
  time: string;
  address: string;
  link: string;
  contact: string;
  note: string;
}

export function createInterviewsRepository(db: Db) {
  function rows() {
    return db
      .selectFrom('interviews as i')
      .innerJoin('positions as p', 'p.id', 'i.position_id')
      .innerJoin('companies as c', 'c.id', 'i.company_id')
      .innerJoin('users as u', 'u.id', 'i.seeker_user_id')
      .leftJoin('resume_basics as b', 'b.user_id', 'i.seeker_user_id');
  }

  /** The open slots of the outer query's interview `i` (only those after `after`, when given). */
  function openSlots(after?: string) {
    let query = db
      .selectFrom('interview_slots as s')
      .select('s.id')
      .where(sql<SqlBool>`s.interview_id = i.id`)
      .where('s.status', '=', 'open');
    if (after !== undefined) query = query.where('s.time', '>', after);
    return query;
  }

  /** Sets `values` on the open (invited or waiting) interviews whose `column` is `value`; answers how many changed. */
  async function updateOpen(column: 'id' | 'application_id', value: number, values: Updateable<InterviewsTable>) {
    const result = await db
      .updateTable('interviews')
      .set(values)
      .where(column, '=', value)
      .where('status', 'in', ['invited', 'waiting'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    /** Whether the application has an open (invited or waiting) interview. */
    async hasOpen(applicationId: number): Promise<boolean> {
      const row = await db
        .selectFrom('interviews')
        .select('id')
        .where('application_id', '=', applicationId)
        .where('status', 'in', ['invited', 'waiting'])
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: InterviewInsert, now: string): Promise<number> {
      const row = await db
        .insertInto('interviews')
        .values({ ...values, status: 'invited', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(id: number) {
      return rows().select(ROW_COLUMNS).where('i.id', '=', id).executeTakeFirst();
    },

    /** Every interview of an application, newest first. */
    async listByApplication(applicationId: number) {
      return rows().select(ROW_COLUMNS).where('i.application_id', '=', applicationId).orderBy('i.id', 'desc').execute();
    },

    /** The seeker's interviews (`statuses` to narrow, e.g. passed = offers), newest time first. */
    async listForSeeker(seekerId: number, statuses: InterviewStatus[] | undefined, window: Window) {
      let ids = db.selectFrom('interviews as i').where('i.seeker_user_id', '=', seekerId);
      if (statuses) ids = ids.where('i.status', 'in', statuses);
      const [page, counted] = await Promise.all([
        ids
          .select('i.id')
          .orderBy('i.time', 'desc')
          .orderBy('i.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        ids.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const pageIds = page.map((row) => row.id);
      if (!pageIds.length) return { rows: [], total: Number(counted.n) };
      const found = await rows().select(ROW_COLUMNS).where('i.id', 'in', pageIds).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: Number(counted.n) };
    },

    /**
     * Offers: passed interviews, the newest of each application, of one company (or, with
     * `applicationId`, of that application only), newest first.
     */
    async passed(companyId: number, applicationId?: number, limit = 200) {
      let query = rows().select(ROW_COLUMNS).where('i.company_id', '=', companyId).where('i.status', '=', 'passed');
      if (applicationId !== undefined) query = query.where('i.application_id', '=', applicationId);
      const found = await query.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
      const seen = new Set<number>();
      return found.filter((row) => !seen.has(row.application_id) && seen.add(row.application_id));
    },

    /** A status change only from `from` (checked in the UPDATE). Answers whether it happened. */
    async transition(id: number, from: InterviewStatus, to: InterviewStatus, now: string): Promise<boolean> {
      const result = await db
        .updateTable('interviews')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * An open interview's new time (a picked slot, an accepted proposal) and status, only while it is open;
     * the reminder is due again for the new time. Answers whether it happened.
     */
    async moveTime(id: number, time: string, status: InterviewStatus, now: string): Promise<boolean> {
      return (await updateOpen('id', id, { time, status, reminded_at: null, updated_at: now })) > 0;
    },

    /** Cancels an open interview (status rejected), only while it is open. Answers whether it happened. */
    async cancel(id: number, now: string): Promise<boolean> {
      return (await updateOpen('id', id, { status: 'rejected', updated_at: now })) > 0;
    },

    /**
     * Closes the application's open (invited or waiting) interview as 'rejected' (its application was
     * rejected). Answers how many it closed.
     */
    async closeOpen(applicationId: number, now: string): Promise<number> {
      return updateOpen('application_id', applicationId, { status: 'rejected', updated_at: now });
    },

    /**
     * Invitations never accepted whose time has come (`time <= now`; with slots, `time` is the earliest: the
     * invitation lasts until its last open slot has passed), oldest first (the expiry sweep).
     */
    async expiredInvitations(now: string, limit: number) {
      return rows()
        .select(ROW_COLUMNS)
        .where(OPEN)
        .where('i.status', '=', 'invited')
        .where('i.time', '<=', now)
        .where(({ not, exists }) => not(exists(openSlots(now))))
        .orderBy('i.time')
        .orderBy('i.id')
        .limit(limit)
        .execute();
    },

    /**
     * Open interviews starting after `from` and by `until`, not reminded yet, soonest first. An invitation
     * whose seeker has not picked one of its slots yet has no time to remind of.
     */
    async dueForReminder(from: string, until: string, limit: number) {
      return rows()
        .select(ROW_COLUMNS)
        .where(OPEN)
        .where('i.reminded_at', 'is', null)
        .where('i.time', '>', from)
        .where('i.time', '<=', until)
        .where(({ not, exists }) => not(exists(openSlots())))
        .orderBy('i.time')
        .orderBy('i.id')
        .limit(limit)
        .execute();
    },

    /** Remembers the reminder; answers whether this call set it (several instances may sweep). */
    async markReminded(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('interviews')
        .set({ reminded_at: now })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
export type InterviewJoinedRow = NonNullable<Awaited<ReturnType<InterviewsRepository['find']>>>;
