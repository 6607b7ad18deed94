/**
 * The caller's account (server module `account`): what the account calls take and answer, and the calls.
 * Every call acts on the caller only (no id in the path or body). The login and phone-proving calls are
 * ./auth's; they share the password rules below and answer the account in every login.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { idPath } from './validation/paging';
import { IDENTITIES } from './constants';
import { LOCALES } from './i18n';
import { MSG } from './messages';
import {
  CONTACT_PHONE_PATTERN,
  optionalText,
  passwordSchema,
  refinePasswordConfirmation,
  typeError,
} from './validation';

export const NICKNAME_MAX = 20;
/** The name and title a recruiter shows seekers (王女士 · HR经理). */
export const RECRUITER_NAME_MAX = 20;
export const RECRUITER_TITLE_MAX = 20;
export const AVATAR_URL_MAX = 500;
/** '' (no avatar), an upload path answered by `POST uploads`, or an absolute http(s) URL. */
export const AVATAR_URL_PATTERN = /^(|\/api\/uploads\/[\w.-]+|https?:\/\/\S+)$/;

// ---- Requests ---------------------------------------------------------------------------------------------

/** A password being typed to log in or to prove the old one: only required (old accounts may predate the rules). */
export const currentPasswordSchema = z
  .string({ error: typeError(MSG.validation.password) })
  .min(1, { error: MSG.validation.required });

/** The new password typed again. */
export const confirmPasswordSchema = z.string({ error: typeError() }).min(1, { error: MSG.validation.required });

/**
 * `user/password`: the new password must be valid, confirmed, and differ from the old one. `oldPassword`
 * proves an account that has a password; one without (made by a code login or WeChat) sets its first
 * without it (the server checks which).
 */
export const updatePasswordSchema = z
  .object({
    oldPassword: z.string({ error: typeError(MSG.validation.password) }).optional(),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .superRefine(refinePasswordConfirmation)
  .superRefine((value, ctx) => {
    if (value.oldPassword && value.password && value.oldPassword === value.password) {
      ctx.addIssue({ code: 'custom', message: MSG.validation.samePassword, path: ['password'], input: value.password });
    }
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordSchema>;

/** `PUT user/profile`: every field optional, only the fields sent change. */
export const profileSchema = z.object({
  nickname: z
    .string({ error: typeError(MSG.validation.nickname) })
    .trim()
    .min(1, { error: MSG.validation.nickname })
    .max(NICKNAME_MAX, { error: MSG.validation.tooLong })
    .optional(),
  /** the URL answered by `POST uploads` (`/api/uploads/<name>`) or an http(s) URL; '' or null removes it */
  avatar: z
    .string({ error: typeError() })
    .trim()
    .max(AVATAR_URL_MAX, { error: MSG.validation.tooLong })
    .regex(AVATAR_URL_PATTERN, { error: MSG.validation.invalid })
    .nullable()
    .optional(),
  language: z.enum(LOCALES, { error: typeError(MSG.validation.option) }).optional(),
});
export type ProfileBody = z.infer<typeof profileSchema>;

/**
 * A WeChat ID as WeChat allows one (6 to 20 letters, digits, _ or -, starting with a letter), or the 11-digit
 * phone number a WeChat account can be found by.
 */
export const WECHAT_ID_PATTERN = /^([A-Za-z][-_A-Za-z0-9]{5,19}|\d{11})$/;

/**
 * `PUT user/contact`: what a recruiter shares when a chat exchange is accepted (a seeker's come from the
 * resume). '' clears a value: no WeChat ID to share; the phone then is the account's own.
 */
export const recruiterContactSchema = z.object({
  wechat: z
    .string({ error: typeError(MSG.validation.wechatId) })
    .trim()
    .regex(new RegExp(`^$|${WECHAT_ID_PATTERN.source}`), { error: MSG.validation.wechatId })
    .describe("the WeChat ID shared in a WeChat exchange; '' for none"),
  phone: z
    .string({ error: typeError(MSG.validation.contactPhone) })
    .trim()
    .regex(new RegExp(`^$|${CONTACT_PHONE_PATTERN.source}`), { error: MSG.validation.contactPhone })
    .describe("the phone shared in a phone exchange; '' shares the account's phone"),
  /** Optional so that older clients, which send only the two above, keep what was set. */
  displayName: optionalText(RECRUITER_NAME_MAX).describe(
    "the name seekers see on jobs and the company page (王女士); '' shows the nickname; absent keeps it",
  ),
  title: optionalText(RECRUITER_TITLE_MAX).describe("the recruiter's title (HR经理); '' for none; absent keeps it"),
});
export type RecruiterContactBody = z.infer<typeof recruiterContactSchema>;

/** What `GET`/`PUT user/contact` answer: every value ('' when not set). */
export const recruiterContactResponseSchema = recruiterContactSchema.extend({
  displayName: z.string(),
  title: z.string(),
});
export type RecruiterContact = z.infer<typeof recruiterContactResponseSchema>;

/** `user/identity`: anything but seeker/recruiter reads 'No identity! Please select again.' */
export const identitySchema = z.object({
  identity: z.enum(IDENTITIES, { error: MSG.identity.none }),
});
export type IdentityBody = z.infer<typeof identitySchema>;

// ---- Responses (the OpenAPI document is built from these) --------------------------------------------

/** `GET user/userInfos`, `PUT user/profile`, and `user` in every login answer. */
export const accountInfoSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable().describe('masked, e.g. 138****5678; null until a WeChat / Alipay account binds one'),
  nickname: z.string(),
  avatar: z.string().nullable().describe('an upload path such as /api/uploads/<name>.png, or an http(s) URL'),
  identity: z.enum(IDENTITIES).nullable(),
  language: z.string().describe('zh-Hans | en'),
  role: z.enum(['user', 'operator']),
  hasPassword: z.boolean().describe('false: the account never set a password (use findPwd to set one)'),
  wechatBound: z.boolean(),
  createdAt: z.string(),
  deletionCancelledAt: z
    .string()
    .optional()
    .describe(
      'present once after a login cancelled the deletion asked for: tell the user (注销已撤销), then POST user/deletion/notice',
    ),
  onboarding: z
    .literal(true)
    .optional()
    .describe('present while a new account has not finished onboarding (GET onboarding): the app resumes it at start'),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** `POST user/identity`: the identity now, and the page to open next. */
export const identitySwitchedSchema = z.object({
  identity: z.enum(IDENTITIES),
  next: z
    .string()
    .nullable()
    .describe(
      "'pages/resume/basic' for a new seeker (personal information), 'pages/AddCompanyDetails/AddCompanyDetails' for a recruiter without a company, else null",
    ),
});
export type IdentitySwitched = z.infer<typeof identitySwitchedSchema>;

// ---- Leaving and a copy of one's data ---------------------------------------------------------------------

/** What stops a deletion now, each with the way to resolve it (the message key says where). */
export const DELETION_BLOCKERS = ['contractToSign', 'contractSent', 'interviewToCome', 'openPositions'] as const;
export type DeletionBlockerKind = (typeof DELETION_BLOCKERS)[number];

export const deletionStatusSchema = z.object({
  state: z.enum(['none', 'cooling']).describe("'cooling': asked for, the cooling-off days are running"),
  requestedAt: z.string().nullable(),
  dueAt: z.string().nullable().describe('when the cooling-off ends and the account is deleted'),
  coolingDays: z.number().int(),
  blockers: z.array(
    z.object({
      kind: z.enum(DELETION_BLOCKERS),
      count: z.number().int(),
      key: z.string().describe('the message key of the reason and how to resolve it ({count})'),
    }),
  ),
  hasPhone: z.boolean().describe('false: bind a phone first (the SMS code confirms the deletion)'),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

export const deletionCodeSentSchema = z.object({
  retryAfter: z.number().int(),
  expiresIn: z.number().int(),
  phone: z.string().describe('the masked phone the code went to'),
});
export type DeletionCodeSent = z.infer<typeof deletionCodeSentSchema>;

export const deletionRequestSchema = z.object({
  code: z
    .string({ error: typeError(MSG.validation.smsCode) })
    .trim()
    .regex(/^\d{6}$/, { error: MSG.validation.smsCode }),
});
export type DeletionRequestBody = z.infer<typeof deletionRequestSchema>;

export const DATA_EXPORT_STATES = ['requested', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportSchema = z.object({
  id: z.number().int(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe('the link works until then (24 h after it was ready)'),
  size: z.number().int().nullable().describe('bytes of the ZIP'),
  url: z.string().nullable().describe('ready: the signed download link (/api/user/data-exports/{id}/file?exp=&sig=)'),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({
  exports: z.array(dataExportSchema),
  nextAllowedAt: z.string().nullable().describe('when another copy may be asked for (null: now)'),
});
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const signedLinkQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });

// ---- Calls (common/call.ts): any logged-in user, on their own account ---------------------------------

export const accountCalls = /* @__PURE__ */ defineCalls('account', () => ({
  userInfos: {
    method: 'GET',
    path: '/user/userInfos',
    access: 'user',
    answer: 'data',
    response: accountInfoSchema,
    summary: "The caller's account",
  },
  updateProfile: {
    method: 'PUT',
    path: '/user/profile',
    access: 'user',
    answer: 'data',
    body: profileSchema,
    response: accountInfoSchema,
    summary: 'Change nickname, avatar or language (only the fields sent)',
  },
  updatePassword: {
    method: 'POST',
    path: '/user/password',
    access: 'user',
    answer: 'done',
    body: updatePasswordSchema,
    summary: 'Change the password; every other session of the account ends',
  },
  contact: {
    method: 'GET',
    path: '/user/contact',
    access: 'user',
    answer: 'data',
    response: recruiterContactResponseSchema,
    summary:
      "The WeChat ID and phone the caller shares in chat exchanges as a recruiter, and the name and title seekers see ('' when not set)",
  },
  saveContact: {
    method: 'PUT',
    path: '/user/contact',
    access: 'user',
    answer: 'data',
    body: recruiterContactSchema,
    response: recruiterContactResponseSchema,
    summary:
      "Sets the WeChat ID and phone shared in chat exchanges as a recruiter, and the name and title seekers see ('' clears one)",
  },
  switchIdentity: {
    method: 'POST',
    path: '/user/identity',
    access: 'user',
    answer: 'data',
    body: identitySchema,
    response: identitySwitchedSchema,
    summary: 'Become a job seeker or a recruiter',
  },

  // Leaving (注销账号) and a copy of one's data (个人信息副本): docs/decisions.md, "Leaving".
  deletionStatus: {
    method: 'GET',
    path: '/user/deletion',
    access: 'user',
    answer: 'data',
    response: deletionStatusSchema,
    summary: "Whether the caller's account can be deleted now (what blocks it), and the cooling-off days",
  },
  deletionCode: {
    method: 'POST',
    path: '/user/deletion/code',
    access: 'user',
    answer: 'data',
    response: deletionCodeSentSchema,
    summary: "Sends the SMS code that confirms the deletion to the account's phone (refused while something blocks it)",
  },
  requestDeletion: {
    method: 'POST',
    path: '/user/deletion',
    access: 'user',
    answer: 'data',
    body: deletionRequestSchema,
    response: deletionStatusSchema,
    summary:
      'Asks for the deletion with the SMS code: every session ends, logging in within the cooling-off days cancels it, after them the account is deleted',
  },
  deletionNoticeSeen: {
    method: 'POST',
    path: '/user/deletion/notice',
    access: 'user',
    answer: 'done',
    summary: 'The user was told that logging in cancelled the deletion (deletionCancelledAt goes)',
  },
  dataExports: {
    method: 'GET',
    path: '/user/data-exports',
    access: 'user',
    answer: 'data',
    response: dataExportListSchema,
    summary: "The caller's copies of their data, newest first, each with its state and, when ready, a link valid 24 h",
  },
  requestDataExport: {
    method: 'POST',
    path: '/user/data-exports',
    access: 'user',
    answer: 'data',
    response: dataExportSchema,
    summary: "Asks for a copy of the caller's data (a ZIP built in the background; one a day)",
  },
  dataExportFile: {
    method: 'GET',
    path: '/user/data-exports/:id/file',
    access: 'public',
    answer: 'file',
    params: idPath,
    query: signedLinkQuery,
    produces: ['application/zip'],
    summary: "A copy of one's data by its signed link (no login; refused without a valid signature or after 24 h)",
  },
}));
