/**
 * Turns zod issues into text in the user's language. Our rules put a catalogue key in each issue's
 * message; issues zod raises by itself (a schema built elsewhere, a wrong type) carry zod's English text
 * instead, so those are mapped from their code to one of our keys. No zod default text reaches a user.
 */
import { z } from 'zod';
import type { Locale } from '../i18n';
import { MSG, isMessageKey, t, type MessageKey } from '../messages';

type Issue = z.core.$ZodIssue;
type Params = Record<string, string | number>;

/** Key of `fieldErrors` for issues about the whole object (an empty path). */
export const FORM_ERROR_KEY = '_form';

export interface TranslateOptions {
  /**
   * Field labels in the target language, by dotted path (e.g. `{ phone: '手机号' }`). A "required" issue on
   * a labelled field reads '请填写手机号' / 'Phone is required' instead of the generic text.
   */
  fieldLabels?: Record<string, string>;
}

/** Dotted path of an issue: ['members', 2, 'post'] -> 'members.2.post'; '' for the root. */
export function issuePath(issue: Pick<Issue, 'path'>): string {
  return issue.path.map((part) => String(part)).join('.');
}

function receivedNothing(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  // zod leaves `input` out of final issues unless asked (reportInput): its text still tells.
  return /received (undefined|null)$/.test(issue.message);
}

/** The deepest useful issue of a union failure: the first branch's first issue (rules put their branch first). */
function unionCause(issue: Issue): Issue | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const first = issue.errors[0]?.[0];
  return first ? { ...first, path: [...issue.path, ...first.path] } : undefined;
}

/** The catalogue key for an issue: its own message when that is a key, else one chosen by the issue code. */
export function issueKey(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (receivedNothing(issue)) return MSG.validation.required;
      if (issue.expected === 'number' || issue.expected === 'int') return MSG.validation.number;
      return MSG.validation.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? MSG.validation.required : MSG.validation.tooShort;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? MSG.validation.required : MSG.validation.itemsMin;
      }
      return MSG.validation.numberMin;
    case 'too_big':
      if (issue.origin === 'string') return MSG.validation.tooLong;
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.validation.itemsMax;
      return MSG.validation.numberMax;
    case 'invalid_value':
      return MSG.validation.option;
    case 'invalid_union': {
      const cause = unionCause(issue);
      return cause ? issueKey(cause) : MSG.validation.invalid;
    }
    default:
      return MSG.validation.invalid;
  }
}

/** Placeholder values of an issue: `{min}`/`{max}` from zod's bounds, plus any `params` a rule attached. */
export function issueParams(issue: Issue): Params {
  const params: Params = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/** One issue as text in `locale`. */
/** The issue that explains `issue` (a union's failing member when the union itself has no message key). */
function explainingIssue(issue: Issue): Issue {
  return !isMessageKey(issue.message) ? (unionCause(issue) ?? issue) : issue;
}

/** The catalogue key of an issue: what a refusal carries on the wire for the app to branch on. */
export function issueMessageKey(issue: Issue): MessageKey {
  return issueKey(explainingIssue(issue));
}

export function translateIssue(issue: Issue, locale: Locale, options: TranslateOptions = {}): string {
  const source = explainingIssue(issue);
  const key = issueKey(source);
  const params = issueParams(source);
  const label = options.fieldLabels?.[issuePath(issue)];
  if (key === MSG.validation.required && label !== undefined) {
    return t(locale, MSG.validation.requiredField, { ...params, field: label });
  }
  return t(locale, key, params);
}

function issuesOf(error: z.ZodError | readonly Issue[]): readonly Issue[] {
  return error instanceof z.ZodError ? error.issues : (error as readonly Issue[]);
}

/** The first issue as text, for a toast (the app's forms show one message at a time). '' if none. */
export function firstIssueMessage(
  error: z.ZodError | readonly Issue[],
  locale: Locale,
  options: TranslateOptions = {},
): string {
  const first = issuesOf(error)[0];
  return first ? translateIssue(first, locale, options) : '';
}

/**
 * One message per field, by dotted path (the first issue of each field wins, which is the most basic one:
 * "required" before "invalid format"). Issues about the whole object go under FORM_ERROR_KEY.
 */
export function issuesToFieldErrors(
  error: z.ZodError | readonly Issue[],
  locale: Locale,
  options: TranslateOptions = {},
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issuesOf(error)) {
    const path = issuePath(issue) || FORM_ERROR_KEY;
    if (!(path in fieldErrors)) fieldErrors[path] = translateIssue(issue, locale, options);
  }
  return fieldErrors;
}
