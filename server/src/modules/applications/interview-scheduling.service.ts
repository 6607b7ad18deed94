/**
 * Interview scheduling (common/interview-scheduling.ts has the rules): the seeker picks one of the offered
 * slots, either side proposes another time and the other answers, either side cancels. Part of the
 * interviews service (interviews.service.ts spreads it in), over the same checks:
 * - the caller is the interview's seeker or a recruiter of its company (anyone else: not found);
 * - every write re-checks in its transaction what it depends on (the application still delivered or
 *   passed, read and locked on PostgreSQL; the interview still open; the slot still open; the proposal still
 *   pending), with conditional UPDATEs, so two requests at once cannot both win;
 * - one interviewer's picked times are unique: the partial unique index `interview_slots_picked` (0037)
 *   refuses the second of two candidates picking the same time at once (answered 'taken').
 * Each step records its event in the transaction: the notifications to the other side are written with it;
 * the chat cards follow after COMMIT (chat/interview-lines.ts); the pipeline's stage moves on `cancelled`.
 */
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { MSG } from '@common/messages';
import { RESCHEDULE_MAX_IN_A_ROW, type RescheduleBody } from '@common/interview-scheduling';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { transaction, type Tx } from '../../db/transaction';
import { refuse } from '../../http/errors';
import { interviewFacts } from './application-facts';
import { createInterviewSchedulingRepository, toProposal, type ProposalSide } from './interview-scheduling.repository';
import { createInterviewsRepository, type InterviewJoinedRow } from './interviews.repository';

interface SchedulingDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  companyIdOf: (userId: number) => Promise<number | undefined>;
  /** Refused unless the application is still delivered or passed (read, and locked on PostgreSQL, in `tx`). */
  checkOpenApplication: (tx: Tx, applicationId: number) => Promise<void>;
}

const interviewNotFound = () => refuse(MSG.interviews.notFound);
const invalidTransition = () => refuse(MSG.applications.invalidTransition);
const isOpen = (status: string) => status === 'invited' || status === 'waiting';

export function createInterviewScheduling({ db, clock, events, companyIdOf, checkOpenApplication }: SchedulingDeps) {
  const interviews = createInterviewsRepository(db);
  const scheduling = createInterviewSchedulingRepository(db);
  const nowIso = () => toIso(clock.now());

  /** The interview and the caller's side of it (its seeker, or a recruiter of its company); else not found. */
  async function asParty(userId: number, id: number): Promise<{ row: InterviewJoinedRow; side: ProposalSide }> {
    const row = await interviews.find(id);
    if (!row) throw interviewNotFound();
    if (row.seeker_user_id === userId) return { row, side: 'seeker' };
    const companyId = await companyIdOf(userId);
    if (companyId !== undefined && row.company_id === companyId) return { row, side: 'recruiter' };
    throw interviewNotFound();
  }

  /** The interview as it stands in `tx`, refused unless still open. */
  async function openIn(tx: Tx, row: InterviewJoinedRow): Promise<InterviewJoinedRow> {
    await checkOpenApplication(tx, row.application_id);
    const current = await createInterviewsRepository(tx.db).find(row.id);
    if (!current || !isOpen(current.status)) throw invalidTransition();
    return current;
  }

  /** The pending proposal the caller may answer (the other side's); refused otherwise. */
  async function answerable(tx: Tx | null, interviewId: number, side: ProposalSide) {
    const pending = await createInterviewSchedulingRepository(tx ? tx.db : db).pending(interviewId);
    if (!pending) throw refuse(PIPELINE_MSG.reschedule.none);
    if (pending.side === side) throw refuse(PIPELINE_MSG.reschedule.own);
    return pending;
  }

  const state = (row: InterviewJoinedRow, status: InterviewJoinedRow['status'], time = row.time) => ({
    id: row.id,
    status,
    time,
  });

  return {
    /**
     * The invited seeker picks an open, future slot: the interview takes its time and becomes 'waiting',
     * the other slots are released, the recruiter is told. The same interviewer's time picked first by
     * another candidate is refused ('taken'; the slot then reads 'taken').
     */
    async pickSlot(seekerId: number, id: number, slotId: number) {
      const row = await interviews.find(id);
      if (!row || row.seeker_user_id !== seekerId) throw interviewNotFound();
      if (row.status !== 'invited') throw invalidTransition();
      const slot = await scheduling.findSlot(slotId);
      if (!slot || slot.interview_id !== id || slot.status !== 'open' || !(Date.parse(slot.time) > clock.now())) {
        throw refuse(PIPELINE_MSG.slots.notOpen);
      }
      await transaction(db, events, async (tx) => {
        const current = await openIn(tx, row);
        if (current.status !== 'invited') throw invalidTransition();
        const slots = createInterviewSchedulingRepository(tx.db);
        await slots.releaseStale(slot.recruiter_user_id, slot.time);
        if (!(await slots.pick(slot.id, id))) throw refuse(PIPELINE_MSG.slots.notOpen);
        await slots.release(id, ['open']);
        if (!(await createInterviewsRepository(tx.db).moveTime(id, slot.time, 'waiting', nowIso()))) {
          throw invalidTransition();
        }
        tx.record('interview.slotPicked', { ...interviewFacts(current), time: slot.time });
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refuse(PIPELINE_MSG.slots.taken);
        throw error;
      });
      return state(row, 'waiting', slot.time);
    },

    /**
     * Either side of an open interview proposes another time (in the future, not the current one) with a
     * reason. Refused: a proposal already pending, RESCHEDULE_MAX_IN_A_ROW in a row without one accepted,
     * an invitation whose slots are still to pick (the seeker picks instead). The other side is told.
     */
    async reschedule(userId: number, id: number, body: RescheduleBody) {
      const { row, side } = await asParty(userId, id);
      if (!isOpen(row.status)) throw invalidTransition();
      const start = Date.parse(body.time);
      if (!(start > clock.now())) throw refuse(MSG.interviews.timePast);
      const time = toIso(start);
      const proposal = await transaction(db, events, async (tx) => {
        const current = await openIn(tx, row);
        if (Date.parse(current.time) === start) throw refuse(PIPELINE_MSG.reschedule.sameTime);
        const repo = createInterviewSchedulingRepository(tx.db);
        if (await repo.hasOpenSlots(id)) throw invalidTransition();
        if (await repo.pending(id)) throw refuse(PIPELINE_MSG.reschedule.pending);
        if ((await repo.inARow(id)) >= RESCHEDULE_MAX_IN_A_ROW) throw refuse(PIPELINE_MSG.reschedule.limit);
        const inserted = await repo.insertProposal(
          { interviewId: id, proposerUserId: userId, side, time, reason: body.reason },
          nowIso(),
        );
        tx.record('interview.rescheduleProposed', {
          ...interviewFacts(current),
          proposalId: inserted.id,
          proposedTime: time,
          reason: body.reason,
          by: side,
        });
        return inserted;
      }).catch((error: unknown) => {
        // Two proposals at once: the partial unique index keeps one pending.
        if (isUniqueViolation(error)) throw refuse(PIPELINE_MSG.reschedule.pending);
        throw error;
      });
      return toProposal(proposal);
    },

    /**
     * The other side accepts the pending proposal: the interview moves to its time (an invitation becomes
     * 'waiting': the seeker either proposed or agreed to the time), the reminder follows the new time, a
     * picked slot's old time is released. Both are told.
     */
    async acceptReschedule(userId: number, id: number) {
      const { row, side } = await asParty(userId, id);
      if (!isOpen(row.status)) throw invalidTransition();
      const proposal = await answerable(null, id, side);
      if (!(Date.parse(proposal.time) > clock.now())) throw refuse(MSG.interviews.timePast);
      await transaction(db, events, async (tx) => {
        const current = await openIn(tx, row);
        const pending = await answerable(tx, id, side);
        if (pending.id !== proposal.id) throw refuse(PIPELINE_MSG.reschedule.none);
        const repo = createInterviewSchedulingRepository(tx.db);
        if (!(await repo.decide(proposal.id, 'accepted', nowIso()))) throw refuse(PIPELINE_MSG.reschedule.none);
        await repo.release(id, ['picked']);
        if (!(await createInterviewsRepository(tx.db).moveTime(id, proposal.time, 'waiting', nowIso()))) {
          throw invalidTransition();
        }
        tx.record('interview.rescheduleAccepted', {
          ...interviewFacts(current),
          time: proposal.time,
          proposalId: proposal.id,
          previousTime: current.time,
          by: proposal.side,
        });
      });
      return state(row, 'waiting', proposal.time);
    },

    /** The other side declines the pending proposal: the old time stands; the proposer is told. */
    async declineReschedule(userId: number, id: number) {
      const { row, side } = await asParty(userId, id);
      if (!isOpen(row.status)) throw invalidTransition();
      const proposal = await answerable(null, id, side);
      const current = await transaction(db, events, async (tx) => {
        const current = await openIn(tx, row);
        if (!(await createInterviewSchedulingRepository(tx.db).decide(proposal.id, 'declined', nowIso()))) {
          throw refuse(PIPELINE_MSG.reschedule.none);
        }
        tx.record('interview.rescheduleDeclined', {
          ...interviewFacts(current),
          proposalId: proposal.id,
          proposedTime: proposal.time,
          by: proposal.side,
        });
        return current;
      });
      return state(current, current.status);
    },

    /**
     * Either side cancels an open interview with a reason: status 'rejected', the pending proposal
     * declined, the slots released; the other side is told (and the application's stage goes back).
     */
    async cancelInterview(userId: number, id: number, reason: string) {
      const { row, side } = await asParty(userId, id);
      if (!isOpen(row.status)) throw invalidTransition();
      await transaction(db, events, async (tx) => {
        const current = await openIn(tx, row);
        if (!(await createInterviewsRepository(tx.db).cancel(id, nowIso()))) throw invalidTransition();
        const repo = createInterviewSchedulingRepository(tx.db);
        await repo.declinePending(id, nowIso());
        await repo.release(id, ['open', 'picked']);
        tx.record('interview.cancelled', { ...interviewFacts(current), by: side, reason });
      });
      return state(row, 'rejected');
    },
  };
}
