/**
 * Reports and measures (docs/decisions.md, "Reports and measures").
 *
 * - Filing: a user reports a conversation (the other member; chat says who, and that a named message is
 *   theirs), a position (its recruiter) or a company (its owner), with a reason, a note and up to
 *   REPORT_SCREENSHOTS_MAX private screenshots of their own (`/api/documents/...`). Never oneself.
 * - The automatic guard: once AUTO_MUTE_REPORTERS different seekers reported the same account within
 *   AUTO_MUTE_DAYS, it is muted until an operator looks (an automatic measure without an end), and those
 *   reports are flagged: the queue shows them first.
 * - Handling (operators; never a report about themselves, by themselves or about their own company): dismiss,
 *   warn, mute for N days, take the reported position down, suspend the account (its positions taken down,
 *   its sessions ended, every login refused), each with a required reason. Any decision on a report ends the
 *   automatic mute of its account (an operator looked). A measure but a warning can be lifted with a reason:
 *   positions come back as they were.
 * - Who is told: the reporter reads the outcome ('report.handled'), the reported user what was done and why
 *   ('measure.applied', 'measure.lifted'); the notifications module writes them.
 * - Every decision, measure and lift is a row of report_audit (operator null: the automatic guard).
 * Other modules are reached through what the composition root hands in (wiring.ts); this module reads and
 * writes only its own tables.
 */
import { BODY_CODE } from '@common/errors';
import { formatChinaTime } from '@common/china-time';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { REPORTS_MSG } from '@common/messages.reports';
import {
  AUTO_MUTE_DAYS,
  AUTO_MUTE_REPORTERS,
  MUTE_DAYS_DEFAULT,
  type FileReportBody,
  type Measure,
  type MeasureKind,
  type MyReport,
  type ReportAction,
  type ReportActionBody,
  type ReportDetail,
  type ReportQueueRow,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@common/reports';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import type { ReportMeasuresTable, ReportsTable } from '../../db/types';
import type { AuthUser } from '../../http/caller';
import { AppError, HttpError, refuse } from '../../http/errors';
import type { Selectable } from 'kysely';
import { createReportsRepository } from './reports.repository';

type Window = { limit: number; offset: number };
type ReportRow = Selectable<ReportsTable>;
type MeasureRow = Selectable<ReportMeasuresTable>;
/** A position taken down and the status it goes back to (positions/moderation.service.ts). */
type TakenDown = { id: number; from: string };

/** Reports one user may file in an hour (a flood of reports is not a report). */
export const REPORTS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Earlier reports and audit rows a report's detail shows. */
const EARLIER_MAX = 20;
const AUDIT_MAX = 50;

export interface ReportsServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  /** Private files (the uploads module): a user's own upload as a reference, a reference as a signed link. */
  documents: {
    documentRef(userId: number, value: string, stored: string | null): string | undefined;
    documentLink(ref: string): string;
  };
  /** Counts a hit in a window shared by every instance. */
  countHit(key: string, windowMs: number): Promise<{ hits: number; retryAfterMs: number }>;
  /** Chat: whom a member reports in a conversation, and the messages around a reported one. */
  chat: {
    reportFacts(
      userId: number,
      conversationId: number,
      messageId?: number,
    ): Promise<{ reportedUserId: number; reporterSide: string; companyId: number; subject: string }>;
    reportContext(
      conversationId: number,
      messageId: number | null,
    ): Promise<(NonNullable<ReportDetail['conversation']> & { seekerUserId: number }) | null>;
  };
  /** Positions: a reported one's facts and texts, taking down and restoring. */
  positions: {
    facts(
      id: number,
    ): Promise<(NonNullable<ReportDetail['position']> & { recruiterUserId: number; companyId: number }) | undefined>;
    takeDown(id: number, reason: string): Promise<TakenDown | null>;
    takeDownAllOf(userId: number, reason: string): Promise<TakenDown[]>;
    restore(items: TakenDown[]): Promise<number>;
  };
  /** Companies: a reported one's record, the company a user owns. */
  companies: {
    record(id: number): Promise<NonNullable<ReportDetail['company']> | undefined>;
    idOf(userId: number): Promise<number | undefined>;
  };
  /** Users' names (accounts). */
  names(userIds: number[]): Promise<Map<number, string>>;
  /** Ends every session of a user (accounts). */
  endSessions(userId: number): Promise<void>;
}

const parseList = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};
const undoOf = (row: MeasureRow): TakenDown[] => {
  try {
    const value = JSON.parse(row.undo) as { positions?: TakenDown[] };
    return Array.isArray(value.positions) ? value.positions : [];
  } catch {
    return [];
  }
};

function toMeasure(row: MeasureRow): Measure {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind as MeasureKind,
    reason: row.reason,
    until: row.until,
    auto: row.auto === 1,
    positionId: row.position_id,
    reportId: row.report_id,
    createdAt: row.created_at,
    liftedAt: row.lifted_at,
    liftReason: row.lift_reason,
  };
}

export function createReportsService(deps: ReportsServiceDeps) {
  const { db, clock, events } = deps;
  const repo = createReportsRepository(db);
  const now = () => toIso(clock.now());

  function toMine(row: ReportRow): MyReport {
    return {
      id: row.id,
      targetType: row.target_type as ReportTarget,
      targetId: row.target_id,
      subject: row.subject,
      reason: row.reason as ReportReason,
      note: row.note,
      screenshots: parseList<string>(row.screenshots).map((ref) => deps.documents.documentLink(ref)),
      status: row.status as ReportStatus,
      outcome: (row.outcome as ReportAction | null) ?? null,
      outcomeReason: row.outcome_reason,
      createdAt: row.created_at,
      handledAt: row.handled_at,
    };
  }

  async function toQueueRows(rows: ReportRow[]): Promise<ReportQueueRow[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      ids.add(row.reporter_user_id);
      if (row.reported_user_id !== null) ids.add(row.reported_user_id);
    }
    const names = await deps.names([...ids]);
    const since = toIso(clock.now() - AUTO_MUTE_DAYS * DAY_MS);
    const counts = new Map<number, number>();
    for (const row of rows) {
      const reported = row.reported_user_id;
      if (reported !== null && !counts.has(reported))
        counts.set(reported, await repo.seekersReporting(reported, since));
    }
    return rows.map((row) => ({
      ...toMine(row),
      messageId: row.message_id,
      reporter: { id: row.reporter_user_id, nickname: names.get(row.reporter_user_id) ?? '' },
      reporterSide: row.reporter_side,
      reported:
        row.reported_user_id === null
          ? null
          : { id: row.reported_user_id, nickname: names.get(row.reported_user_id) ?? '' },
      companyId: row.company_id,
      flagged: row.flagged === 1,
      reportersInWindow: row.reported_user_id === null ? 0 : (counts.get(row.reported_user_id) ?? 0),
    }));
  }

  /** Whom a report is about: the reported account, its company and what the queue calls it. */
  async function resolveTarget(user: AuthUser, body: ReturnType<typeof normalize>) {
    switch (body.targetType) {
      case 'conversation': {
        const facts = await deps.chat.reportFacts(user.id, body.targetId, body.messageId);
        return { ...facts, reporterSide: facts.reporterSide as string | null };
      }
      case 'position': {
        const position = await deps.positions.facts(body.targetId);
        if (!position) throw refuse(REPORTS_MSG.targetNotFound);
        return {
          reportedUserId: position.recruiterUserId,
          companyId: position.companyId,
          subject: position.title,
          reporterSide: user.identity,
        };
      }
      case 'company': {
        const company = await deps.companies.record(body.targetId);
        if (!company) throw refuse(REPORTS_MSG.targetNotFound);
        return {
          reportedUserId: company.ownerUserId,
          companyId: company.id,
          subject: company.name,
          reporterSide: user.identity,
        };
      }
    }
  }

  function normalize(body: FileReportBody) {
    return {
      targetType: body.targetType,
      targetId: body.targetId,
      messageId: body.targetType === 'conversation' ? body.messageId : undefined,
      reason: body.reason,
      note: (body.note ?? '').trim(),
      screenshots: body.screenshots ?? [],
    };
  }

  /**
   * The automatic guard after a seeker's report of `userId`: AUTO_MUTE_REPORTERS different seekers within
   * AUTO_MUTE_DAYS mute the account until an operator looks (once: an account muted or suspended already
   * keeps its measure); the reports counted are flagged.
   */
  async function guard(userId: number, subject: string) {
    const since = toIso(clock.now() - AUTO_MUTE_DAYS * DAY_MS);
    const reporters = await repo.seekersReporting(userId, since);
    if (reporters < AUTO_MUTE_REPORTERS) return;
    await repo.flagSince(userId, since);
    const at = now();
    const inForce = await repo.inForce(userId, at);
    if (inForce.some((m) => m.kind === 'mute' || m.kind === 'suspend')) return;
    const reason = `7天内被${reporters}名求职者举报，等待平台核实`;
    await transaction(db, events, async (tx) => {
      const txRepo = createReportsRepository(tx.db);
      const measureId = await txRepo.insertMeasure({ user_id: userId, kind: 'mute', reason, auto: 1, created_at: at });
      await txRepo.audit({
        measure_id: measureId,
        subject_user_id: userId,
        action: 'auto_mute',
        reason,
        detail: JSON.stringify({ reporters, since }),
        created_at: at,
      });
      tx.record('measure.applied', { measureId, userId, kind: 'mute', auto: true, subject, reason, until: null });
    });
  }

  /** Refuses an operator's decision on their own case (403). */
  async function checkNotOwn(operatorId: number, report: ReportRow) {
    const own =
      report.reported_user_id === operatorId ||
      report.reporter_user_id === operatorId ||
      (report.company_id !== null && report.company_id === (await deps.companies.idOf(operatorId)));
    if (own) throw new AppError(BODY_CODE.forbidden, REPORTS_MSG.ownCase);
  }

  return {
    // ---- Users -------------------------------------------------------------------------------------------

    /** Files a report; answers it (open). */
    async file(user: AuthUser, input: FileReportBody) {
      const { hits, retryAfterMs } = await deps.countHit(`reports:user:${user.id}`, HOUR_MS);
      if (hits > REPORTS_PER_HOUR) {
        throw new HttpError(429, MSG.chat.reportLimit, { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
      }
      const body = normalize(input);
      const target = await resolveTarget(user, body);
      if (target.reportedUserId === user.id) throw refuse(REPORTS_MSG.self);
      const screenshots = body.screenshots.map((value) => {
        const ref = deps.documents.documentRef(user.id, value, null);
        if (!ref || !ref.startsWith('/api/documents/')) throw refuse(REPORTS_MSG.screenshot);
        return ref;
      });
      const id = await repo.insertReport({
        target_type: body.targetType,
        target_id: body.targetId,
        message_id: body.messageId ?? null,
        reporter_user_id: user.id,
        reporter_side: target.reporterSide,
        reported_user_id: target.reportedUserId,
        company_id: target.companyId,
        subject: target.subject,
        reason: body.reason,
        note: body.note,
        screenshots: JSON.stringify(screenshots),
        created_at: now(),
      });
      if (target.reporterSide === 'seeker') await guard(target.reportedUserId, target.subject);
      return { id, status: 'open' as const };
    },

    /** A chat member's report through the conversation's own call (chat checked membership and its limit). */
    async fileFromChat(userId: number, conversationId: number, body: { reason: string; detail: string }) {
      const facts = await deps.chat.reportFacts(userId, conversationId);
      const id = await repo.insertReport({
        target_type: 'conversation',
        target_id: conversationId,
        reporter_user_id: userId,
        reporter_side: facts.reporterSide,
        reported_user_id: facts.reportedUserId,
        company_id: facts.companyId,
        subject: facts.subject,
        reason: body.reason,
        note: body.detail,
        created_at: now(),
      });
      if (facts.reporterSide === 'seeker') await guard(facts.reportedUserId, facts.subject);
      return id;
    },

    async mine(userId: number, window: Window) {
      const { rows, total } = await repo.listMine(userId, window);
      return { rows: rows.map(toMine), total };
    },

    /** The measures in force on the caller (a warning is over once given). */
    async myMeasures(userId: number): Promise<Measure[]> {
      return (await repo.inForce(userId, now())).filter((m) => m.kind !== 'warn').map(toMeasure);
    },

    /** Refuses a chat message of a muted account, saying until when and why. */
    async checkNotMuted(userId: number): Promise<void> {
      const [mute] = await repo.inForce(userId, now(), 'mute');
      if (!mute) return;
      if (mute.auto === 1) throw refuse(REPORTS_MSG.mutedPending);
      throw refuse(REPORTS_MSG.muted, { until: formatChinaTime(mute.until ?? now()), reason: mute.reason });
    },

    /** Refuses a login of a suspended account, saying why. */
    async checkLogin(userId: number): Promise<void> {
      const [suspension] = await repo.inForce(userId, now(), 'suspend');
      if (suspension) throw refuse(REPORTS_MSG.suspended, { reason: suspension.reason });
    },

    // ---- Operators ---------------------------------------------------------------------------------------

    async queue(status: ReportStatus | undefined, window: Window) {
      const { rows, total } = await repo.queue(status ?? 'open', window);
      return { rows: await toQueueRows(rows), total };
    },

    async detail(id: number, _locale: Locale): Promise<ReportDetail> {
      const row = await repo.findReport(id);
      if (!row) throw refuse(REPORTS_MSG.notFound);
      const [queueRow] = await toQueueRows([row]);
      const conversation =
        row.target_type === 'conversation' ? await deps.chat.reportContext(row.target_id, row.message_id) : null;
      const position = row.target_type === 'position' ? await deps.positions.facts(row.target_id) : undefined;
      const companyId = row.target_type === 'company' ? row.target_id : row.company_id;
      const company = companyId !== null ? await deps.companies.record(companyId) : undefined;
      const earlier = await repo.earlier(row, EARLIER_MAX);
      const measures = row.reported_user_id === null ? [] : await repo.inForce(row.reported_user_id, now());
      const audit = await repo.auditOf(row.id, row.reported_user_id, AUDIT_MAX);
      return {
        ...queueRow,
        conversation: conversation
          ? {
              id: conversation.id,
              positionTitle: conversation.positionTitle,
              companyName: conversation.companyName,
              messages: conversation.messages,
            }
          : null,
        position: position
          ? {
              id: position.id,
              title: position.title,
              status: position.status,
              companyName: position.companyName,
              responsibilities: position.responsibilities,
              requirements: position.requirements,
              conditions: position.conditions,
              workingHours: position.workingHours,
            }
          : null,
        company: company ?? null,
        earlierReports: earlier.map((r) => ({
          id: r.id,
          targetType: r.target_type as ReportTarget,
          subject: r.subject,
          reason: r.reason as ReportReason,
          status: r.status as ReportStatus,
          outcome: (r.outcome as ReportAction | null) ?? null,
          createdAt: r.created_at,
        })),
        measures: measures.map(toMeasure),
        audit: audit.map((a) => ({
          id: a.id,
          action: a.action,
          operatorUserId: a.operator_user_id,
          subjectUserId: a.subject_user_id,
          reportId: a.report_id,
          measureId: a.measure_id,
          reason: a.reason,
          createdAt: a.created_at,
        })),
      };
    },

    /** Dismisses or acts on an open report (see the file's comment); answers it and the measure taken. */
    async act(operatorId: number, id: number, body: ReportActionBody) {
      const report = await repo.findReport(id);
      if (!report) throw refuse(REPORTS_MSG.notFound);
      await checkNotOwn(operatorId, report);
      if (report.status !== 'open') throw refuse(REPORTS_MSG.handled);
      const { action } = body;
      const reason = body.reason.trim();
      const subjectUser = report.reported_user_id;
      if (action !== 'dismiss' && subjectUser === null) throw refuse(REPORTS_MSG.noSubject);
      if (action === 'take_down' && report.target_type !== 'position') throw refuse(REPORTS_MSG.positionOnly);
      const at = now();
      const status: ReportStatus = action === 'dismiss' ? 'dismissed' : 'actioned';
      if (!(await repo.decide(id, status, action, reason, operatorId, at))) throw refuse(REPORTS_MSG.handled);

      // What the measure does outside this module (before it is recorded: its undo names what it did).
      let undo: TakenDown[] = [];
      if (action === 'take_down') {
        const done = await deps.positions.takeDown(report.target_id, reason);
        undo = done ? [done] : [];
      } else if (action === 'suspend') {
        undo = await deps.positions.takeDownAllOf(subjectUser!, reason);
        await deps.endSessions(subjectUser!);
      }

      const measureId = await transaction(db, events, async (tx) => {
        const txRepo = createReportsRepository(tx.db);
        // An operator looked: the account's automatic mute ends with this decision.
        if (subjectUser !== null) {
          for (const auto of (await txRepo.inForce(subjectUser, at, 'mute')).filter((m) => m.auto === 1)) {
            if (!(await txRepo.lift(auto.id, operatorId, reason, at))) continue;
            await txRepo.audit({
              report_id: id,
              measure_id: auto.id,
              operator_user_id: operatorId,
              subject_user_id: subjectUser,
              action: 'auto_mute_ended',
              reason,
              created_at: at,
            });
          }
        }
        let measure: number | null = null;
        if (action !== 'dismiss') {
          const until =
            action === 'mute'
              ? toIso(clock.now() + (body.days ?? MUTE_DAYS_DEFAULT) * DAY_MS)
              : action === 'warn'
                ? at
                : null;
          measure = await txRepo.insertMeasure({
            user_id: subjectUser!,
            kind: action,
            report_id: id,
            position_id: action === 'take_down' ? report.target_id : null,
            reason,
            until,
            undo: JSON.stringify({ positions: undo }),
            created_by: operatorId,
            created_at: at,
          });
          tx.record('measure.applied', {
            measureId: measure,
            userId: subjectUser!,
            kind: action,
            auto: false,
            subject: report.subject,
            reason,
            until: action === 'mute' ? until : null,
          });
        }
        await txRepo.audit({
          report_id: id,
          measure_id: measure,
          operator_user_id: operatorId,
          subject_user_id: subjectUser,
          action,
          reason,
          detail: JSON.stringify({
            ...(action === 'mute' ? { days: body.days } : {}),
            ...(undo.length ? { positions: undo } : {}),
          }),
          created_at: at,
        });
        tx.record('report.handled', {
          reportId: id,
          reporterUserId: report.reporter_user_id,
          subject: report.subject,
          outcome: action,
          reason,
        });
        return measure;
      });
      return { id, status, measureId };
    },

    /** Lifts a measure (not a warning) with a reason: a take-down or suspension gives the positions back. */
    async lift(operatorId: number, id: number, reason: string): Promise<Measure> {
      const measure = await repo.findMeasure(id);
      if (!measure) throw refuse(REPORTS_MSG.measureNotFound);
      const company = await deps.companies.idOf(operatorId);
      if (
        measure.user_id === operatorId ||
        (company !== undefined && company === (await deps.companies.idOf(measure.user_id)))
      ) {
        throw new AppError(BODY_CODE.forbidden, REPORTS_MSG.ownCase);
      }
      if (measure.kind === 'warn') throw refuse(REPORTS_MSG.notLiftable);
      const at = now();
      if (measure.lifted_at !== null || !(await repo.lift(id, operatorId, reason.trim(), at))) {
        throw refuse(REPORTS_MSG.measureLifted);
      }
      const items = undoOf(measure);
      if (measure.kind === 'take_down' && items.length) {
        // Still suspended: the position comes back with the suspension, not before.
        const [suspension] = await repo.inForce(measure.user_id, at, 'suspend');
        if (suspension)
          await repo.setUndo(suspension.id, JSON.stringify({ positions: [...undoOf(suspension), ...items] }));
        else await deps.positions.restore(items);
      } else if (measure.kind === 'suspend') {
        await deps.positions.restore(items);
      }
      const subject = measure.report_id ? ((await repo.findReport(measure.report_id))?.subject ?? '') : '';
      await transaction(db, events, async (tx) => {
        await createReportsRepository(tx.db).audit({
          report_id: measure.report_id,
          measure_id: id,
          operator_user_id: operatorId,
          subject_user_id: measure.user_id,
          action: 'lift',
          reason: reason.trim(),
          created_at: at,
        });
        tx.record('measure.lifted', {
          measureId: id,
          userId: measure.user_id,
          kind: measure.kind as MeasureKind,
          auto: measure.auto === 1,
          subject,
          reason: reason.trim(),
          until: measure.until,
        });
      });
      return toMeasure((await repo.findMeasure(id))!);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
