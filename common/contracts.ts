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
import { CONTRACTS_MSG } from './messages.contracts';
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type ContractStatus } from './constants';
import { defineCalls } from './call';
import { MSG, type MessageKey } from './messages';
import {
  bankCardSchema,
  blankOr,
  contactPhoneSchema,
  dateSchema,
  idNumberSchema,
  idParam,
  idPath,
  isRealDate,
  nameSchema,
  optionalText,
  pageQuery,
  phoneSchema,
  refineContractDates,
  isoTimeSchema,
  recordIdSchema,
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
  formalSalary: salary(CONTRACTS_MSG.formalSalary).min(1, { error: CONTRACTS_MSG.formalSalary }),
  payDay: z
    .number({ error: typeError(CONTRACTS_MSG.payDay) })
    .int({ error: CONTRACTS_MSG.payDay })
    .min(1, { error: CONTRACTS_MSG.payDay })
    .max(31, { error: CONTRACTS_MSG.payDay }),
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
  // A date that is none (text, a number) has its own issue; the arithmetic below would throw on it (a 500).
  const dates: unknown[] = [startDate, endDate, probationStart, probationEnd];
  if (dates.some((date) => date !== undefined && (typeof date !== 'string' || !isRealDate(date)))) return;
  if (endDate <= startDate) return; // refineContractDates reports it
  if (!probationStart !== !probationEnd) {
    issue(probationStart ? 'probationEnd' : 'probationStart', CONTRACTS_MSG.probationBoth);
    return;
  }
  if (!probationStart || !probationEnd) return;
  if (probationEnd < probationStart) return issue('probationEnd', CONTRACTS_MSG.probationDates);
  if (probationStart < startDate || probationEnd > endDate) {
    return issue(probationStart < startDate ? 'probationStart' : 'probationEnd', CONTRACTS_MSG.probationOutside);
  }
  const max = maxProbationMonths(startDate, endDate);
  if (max === 0) return issue('probationStart', CONTRACTS_MSG.noProbation);
  if (probationEnd > dayBefore(addMonths(probationStart, max))) {
    issue('probationEnd', CONTRACTS_MSG.probationTooLong, { max });
  }
  if (value.probationSalary === undefined) return issue('probationSalary', CONTRACTS_MSG.probationSalaryRequired);
  const min = minProbationSalary(value.formalSalary);
  if (value.probationSalary < min) issue('probationSalary', CONTRACTS_MSG.probationSalary, { min });
}

/** A complete contract: every field plus the law's rules (what is checked before sending and at signing). */
export const contractSchema = contractFieldsSchema
  .superRefine(refineContractDates('startDate', 'endDate'))
  .superRefine(checkContractRules);
export type ContractBody = z.infer<typeof contractSchema>;

/** Party B's own details: the recruiter may leave them empty; Party B completes or corrects them. */
export const PARTY_B_OWN_FIELDS = [
  'partyBIdNumber',
  'partyBContactAddress',
  'partyBRegisteredAddress',
  'bankName',
  'bankCard',
] as const satisfies ReadonlyArray<keyof ContractFields>;
export type PartyBOwnField = (typeof PARTY_B_OWN_FIELDS)[number];

/** The recruiter's form (`POST contracts`, `PUT contracts/{id}`): Party B's own details may be blank. */
export const contractDraftFieldsSchema = contractFieldsSchema.extend({
  partyBIdNumber: blankOr(idNumberSchema),
  partyBContactAddress: blankOr(requiredText(200)),
  partyBRegisteredAddress: blankOr(requiredText(200)),
  bankName: blankOr(requiredText(100)),
  bankCard: blankOr(bankCardSchema),
});
export const contractDraftSchema = contractDraftFieldsSchema
  .superRefine(refineContractDates('startDate', 'endDate'))
  .superRefine(checkContractRules);
export type ContractDraft = z.infer<typeof contractDraftSchema>;

/** `POST contracts`: a contract for an offer (an application whose interview passed). */
export const createContractSchema = contractDraftFieldsSchema
  .extend({ applicationId: recordIdSchema })
  .superRefine(refineContractDates('startDate', 'endDate'))
  .superRefine(checkContractRules);
export type CreateContractBody = z.infer<typeof createContractSchema>;

/** `PUT contracts/{id}/partyB`: Party B's own details, all required. */
export const partyBSchema = contractFieldsSchema.pick({
  partyBIdNumber: true,
  partyBContactAddress: true,
  partyBRegisteredAddress: true,
  bankName: true,
  bankCard: true,
});
export type PartyBBody = z.infer<typeof partyBSchema>;

// ---- Sending and signing ----------------------------------------------------------------------------

/** Shortest and longest time a sent contract waits for its signature. */
export const CONTRACT_DEADLINE_MIN_HOURS = 1;
export const CONTRACT_DEADLINE_MAX_DAYS = 30;
/** What the send form proposes. */
export const CONTRACT_DEADLINE_DEFAULT_DAYS = 7;
/** Party B reads the text at least this long before a signing code is sent. */
export const CONTRACT_MIN_READ_SECONDS = 10;
/** Wrong name / ID number entries at signing after which the contract is marked abnormal. */
export const CONTRACT_IDENTITY_MAX_TRIES = 5;
/** Largest drawn signature (PNG, as a data URL) the server takes. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** Party B is reminded this long before the deadline. */
export const CONTRACT_REMINDER_HOURS = 24;
export const CONTRACT_REASON_MAX = 200;

export const sendContractSchema = z.object({
  deadline: isoTimeSchema(CONTRACTS_MSG.deadline),
});
export type SendContractBody = z.infer<typeof sendContractSchema>;

export const reasonSchema = z.object({ reason: requiredText(CONTRACT_REASON_MAX) });
export const optionalReasonSchema = z.object({ reason: optionalText(CONTRACT_REASON_MAX) });

/** Party B's identity as typed at signing: must equal the contract's name and ID number. */
export const signIdentitySchema = z.object({ name: nameSchema, idNumber: idNumberSchema });
export type SignIdentityBody = z.infer<typeof signIdentitySchema>;

export const signContractSchema = signIdentitySchema.extend({
  smsCode: z.string({ error: typeError(MSG.validation.smsCode) }).regex(/^\d{6}$/, { error: MSG.validation.smsCode }),
  /** The drawn signature: a PNG data URL. */
  signature: z
    .string({ error: typeError(CONTRACTS_MSG.signatureMissing) })
    .startsWith('data:image/png;base64,', { error: CONTRACTS_MSG.signatureMissing })
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, { error: CONTRACTS_MSG.signatureTooLarge }),
});
export type SignContractBody = z.infer<typeof signContractSchema>;

export const contractListQueryShape = {
  status: z.enum(['all', 'waiting', 'signed', 'others'], { error: MSG.validation.option }).optional(),
  keyword: z.string().trim().max(20).optional(),
};
/** The list tabs: waiting = draft or sent, signed, others = refused, expired, void or abnormal. */
export const CONTRACT_TABS = {
  waiting: ['draft', 'sent'],
  signed: ['signed'],
  others: ['refused', 'expired', 'void', 'abnormal'],
} as const satisfies Record<string, readonly ContractStatus[]>;
export type ContractTab = 'all' | keyof typeof CONTRACT_TABS;

// ---- Responses (the OpenAPI document is built from these) --------------------------------------------

const id = z.number().int();
const iso = z.string().describe('ISO 8601');

/** A row of `GET contracts`: Party B's ID number masked. */
export const contractRowSchema = z.object({
  id,
  contractNo: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  partyAName: z.string(),
  partyBName: z.string(),
  partyBPosition: z.string(),
  partyBIdMasked: z.string().describe('e.g. 1101**********1234; empty when not given yet'),
  startDate: z.string(),
  endDate: z.string(),
  deadline: iso.nullable(),
  sentAt: iso.nullable(),
  signedAt: iso.nullable(),
  updatedAt: iso,
  role: z.enum(['partyA', 'partyB']).describe("the caller's side"),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

export const contractCountsSchema = z.object({
  all: z.number().int(),
  waiting: z.number().int(),
  signed: z.number().int(),
  others: z.number().int(),
});
export type ContractCounts = z.infer<typeof contractCountsSchema>;

export const contractEventSchema = z.object({
  event: z.string().describe('created, updated, sent, viewed, partyB, codeSent, identityFailed, signed, ...'),
  actor: z.enum(['partyA', 'partyB', 'system', 'provider']),
  at: iso,
});

/** `GET contracts/{id}`: the whole contract, in clear for its two parties only. */
export const contractDetailSchema = contractRowSchema.extend({
  applicationId: id,
  fields: contractFieldsSchema.extend({
    partyBIdNumber: z.string(),
    partyBContactAddress: z.string(),
    partyBRegisteredAddress: z.string(),
    bankName: z.string(),
    bankCard: z.string(),
  }),
  attachmentName: z.string().nullable(),
  provider: z.enum(['builtin', 'asign']),
  reason: z.string().nullable().describe('refusal, withdrawal or abnormal reason'),
  partyBComplete: z.boolean().describe("Party B's own details are all given"),
  readSince: iso.nullable().describe('when Party B first opened the text while it waited'),
  minReadSeconds: z.number().int(),
  identityTriesLeft: z.number().int(),
  textHash: z.string().nullable().describe('SHA-256 of the text as sent'),
  events: z.array(contractEventSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** An offer the recruiter can make a contract for, with the form prefilled from the company and the resume. */
export const contractOfferSchema = z.object({
  applicationId: id,
  seekerName: z.string(),
  positionTitle: z.string(),
  passedAt: iso,
  contractId: id.nullable().describe('the open contract of this offer, if any'),
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractPrefillSchema = contractDraftFieldsSchema.partial().extend({ applicationId: id });
export type ContractPrefill = z.infer<typeof contractPrefillSchema>;

export const contractOffersSchema = z.array(contractOfferSchema);

export const contractStateSchema = z.object({ id, status: z.enum(CONTRACT_STATUSES) });
export const signCodeSentSchema = z.object({ retryAfter: z.number().int(), expiresIn: z.number().int() });
/** `POST contracts/{id}/sign-code`: when to ask again, how long the code lives, the phone it went to (masked). */
export const signCodeSentToSchema = signCodeSentSchema.extend({ phone: z.string() });
export const signUrlSchema = z.object({ url: z.string() });

export const contractVerifySchema = z.object({
  signed: z.boolean().describe('the file carries a signature'),
  intact: z.boolean().describe('the signed bytes are unchanged'),
  ours: z.boolean().describe("signed with this platform's certificate and matching a contract on record"),
  contractNo: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES).nullable(),
  partyA: z.string().nullable(),
  partyB: z.string().nullable().describe('name, masked'),
  signedAt: iso.nullable(),
});
export type ContractVerify = z.infer<typeof contractVerifySchema>;

// ---- Calls (common/call.ts) ------------------------------------------------------------------------------
// Party A (identity recruiter) makes, edits, sends, withdraws and records paper contracts; Party B (identity
// seeker) completes their details, signs or refuses; both read the contract and its files; anyone may verify a
// PDF. Files travel as multipart (field `file`) and are answered as downloads. The provider's callback is not
// here: the provider calls it, not the app, and it is left out of the document (contracts.routes.ts).

/** The media types of the contract files (attachments, paper scans, signed PDFs, evidence reports). */
export const CONTRACT_FILE_MEDIA_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

export const contractPrefillQuery = z.object({ applicationId: idParam });
export const contractListQuery = pageQuery.extend(contractListQueryShape);
/** `inline=1`: shown in the browser rather than saved. */
export const contractFileQuery = z.object({ inline: z.enum(['1']).optional() });
export const signUrlQuery = z.object({ returnUrl: z.string().url().max(500) });

const fileDownload = (summary: string) =>
  ({
    method: 'GET',
    access: 'user',
    answer: 'file',
    params: idPath,
    query: contractFileQuery,
    produces: Object.values(CONTRACT_FILE_MEDIA_TYPES),
    summary: `${summary} (binary)`,
  }) as const;

export const contractCalls = /* @__PURE__ */ defineCalls('contracts', () => ({
  // Party A
  offers: {
    method: 'GET',
    path: '/contracts/offers',
    access: 'recruiter',
    answer: 'data',
    response: contractOffersSchema,
    summary: "The company's offers (passed interviews), with the open contract of each",
  },
  prefill: {
    method: 'GET',
    path: '/contracts/prefill',
    access: 'recruiter',
    answer: 'data',
    query: contractPrefillQuery,
    response: contractPrefillSchema,
    summary: 'The contract form for an offer, prefilled from the company and the candidate',
  },
  create: {
    method: 'POST',
    path: '/contracts',
    access: 'recruiter',
    answer: 'data',
    body: createContractSchema,
    response: contractStateSchema,
    summary: 'Creates a draft contract for an offer of your company',
    description:
      "The company must be verified; one open (draft, sent or signed) contract per offer. Party B's own details (ID number, addresses, bank) may be left '' for Party B to complete. The Labour Contract Law's rules are checked (common/contracts.ts).",
  },
  update: {
    method: 'PUT',
    path: '/contracts/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: contractDraftSchema,
    response: contractStateSchema,
    summary: 'Edits a draft',
  },
  attach: {
    method: 'POST',
    path: '/contracts/:id/attachment',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    upload: true,
    response: contractStateSchema,
    summary: "The draft's one attachment (multipart field file: PDF, JPG or PNG, at most 10 MB)",
  },
  send: {
    method: 'POST',
    path: '/contracts/:id/send',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: sendContractSchema,
    response: contractStateSchema,
    summary: 'draft -> sent: Party A seals and sends it to Party B with a signing deadline',
    description: 'deadline: ISO 8601, at least 1 hour and at most 30 days away. Electronic contracts only.',
  },
  withdraw: {
    method: 'POST',
    path: '/contracts/:id/void',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: optionalReasonSchema,
    response: contractStateSchema,
    summary: 'draft | sent -> void: withdraws it before signature (Party B is told)',
  },
  recordPaper: {
    method: 'POST',
    path: '/contracts/:id/paper',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    upload: true,
    response: contractStateSchema,
    summary: 'Paper contract: the signed scan (multipart field file) and field signedAt (YYYY-MM-DD) -> signed',
  },

  // Both parties
  list: {
    method: 'GET',
    path: '/contracts',
    access: 'user',
    answer: 'page',
    query: contractListQuery,
    response: contractRowSchema,
    pageExtra: { counts: contractCountsSchema },
    summary: "The signing list: the company's contracts (recruiter) or your own (seeker)",
    description:
      'status: all (default), waiting (draft or sent), signed, others (refused, expired, void, abnormal); keyword matches names and the position. counts: per tab, for the same keyword.',
  },
  detail: {
    method: 'GET',
    path: '/contracts/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: contractDetailSchema,
    summary: 'One contract, in clear, for its two parties',
    description: 'Party B opening a sent contract starts its minimum reading time.',
  },
  pdf: { ...fileDownload('The signed contract PDF (paper: the signed scan)'), path: '/contracts/:id/pdf' },
  attachment: { ...fileDownload('The attachment'), path: '/contracts/:id/attachment' },
  evidence: { ...fileDownload('The evidence report (PDF signed by the platform)'), path: '/contracts/:id/evidence' },

  // Party B
  updatePartyB: {
    method: 'PUT',
    path: '/contracts/:id/partyB',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: partyBSchema,
    response: contractStateSchema,
    summary: 'Party B completes or corrects their own details while it waits for signature',
  },
  signCode: {
    method: 'POST',
    path: '/contracts/:id/sign-code',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: signIdentitySchema,
    response: signCodeSentToSchema,
    summary: "Sends a signing code to the account's phone",
    description:
      'After the minimum reading time, with Party B complete and the name and ID number matching the contract (the 5th miss marks it abnormal).',
  },
  sign: {
    method: 'POST',
    path: '/contracts/:id/sign',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: signContractSchema,
    response: contractStateSchema,
    summary: 'sent -> signed (built-in provider): identity, SMS code and the drawn signature (PNG data URL)',
  },
  refuse: {
    method: 'POST',
    path: '/contracts/:id/refuse',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: reasonSchema,
    response: contractStateSchema,
    summary: 'sent -> refused, with a reason (Party A is told)',
  },
  signUrl: {
    method: 'GET',
    path: '/contracts/:id/sign-url',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    query: signUrlQuery,
    response: signUrlSchema,
    summary: 'With a licensed provider: its signing page for Party B (back to returnUrl when done)',
  },

  // Anyone
  verify: {
    method: 'POST',
    path: '/contracts/verify',
    access: 'public',
    answer: 'data',
    upload: true,
    response: contractVerifySchema,
    summary: 'Verifies a contract PDF (multipart field file): ours, unaltered, who signed and when',
  },
}));
