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
  return (
    z
      .string({ error: typeError(invalidKey) })
      .trim()
      .min(1, { error: MSG.validation.required })
      // For the OpenAPI document: JSON Schema checks the untrimmed value, where minLength 1 lets '   ' through;
      // with this pattern it refuses a blank value too. It never fails here: a trimmed value is '' (the min
      // check has said "required") or holds a non-space.
      .regex(NOT_BLANK, { error: MSG.validation.required })
  );
}

/** A non-space, or nothing at all (which minLength refuses). The OpenAPI plugin recognises it by its source. */
export const NOT_BLANK = /\S|^$/;

/**
 * Makes a rule optional for forms that send '' for an empty field: accepts undefined, '' or a valid value.
 * The rule comes first in the union so its message is the one reported for an invalid value.
 */
export function orEmpty<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal('')]).optional();
}

/**
 * Left out or blank (both answered as '') or a value `schema` takes; an invalid value gets the rule's
 * message. A union, not a transform: the OpenAPI document shows a transform's input only ("any string").
 */
export function blankOr(schema: z.ZodType<string, string>) {
  return z
    .union([schema, z.string().regex(/^\s*$/).trim()], {
      // The rule's own message (its catalogue key), as the refusal and the form show it.
      error: (issue) => (issue.code === 'invalid_union' ? issue.errors[0]?.[0]?.message : undefined),
    })
    .default('');
}
