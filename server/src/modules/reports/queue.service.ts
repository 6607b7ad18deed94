/**
 * The operators' queue and a report's context: who reported whom, how many seekers reported the account
 * lately, and for one report what was reported (the conversation around the message, the position, the
 * company), the earlier reports, the measures in force and the audit trail.
 */
import type { Locale } from '@common/i18n';
import { REPORTS_MSG } from '@common/messages.reports';
import {
  AUTO_MUTE_DAYS,
  type ReportAction,
  type ReportDetail,
  type ReportQueueRow,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@common/reports';
import { toIso } from '../../db/time';
import { refuse } from '../../http/errors';
import { DAY_MS, toMeasure, type ReportRow, type ReportsCore, type Window } from './reports-core';

/** Earlier reports and audit rows a report's detail shows. */
const EARLIER_MAX = 20;
const AUDIT_MAX = 50;

export function createQueue({ deps, repo, now, toMine }: ReportsCore) {
  async function toQueueRows(rows: ReportRow[]): Promise<ReportQueueRow[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      ids.add(row.reporter_user_id);
      if (row.reported_user_id !== null) ids.add(row.reported_user_id);
    }
    const names = await deps.names([...ids]);
    const since = toIso(deps.clock.now() - AUTO_MUTE_DAYS * DAY_MS);
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

  return {
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
  };
}
