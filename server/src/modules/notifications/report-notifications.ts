/**
 * Notifications of reports and measures (docs/decisions.md, "Reports and measures"): the reporter reads the
 * outcome of their report, the reported user what was done and why (the operator's reason, appended by
 * `renderNotification`). System notifications (type 3): they open nothing.
 */
import { NOTIFICATION_KIND_TYPE, type NotificationKind } from '@common/notifications';
import type { AppEvents, MeasureEvent, ReportHandledEvent } from '../../core/events';
import type { NewNotification } from './notifications.repository';

const notification = (
  kind: NotificationKind,
  userId: number,
  params: Record<string, string | number>,
  rid: number,
): NewNotification => ({ userId, type: NOTIFICATION_KIND_TYPE[kind], kind, params, rid });

export function reportHandledNotification(event: ReportHandledEvent): NewNotification {
  const kind = event.outcome === 'dismiss' ? 'report_dismissed' : 'report_actioned';
  return notification(kind, event.reporterUserId, { subject: event.subject, reason: event.reason }, event.reportId);
}

export function measureNotification(event: MeasureEvent, lifted: boolean): NewNotification {
  const params: Record<string, string | number> = { subject: event.subject };
  if (lifted) return notification('measure_lifted', event.userId, { ...params, reason: event.reason }, event.measureId);
  if (event.auto) return notification('measure_auto_mute', event.userId, params, event.measureId);
  if (event.kind === 'mute' && event.until) params.time = event.until;
  return notification(`measure_${event.kind}`, event.userId, { ...params, reason: event.reason }, event.measureId);
}

/** The reports' events, as the notifications they turn into (written inside their transaction). */
export const REPORT_NOTIFICATIONS = {
  'report.handled': (event: ReportHandledEvent) => [reportHandledNotification(event)],
  'measure.applied': (event: MeasureEvent) => [measureNotification(event, false)],
  'measure.lifted': (event: MeasureEvent) => [measureNotification(event, true)],
} satisfies Partial<{ [K in keyof AppEvents]: (event: AppEvents[K]) => NewNotification[] }>;
