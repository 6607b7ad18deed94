/** Password rules (spec section 5). */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { MSG, type MessageKey } from '../messages';
import { typeError } from './base';

/** 8 to 16 non-blank characters with at least one lowercase letter and one digit. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[a-z])(?=.*\\d)\\S{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

/** Not trimmed: a space in a password is refused by the pattern, never silently removed. */
export const passwordSchema = z
  .string({ error: typeError(MSG.validation.password) })
  .min(1, { error: MSG.validation.required })
  .regex(PASSWORD_PATTERN, { error: MSG.validation.password });

/**
 * Refinement for "entered twice must match": `z.object({...}).superRefine(refineSameValue('password',
 * 'confirmPassword'))`. The issue sits on the confirmation field, where the user must correct it. Skips when
 * the confirmation is still empty (its own rule reports "required").
 */
export function refineSameValue<K extends string, C extends string>(
  key: K,
  confirmKey: C,
  message: MessageKey = MSG.validation.passwordMismatch,
) {
  return <T extends { [P in K | C]?: unknown }>(value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const confirm = value[confirmKey];
    if (confirm === undefined || confirm === '' || confirm === value[key]) return;
    ctx.addIssue({ code: 'custom', message, path: [confirmKey], input: confirm });
  };
}

/** `password` and `confirmPassword` must be equal. */
export const refinePasswordConfirmation = refineSameValue('password', 'confirmPassword');

/** The usual "set a password" pair, for registration, recovery and password change. */
export const passwordPairSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: typeError() }).min(1, { error: MSG.validation.required }),
  })
  .superRefine(refinePasswordConfirmation);
