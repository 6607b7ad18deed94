/**
 * Building blocks of the rules. Every message is a catalogue key (see ../messages), never display text.
 * Schemas use checks and `trim`/`overwrite` only, no transforms, so the server can still turn them into
 * JSON Schema for its OpenAPI document.
 */
import { z } from 'zod';
import { MSG, type MessageKey } from '../messages';

/** True for the values a form sends for an untouched field. */
export function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * Error map for a schema's own type issue: a missing value reads as "required", a value of the wrong type
 * as `invalidKey`. Zod's English default text therefore never reaches a user.
 */
export function typeError(invalidKey: MessageKey = MSG.validation.invalid): (issue: { input?: unknown }) => MessageKey {
  return (issue) => (isBlank(issue.input) ? MSG.validation.required : invalidKey);
}

/**
 * A required, trimmed string: whitespace only counts as empty. The required check does not abort, so a
 * form still gets its cross-field checks; the issue order keeps "required" first for an empty field.
 */
export function requiredString(invalidKey: MessageKey = MSG.validation.invalid) {
  return z
    .string({ error: typeError(invalidKey) })
    .trim()
    .min(1, { error: MSG.validation.required });
}

/**
 * Makes a rule optional for forms that send '' for an empty field: accepts undefined, '' or a valid value.
 * The rule comes first in the union so its message is the one reported for an invalid value.
 */
export function orEmpty<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal('')]).optional();
}
