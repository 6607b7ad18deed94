/**
 * Interviews (the Applications issue, architecture section 4), on a delivered or passed application:
 * - the recruiter of the application's company invites (a time in the future, or 2 to 5 slots for the seeker
 *   to pick from: interview-scheduling.service.ts; one open interview per application, a second one is
 *   refused with 'already invited'; the application's stage must offer 'invite', common/pipeline.ts);
 * - the invited seeker accepts (invited -> waiting; not once the time has come: 'expired') or declines
 *   (invited -> rejected);
 * - the recruiter records the result (waiting -> passed | failed).
 * Every step re-reads the application's status in its transaction (locked on PostgreSQL) and is refused
 * unless it is delivered or passed: rejecting an application closes its open interview, and no step may
 * act on a rejected application. An invitation whose time passed unaccepted is expired by the sweep
 * (applications.service). Each step notifies the other side in the same transaction. Either party reads
 * an interview; anyone else (another company's recruiter, another seeker) gets the not-found refusal.
 * The seeker's records (`GET records`) are their interviews (type 1) and offers, i.e. passed interviews
 * (type 2).
 */
import { RECORD_TYPES, type InterviewInviteBody, type RecordRow, type RecordType } from '@common/applications';
import type { ContractStatus, InterviewStatus } from '@common/constants';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { AppEventBus, EventName, InterviewFacts } from '../../core/events';
import type { Db, DbDialect } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { transaction, type Tx } from '../../db/transaction';
import { refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import { createApplicationsRepository } from './applications.repository';
import { interviewFacts } from './application-facts';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { createInterviewScheduling } from './interview-scheduling.service';
import { createInterviewSchedulingRepository } from './interview-scheduling.repository';
import { toInterview, withScheduling } from './interviews.mappers';
import { assertStageAllows, lockedStageOf } from './stage-gate';
import { createInterviewsRepository, type InterviewJoinedRow } from './interviews.repository';

type Window = { limit: number; offset: number };

const interviewNotFound = () => refuse(MSG.interviews.notFound);
const invalidTransition = () => refuse(MSG.applications.invalidTransition);
const alreadyInvited = () => refuse(MSG.errors.alreadyInvited);

/** Application statuses an interview step may act on. */
function isOpenApplication(status: string | undefined): boolean {
  return status === 'delivered' || status === 'passed';
}

export interface InterviewsServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  events: AppEventBus;
  company: Pick<CompanyService, 'idOf'>;
  /** The seeker's newest contract of each offer (contracts sit beside offers in the records). */
  contractsOf?: (
    seekerId: number,
    applicationIds: number[],
  ) => Promise<Map<number, { id: number; contractNo: string; status: ContractStatus }>>;
}

export function createInterviewsService({ db, dialect, clock, events, company, contractsOf }: InterviewsServiceDeps) {
  const repo = createInterviewsRepository(db);
  const scheduling = createInterviewSchedulingRepository(db);
  const applications = createApplicationsRepository(db);
  const nowIso = () => toIso(clock.now());
  const companyIdOf = (userId: number) => company.idOf(userId);

  /** Refused unless the application is still delivered or passed (read, and locked on PostgreSQL, in `tx`). */
  async function checkOpenApplication(tx: Tx, applicationId: number): Promise<void> {
    const status = await createApplicationsRepository(tx.db).lockedStatus(applicationId, dialect);
    if (!isOpenApplication(status)) throw invalidTransition();
  }

  /** The interview if the caller is the recruiter of its company (else the not-found refusal). */
  async function asRecruiter(recruiterId: number, id: number): Promise<InterviewJoinedRow> {
    const row = await repo.find(id);
    const companyId = await companyIdOf(recruiterId);
    if (!row || companyId === undefined || row.company_id !== companyId) throw interviewNotFound();
    return row;
  }

  /** The interview if the caller is its seeker (else the not-found refusal). */
  async function asSeeker(seekerId: number, id: number): Promise<InterviewJoinedRow> {
    const row = await repo.find(id);
    if (!row || row.seeker_user_id !== seekerId) throw interviewNotFound();
    return row;
  }

  /**
   * A status change with the notification to the other side, in one transaction; refused unless the
   * application is still delivered or passed (read and, on PostgreSQL, locked in the transaction).
   */
  async function move(
    row: InterviewJoinedRow,
    from: InterviewStatus,
    to: InterviewStatus,
    event: Extract<EventName, `interview.${string}`>,
  ) {
    await transaction(db, events, async (tx) => {
      await checkOpenApplication(tx, row.application_id);
      if (!(await createInterviewsRepository(tx.db).transition(row.id, from, to, nowIso()))) throw invalidTransition();
      // A declined invitation gives its offered times back; a finished interview's proposal waits no more.
      if (to === 'rejected') await createInterviewSchedulingRepository(tx.db).release(row.id, ['open', 'picked']);
      if (to !== 'waiting') await createInterviewSchedulingRepository(tx.db).declinePending(row.id, nowIso());
      tx.record(event, interviewFacts(row));
    });
    return { id: row.id, status: to };
  }

  return {
    ...createInterviewScheduling({ db, clock, events, companyIdOf, checkOpenApplication }),

    /**
     * Invites the seeker of an application of the caller's company (delivered or passed). Refused: another
     * company's or an unknown application (not found), another status (checked again in the transaction,
     * the row locked on PostgreSQL, so a rejection meanwhile wins), a time not in the future, an interview
     * still open (invited or waiting).
     */
    async invite(recruiterId: number, body: InterviewInviteBody) {
      const application = await applications.find(body.applicationId);
      const companyId = await companyIdOf(recruiterId);
      if (!application || companyId === undefined || application.company_id !== companyId) {
        throw refuse(MSG.applications.notFound);
      }
      if (!isOpenApplication(application.status)) throw invalidTransition();
      // One time, or 2 to 5 slots for the seeker to pick from (the schema allows exactly one of the two);
      // the interview's time is the earliest slot so lists sort sensibly until the seeker picks.
      const starts = (body.slots ?? [body.time ?? '']).map((time) => Date.parse(time)).sort((a, b) => a - b);
      if (!starts.every((start) => start > clock.now())) throw refuse(MSG.interviews.timePast);
      if (await repo.hasOpen(application.id)) throw alreadyInvited();
      const time = toIso(starts[0]!);
      const id = await transaction(db, events, async (tx) => {
        await checkOpenApplication(tx, application.id);
        assertStageAllows(await lockedStageOf(tx.db, dialect, application.id), 'recruiter', 'invite');
        const interviews = createInterviewsRepository(tx.db);
        const now = nowIso();
        const inserted = await interviews.insert(
          {
            application_id: application.id,
            seeker_user_id: application.seeker_user_id,
            company_id: application.company_id,
            position_id: application.position_id,
            recruiter_user_id: recruiterId,
            method: body.method,
            time,
            address: body.address ?? '',
            link: body.link ?? '',
            contact: body.contact ?? '',
            note: body.note ?? '',
          },
          now,
        );
        if (body.slots) {
          await createInterviewSchedulingRepository(tx.db).insertSlots(
            inserted,
            recruiterId,
            starts.map((start) => toIso(start)),
            now,
          );
        }
        tx.record('interview.invited', interviewFacts((await interviews.find(inserted))!));
        return inserted;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyInvited();
        throw error;
      });
      return { id, status: 'invited' as const };
    },

    /** invited -> waiting, by the invited seeker, before its time (else 'expired'); the recruiter is told. */
    async accept(seekerId: number, id: number) {
      const row = await asSeeker(seekerId, id);
      if (row.status !== 'invited') throw invalidTransition();
      // An invitation with slots is accepted by picking one of them (`pickSlot`).
      if (await scheduling.hasOpenSlots(row.id)) throw refuse(PIPELINE_MSG.slots.notOpen);
      if (!(Date.parse(row.time) > clock.now())) throw refuse(MSG.interviews.expired);
      return move(row, 'invited', 'waiting', 'interview.accepted');
    },

    /** invited -> rejected, by the invited seeker; the recruiter is told. */
    async decline(seekerId: number, id: number) {
      const row = await asSeeker(seekerId, id);
      if (row.status !== 'invited') throw invalidTransition();
      return move(row, 'invited', 'rejected', 'interview.declined');
    },

    /** waiting -> passed | failed, by the recruiter of the company; the seeker is told (an offer: type 4). */
    async result(recruiterId: number, id: number, outcome: 'pass' | 'fail') {
      const row = await asRecruiter(recruiterId, id);
      if (row.status !== 'waiting') throw invalidTransition();
      return outcome === 'pass'
        ? move(row, 'waiting', 'passed', 'interview.passed')
        : move(row, 'waiting', 'failed', 'interview.failed');
    },

    /** One interview for its seeker or the recruiter of its company. */
    async detail(userId: number, id: number) {
      const row = await repo.find(id);
      if (!row) throw interviewNotFound();
      if (row.seeker_user_id !== userId && row.company_id !== (await companyIdOf(userId))) throw interviewNotFound();
      const [scheduled] = await withScheduling(db, [row]);
      return toInterview(scheduled!);
    },

    /** The company's offers (applications whose interview passed), newest first: what contracts start from. */
    async offers(companyId: number): Promise<OfferFacts[]> {
      return (await repo.passed(companyId)).map(offerFacts);
    },

    /** One offer of the company, or undefined (another company's, or no passed interview). */
    async offer(companyId: number, applicationId: number): Promise<OfferFacts | undefined> {
      const [row] = await repo.passed(companyId, applicationId, 1);
      return row && offerFacts(row);
    },

    /**
     * The seeker's records: type 1 every interview, type 2 the offers (passed interviews) each with its
     * newest contract sent to the seeker, newest time first.
     */
    async records(seekerId: number, type: RecordType, window: Window) {
      const offers = type === RECORD_TYPES.offers;
      const listed = await repo.listForSeeker(seekerId, offers ? ['passed'] : undefined, window);
      const [rows, total] = [await withScheduling(db, listed.rows), listed.total];
      const contracts =
        offers && contractsOf
          ? await contractsOf(
              seekerId,
              rows.map((row) => row.application_id),
            )
          : undefined;
      return {
        rows: rows.map((row): RecordRow => ({
          ...toInterview(row),
          kind: offers ? 'offer' : 'interview',
          ...(contracts && { contract: contracts.get(row.application_id) ?? null }),
        })),
        total,
      };
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;

/** An offer: the application and its passed interview. */
export interface OfferFacts extends InterviewFacts {
  companyId: number;
  /** When the interview was passed. */
  passedAt: string;
}

function offerFacts(row: InterviewJoinedRow): OfferFacts {
  return { ...interviewFacts(row), companyId: row.company_id, passedAt: row.updated_at };
}
