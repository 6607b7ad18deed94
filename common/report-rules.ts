/**
 * The rules of reports and measures that screens need without the request schemas (common/reports.ts, which
 * re-exports them): the job detail's report sheet loads with the page, and the first pages carry no zod.
 */
import {
  MEASURE_KIND_CODES,
  REPORT_ACTION_CODES,
  REPORT_REASON_CODES,
  REPORT_STATUS_CODES,
  REPORT_TARGET_CODES,
} from './messages.reports';

export const REPORT_TARGETS = REPORT_TARGET_CODES;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = REPORT_REASON_CODES;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_ACTIONS = REPORT_ACTION_CODES;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_STATUSES = REPORT_STATUS_CODES;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MEASURE_KINDS = MEASURE_KIND_CODES;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

/** Screenshots a report may carry (private document images, each at most 1 MB). */
export const REPORT_SCREENSHOTS_MAX = 3;
export const REPORT_NOTE_MAX = 500;
export const REPORT_ACTION_REASON_MAX = 200;
export const MUTE_DAYS_MAX = 30;
export const MUTE_DAYS_DEFAULT = 7;
/** The automatic guard: this many different seekers reporting one recruiter within AUTO_MUTE_DAYS mute them. */
export const AUTO_MUTE_REPORTERS = 3;
export const AUTO_MUTE_DAYS = 7;
/** Messages of a conversation shown around the reported one (before it, and after it). */
export const REPORT_CONTEXT_BEFORE = 5;
export const REPORT_CONTEXT_AFTER = 5;
