/** Calendar dates and the cross-field date rules (spec section 5). */
import { z } from 'zod';
import { MSG, type MessageKey } from '../messages';
import { requiredString } from './base';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD naming a day that exists (no 2023-02-29, no 2024-13-01). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, YYYY-MM-DD (birth date, graduation date, contract dates...). */
export const dateSchema = requiredString(MSG.validation.date)
  .regex(DATE_PATTERN, { error: MSG.validation.date })
  .refine((value) => !DATE_PATTERN.test(value) || isRealDate(value), { error: MSG.validation.date })
  // The refinement as JSON Schema says it (a real calendar day), so the OpenAPI document refuses 2024-13-45 too.
  .meta({ format: 'date' });

const LOCAL_DATE_TIME = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?)?)?$/;

/**
 * A comparable instant for the values date fields hold: Date, epoch milliseconds, 'YYYY', 'YYYY-MM'
 * (month pickers), 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (separators -, / or .), or ISO 8601 with an
 * offset. Zone-less values are all read in the same (UTC) frame, which is all an ordering needs.
 * Returns undefined for anything else, so a range rule never fires on a value its own rule refuses.
 */
export function toTimestamp(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/[/.]/g, '-');
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0'] = local;
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  }
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(parsed) ? undefined : parsed;
}

type Fields<K extends string> = { [P in K]?: unknown };

function refineOrder<S extends string, E extends string>(
  startKey: S,
  endKey: E,
  message: MessageKey,
  allowEqual: boolean,
) {
  return <T extends Fields<S | E>>(value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const start = toTimestamp(value[startKey]);
    const end = toTimestamp(value[endKey]);
    if (start === undefined || end === undefined) return;
    if (allowEqual ? start <= end : start < end) return;
    ctx.addIssue({ code: 'custom', message, path: [endKey], input: value[endKey] });
  };
}

/**
 * Start not after end ('The start time cannot be greater than the end time'); equal is allowed. The issue
 * sits on the end field. Use on an object: `.superRefine(refineDateRange('startDate', 'endDate'))`.
 */
export function refineDateRange<S extends string, E extends string>(startKey: S, endKey: E) {
  return refineOrder(startKey, endKey, MSG.validation.dateRange, true);
}

/** The contract ends strictly later than it starts; the issue sits on the end field. */
export function refineContractDates<S extends string, E extends string>(startKey: S, endKey: E) {
  return refineOrder(startKey, endKey, MSG.validation.contractDates, false);
}

// ---- Times ------------------------------------------------------------------------------------------

/** ISO 8601 with a zone: 2026-03-05T14:00:00+08:00, 2026-03-05T06:00:00.000Z (seconds optional). */
export const ISO_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** ISO 8601 with a zone naming a day that exists and a real clock time (no 2026-02-30, no 24:00). */
export function isIsoTime(value: string): boolean {
  if (!ISO_TIME_PATTERN.test(value) || !isRealDate(value.slice(0, 10))) return false;
  const [hours, minutes, seconds = 0] = value
    .slice(11, 19)
    .split(':')
    .map((part) => parseInt(part, 10));
  return hours < 24 && minutes < 60 && seconds < 60 && !Number.isNaN(Date.parse(value));
}

/**
 * A required ISO 8601 time with a zone (`isIsoTime`), refused with `key`. The pattern is a check of its own
 * so the OpenAPI document carries it (a refinement alone reads as "any string" there).
 */
export function isoTimeSchema(key: MessageKey) {
  return requiredString(key)
    .regex(ISO_TIME_PATTERN, { error: key })
    .refine((value) => !ISO_TIME_PATTERN.test(value) || isIsoTime(value), { error: key });
}
