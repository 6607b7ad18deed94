/**
 * Interviews (the Applications issue, architecture section 4), on a delivered or passed application:
 * - the recruiter of the application's company invites (a time in the future; one open interview per
 *   application, a second one is refused with 'already invited');
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
import type { InterviewStatus } from '@common/constants';
import { MSG } from '@common/messages';
import type { Clock } from '../../clock';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import { AppError } from '../../plugins/errors';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createCompanyRepository } from '../company/company.repository';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { notificationOf } from '../notifications/notifications.service';
import { seekerName, toInterview } from './interviews.mappers';
import { createInterviewsRepository, type InterviewJoinedRow } from './interviews.repository';

type Window = { limit: number; offset: number };

const interviewNotFound = () => new AppError(502, MSG.interviews.notFound);
const invalidTransition = () => new AppError(502, MSG.applications.invalidTransition);
const alreadyInvited = () => new AppError(502, MSG.errors.alreadyInvited);

/** Application statuses an interview step may act on. */
function isOpenApplication(status: string | undefined): boolean {
  return status === 'delivered' || status === 'passed';
}

/** A unique index refused the row (here: a second open interview of the application, written concurrently). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

export interface InterviewsServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
}

export function createInterviewsService({ db, dialect, clock }: InterviewsServiceDeps) {
  const repo = createInterviewsRepository(db);
  const applications = createApplicationsRepository(db);
  const companies = createCompanyRepository(db);
  const nowIso = () => toIso(clock.now());

  async function companyIdOf(userId: number): Promise<number | undefined> {
    return (await companies.findByOwner(userId))?.id;
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
    notify: ReturnType<typeof notificationOf>,
  ) {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const status = await createApplicationsRepository(trx).lockedStatus(row.application_id, dialect);
      if (!isOpenApplication(status)) throw invalidTransition();
      if (!(await createInterviewsRepository(trx).transition(row.id, from, to, now))) throw invalidTransition();
      await createNotificationsRepository(trx).insert([notify], now);
    });
    return { id: row.id, status: to };
  }

  return {
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
        throw new AppError(502, MSG.applications.notFound);
      }
      if (!isOpenApplication(application.status)) throw invalidTransition();
      const start = Date.parse(body.time);
      if (!(start > clock.now())) throw new AppError(502, MSG.interviews.timePast);
      if (await repo.hasOpen(application.id)) throw alreadyInvited();
      const time = toIso(start);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const now = nowIso();
          const status = await createApplicationsRepository(trx).lockedStatus(application.id, dialect);
          if (!isOpenApplication(status)) throw invalidTransition();
          const inserted = await createInterviewsRepository(trx).insert(
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
          await createNotificationsRepository(trx).insert(
            [
              notificationOf(
                'interview_invited',
                application.seeker_user_id,
                {
                  companyName: application.company_name,
                  positionTitle: application.position_title,
                  time,
                  method: body.method,
                },
                inserted,
              ),
            ],
            now,
          );
          return inserted;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw alreadyInvited();
          throw error;
        });
      return { id, status: 'invited' as const };
    },

    /** invited -> waiting, by the invited seeker, before its time (else 'expired'); the recruiter is told. */
    async accept(seekerId: number, id: number) {
      const row = await asSeeker(seekerId, id);
      if (row.status !== 'invited') throw invalidTransition();
      if (!(Date.parse(row.time) > clock.now())) throw new AppError(502, MSG.interviews.expired);
      return move(
        row,
        'invited',
        'waiting',
        notificationOf(
          'interview_accepted',
          row.recruiter_user_id,
          { seekerName: seekerName(row), positionTitle: row.position_title, time: row.time },
          row.position_id,
        ),
      );
    },

    /** invited -> rejected, by the invited seeker; the recruiter is told. */
    async decline(seekerId: number, id: number) {
      const row = await asSeeker(seekerId, id);
      if (row.status !== 'invited') throw invalidTransition();
      return move(
        row,
        'invited',
        'rejected',
        notificationOf(
          'interview_declined',
          row.recruiter_user_id,
          { seekerName: seekerName(row), positionTitle: row.position_title, time: row.time },
          row.position_id,
        ),
      );
    },

    /** waiting -> passed | failed, by the recruiter of the company; the seeker is told (an offer: type 4). */
    async result(recruiterId: number, id: number, outcome: 'pass' | 'fail') {
      const row = await asRecruiter(recruiterId, id);
      if (row.status !== 'waiting') throw invalidTransition();
      const params = { companyName: row.company_name, positionTitle: row.position_title };
      return outcome === 'pass'
        ? move(row, 'waiting', 'passed', notificationOf('interview_passed', row.seeker_user_id, params, row.id))
        : move(row, 'waiting', 'failed', notificationOf('interview_failed', row.seeker_user_id, params, row.id));
    },

    /** One interview for its seeker or the recruiter of its company. */
    async detail(userId: number, id: number) {
      const row = await repo.find(id);
      if (!row) throw interviewNotFound();
      if (row.seeker_user_id !== userId && row.company_id !== (await companyIdOf(userId))) throw interviewNotFound();
      return toInterview(row);
    },

    /**
     * The seeker's records: type 1 every interview, type 2 the offers (passed interviews), newest time
     * first. Contracts (a later issue) join type 2 here, as rows of kind 'contract'.
     */
    async records(seekerId: number, type: RecordType, window: Window) {
      const offers = type === RECORD_TYPES.offers;
      const { rows, total } = await repo.listForSeeker(seekerId, offers ? ['passed'] : undefined, window);
      return {
        rows: rows.map((row): RecordRow => ({ ...toInterview(row), kind: offers ? 'offer' : 'interview' })),
        total,
      };
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
