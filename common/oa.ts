/**
 * Office admin: the company's staff records and projects (the spec's "user management"). The form rules of
 * spec sections 3 and 5, shared by the forms and the server, and every call's shapes.
 *
 * Staff: name 2-20, phone, an 18-character ID number with its check digit, gender, position, contact address,
 * nationality, household address and graduation date are required; QQ, email and WeChat are optional but
 * checked; department, entry date, status (在职 / 离职) and a note are the company's own. ID card photos are
 * private files (keys from `POST oa/staff/photos`), never URLs.
 * Projects: name, period (start not after end), introduction, content, logo; members are staff of the company
 * with a post, each at most once.
 */
import { OA_MSG } from './messages.oa';
import { z } from 'zod';
import { GENDERS, PROJECT_STATUSES, type ProjectStatus } from './constants';
import { MSG } from './messages';
import {
  blankOr,
  dateSchema,
  emailSchema,
  idNumberSchema,
  nameSchema,
  optionalText,
  phoneSchema,
  refineDateRange,
  requiredString,
  requiredText,
  typeError,
  recordIdSchema,
} from './validation';

export const STAFF_STATUSES = ['active', 'left'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const ID_PHOTO_SIDES = ['front', 'back'] as const;
export type IdPhotoSide = (typeof ID_PHOTO_SIDES)[number];
/** What a company's access log records: a full ID number shown, an ID photo opened, the roster exported. */
export const ACCESS_KINDS = ['idNumber', 'idFront', 'idBack', 'export'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_REASON_MAX = 100;
/** How long a signed link to an ID photo works. */
export const PHOTO_LINK_SECONDS = 300;
export const STAFF_IMPORT_MAX_ROWS = 500;
export const PROJECT_POST_MAX = 30;

/** A private photo key as `POST oa/staff/photos` answers it ('' = none). */
const photoKey = z
  .string({ error: typeError() })
  .trim()
  .max(120, { error: MSG.validation.tooLong })
  .regex(/^$|^[a-z0-9-]+\.(jpg|png)$/, { error: MSG.validation.invalid })
  .optional();

/** The staff form (`POST oa/staff`, `PUT oa/staff/{id}`). */
export const staffSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  idNumber: idNumberSchema,
  idFront: photoKey,
  idBack: photoKey,
  gender: z.enum(GENDERS, { error: typeError(MSG.validation.option) }),
  position: requiredText(30),
  department: optionalText(30),
  qq: blankOr(requiredString(OA_MSG.qq).regex(/^[1-9]\d{4,11}$/, { error: OA_MSG.qq })),
  email: blankOr(emailSchema),
  wechat: blankOr(requiredString().regex(/^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/, { error: OA_MSG.wechat })),
  contactAddress: requiredText(200),
  nationality: requiredText(20),
  householdAddress: requiredText(200),
  graduationDate: dateSchema,
  entryDate: dateSchema.or(z.literal('')).optional(),
  avatar: optionalText(300),
  note: optionalText(500),
});
export type StaffBody = z.infer<typeof staffSchema>;

/** `PUT oa/staff/{id}`: the ID number may be left out (it stays as stored; the form shows it masked). */
export const staffUpdateSchema = staffSchema.extend({ idNumber: idNumberSchema.optional() });
export type StaffUpdateBody = z.infer<typeof staffUpdateSchema>;

export const staffQueryShape = {
  keyword: z.string().trim().max(30).optional(),
  position: z.string().trim().max(30).optional(),
  department: z.string().trim().max(30).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
};

export const revealSchema = z.object({ reason: requiredText(ACCESS_REASON_MAX) });

const id = z.number().int();
const iso = z.string().describe('ISO 8601');

/** A row of `GET oa/staff`: the ID number masked, no photos. */
export const staffRowSchema = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  idNumberMasked: z.string().describe('1101**********1234'),
  gender: z.enum(GENDERS),
  position: z.string(),
  department: z.string(),
  status: z.enum(STAFF_STATUSES),
  entryDate: z.string(),
  avatar: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** `GET oa/staff/{id}`: every field but the ID number (masked; `POST …/reveal` with a reason shows it). */
export const staffDetailSchema = staffRowSchema.extend({
  qq: z.string(),
  email: z.string(),
  wechat: z.string(),
  contactAddress: z.string(),
  nationality: z.string(),
  householdAddress: z.string(),
  graduationDate: z.string(),
  note: z.string(),
  hasIdFront: z.boolean(),
  hasIdBack: z.boolean(),
  verifiedAt: iso
    .nullable()
    .describe('when the documents were checked (ID photos are removed after the retention days)'),
  createdAt: iso,
  updatedAt: iso,
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

export const photoLinkSchema = z.object({ url: z.string(), expiresAt: iso });
export const revealedSchema = z.object({ idNumber: z.string() });
export const photoKeySchema = z.object({ key: z.string() });

export const accessLogRowSchema = z.object({
  id,
  kind: z.enum(ACCESS_KINDS),
  staffName: z.string(),
  viewerName: z.string(),
  reason: z.string(),
  at: iso,
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reasons: z.array(z.string()) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** `GET oa/staff/prefill?contractId=`: a signed contract's Party B as a staff form. */
export const staffPrefillSchema = staffSchema.partial();

// ---- Projects ---------------------------------------------------------------------------------------

export const projectSchema = z
  .object({
    name: requiredText(50),
    logo: optionalText(300),
    startDate: dateSchema,
    endDate: dateSchema,
    introduction: requiredText(500),
    content: optionalText(2000),
  })
  .superRefine(refineDateRange('startDate', 'endDate'));
export type ProjectBody = z.infer<typeof projectSchema>;

export const memberSchema = z.object({
  staffId: recordIdSchema,
  post: requiredText(PROJECT_POST_MAX),
});
export type MemberBody = z.infer<typeof memberSchema>;

export const projectQueryShape = { status: z.enum(PROJECT_STATUSES).optional() };

/** The status follows the period (China dates), unless the project was ended early. */
export function projectStatus(startDate: string, endDate: string, endedEarly: boolean, today: string): ProjectStatus {
  if (endedEarly || today > endDate) return 'ended';
  return today < startDate ? 'to_start' : 'in_progress';
}

export const projectRowSchema = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  introduction: z.string(),
  status: z.enum(PROJECT_STATUSES),
  memberCount: z.number().int(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

export const projectMemberSchema = z.object({
  staffId: id,
  name: z.string(),
  position: z.string(),
  post: z.string(),
  avatar: z.string(),
  status: z.enum(STAFF_STATUSES),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const projectDetailSchema = projectRowSchema.extend({
  content: z.string(),
  endedEarly: z.boolean(),
  members: z.array(projectMemberSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
