/** Phone and email rules (spec section 5). */
import { z } from 'zod';
import { MSG } from '../messages';
import { requiredString } from './base';

/** Mainland mobile number: 11 digits, starting with 1, second digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** A contact phone is any 11 digits (the spec asks no more of it). */
export const CONTACT_PHONE_PATTERN = /^\d{11}$/;
/** The simple pattern of the spec: word characters around one @ and a dotted domain. */
export const EMAIL_PATTERN = /^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const phoneSchema = requiredString(MSG.validation.phone).regex(PHONE_PATTERN, { error: MSG.validation.phone });

export const contactPhoneSchema = requiredString(MSG.validation.contactPhone).regex(CONTACT_PHONE_PATTERN, {
  error: MSG.validation.contactPhone,
});

export const emailSchema = requiredString(MSG.validation.email).regex(EMAIL_PATTERN, { error: MSG.validation.email });

/** Login and password recovery accept either a phone number or an email address. */
export const phoneOrEmailSchema = requiredString(MSG.validation.phoneOrEmail).refine(
  (value) => value === '' || isPhone(value) || isEmail(value),
  { error: MSG.validation.phoneOrEmail },
);

export type Phone = z.infer<typeof phoneSchema>;
