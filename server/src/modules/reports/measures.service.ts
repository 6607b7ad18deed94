/**
 * Measures: the ones in force on a user (what chat and login check), and the operators' decisions on a
 * report (dismiss, warn, mute, take down, suspend) and lifting a measure, each written to report_audit and
 * told through 'report.handled', 'measure.applied' and 'measure.lifted'.
 */
import { BODY_CODE } from '@common/errors';
import { formatChinaTime } from '@common/china-time';
import { REPORTS_MSG } from '@common/messages.reports';
import {
  MUTE_DAYS_DEFAULT,
  type Measure,
  type MeasureKind,
  type ReportActionBody,
  type ReportStatus,
} from '@common/reports';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { AppError, refuse } from '../../http/errors';
import { DAY_MS, toMeasure, undoOf, type ReportRow, type ReportsCore, type TakenDown } from './reports-core';
import { createReportsRepository } from './reports.repository';

export function createMeasures({ deps, repo, now }: ReportsCore) {
  const { db, clock, events } = deps;

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

    /** Dismisses or acts on an open report (what each does: reports.service.ts); answers it and the measure. */
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
