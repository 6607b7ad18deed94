/**
 * Labour contracts: the contract form's body and the rules of spec section 5 and the Labour Contract Law
 * that both the form and the server check with this one schema.
 *
 * - Term: the contract ends strictly after it starts (dates are China calendar days, 'YYYY-MM-DD', both
 *   days included).
 * - Probation (article 19): none for a term under 3 months; at most 1 month for a term under 1 year, 2 months
 *   for 1 to 3 years, 6 months for 3 years or more; it lies within the term. "A term of N months" means the
 *   end is on or after the day before the same date N months later (2026-01-01 to 2026-03-31 is 3 months).
 * - Probation pay (article 20): at least 80 % of the formal salary.
 * - Pay day 1 to 31; ID number with its check digit; a 19-digit bank card; one attachment at most.
 * Every refusal sits on the field it is about and says why.
 */
import { z } from 'zod';
import { CONTRACT_KINDS } from './constants';
import { MSG, type MessageKey } from './messages';
import {
  bankCardSchema,
  contactPhoneSchema,
  dateSchema,
  idNumberSchema,
  nameSchema,
  optionalText,
  phoneSchema,
  refineContractDates,
  requiredText,
  typeError,
} from './validation';

/** Article 20: the probation salary is at least this share of the formal salary. */
export const PROBATION_SALARY_MIN_RATIO = 0.8;
/** Article 19: the longest probation (months) by the shortest term (months) it applies from. */
export const PROBATION_LIMITS = [
  { termMonths: 36, maxMonths: 6 },
  { termMonths: 12, maxMonths: 2 },
  { termMonths: 3, maxMonths: 1 },
] as const;
export const SALARY_MAX_YUAN = 10_000_000;

/** `date` plus `months` calendar months; a day past the month's end falls back to its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The day before `date`. */
export function dayBefore(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether the period from `start` to `end` (both included) lasts at least `months` months. */
export function lastsAtLeast(start: string, end: string, months: number): boolean {
  return end >= dayBefore(addMonths(start, months));
}

/** The longest probation (months) the law allows for a contract term; 0 for a term under 3 months. */
export function maxProbationMonths(start: string, end: string): number {
  for (const limit of PROBATION_LIMITS) {
    if (lastsAtLeast(start, end, limit.termMonths)) return limit.maxMonths;
  }
  return 0;
}

/** The lowest probation salary the law allows for a formal salary (whole yuan, rounded up). */
export function minProbationSalary(formalSalary: number): number {
  return Math.ceil(formalSalary * PROBATION_SALARY_MIN_RATIO);
}

const salary = (key: MessageKey = MSG.validation.integer) =>
  z
    .number({ error: typeError(key) })
    .int({ error: MSG.validation.integer })
    .min(0, { error: MSG.validation.numberMin })
    .max(SALARY_MAX_YUAN, { error: MSG.validation.numberMax });

/** An optional date: absent or '' means none (a form's empty picker). */
const optionalDate = dateSchema.or(z.literal('')).optional();

/** The fields of a contract (the form; `POST contracts` adds the application it is for). */
export const contractFieldsSchema = z.object({
  kind: z.enum(CONTRACT_KINDS, { error: typeError(MSG.validation.option) }),
  partyAName: requiredText(100),
  partyAAddress: requiredText(200),
  partyAPhone: contactPhoneSchema,
  partyBName: nameSchema,
  partyBPosition: requiredText(50),
  partyBIdNumber: idNumberSchema,
  partyBContactAddress: requiredText(200),
  partyBRegisteredAddress: requiredText(200),
  partyBPhone: phoneSchema,
  contractDate: dateSchema,
  startDate: dateSchema,
  endDate: dateSchema,
  probationStart: optionalDate,
  probationEnd: optionalDate,
  probationSalary: salary().optional(),
  formalSalary: salary(MSG.contracts.formalSalary).min(1, { error: MSG.contracts.formalSalary }),
  payDay: z
    .number({ error: typeError(MSG.contracts.payDay) })
    .int({ error: MSG.contracts.payDay })
    .min(1, { error: MSG.contracts.payDay })
    .max(31, { error: MSG.contracts.payDay }),
  bankName: requiredText(100),
  bankCard: bankCardSchema,
  attachment: z.string().max(500, { error: MSG.validation.tooLong }).optional(),
  terms: optionalText(2000),
});
export type ContractFields = z.infer<typeof contractFieldsSchema>;

/** The law's rules across fields (see the file comment); issues sit on the field to correct. */
export function checkContractRules(value: ContractFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof ContractFields, message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: value[path], params });
  const { startDate, endDate } = value;
  const probationStart = value.probationStart || undefined;
  const probationEnd = value.probationEnd || undefined;
  if (endDate <= startDate) return; // refineContractDates reports it
  if (!probationStart !== !probationEnd) {
    issue(probationStart ? 'probationEnd' : 'probationStart', MSG.contracts.probationBoth);
    return;
  }
  if (!probationStart || !probationEnd) return;
  if (probationEnd < probationStart) return issue('probationEnd', MSG.contracts.probationDates);
  if (probationStart < startDate || probationEnd > endDate) {
    return issue(probationStart < startDate ? 'probationStart' : 'probationEnd', MSG.contracts.probationOutside);
  }
  const max = maxProbationMonths(startDate, endDate);
  if (max === 0) return issue('probationStart', MSG.contracts.noProbation);
  if (probationEnd > dayBefore(addMonths(probationStart, max))) {
    issue('probationEnd', MSG.contracts.probationTooLong, { max });
  }
  if (value.probationSalary === undefined) return issue('probationSalary', MSG.contracts.probationSalaryRequired);
  const min = minProbationSalary(value.formalSalary);
  if (value.probationSalary < min) issue('probationSalary', MSG.contracts.probationSalary, { min });
}

/** The contract form and the body of `POST contracts` / `PUT contracts/{id}`: fields plus the law's rules. */
export const contractSchema = contractFieldsSchema
  .superRefine(refineContractDates('startDate', 'endDate'))
  .superRefine(checkContractRules);
export type ContractBody = z.infer<typeof contractSchema>;
