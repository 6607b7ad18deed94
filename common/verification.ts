/**
 * Verified recruiters (server: the account module's verification, docs/decisions.md
 * "Verified recruiters"). A recruiter proves who they are and that they work for their company: real name, ID
 * number (its check digit), and one proof (work badge, employment certificate or the company's authorization
 * letter) as 1-3 private document pictures (`POST uploads/documents`). Operators approve or refuse with a
 * reason. Statuses: none (never submitted), pending, verified, refused (resubmit after a refusal).
 *
 * Verified recruiters show 已认证 on job detail, in chat and on the company page; unverified ones greet at most
 * UNVERIFIED_DAILY_GREETS seekers a day (positions always go to review, verified or not).
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { reviewRejectSchema } from './company';
import { VERIFICATION_MSG } from './messages.verification';
import { MSG } from './messages';
import {
  ID_NUMBER_PATTERN,
  idNumberCheckChar,
  isValidIdNumber,
  nameSchema,
  optionSchema,
  orEmpty,
  typeError,
} from './validation';
import { idPath, pageQuery } from './validation/paging';

export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'refused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** What an operator's queue lists (a stored verification is never 'none'). */
export const REVIEWED_VERIFICATION_STATUSES = ['pending', 'verified', 'refused'] as const;

/** 工牌 (work badge), 在职证明 (employment certificate), 授权书 (the company's authorization letter). */
export const PROOF_KINDS = ['badge', 'certificate', 'authorization'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
export const PROOF_FILES_MAX = 3;

/** New seekers an unverified recruiter may greet per China day (verified ones: CHAT_RECRUITER_DAILY_GREETS). */
export const UNVERIFIED_DAILY_GREETS = 20;

/** A private document link answered by `POST uploads/documents` (never a public upload). */
export const PROOF_FILE_PATTERN = /^\/api\/documents\/\d+-[a-f0-9]{32}\.(jpg|png)(\?[\w=&%.-]*)?$/;

/** The ID number: 18 characters in the GB 11643 pattern, then its check digit (a message of its own). */
export const verificationIdNumberSchema = z
  .string({ error: typeError(MSG.validation.idNumber) })
  .trim()
  .toUpperCase()
  .regex(ID_NUMBER_PATTERN, { error: MSG.validation.idNumber })
  .refine((value) => !ID_NUMBER_PATTERN.test(value) || idNumberCheckChar(value.slice(0, 17)) === value.charAt(17), {
    error: VERIFICATION_MSG.checkDigit,
  })
  .refine(
    (value) =>
      !ID_NUMBER_PATTERN.test(value) ||
      idNumberCheckChar(value.slice(0, 17)) !== value.charAt(17) ||
      isValidIdNumber(value),
    { error: MSG.validation.idNumber },
  );

/** `POST user/verification`: the whole submission (a resubmission replaces the refused one). */
export const verificationSubmitSchema = z.object({
  realName: nameSchema,
  idNumber: verificationIdNumberSchema,
  proofKind: z.enum(PROOF_KINDS, { error: typeError(VERIFICATION_MSG.proofKind) }),
  proofFiles: z
    .array(
      z
        .string({ error: typeError(VERIFICATION_MSG.proofFile) })
        .trim()
        .max(300, { error: VERIFICATION_MSG.proofFile })
        .regex(PROOF_FILE_PATTERN, { error: VERIFICATION_MSG.proofFile }),
      { error: typeError(VERIFICATION_MSG.proofRequired) },
    )
    .min(1, { error: VERIFICATION_MSG.proofRequired })
    .max(PROOF_FILES_MAX, { error: VERIFICATION_MSG.proofRequired }),
});
export type VerificationSubmitBody = z.infer<typeof verificationSubmitSchema>;

const time = z.string().describe('ISO 8601');

/** The caller's own verification (`GET user/verification`). */
export const myVerificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  realName: z.string().nullable(),
  idNumberMasked: z.string().nullable().describe('1101**********1234: the number itself is never answered'),
  proofKind: z.enum(PROOF_KINDS).nullable(),
  proofFiles: z.array(z.string()).describe('signed links valid 30 minutes; send them back as they are to keep them'),
  companyName: z.string().nullable(),
  reason: z.string().nullable().describe("the operator's reason of a refusal"),
  submittedAt: time.nullable(),
  reviewedAt: time.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** A row of the operators' queue. */
export const verificationReviewRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  recruiterName: z.string().describe('the name the recruiter shows seekers (王女士), else the nickname'),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  realName: z.string(),
  idNumberMasked: z.string().describe('1101**********1234'),
  proofKind: z.enum(PROOF_KINDS),
  proofFiles: z.array(z.string()).describe('signed links valid 30 minutes'),
  status: z.enum(REVIEWED_VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  submittedAt: time,
  reviewedAt: time.nullable(),
});
export type VerificationReviewRow = z.infer<typeof verificationReviewRowSchema>;

export const verificationQueueQuery = pageQuery.extend({
  status: orEmpty(optionSchema(REVIEWED_VERIFICATION_STATUSES)).describe('pending (default), verified or refused'),
});

export const verificationStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEWED_VERIFICATION_STATUSES),
});

// ---- Calls (common/call.ts): the recruiter's own verification; operators' review ------------------------

export const verificationCalls = /* @__PURE__ */ defineCalls('verification', () => ({
  mine: {
    method: 'GET',
    path: '/user/verification',
    access: 'recruiter',
    answer: 'data',
    response: myVerificationSchema,
    summary: "The caller's recruiter verification: status none / pending / verified / refused, the ID number masked",
  },
  submit: {
    method: 'POST',
    path: '/user/verification',
    access: 'recruiter',
    answer: 'data',
    body: verificationSubmitSchema,
    response: myVerificationSchema,
    summary: 'Submit (or, after a refusal, resubmit) the verification: real name, ID number, one proof',
    description:
      "Needs a company. Refused while pending or verified. proofFiles: 1-3 links answered by POST uploads/documents (the caller's own). The ID number is stored encrypted and answered masked only.",
  },
  queue: {
    method: 'GET',
    path: '/review/verifications',
    access: 'operator',
    answer: 'page',
    query: verificationQueueQuery,
    response: verificationReviewRowSchema,
    summary: 'Recruiter verifications by status: pending (default) oldest first, others newest first',
  },
  approve: {
    method: 'POST',
    path: '/review/verifications/:id/approve',
    access: 'operator',
    answer: 'data',
    params: idPath,
    response: verificationStateSchema,
    summary: 'pending -> verified (the recruiter is notified and shows 已认证)',
  },
  refuse: {
    method: 'POST',
    path: '/review/verifications/:id/reject',
    access: 'operator',
    answer: 'data',
    params: idPath,
    body: reviewRejectSchema,
    response: verificationStateSchema,
    summary: 'pending -> refused with the reason (the recruiter is notified, may resubmit)',
  },
}));
