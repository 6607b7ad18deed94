import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { THROTTLE_MS } from '@common/constants';
import { issuesToFieldErrors } from '@common/validation';
import { useLocale } from './i18n';
import { shownRefusal } from './request';

export type FieldErrors = Record<string, string>;

/**
 * Form state validated by a shared zod schema (the same rule the server applies). Values stay as typed
 * when a save fails, so nothing the user entered is lost; field errors show under their fields, and a
 * refusal from the server is shown by the request layer's toast.
 */
export function useForm<S extends z.ZodType>(schema: S, initial: Partial<z.input<S>>) {
  const locale = useLocale((s) => s.locale);
  const [values, setValues] = useState<Partial<z.input<S>>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // Refs, not the `submitting` state: a second tap before React re-renders still sees the first one.
  const inFlight = useRef(false);
  const lastTap = useRef(-Infinity);

  const set = useCallback(<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!prev[key as string]) return prev;
      const { [key as string]: _removed, ...rest } = prev;
      return rest;
    });
  }, []);

  /** Validates everything; answers the parsed values or undefined (errors shown). */
  const validate = useCallback((): z.output<S> | undefined => {
    const parsed = schema.safeParse(valuesRef.current);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(issuesToFieldErrors(parsed.error, locale));
    return undefined;
  }, [schema, locale]);

  /**
   * Validates, then runs `action` once at a time; a refused call keeps the values. Repeated taps are
   * throttled (spec section 9, THROTTLE_MS): a double tap on submit sends once.
   */
  const submit = useCallback(
    async (action: (data: z.output<S>) => Promise<void>) => {
      const now = Date.now();
      if (inFlight.current || now - lastTap.current < THROTTLE_MS) return;
      const data = validate();
      if (!data) return;
      lastTap.current = now;
      inFlight.current = true;
      setSubmitting(true);
      try {
        await action(data);
      } catch (error) {
        // Refused: the user may correct the form and send again at once.
        lastTap.current = -Infinity;
        // The request layer already showed refusals; anything else is a bug and is rethrown.
        shownRefusal(error);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [validate],
  );

  return { values, set, errors, setErrors, submitting, validate, submit };
}
