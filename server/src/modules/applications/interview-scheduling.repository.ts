/**
 * Every query on interview slots and reschedule proposals (0037). One interviewer's picked times are unique
 * (the partial index `interview_slots_picked`: a second pick of the same time fails with a unique
 * violation); one proposal per interview is pending (`interview_proposals_pending`). The lists' scheduling
 * facts are read for a whole page of interviews at once (one query per table).
 */
import type { InterviewSlot, RescheduleProposal, SlotStatus } from '@common/interview-scheduling';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export type ProposalSide = 'seeker' | 'recruiter';

export interface SlotRow {
  id: number;
  interview_id: number;
  recruiter_user_id: number;
  time: string;
  status: SlotStatus;
}

export interface ProposalRow {
  id: number;
  interview_id: number;
  proposer_user_id: number;
  side: ProposalSide;
  time: string;
  reason: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
}

/** What an interview answers about its scheduling (common/interview-scheduling.ts `interviewSchedulingFields`). */
export interface InterviewScheduling {
  slots: InterviewSlot[];
  proposal: RescheduleProposal | null;
  proposalsInARow: number;
}

export const NO_SCHEDULING: InterviewScheduling = { slots: [], proposal: null, proposalsInARow: 0 };

export function toProposal(row: ProposalRow): RescheduleProposal {
  return {
    id: row.id,
    time: row.time,
    reason: row.reason,
    by: row.side,
    status: row.status,
    createdAt: row.created_at,
  };
}

const PROPOSAL_COLUMNS = [
  'id',
  'interview_id',
  'proposer_user_id',
  'side',
  'time',
  'reason',
  'status',
  'created_at',
] as const;

export function createInterviewSchedulingRepository(db: Db) {
  async function inARowOf(interviewIds: number[]): Promise<Map<number, number>> {
    if (!interviewIds.length) return new Map();
    const rows = await db
      .selectFrom('interview_proposals as p')
      .select(['p.interview_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('p.interview_id', 'in', interviewIds)
      .where(
        'p.id',
        '>',
        sql<number>`coalesce((select max(a.id) from interview_proposals a
          where a.interview_id = p.interview_id and a.status = 'accepted'), 0)`,
      )
      .groupBy('p.interview_id')
      .execute();
    return new Map(rows.map((row) => [row.interview_id, Number(row.n)]));
  }

  return {
    async insertSlots(interviewId: number, recruiterUserId: number, times: string[], now: string): Promise<void> {
      await db
        .insertInto('interview_slots')
        .values(
          times.map((time) => ({
            interview_id: interviewId,
            recruiter_user_id: recruiterUserId,
            time,
            status: 'open' as const,
            created_at: now,
          })),
        )
        .execute();
    },

    async findSlot(id: number): Promise<SlotRow | undefined> {
      return db
        .selectFrom('interview_slots')
        .select(['id', 'interview_id', 'recruiter_user_id', 'time', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Whether the interview still offers a slot to pick (its seeker has not picked yet). */
    async hasOpenSlots(interviewId: number): Promise<boolean> {
      const row = await db
        .selectFrom('interview_slots')
        .select('id')
        .where('interview_id', '=', interviewId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The interviewer's time at `time` held by an interview that is no longer open (its application was
     * rejected or withdrawn, which closes the interview without passing here) is given back, so the time
     * can be picked again. Runs in the pick's transaction, before the pick.
     */
    async releaseStale(recruiterUserId: number, time: string): Promise<void> {
      await db
        .updateTable('interview_slots')
        .set({ status: 'released' })
        .where('recruiter_user_id', '=', recruiterUserId)
        .where('time', '=', time)
        .where('status', '=', 'picked')
        .where('interview_id', 'in', (eb) =>
          eb.selectFrom('interviews').select('id').where('status', 'not in', ['invited', 'waiting']),
        )
        .execute();
    },

    /**
     * open -> picked, only while open. Throws a unique violation when the interviewer's time was picked by
     * another candidate first (the caller answers 'taken'). Answers whether it happened.
     */
    async pick(id: number, interviewId: number): Promise<boolean> {
      const result = await db
        .updateTable('interview_slots')
        .set({ status: 'picked' })
        .where('id', '=', id)
        .where('interview_id', '=', interviewId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The interview's slots in `statuses` become released (the others of a pick; all of a cancel or a move). */
    async release(interviewId: number, statuses: SlotStatus[]): Promise<void> {
      await db
        .updateTable('interview_slots')
        .set({ status: 'released' })
        .where('interview_id', '=', interviewId)
        .where('status', 'in', statuses)
        .execute();
    },

    async pending(interviewId: number): Promise<ProposalRow | undefined> {
      return db
        .selectFrom('interview_proposals')
        .select(PROPOSAL_COLUMNS)
        .where('interview_id', '=', interviewId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /** Proposals since the interview's last accepted one (the pending one included). */
    async inARow(interviewId: number): Promise<number> {
      return (await inARowOf([interviewId])).get(interviewId) ?? 0;
    },

    async insertProposal(
      values: { interviewId: number; proposerUserId: number; side: ProposalSide; time: string; reason: string },
      now: string,
    ): Promise<ProposalRow> {
      return db
        .insertInto('interview_proposals')
        .values({
          interview_id: values.interviewId,
          proposer_user_id: values.proposerUserId,
          side: values.side,
          time: values.time,
          reason: values.reason,
          status: 'pending',
          created_at: now,
        })
        .returning(PROPOSAL_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** pending -> accepted | declined, only while pending. Answers whether it happened. */
    async decide(id: number, status: 'accepted' | 'declined', now: string): Promise<boolean> {
      const result = await db
        .updateTable('interview_proposals')
        .set({ status, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Declines the interview's pending proposal, if any (the interview was cancelled or closed). */
    async declinePending(interviewId: number, now: string): Promise<void> {
      await db
        .updateTable('interview_proposals')
        .set({ status: 'declined', decided_at: now })
        .where('interview_id', '=', interviewId)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * Slots, pending proposal and proposals in a row of each interview: three queries for the whole list.
     * An open slot whose time the same interviewer gave to another candidate reads 'taken'.
     */
    async schedulingOf(interviewIds: number[]): Promise<Map<number, InterviewScheduling>> {
      const result = new Map<number, InterviewScheduling>();
      if (!interviewIds.length) return result;
      const [slots, pending, inARow] = await Promise.all([
        db
          .selectFrom('interview_slots as s')
          .select([
            's.id',
            's.interview_id',
            's.time',
            's.status',
            sql<number>`case when s.status = 'open' and exists (select 1 from interview_slots o
              inner join interviews oi on oi.id = o.interview_id
              where o.recruiter_user_id = s.recruiter_user_id and o.time = s.time and o.status = 'picked'
                and o.interview_id <> s.interview_id and oi.status in ('invited', 'waiting')) then 1 else 0 end`.as(
              'taken',
            ),
          ])
          .where('s.interview_id', 'in', interviewIds)
          .orderBy('s.time')
          .orderBy('s.id')
          .execute(),
        db
          .selectFrom('interview_proposals')
          .select(PROPOSAL_COLUMNS)
          .where('interview_id', 'in', interviewIds)
          .where('status', '=', 'pending')
          .execute(),
        inARowOf(interviewIds),
      ]);
      const of = (id: number) => {
        let entry = result.get(id);
        if (!entry) {
          entry = { slots: [], proposal: null, proposalsInARow: inARow.get(id) ?? 0 };
          result.set(id, entry);
        }
        return entry;
      };
      for (const id of interviewIds) of(id);
      for (const slot of slots) {
        of(slot.interview_id).slots.push({
          id: slot.id,
          time: slot.time,
          status: Number(slot.taken) ? 'taken' : slot.status,
        });
      }
      for (const proposal of pending) of(proposal.interview_id).proposal = toProposal(proposal);
      return result;
    },
  };
}

export type InterviewSchedulingRepository = ReturnType<typeof createInterviewSchedulingRepository>;
