/**
 * Notifications (the Applications issue): push types, kinds, how a stored notification (kind + params) is
 * rendered in a language, and the ONE routing function that turns a push payload `{type, rid}` into the page
 * to open. The server stores kind + params and renders title and body at read time in the caller's language,
 * so switching the language re-renders every notification.
 *
 * Types 1-4 are the spec's push payload types (1 candidates of a position, 2 interview records, 3 nothing,
 * 4 offers); 5-7 are our extensions (5 the seeker's applications, 6 the recruiter's positions, 7 the
 * company). `rid`: the position id for type 1 and 6, the company id for 7, the application id for 5, the
 * interview id for 2 and 4 (pages of types 2, 4 and 5 open their list and ignore it), the contract id for 8 and 9.
 */
import { z } from 'zod';
import { format, type Locale } from './i18n';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { t } from './messages';
import { formatChinaTime } from './china-time';
import { INTERVIEW_METHOD_LABEL, type InterviewMethod } from './constants';
import { defineCalls } from './call';
import { STAGES } from './pipeline';
import { idPath, pageQuery } from './validation/paging';

// The push types and their routing live in ./push (no catalogue there: the app's main package uses it).
import { NOTIFICATION_TYPES, type NotificationType } from './push';

export { NOTIFICATION_TYPES, pushRoute, type NotificationType } from './push';

export const NOTIFICATION_KINDS = [
  'application_received',
  'application_no_reply',
  'application_passed',
  'application_rejected',
  'application_auto_closed',
  'application_withdrawn',
  'interview_invited',
  'interview_accepted',
  'interview_declined',
  'interview_passed',
  'interview_failed',
  'interview_reminder_seeker',
  'interview_reminder_recruiter',
  'interview_expired',
  'interview_slot_picked',
  'interview_reschedule_seeker',
  'interview_reschedule_recruiter',
  'interview_reschedule_accepted_seeker',
  'interview_reschedule_accepted_recruiter',
  'interview_reschedule_declined_seeker',
  'interview_reschedule_declined_recruiter',
  'interview_cancelled_seeker',
  'interview_cancelled_recruiter',
  'position_approved',
  'position_rejected',
  'company_approved',
  'company_rejected',
  'company_join_requested',
  'company_join_approved',
  'company_join_rejected',
  'recruiter_verified',
  'recruiter_verification_refused',
  'contract_sent',
  'contract_deadline_soon',
  'contract_voided',
  'contract_expired_seeker',
  'contract_signed',
  'contract_refused',
  'contract_expired_recruiter',
  'report_dismissed',
  'report_actioned',
  'measure_warn',
  'measure_mute',
  'measure_auto_mute',
  'measure_take_down',
  'measure_suspend',
  'measure_lifted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The push type of each kind. */
export const NOTIFICATION_KIND_TYPE = {
  application_received: NOTIFICATION_TYPES.applicant,
  application_no_reply: NOTIFICATION_TYPES.applicant,
  application_passed: NOTIFICATION_TYPES.application,
  application_rejected: NOTIFICATION_TYPES.application,
  application_auto_closed: NOTIFICATION_TYPES.application,
  application_withdrawn: NOTIFICATION_TYPES.applicant,
  interview_invited: NOTIFICATION_TYPES.interview,
  interview_accepted: NOTIFICATION_TYPES.applicant,
  interview_declined: NOTIFICATION_TYPES.applicant,
  interview_passed: NOTIFICATION_TYPES.offer,
  interview_failed: NOTIFICATION_TYPES.interview,
  interview_reminder_seeker: NOTIFICATION_TYPES.interview,
  interview_reminder_recruiter: NOTIFICATION_TYPES.applicant,
  interview_expired: NOTIFICATION_TYPES.applicant,
  interview_slot_picked: NOTIFICATION_TYPES.applicant,
  interview_reschedule_seeker: NOTIFICATION_TYPES.interview,
  interview_reschedule_recruiter: NOTIFICATION_TYPES.applicant,
  interview_reschedule_accepted_seeker: NOTIFICATION_TYPES.interview,
  interview_reschedule_accepted_recruiter: NOTIFICATION_TYPES.applicant,
  interview_reschedule_declined_seeker: NOTIFICATION_TYPES.interview,
  interview_reschedule_declined_recruiter: NOTIFICATION_TYPES.applicant,
  interview_cancelled_seeker: NOTIFICATION_TYPES.interview,
  interview_cancelled_recruiter: NOTIFICATION_TYPES.applicant,
  position_approved: NOTIFICATION_TYPES.position,
  position_rejected: NOTIFICATION_TYPES.position,
  company_approved: NOTIFICATION_TYPES.company,
  company_rejected: NOTIFICATION_TYPES.company,
  company_join_requested: NOTIFICATION_TYPES.company,
  company_join_approved: NOTIFICATION_TYPES.company,
  company_join_rejected: NOTIFICATION_TYPES.company,
  recruiter_verified: NOTIFICATION_TYPES.company,
  recruiter_verification_refused: NOTIFICATION_TYPES.company,
  contract_sent: NOTIFICATION_TYPES.contractSeeker,
  contract_deadline_soon: NOTIFICATION_TYPES.contractSeeker,
  contract_voided: NOTIFICATION_TYPES.contractSeeker,
  contract_expired_seeker: NOTIFICATION_TYPES.contractSeeker,
  contract_signed: NOTIFICATION_TYPES.contractRecruiter,
  contract_refused: NOTIFICATION_TYPES.contractRecruiter,
  contract_expired_recruiter: NOTIFICATION_TYPES.contractRecruiter,
  report_dismissed: NOTIFICATION_TYPES.system,
  report_actioned: NOTIFICATION_TYPES.system,
  measure_warn: NOTIFICATION_TYPES.system,
  measure_mute: NOTIFICATION_TYPES.system,
  measure_auto_mute: NOTIFICATION_TYPES.system,
  measure_take_down: NOTIFICATION_TYPES.system,
  measure_suspend: NOTIFICATION_TYPES.system,
  measure_lifted: NOTIFICATION_TYPES.system,
} as const satisfies Record<NotificationKind, NotificationType>;

/**
 * Stored parameters of a notification. Names shared by every kind: `seekerName`, `positionTitle`,
 * `companyName`, `days`; `time` is an ISO instant (rendered as China time 'YYYY-MM-DD HH:mm'), `method` an
 * interview method code (rendered as its label) and `reason` an optional reason appended to the body.
 */
export type NotificationParams = Record<string, string | number>;

// ---- Responses (the OpenAPI document is built from these) --------------------------------------------

const notificationTypes = Object.values(NOTIFICATION_TYPES) as NotificationType[];

/** A row of `GET notifications`. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z
    .literal(notificationTypes)
    .describe(
      'push type: 1 candidates of a position, 2 interviews, 3 system, 4 offer, 5 applications, 6 position review, 7 company review, 8 contract (seeker), 9 contract (recruiter)',
    ),
  kind: z.string().describe('e.g. application_received, interview_invited (common/notifications.ts)'),
  title: z.string().describe("rendered in the caller's language at read time"),
  body: z.string(),
  rid: z
    .number()
    .int()
    .nullable()
    .describe('position id (types 1, 6), interview id (2, 4), application id (5), company id (7), contract id (8, 9)'),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  stage: z
    .enum(STAGES)
    .optional()
    .describe('the application stage its kind speaks of (NOTIFICATION_STAGE, common/pipeline.ts), if any'),
});
export type NotificationRow = z.infer<typeof notificationSchema>;

export const notificationCountSchema = z.object({ count: z.number().int().nonnegative() });
export const notificationReadStateSchema = z.object({ id: z.number().int(), read: z.boolean() });

function isKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** Title and body of a stored notification in `locale`. An unknown kind renders as its name. */
export function renderNotification(
  locale: Locale,
  kind: string,
  params: NotificationParams = {},
): { title: string; body: string } {
  if (!isKind(kind)) return { title: kind, body: '' };
  const values: NotificationParams = { ...params };
  if (typeof params.time === 'string') values.time = formatChinaTime(params.time);
  if (typeof params.method === 'string' && params.method in INTERVIEW_METHOD_LABEL) {
    values.method = t(locale, INTERVIEW_METHOD_LABEL[params.method as InterviewMethod]);
  }
  const reason = typeof params.reason === 'string' ? params.reason.trim() : '';
  const text = (key: string, params: NotificationParams) => format(NOTIFICATION_TEXTS, locale, key, params);
  const body =
    text(`notifications.body.${kind}`, values) + (reason ? text('notifications.reasonSuffix', { reason }) : '');
  return { title: text(`notifications.title.${kind}`, values), body };
}

// ---- Calls (common/call.ts): any logged-in user, their own notifications only -------------------------

export const notificationCalls = /* @__PURE__ */ defineCalls('notifications', () => ({
  list: {
    method: 'GET',
    path: '/notifications',
    access: 'user',
    answer: 'page',
    query: pageQuery,
    response: notificationSchema,
    summary: "The caller's notifications, newest first (title and body in the caller's language)",
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unreadCount',
    access: 'user',
    answer: 'data',
    response: notificationCountSchema,
    summary: "How many of the caller's notifications are unread",
  },
  readAll: {
    method: 'POST',
    path: '/notifications/readAll',
    access: 'user',
    answer: 'data',
    response: notificationCountSchema,
    summary: 'Marks every notification of the caller read; count = how many were unread',
  },
  read: {
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: notificationReadStateSchema,
    summary: 'Marks one of the caller\'s notifications read (another user\'s: "does not exist")',
  },
}));
