/**
 * The recruiter's company information (the Positions issue), shared by the app's forms and the server.
 * `companySchema` is exactly what `PUT company` accepts; `companySubmitSchema` adds what `POST company/submit`
 * needs (the business license and the sealed application letter), so a form can check before submitting.
 * Messages are catalogue keys (see ./messages).
 *
 * Conventions: `region` is a 6-digit region code (the server checks it against its region snapshot);
 * `logo`, `businessLicense` and `sealLetter` are URLs answered by `POST uploads` ('/api/uploads/<name>') or
 * absolute http(s) URLs; '' or a missing field means "none".
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG, type MessageKey } from './messages';
import {
  companyTermsSchema,
  contactPhoneSchema,
  optionSchema,
  optionalText,
  orEmpty,
  regionCodeSchema,
  requiredText,
  typeError,
} from './validation';

// ---- Code sets --------------------------------------------------------------------------------------

/** Company size (number of employees), BOSS直聘's brackets. */
export const COMPANY_SIZES = ['0-20', '20-99', '100-499', '500-999', '1000-9999', '10000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABEL = MSG.companySize satisfies Record<CompanySize, MessageKey>;

export const COMPANY_TYPES = [
  'private',
  'state_owned',
  'foreign',
  'joint_venture',
  'listed',
  'public_institution',
  'other',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABEL = MSG.companyType satisfies Record<CompanyType, MessageKey>;

/**
 * draft: saved, never submitted for verification; under_review: submitted (or sent back to review by an
 * edit of an approved company's name or documents); approved; audit_failed: refused with a reason (edit and
 * submit again).
 */
export const COMPANY_STATUSES = ['draft', 'under_review', 'approved', 'audit_failed'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABEL = MSG.companyStatus satisfies Record<CompanyStatus, MessageKey>;

// ---- Limits -----------------------------------------------------------------------------------------

export const COMPANY_NAME_MAX = 50;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_ADDRESS_MAX = 100;
export const COMPANY_SLOGAN_MAX = 50;
export const COMPANY_INTRODUCTION_MAX = 2000;
export const COMPANY_LINK_TITLE_MAX = 20;
export const COMPANY_LINK_URL_MAX = 200;
/** At most this many external links. */
export const COMPANY_LINKS_MAX = 5;
export const UPLOAD_URL_MAX = 300;
/** A rejection reason (position or company review). */
export const REVIEW_REASON_MAX = 200;

// ---- Building blocks --------------------------------------------------------------------------------

/** http(s) URL: the website and external links. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;
/** A file we host ('/api/uploads/<name>', as `POST uploads` answers) or an absolute http(s) URL. */
/**
 * A stored file: a public upload (`/api/uploads/<name>`), a private document with or without its signed-link
 * query (`/api/documents/<key>?exp=…&sig=…`, the server keeps the bare reference), or an outside http(s) URL.
 */
export const UPLOAD_URL_PATTERN =
  /^(\/api\/uploads\/[\w.-]+|\/api\/documents\/[\w.-]+(\?[\w=&%.-]*)?|https?:\/\/\S+)$/i;

const httpUrl = (max: number) =>
  z
    .string({ error: typeError(MSG.company.link) })
    .trim()
    .max(max, { error: MSG.validation.tooLong })
    .regex(HTTP_URL_PATTERN, { error: MSG.company.link });

/** An uploaded file's URL; '' or missing = none. */
export const uploadUrlSchema = orEmpty(
  z
    .string({ error: typeError(MSG.company.uploadUrl) })
    .trim()
    .max(UPLOAD_URL_MAX, { error: MSG.validation.tooLong })
    .regex(UPLOAD_URL_PATTERN, { error: MSG.company.uploadUrl }),
);

/** One external link, e.g. { title: '官方微博', url: 'https://weibo.com/...' }. */
export const companyLinkSchema = z.object({
  title: requiredText(COMPANY_LINK_TITLE_MAX),
  url: httpUrl(COMPANY_LINK_URL_MAX),
});
export type CompanyLink = z.infer<typeof companyLinkSchema>;

// ---- PUT company ------------------------------------------------------------------------------------

export const companyShape = {
  name: requiredText(COMPANY_NAME_MAX),
  /** optional; http(s) */
  website: orEmpty(httpUrl(COMPANY_WEBSITE_MAX)),
  /** contact phone: 11 digits */
  contact: contactPhoneSchema,
  /** 6-digit region code (province, city or district) */
  region: regionCodeSchema,
  addressDetail: requiredText(COMPANY_ADDRESS_MAX),
  size: optionSchema(COMPANY_SIZES),
  type: optionSchema(COMPANY_TYPES),
  slogan: optionalText(COMPANY_SLOGAN_MAX),
  introduction: optionalText(COMPANY_INTRODUCTION_MAX),
  /** recommended 300x300 (LOGO_RECOMMENDED) */
  logo: uploadUrlSchema,
  /** needed to submit for verification, not to save */
  businessLicense: uploadUrlSchema,
  /** the application letter with the official seal: needed to submit, not to save */
  sealLetter: uploadUrlSchema,
  links: z
    .array(companyLinkSchema, { error: typeError() })
    .max(COMPANY_LINKS_MAX, { error: MSG.validation.itemsMax })
    .optional(),
  /** the terms checkbox: must be true */
  acceptTerms: companyTermsSchema,
  /** the authorization checkbox: must be true */
  acceptAuthorization: companyTermsSchema,
};

/**
 * `PUT company`: the whole record (every field is written; optional ones default to '' / []). Required:
 * name, contact phone, region, address, size, type and both boxes ticked.
 */
export const companySchema = z.object(companyShape);
export type CompanyBody = z.infer<typeof companySchema>;

/**
 * The form check before `POST company/submit` (which submits the saved record): the same as saving plus the
 * business license and the sealed application letter. The server checks the saved record the same way.
 */
export const companySubmitSchema = z.object({
  ...companyShape,
  businessLicense: z
    .string({ error: typeError(MSG.company.licenseRequired) })
    .trim()
    .min(1, { error: MSG.company.licenseRequired })
    .max(UPLOAD_URL_MAX, { error: MSG.validation.tooLong })
    .regex(UPLOAD_URL_PATTERN, { error: MSG.company.uploadUrl }),
  sealLetter: z
    .string({ error: typeError(MSG.company.sealLetterRequired) })
    .trim()
    .min(1, { error: MSG.company.sealLetterRequired })
    .max(UPLOAD_URL_MAX, { error: MSG.validation.tooLong })
    .regex(UPLOAD_URL_PATTERN, { error: MSG.company.uploadUrl }),
});
export type CompanySubmitBody = z.infer<typeof companySubmitSchema>;

// ---- Review -----------------------------------------------------------------------------------------

/** `POST review/companies/{id}/reject` and `POST review/positions/{id}/reject`. */
export const reviewRejectSchema = z.object({ reason: requiredText(REVIEW_REASON_MAX) });
export type ReviewRejectBody = z.infer<typeof reviewRejectSchema>;

// ---- Responses --------------------------------------------------------------------------
// What the company calls answer (the OpenAPI document is built from these).

const responseTime = z.string().describe('ISO 8601');

export const companyResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  contact: z.string().describe('contact phone, 11 digits'),
  region: z.string().describe('6-digit region code'),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  addressDetail: z.string(),
  size: z.enum(COMPANY_SIZES).nullable().describe('null only for rows saved before the code set'),
  type: z.enum(COMPANY_TYPES).nullable(),
  slogan: z.string(),
  introduction: z.string(),
  logo: z.string(),
  businessLicense: z.string(),
  sealLetter: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  acceptTerms: z.boolean(),
  acceptAuthorization: z.boolean(),
  status: z.enum(COMPANY_STATUSES).describe('draft = saved, not submitted for verification'),
  reviewReason: z.string().nullable().describe('why the review failed (audit_failed)'),
  submittedAt: responseTime.nullable(),
  reviewedAt: responseTime.nullable(),
  createdAt: responseTime,
  updatedAt: responseTime,
});

export const companyReviewRowSchema = companyResponseSchema.extend({
  ownerUserId: z.number().int(),
  ownerNickname: z.string(),
});

/** `GET company` (the owner's company), `PUT company`, `POST company/submit`. */
export type Company = z.infer<typeof companyResponseSchema>;
/** A row of `GET review/companies`. */
export type CompanyReviewRow = z.infer<typeof companyReviewRowSchema>;

// ---- Calls (common/call.ts): the recruiter's own company ------------------------------------------------

export const companyCalls = /* @__PURE__ */ defineCalls('company', () => ({
  get: {
    method: 'GET',
    path: '/company',
    access: 'recruiter',
    answer: 'data',
    response: companyResponseSchema.nullable(),
    summary: "The caller's company, or null before it is first saved",
  },
  save: {
    method: 'PUT',
    path: '/company',
    access: 'recruiter',
    answer: 'data',
    body: companySchema,
    response: companyResponseSchema,
    summary: "Saves the caller's company (creates it as draft the first time)",
    description:
      "Required: name, contact (11 digits), region, addressDetail, size, type, acceptTerms and acceptAuthorization true. Changing an approved company's name, businessLicense or sealLetter sends it back to review (msg says so).",
  },
  submit: {
    method: 'POST',
    path: '/company/submit',
    access: 'recruiter',
    answer: 'data',
    response: companyResponseSchema,
    summary: 'Submits the saved company for verification (needs the business license and the sealed letter)',
  },
}));
