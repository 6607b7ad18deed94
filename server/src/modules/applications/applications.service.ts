/**
 * Applications (the Applications issue, architecture section 4): a seeker applies to a visible position
 * (one application per seeker and position, not to a position their own account posted, the resume's basic
 * information and an education required); the recruiter of the position's company passes or rejects it
 * (only from delivered; rejecting closes its open interview, as 'rejected', in the same transaction). Lists
 * for both sides, the detail (the recruiter gets the resume with the contacts unmasked), and the sweep:
 * - delivered without any interview for APPLICATION_NO_REPLY_DAYS: "no reply yet" for the seeker, one
 *   reminder to the recruiter (`reminded_at`);
 * - the same for APPLICATION_CLOSE_DAYS: closed (rejected, `auto_closed_days`), the seeker is told;
 * - an invitation still 'invited' when its time has come: expired ('rejected'), the recruiter is told once
 *   (and may invite again);
 * - an open interview starting within INTERVIEW_REMINDER_MINUTES: both sides reminded once.
 * "The recruiter of a company" is the user owning it (one company per recruiter). An application of another
 * company, or of another seeker, answers exactly like an unknown id. Notifications are written in the same
 * transaction as the change they announce.
 */
import {
  APPLY_BASIC_FIELD_LABEL,
  joinLabels,
  missingBasicFields,
  type ApplicationDetail,
  type ApplicationStatus,
  type InterviewBrief,
  type MyApplicationRow,
  type ReceivedApplicationRow,
} from '@common/applications';
import type { Degree } from '@common/constants';
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import { ageOn } from '@common/resume';
import type { Clock } from '../../clock';
import type { ApplicationPeriods } from '../../config';
import type { Db, DbDialect } from '../../db/connect';
import { chinaDate, toIso } from '../../db/time';
import { AppError } from '../../plugins/errors';
import { createCompanyRepository } from '../company/company.repository';
import { createInterviewsRepository } from '../interviews/interviews.repository';
import { seekerName, toInterview } from '../interviews/interviews.mappers';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { notificationOf } from '../notifications/notifications.service';
import { createPositionsRepository } from '../positions/positions.repository';
import { regionName } from '../regions/regions.service';
import { highestEducation, workYears } from '../resume/resume.mappers';
import { createResumeService } from '../resume/resume.service';
import {
  createApplicationsRepository,
  type ApplicationJoinedRow,
  type LatestInterview,
} from './applications.repository';

/** What a recruiter sees of an applicant's resume (ResumeDetail). */
type ResumeDetail = NonNullable<Awaited<ReturnType<ReturnType<typeof createResumeService>['detailForApplication']>>>;

const DAY_MS = 86_400_000;
/** Rows the sweep handles per batch (it loops until a batch is not full). */
const SWEEP_BATCH = 200;

type Window = { limit: number; offset: number };

export const applicationNotFound = () => new AppError(502, MSG.applications.notFound);
export const invalidTransition = () => new AppError(502, MSG.applications.invalidTransition);

export interface ApplicationsServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  periods: ApplicationPeriods;
}

export function createApplicationsService({ db, dialect, clock, periods }: ApplicationsServiceDeps) {
  const repo = createApplicationsRepository(db);
  const positions = createPositionsRepository(db, dialect);
  const companies = createCompanyRepository(db);
  const interviews = createInterviewsRepository(db);
  const resumes = createResumeService({ db, clock });
  const nowIso = () => toIso(clock.now());

  /** Runs `fn` in one transaction with the repositories bound to it. */
  function inTransaction<T>(
    fn: (trx: {
      applications: ReturnType<typeof createApplicationsRepository>;
      interviews: ReturnType<typeof createInterviewsRepository>;
      notifications: ReturnType<typeof createNotificationsRepository>;
    }) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute((trx) =>
      fn({
        applications: createApplicationsRepository(trx),
        interviews: createInterviewsRepository(trx),
        notifications: createNotificationsRepository(trx),
      }),
    );
  }

  /** The id of the company the user owns, if any. */
  async function companyIdOf(userId: number): Promise<number | undefined> {
    return (await companies.findByOwner(userId))?.id;
  }

  function brief(latest: LatestInterview | undefined): InterviewBrief | null {
    return latest ? { id: latest.id, status: latest.status, method: latest.method, time: latest.time } : null;
  }

  /** The fields both sides' rows share. */
  function baseRow(row: ApplicationJoinedRow, latest: LatestInterview | undefined, locale: Locale) {
    const noReplyBefore = toIso(clock.now() - periods.noReplyDays * DAY_MS);
    const autoClosed = row.status === 'rejected' && row.auto_closed_days !== null;
    let reason: string | null = null;
    if (autoClosed) reason = t(locale, MSG.applications.autoClosedReason, { days: row.auto_closed_days! });
    else if (row.status === 'rejected' && row.reason) reason = row.reason;
    return {
      id: row.id,
      status: row.status,
      reason,
      autoClosed,
      noReplyYet: row.status === 'delivered' && !latest && row.created_at < noReplyBefore,
      positionId: row.position_id,
      positionTitle: row.position_title,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      interview: brief(latest),
    };
  }

  function mineRow(row: ApplicationJoinedRow, latest: LatestInterview | undefined, locale: Locale): MyApplicationRow {
    return {
      ...baseRow(row, latest, locale),
      companyId: row.company_id,
      companyName: row.company_name,
      companyLogo: row.company_logo,
      regionName: regionName(row.region_code),
      salaryMin: row.salary_min ?? 0,
      salaryMax: row.salary_max ?? 0,
    };
  }

  /** Rows of the recruiter's side, with each seeker's highest degree and work years. */
  async function receivedRows(list: ApplicationJoinedRow[], locale: Locale): Promise<ReceivedApplicationRow[]> {
    const [latest, sections] = await Promise.all([
      repo.latestInterviews(list.map((row) => row.id)),
      repo.seekerSections([...new Set(list.map((row) => row.seeker_user_id))]),
    ]);
    const today = chinaDate(clock.now());
    return list.map((row) => {
      const educations = sections.educations.filter((e) => e.user_id === row.seeker_user_id);
      const experiences = sections.experiences.filter((e) => e.user_id === row.seeker_user_id);
      return {
        ...baseRow(row, latest.get(row.id), locale),
        seekerId: row.seeker_user_id,
        nickname: seekerName(row),
        avatar: row.avatar,
        gender: row.gender ?? null,
        age: row.birth_date ? (ageOn(row.birth_date, today) ?? null) : null,
        highestDegree: (highestEducation(educations)?.degree ?? null) as Degree | null,
        workYears: workYears(experiences, today),
      };
    });
  }

  /** The application if the caller is the recruiter of its company: throws the not-found refusal otherwise. */
  async function ownReceived(recruiterId: number, id: number) {
    const row = await repo.find(id);
    const companyId = await companyIdOf(recruiterId);
    if (!row || companyId === undefined || row.company_id !== companyId) throw applicationNotFound();
    return row;
  }

  // ---- The sweep -----------------------------------------------------------------------------------------

  /** Closes applications unanswered for APPLICATION_CLOSE_DAYS and tells their seekers. */
  async function closeUnanswered(): Promise<number> {
    const before = toIso(clock.now() - periods.closeDays * DAY_MS);
    let closed = 0;
    for (;;) {
      const batch = await repo.unanswered(before, { limit: SWEEP_BATCH });
      for (const row of batch) {
        const done = await inTransaction(async (trx) => {
          const now = nowIso();
          if (!(await trx.applications.autoClose(row.id, periods.closeDays, now))) return false;
          await trx.notifications.insert(
            [
              notificationOf(
                'application_auto_closed',
                row.seeker_user_id,
                { companyName: row.company_name, positionTitle: row.position_title, days: periods.closeDays },
                row.id,
              ),
            ],
            now,
          );
          return true;
        });
        if (done) closed += 1;
      }
      if (batch.length < SWEEP_BATCH) return closed;
    }
  }

  /** Reminds recruiters, once, of applications unanswered for APPLICATION_NO_REPLY_DAYS. */
  async function remindUnanswered(): Promise<number> {
    const before = toIso(clock.now() - periods.noReplyDays * DAY_MS);
    let reminded = 0;
    for (;;) {
      const batch = await repo.unanswered(before, { notReminded: true, limit: SWEEP_BATCH });
      for (const row of batch) {
        const done = await inTransaction(async (trx) => {
          const now = nowIso();
          if (!(await trx.applications.markReminded(row.id, now))) return false;
          await trx.notifications.insert(
            [
              notificationOf(
                'application_no_reply',
                row.recruiter_user_id,
                { seekerName: seekerName(row), positionTitle: row.position_title, days: periods.noReplyDays },
                row.position_id,
              ),
            ],
            now,
          );
          return true;
        });
        if (done) reminded += 1;
      }
      if (batch.length < SWEEP_BATCH) return reminded;
    }
  }

  /**
   * Expires invitations never accepted whose time has come (invited -> rejected) and tells each recruiter
   * once (the conditional UPDATE decides who does, several instances may sweep); they may invite again.
   */
  async function expireInvitations(): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await interviews.expiredInvitations(nowIso(), SWEEP_BATCH);
      for (const row of batch) {
        const done = await inTransaction(async (trx) => {
          const now = nowIso();
          if (!(await trx.interviews.transition(row.id, 'invited', 'rejected', now))) return false;
          await trx.notifications.insert(
            [
              notificationOf(
                'interview_expired',
                row.recruiter_user_id,
                { seekerName: seekerName(row), positionTitle: row.position_title, time: row.time },
                row.position_id,
              ),
            ],
            now,
          );
          return true;
        });
        if (done) expired += 1;
      }
      if (batch.length < SWEEP_BATCH) return expired;
    }
  }

  /** Reminds both sides, once, of open interviews starting within INTERVIEW_REMINDER_MINUTES. */
  async function remindInterviews(): Promise<number> {
    const from = nowIso();
    const until = toIso(clock.now() + periods.interviewReminderMinutes * 60_000);
    let reminded = 0;
    for (;;) {
      const batch = await interviews.dueForReminder(from, until, SWEEP_BATCH);
      for (const row of batch) {
        const done = await db.transaction().execute(async (trx) => {
          const now = nowIso();
          if (!(await createInterviewsRepository(trx).markReminded(row.id, now))) return false;
          const common = { positionTitle: row.position_title, time: row.time, method: row.method };
          await createNotificationsRepository(trx).insert(
            [
              notificationOf(
                'interview_reminder_seeker',
                row.seeker_user_id,
                { ...common, companyName: row.company_name },
                row.id,
              ),
              notificationOf(
                'interview_reminder_recruiter',
                row.recruiter_user_id,
                { ...common, seekerName: seekerName(row) },
                row.position_id,
              ),
            ],
            now,
          );
          return true;
        });
        if (done) reminded += 1;
      }
      if (batch.length < SWEEP_BATCH) return reminded;
    }
  }

  return {
    // ---- The seeker ----------------------------------------------------------------------------------------

    /**
     * Applies to a visible position. Refused: already applied; the position not visible (like an unknown
     * id); a position the caller's own account posted; the resume's basic information incomplete (naming
     * what is missing); no education.
     */
    async apply(seekerId: number, positionId: number, locale: Locale) {
      if (await repo.findBySeekerAndPosition(seekerId, positionId)) {
        throw new AppError(502, MSG.applications.alreadyApplied);
      }
      const position = await positions.findDetail(positionId);
      if (!position || !(await positions.isVisible(positionId, chinaDate(clock.now())))) {
        throw new AppError(502, MSG.errors.positionNotFound);
      }
      if (position.recruiter_user_id === seekerId) throw new AppError(502, MSG.applications.ownPosition);
      const facts = await repo.resumeFacts(seekerId);
      const missing = missingBasicFields(
        facts.basic
          ? { nickname: facts.basic.nickname, birthDate: facts.basic.birth_date, gender: facts.basic.gender }
          : null,
      );
      if (missing.length) {
        const fields = joinLabels(
          locale,
          missing.map((field) => t(locale, APPLY_BASIC_FIELD_LABEL[field])),
        );
        throw new AppError(502, MSG.applications.resumeIncomplete, { fields });
      }
      if (facts.educations === 0) throw new AppError(502, MSG.applications.educationRequired);

      const id = await inTransaction(async (trx) => {
        const now = nowIso();
        const inserted = await trx.applications.insert({ seekerId, positionId, companyId: position.company_id }, now);
        if (inserted === null) throw new AppError(502, MSG.applications.alreadyApplied);
        await trx.notifications.insert(
          [
            notificationOf(
              'application_received',
              position.recruiter_user_id,
              { seekerName: facts.basic!.nickname!, positionTitle: position.title },
              positionId,
            ),
          ],
          now,
        );
        return inserted;
      });
      return { id, status: 'delivered' as const };
    },

    async listMine(seekerId: number, status: ApplicationStatus | undefined, locale: Locale, window: Window) {
      const { rows, total } = await repo.listMine(seekerId, status, window);
      const latest = await repo.latestInterviews(rows.map((row) => row.id));
      return { rows: rows.map((row) => mineRow(row, latest.get(row.id), locale)), total };
    },

    // ---- The recruiter -------------------------------------------------------------------------------------

    /** Applications to the caller's company (one of its positions with positionId); none without a company. */
    async listReceived(
      recruiterId: number,
      filter: { positionId?: number; status?: ApplicationStatus },
      locale: Locale,
      window: Window,
    ) {
      const companyId = await companyIdOf(recruiterId);
      if (companyId === undefined) return { rows: [], total: 0 };
      const { rows, total } = await repo.listReceived({ companyId, ...filter }, window);
      return { rows: await receivedRows(rows, locale), total };
    },

    async counts(recruiterId: number, positionId: number | undefined) {
      const counts = { delivered: 0, passed: 0, rejected: 0, all: 0 };
      const companyId = await companyIdOf(recruiterId);
      if (companyId === undefined) return counts;
      for (const { status, count } of await repo.countByStatus({ companyId, positionId })) {
        counts[status] += count;
        counts.all += count;
      }
      return counts;
    },

    /**
     * delivered -> passed | rejected (with an optional reason); the seeker is told. Rejecting also closes the
     * application's open (invited or waiting) interview as 'rejected', in the same transaction, so it can no
     * longer be accepted or passed (no notification of its own: the rejection says it all).
     */
    async decide(recruiterId: number, id: number, decision: 'pass' | 'reject', reason = '') {
      const row = await ownReceived(recruiterId, id);
      if (row.status !== 'delivered') throw invalidTransition();
      const status = decision === 'pass' ? ('passed' as const) : ('rejected' as const);
      await inTransaction(async (trx) => {
        const now = nowIso();
        const set = decision === 'pass' ? { status } : { status, reason: reason.trim() };
        if (!(await trx.applications.transition(id, 'delivered', set, now))) throw invalidTransition();
        if (decision === 'reject') await trx.interviews.closeOpen(id, now);
        const params = { companyName: row.company_name, positionTitle: row.position_title };
        await trx.notifications.insert(
          [
            decision === 'pass'
              ? notificationOf('application_passed', row.seeker_user_id, params, id)
              : notificationOf('application_rejected', row.seeker_user_id, { ...params, reason: reason.trim() }, id),
          ],
          now,
        );
      });
      return { id, status };
    },

    // ---- Either side ---------------------------------------------------------------------------------------

    /**
     * One application for the recruiter of its company (with the resume, contacts unmasked) or for its
     * seeker (resume null); anyone else gets the not-found refusal.
     */
    async detail(userId: number, id: number, locale: Locale): Promise<ApplicationDetail<ResumeDetail>> {
      const row = await repo.find(id);
      if (!row) throw applicationNotFound();
      const companyId = await companyIdOf(userId);
      const viewer = companyId !== undefined && companyId === row.company_id ? 'recruiter' : 'seeker';
      if (viewer === 'seeker' && row.seeker_user_id !== userId) throw applicationNotFound();
      const [[received], all, resume] = await Promise.all([
        receivedRows([row], locale),
        interviews.listByApplication(id),
        viewer === 'recruiter' ? resumes.detailForApplication(row.seeker_user_id) : Promise.resolve(null),
      ]);
      return {
        ...received,
        companyId: row.company_id,
        companyName: row.company_name,
        companyLogo: row.company_logo,
        position: {
          id: row.position_id,
          title: row.position_title,
          salaryMin: row.salary_min ?? 0,
          salaryMax: row.salary_max ?? 0,
          regionName: regionName(row.region_code),
        },
        resume,
        interviews: all.map(toInterview),
        viewer,
      };
    },

    /** The caller's application to a position, for the position detail (null when none). */
    async ofPosition(seekerId: number, positionId: number) {
      return (await repo.findBySeekerAndPosition(seekerId, positionId)) ?? null;
    },

    // ---- Housekeeping --------------------------------------------------------------------------------------

    /** The reminders, the automatic close, the expired invitations (see the file comment). Answers what it did. */
    async sweep() {
      const closed = await closeUnanswered();
      const reminded = await remindUnanswered();
      const interviewsExpired = await expireInvitations();
      const interviewReminders = await remindInterviews();
      return { closed, reminded, interviewsExpired, interviewReminders };
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
