/** Numeric rules: salaries and the salary range (spec section 5). */
import { z } from 'zod';
import { SALARY_MAX } from '../constants';
import { MSG } from '../messages';
import { typeError } from './base';

/** A number schema (from JSON, or coerced from a path or query text) held to a whole number in [min, max]. */
function wholeIn<T extends z.ZodNumber | z.ZodCoercedNumber>(schema: T, min: number, max: number): T {
  return schema
    .int({ error: MSG.validation.integer })
    .min(min, { error: MSG.validation.numberMin })
    .max(max, { error: MSG.validation.numberMax }) as T;
}

/** A whole number, with "required" for a missing value and "enter a number" for text. */
export function integerSchema(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return wholeIn(z.number({ error: typeError(MSG.validation.number) }), min, max);
}

/** A whole number in [min, max] read from a path or a query string ('12'). */
export function integerText(min: number, max: number) {
  return wholeIn(z.coerce.number({ error: typeError(MSG.validation.integer) }), min, max);
}

/** Ids are 32-bit integers in the database: a larger one was a 500 on PostgreSQL ("out of range for type integer"). */
export const RECORD_ID_MAX = 2_147_483_647;

/** A record id in a body (`{ id, ... }`, `applicationId`): a whole number from 1 to RECORD_ID_MAX. */
export const recordIdSchema = wholeIn(z.number({ error: typeError(MSG.validation.integer) }), 1, RECORD_ID_MAX);

/** A record id in a path or a query string: the same rule, read from text. */
export const recordIdText = integerText(1, RECORD_ID_MAX);

/** A monthly salary in whole yuan, 0 to SALARY_MAX. */
export const salarySchema = integerSchema(0, SALARY_MAX);

/** A number from a form field: accepts 8000 and '8000' (text inputs give strings). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Minimum salary not above maximum (equal is fine: a fixed salary). The issue sits on the maximum field.
 * Use on an object: `.superRefine(refineSalaryRange('minSalary', 'maxSalary'))`.
 */
export function refineSalaryRange<Min extends string, Max extends string>(minKey: Min, maxKey: Max) {
  return <T extends { [P in Min | Max]?: unknown }>(value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const min = toNumber(value[minKey]);
    const max = toNumber(value[maxKey]);
    if (min === undefined || max === undefined || min <= max) return;
    ctx.addIssue({ code: 'custom', message: MSG.validation.salaryRange, path: [maxKey], input: value[maxKey] });
  };
}
