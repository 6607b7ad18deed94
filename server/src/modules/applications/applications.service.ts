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
import type { Locale } from '@common/i18n';
import type { ContractStatus } from '@common/constants';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import type { Stage, StageChange } from '@common/pipeline';
import { MSG, t } from '@common/messages';
import { ageOn } from '@common/resume';
import type { Clock } from '../../core/clock';
import type { ApplicationPeriods } from '../../core/config';
import type { AppEventBus } from '../../core/events';
import type { Db, DbDialect } from '../../db/connect';
import { toIso } from '../../db/time';
import { chinaDate } from '@common/china-time';
import { transaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import type { PositionsService } from '../positions/positions.service';
import { regionName } from '../regions/regions.service';
import type { ResumeService } from '../resume/resume.service';
import type { ResumeFilesService } from '../resume/resume-files.service';
import {
  createApplicationsRepository,
  type ApplicationJoinedRow,
  type LatestInterview,
} from './applications.repository';
import { seekerName, toInterview, withScheduling } from './interviews.mappers';
import { createInterviewsRepository } from './interviews.repository';
import { createApplicationSweep } from './application-sweep';
import { applicationFacts, applicationNotFound, invalidTransition } from './application-facts';
import { assertStageAllows } from './stage-gate';

const DAY_MS = 86_400_000;

type Window = { limit: number; offset: number };

export interface ApplicationsServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  events: AppEventBus;
  periods: ApplicationPeriods;
  company: Pick<CompanyService, 'idOf'>;
  positions: Pick<PositionsService, 'openForApplying'>;
  resume: Pick<ResumeService, 'applicantFacts' | 'applicantSummaries' | 'detailForApplication'>;
  /** The resume file attached when applying (附件简历): checked, opened to the position's recruiter, shown. */
  resumeFiles: Pick<ResumeFilesService, 'checkOwn' | 'grantForApplication' | 'cardOfApplication'>;
  /**
   * The application's newest contract (the contracts module's; handed in: it sits above this one): the
   * recruiter sees any, the seeker those sent to them. Null when none.
   */
  contractOf(
    applicationId: number,
    viewer: 'seeker' | 'recruiter',
  ): Promise<{ id: number; status: ContractStatus } | null>;
}

export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, dialect, clock, events, periods } = deps;
  const repo = createApplicationsRepository(db);
  const interviews = createInterviewsRepository(db);
  const nowIso = () => toIso(clock.now());

  /** The id of the company the user owns, if any. */
  const companyIdOf = (userId: number) => deps.company.idOf(userId);

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
      stage: row.stage,
      stageAt: row.stage_at ?? row.updated_at,
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
      salaryUnit: row.salary_unit,
      salaryMonths: row.salary_months,
      negotiable: row.negotiable === 1,
    };
  }

  /** Rows of the recruiter's side, with each seeker's highest degree and work years. */
  async function receivedRows(list: ApplicationJoinedRow[], locale: Locale): Promise<ReceivedApplicationRow[]> {
    const today = chinaDate(clock.now());
    const [latest, summaries] = await Promise.all([
      repo.latestInterviews(list.map((row) => row.id)),
      deps.resume.applicantSummaries([...new Set(list.map((row) => row.seeker_user_id))], today),
    ]);
    return list.map((row) => {
      const summary = summaries.get(row.seeker_user_id);
      return {
        ...baseRow(row, latest.get(row.id), locale),
        seekerId: row.seeker_user_id,
        nickname: seekerName(row),
        avatar: row.avatar,
        gender: row.gender ?? null,
        age: row.birth_date ? (ageOn(row.birth_date, today) ?? null) : null,
        highestDegree: summary?.highestDegree ?? null,
        workYears: summary?.workYears ?? 0,
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

  return {
    // ---- The seeker ----------------------------------------------------------------------------------------

    /**
     * Applies to a visible position. Refused: already applied; the position not visible (like an unknown
     * id); a position the caller's own account posted; the resume's basic information incomplete (naming
     * what is missing); no education; a resume file that is not the seeker's own (before anything is made).
     * The file attached is opened to the position's recruiter.
     */
    async apply(seekerId: number, positionId: number, locale: Locale, resumeFileId?: number) {
      if (await repo.findBySeekerAndPosition(seekerId, positionId)) throw refuse(MSG.applications.alreadyApplied);
      const position = await deps.positions.openForApplying(positionId);
      if (!position) throw refuse(MSG.errors.positionNotFound);
      if (position.recruiterUserId === seekerId) throw refuse(MSG.applications.ownPosition);
      const facts = await deps.resume.applicantFacts(seekerId);
      const missing = missingBasicFields(facts.basic);
      if (missing.length) {
        const fields = joinLabels(
          locale,
          missing.map((field) => t(locale, APPLY_BASIC_FIELD_LABEL[field])),
        );
        throw refuse(MSG.applications.resumeIncomplete, { fields });
      }
      if (facts.educations === 0) throw refuse(MSG.applications.educationRequired);
      if (resumeFileId !== undefined) await deps.resumeFiles.checkOwn(seekerId, resumeFileId);

      const id = await transaction(db, events, async (tx) => {
        const inserted = await createApplicationsRepository(tx.db).insert(
          { seekerId, positionId, companyId: position.companyId },
          nowIso(),
        );
        if (inserted === null) throw refuse(MSG.applications.alreadyApplied);
        tx.record('application.received', {
          applicationId: inserted,
          positionId,
          positionTitle: position.title,
          companyName: position.companyName,
          seekerUserId: seekerId,
          seekerName: facts.basic!.nickname!,
          recruiterUserId: position.recruiterUserId,
        });
        return inserted;
      });
      if (resumeFileId !== undefined) {
        const recruiterUserId = position.recruiterUserId;
        await deps.resumeFiles.grantForApplication({
          seekerId,
          fileId: resumeFileId,
          recruiterUserId,
          applicationId: id,
        });
      }
      return { id, status: 'delivered' as const };
    },

    async listMine(
      seekerId: number,
      filter: { status?: ApplicationStatus; stage?: Stage },
      locale: Locale,
      window: Window,
    ) {
      const { rows, total } = await repo.listMine(seekerId, filter, window);
      const latest = await repo.latestInterviews(rows.map((row) => row.id));
      return { rows: rows.map((row) => mineRow(row, latest.get(row.id), locale)), total };
    },

    // ---- The recruiter -------------------------------------------------------------------------------------

    /** Applications to the caller's company (one of its positions with positionId); none without a company. */
    async listReceived(
      recruiterId: number,
      filter: { positionId?: number; status?: ApplicationStatus; stage?: Stage },
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
     * 通过初筛 (delivered or viewed -> screened, status passed) or 不合适 (any open stage -> rejected, status
     * rejected, with an optional reason); the seeker is told. The stage is read and locked inside the
     * transaction and must offer the action (common/pipeline.ts). An offer whose contract was sent and is
     * still waiting for the signature is refused (PIPELINE_MSG.contractOpen: withdraw the contract first).
     * Rejecting also closes the application's open (invited or waiting) interview as 'rejected', in the same
     * transaction, so it can no longer be accepted or passed (no notification of its own: the rejection says
     * it all).
     */
    async decide(recruiterId: number, id: number, decision: 'pass' | 'reject', reason = '') {
      const row = await ownReceived(recruiterId, id);
      // Read before the transaction: the contracts module reads its own table on its own connection.
      if (decision === 'reject' && row.stage === 'offered') {
        const contract = await deps.contractOf(id, 'recruiter');
        if (contract?.status === 'sent') throw refuse(PIPELINE_MSG.contractOpen);
      }
      const status = decision === 'pass' ? ('passed' as const) : ('rejected' as const);
      await transaction(db, events, async (tx) => {
        const now = nowIso();
        const writer = createApplicationsRepository(tx.db);
        const stage = await writer.lockedStage(id, dialect);
        if (stage === undefined) throw applicationNotFound();
        assertStageAllows(stage, 'recruiter', decision);
        const moved =
          decision === 'pass'
            ? await writer.moveStage(id, [stage], 'screened', now, { status })
            : await writer.moveStage(id, [stage], 'rejected', now, { status, reason: reason.trim() });
        if (!moved) throw invalidTransition();
        if (decision === 'reject') {
          await createInterviewsRepository(tx.db).closeOpen(id, now);
          tx.record('application.rejected', { ...applicationFacts(row), reason: reason.trim() });
        } else {
          tx.record('application.passed', applicationFacts(row));
        }
      });
      return { id, status };
    },

    /** One position's candidates by stage: counts, the longest waiting of each column, the closed ones. */
    // ---- Either side ---------------------------------------------------------------------------------------

    /**
     * One application for the recruiter of its company (with the resume, contacts unmasked) or for its
     * seeker (resume null); anyone else gets the not-found refusal.
     */
    async detail(userId: number, id: number, locale: Locale): Promise<ApplicationDetail> {
      const row = await repo.find(id);
      if (!row) throw applicationNotFound();
      const companyId = await companyIdOf(userId);
      const viewer = companyId !== undefined && companyId === row.company_id ? 'recruiter' : 'seeker';
      if (viewer === 'seeker' && row.seeker_user_id !== userId) throw applicationNotFound();
      // The recruiter's first look: delivered -> viewed (已查看), once.
      if (viewer === 'recruiter' && row.stage === 'delivered') {
        const now = nowIso();
        const moved = await transaction(db, events, (tx) =>
          createApplicationsRepository(tx.db).moveStage(id, ['delivered'], 'viewed', now, { viewed_at: now }),
        );
        if (moved) Object.assign(row, { stage: 'viewed', stage_at: now, viewed_at: now, updated_at: now });
      }
      const [[received], all, resume, stages, contract, resumeFile] = await Promise.all([
        receivedRows([row], locale),
        interviews.listByApplication(id).then((rows) => withScheduling(db, rows)),
        viewer === 'recruiter'
          ? deps.resume.detailForApplication(row.seeker_user_id, {
              recruiterId: userId,
              companyId: row.company_id,
              companyName: row.company_name,
              positionId: row.position_id,
            })
          : Promise.resolve(null),
        repo.stages(id),
        deps.contractOf(id, viewer),
        deps.resumeFiles.cardOfApplication(id),
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
          salaryUnit: row.salary_unit,
          salaryMonths: row.salary_months,
          negotiable: row.negotiable === 1,
          regionName: regionName(row.region_code),
        },
        resume,
        interviews: all.map(toInterview),
        viewer,
        stages: stages.map((change): StageChange => ({ stage: change.stage, at: change.at })),
        contract: contract ? { id: contract.id, status: contract.status } : null,
        resumeFile,
      };
    },

    /**
     * The caller's application to a position, with its stage, for the position detail and the chat
     * conversation (null when none).
     */
    async ofPosition(seekerId: number, positionId: number) {
      return (await repo.findBySeekerAndPosition(seekerId, positionId)) ?? null;
    },

    /** Applications per position, every status (the recruiter's positions list shows 投递 N). */
    async countByPosition(positionIds: number[]) {
      return repo.countByPosition(positionIds);
    },

    /** Whether a company's recruiters may see a seeker's contact details: the seeker applied to it or has its interview. */
    async contactAccess(companyId: number, seekerId: number): Promise<boolean> {
      return repo.hasAppliedTo(companyId, seekerId);
    },

    // ---- Housekeeping --------------------------------------------------------------------------------------

    /** The reminders, the automatic close, the expired invitations (see the file comment). Answers what it did. */
    sweep: createApplicationSweep({ db, clock, events, periods }),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
