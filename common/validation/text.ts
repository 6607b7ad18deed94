/** Free text with a length limit, and small code-like fields (spec section 5). */
import { z } from 'zod';
import { REGION_CODE_LENGTH } from '../constants';
import { MSG } from '../messages';
import { requiredString, typeError } from './base';

/**
 * Required text, trimmed: empty gives the required message, over `maxLength` characters the limit message
 * ('Cannot exceed {max} characters'; zod's too_big issue carries `maximum`, which fills {max}).
 */
export function requiredText(maxLength: number) {
  return requiredString().max(maxLength, { error: MSG.validation.tooLong });
}

/** Optional text, trimmed; '' and undefined are accepted, over `maxLength` characters is refused. */
export function optionalText(maxLength: number) {
  return z.string({ error: typeError() }).trim().max(maxLength, { error: MSG.validation.tooLong }).optional();
}

/**
 * NUL and lone UTF-16 surrogates: PostgreSQL refuses NUL in text and the two databases change lone
 * surrogates differently, so no text holding them is accepted anywhere (the server checks every body,
 * query and path before validation).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Whether any string inside `value` (objects and arrays searched, 32 levels deep) is unstorable. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasUnstorableCharacters(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacters(key) || containsUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

export const REGION_CODE_PATTERN = new RegExp(`^[1-9]\\d{${REGION_CODE_LENGTH - 1}}$`);

/** A 6-digit administrative division code (province, city or district). */
export const regionCodeSchema = requiredString(MSG.validation.regionCode).regex(REGION_CODE_PATTERN, {
  error: MSG.validation.regionCode,
});

/**
 * One of a closed set of codes (degree, gender, status...): nothing chosen reads "required", anything
 * else "choose a valid option".
 */
export function optionSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError(MSG.validation.option) });
}
