/**
 * Reports and measures (server module `reports`; docs/decisions.md, "Reports and measures"): a user reports a
 * conversation, a position or a company with a reason, a note and private screenshots, and reads their own
 * reports with the outcome; operators work the queue (automatic mutes first) with each report's context,
 * act with a required reason (dismiss, warn, mute for N days, take a position down, suspend the account) and
 * lift a measure. A recruiter reported by AUTO_MUTE_REPORTERS different seekers within AUTO_MUTE_DAYS is
 * muted until an operator looks.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG } from './messages';
import { REPORTS_MSG } from './messages.reports';
import { recordIdSchema } from './validation/numbers';
import { idPath, pageQuery } from './validation/paging';
import { requiredText } from './validation/text';

import {
  REPORT_TARGETS,
  REPORT_REASONS,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  MEASURE_KINDS,
  REPORT_SCREENSHOTS_MAX,
  REPORT_NOTE_MAX,
  REPORT_ACTION_REASON_MAX,
  MUTE_DAYS_MAX,
  MUTE_DAYS_DEFAULT,
} from './report-rules';

export * from './report-rules';

// ---- Requests ---------------------------------------------------------------------------------------------

export const fileReportSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: REPORTS_MSG.target }),
  targetId: recordIdSchema.describe('the conversation, position or company id'),
  messageId: recordIdSchema.optional().describe("a conversation's reported message (the other member's)"),
  reason: z.enum(REPORT_REASONS, { error: REPORTS_MSG.reason }),
  note: z.string().trim().max(REPORT_NOTE_MAX, { error: MSG.validation.tooLong }).default(''),
  screenshots: z
    .array(z.string().max(300, { error: REPORTS_MSG.screenshot }), { error: REPORTS_MSG.screenshot })
    .max(REPORT_SCREENSHOTS_MAX, { error: REPORTS_MSG.tooManyScreenshots })
    .default([])
    .describe('links answered by POST uploads/documents (private files), saved as they came'),
});
export type FileReportBody = z.input<typeof fileReportSchema>;

export const reportActionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: MSG.validation.option }),
  reason: requiredText(REPORT_ACTION_REASON_MAX).describe('why (the reported user and the reporter read it)'),
  days: z
    .number({ error: REPORTS_MSG.days })
    .int({ error: REPORTS_MSG.days })
    .min(1, { error: REPORTS_MSG.days })
    .max(MUTE_DAYS_MAX, { error: REPORTS_MSG.days })
    .default(MUTE_DAYS_DEFAULT)
    .describe(`mute: how many days (1-${MUTE_DAYS_MAX}, default ${MUTE_DAYS_DEFAULT}); other actions ignore it`),
});
export type ReportActionBody = z.input<typeof reportActionSchema>;

export const liftMeasureSchema = z.object({ reason: requiredText(REPORT_ACTION_REASON_MAX) });

export const reportQueueQuery = pageQuery.extend({
  status: z
    .enum(REPORT_STATUSES, { error: MSG.validation.option })
    .optional()
    .describe('open (default: automatic mutes first, then oldest first), dismissed or actioned (newest first)'),
});

// ---- Responses --------------------------------------------------------------------------------------------

const time = z.string().describe('ISO 8601');

/** A report as its reporter reads it. */
export const myReportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  subject: z.string().describe("what was reported: a position's title, a company's name"),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  screenshots: z.array(z.string()).describe('signed links, valid 30 minutes'),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_ACTIONS).nullable(),
  outcomeReason: z.string().nullable(),
  createdAt: time,
  handledAt: time.nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

export const reportStateSchema = z.object({ id: z.number().int(), status: z.enum(REPORT_STATUSES) });

/** A measure on an account. */
export const measureSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  kind: z.enum(MEASURE_KINDS),
  reason: z.string(),
  until: time
    .nullable()
    .describe('a mute: when it ends; null: until lifted (an automatic mute: until an operator looks)'),
  auto: z.boolean().describe('set by the automatic guard'),
  positionId: z.number().int().nullable(),
  reportId: z.number().int().nullable(),
  createdAt: time,
  liftedAt: time.nullable(),
  liftReason: z.string().nullable(),
});
export type Measure = z.infer<typeof measureSchema>;

const userRef = z.object({ id: z.number().int(), nickname: z.string() });

/** A row of the operators' queue. */
export const reportQueueRowSchema = myReportSchema.extend({
  messageId: z.number().int().nullable(),
  reporter: userRef,
  reporterSide: z.string().nullable(),
  reported: userRef.nullable(),
  companyId: z.number().int().nullable(),
  flagged: z.boolean().describe('counted in an automatic mute: shown first'),
  reportersInWindow: z.number().int().describe('different seekers who reported the same user in the last 7 days'),
});
export type ReportQueueRow = z.infer<typeof reportQueueRowSchema>;

export const contextMessageSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  side: z.enum(['seeker', 'recruiter', 'system']),
  kind: z.string(),
  text: z.string(),
  createdAt: time,
  reported: z.boolean(),
  fraudWarning: z.boolean(),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  action: z.string().describe('dismiss, warn, mute, take_down, suspend, lift, auto_mute, auto_mute_ended'),
  operatorUserId: z.number().int().nullable().describe('null: the automatic guard'),
  subjectUserId: z.number().int().nullable(),
  reportId: z.number().int().nullable(),
  measureId: z.number().int().nullable(),
  reason: z.string(),
  createdAt: time,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** A report with what an operator needs to decide. */
export const reportDetailSchema = reportQueueRowSchema.extend({
  conversation: z
    .object({
      id: z.number().int(),
      positionTitle: z.string(),
      companyName: z.string(),
      messages: z.array(contextMessageSchema).describe('around the reported message (or the latest)'),
    })
    .nullable(),
  position: z
    .object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      companyName: z.string(),
      responsibilities: z.string(),
      requirements: z.string(),
      conditions: z.string(),
      workingHours: z.string(),
    })
    .nullable(),
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      ownerUserId: z.number().int(),
      website: z.string().nullable(),
      introduction: z.string().nullable(),
      createdAt: time,
    })
    .nullable(),
  earlierReports: z
    .array(
      z.object({
        id: z.number().int(),
        targetType: z.enum(REPORT_TARGETS),
        subject: z.string(),
        reason: z.enum(REPORT_REASONS),
        status: z.enum(REPORT_STATUSES),
        outcome: z.enum(REPORT_ACTIONS).nullable(),
        createdAt: time,
      }),
    )
    .describe('other reports about the same account or company, newest first'),
  measures: z.array(measureSchema).describe("the reported account's measures in force"),
  audit: z.array(auditRowSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportActedSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  measureId: z.number().int().nullable(),
});

// ---- Calls (common/call.ts) -------------------------------------------------------------------------------

export const reportCalls = /* @__PURE__ */ defineCalls('reports', () => ({
  file: {
    method: 'POST',
    path: '/reports',
    access: 'user',
    answer: 'data',
    body: fileReportSchema,
    response: reportStateSchema,
    summary: 'Reports a conversation (the other member), a position or a company to the operators',
  },
  mine: {
    method: 'GET',
    path: '/reports',
    access: 'user',
    answer: 'page',
    query: pageQuery,
    response: myReportSchema,
    summary: "The caller's reports with their outcome, newest first",
  },
  myMeasures: {
    method: 'GET',
    path: '/reports/measures',
    access: 'user',
    answer: 'data',
    response: z.array(measureSchema),
    summary: "The measures in force on the caller's account (what was done and why)",
  },
  queue: {
    method: 'GET',
    path: '/review/reports',
    access: 'operator',
    answer: 'page',
    query: reportQueueQuery,
    response: reportQueueRowSchema,
    summary: 'Reports by status: the open queue shows automatic mutes first, then the oldest',
  },
  detail: {
    method: 'GET',
    path: '/review/reports/:id',
    access: 'operator',
    answer: 'data',
    params: idPath,
    response: reportDetailSchema,
    summary: 'A report with its context: messages around it, the position, the company and earlier reports',
  },
  act: {
    method: 'POST',
    path: '/review/reports/:id/action',
    access: 'operator',
    answer: 'data',
    params: idPath,
    body: reportActionSchema,
    response: reportActedSchema,
    summary: 'Dismisses or acts on an open report (warn, mute for N days, take the position down, suspend)',
  },
  lift: {
    method: 'POST',
    path: '/review/measures/:id/lift',
    access: 'operator',
    answer: 'data',
    params: idPath,
    body: liftMeasureSchema,
    response: measureSchema,
    summary: 'Lifts a mute, a take-down or a suspension (positions come back as they were)',
  },
}));
