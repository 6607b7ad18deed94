/** Rules for a person's name, ID number and bank card (spec section 5). */
import { BANK_CARD_LENGTH, NAME_MAX, NAME_MIN } from '../constants';
import { MSG } from '../messages';
import { isRealDate } from './dates';
import { requiredString } from './base';

/** 2 to 20 characters after trimming. */
export const nameSchema = requiredString(MSG.validation.name)
  .min(NAME_MIN, { error: MSG.validation.name })
  .max(NAME_MAX, { error: MSG.validation.name });

/** GB 11643-1999 weights of the first 17 digits and the check character for `sum % 11`. */
export const ID_NUMBER_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
export const ID_NUMBER_CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/**
 * 6-digit region code (no leading 0), 8-digit birth date (19xx or 20xx, a month, a day), 3-digit sequence,
 * check digit or X (x is read as X). The date's parts are in the pattern so the OpenAPI document shows them.
 */
export const ID_NUMBER_PATTERN = /^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/** The check character for the first 17 digits of an ID number. */
export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < ID_NUMBER_WEIGHTS.length; i += 1) sum += Number(first17.charAt(i)) * ID_NUMBER_WEIGHTS[i];
  return ID_NUMBER_CHECK_CHARS[sum % 11];
}

/** The birth date embedded in an 18-character ID number, as YYYY-MM-DD (not validated). */
export function idNumberBirthDate(idNumber: string): string {
  return `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
}

/**
 * Format (birth years 1900-2099), check character, and a birth date that exists and is not after `today`
 * (YYYY-MM-DD, defaults to the current date). A lowercase x is accepted as X.
 */
export function isValidIdNumber(value: string, today?: string): boolean {
  const id = value.trim().toUpperCase();
  if (!ID_NUMBER_PATTERN.test(id)) return false;
  if (idNumberCheckChar(id.slice(0, 17)) !== id.charAt(17)) return false;
  const birth = idNumberBirthDate(id);
  if (!isRealDate(birth)) return false;
  return birth <= (today ?? todayString());
}

function todayString(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An 18-character resident ID number (GB 11643). Upper-cases a trailing x so storage is uniform. */
export const idNumberSchema = requiredString(MSG.validation.idNumber)
  .toUpperCase()
  .regex(ID_NUMBER_PATTERN, { error: MSG.validation.idNumber })
  .refine((value) => !ID_NUMBER_PATTERN.test(value) || isValidIdNumber(value), { error: MSG.validation.idNumber }); // the pattern reports bad formats once

/** Exactly 19 digits. Spaces typed to group the digits are removed. */
export const bankCardSchema = requiredString(MSG.validation.bankCard)
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(new RegExp(`^\\d{${BANK_CARD_LENGTH}}$`), { error: MSG.validation.bankCard });
