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
import { defineCalls } from './call';
import { idParam, idPath, pageBody, pageQuery } from './validation/paging';
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

/** `POST oa/staff`: the form, and the signed contract it was filled from (its application reads 已入职). */
export const staffCreateSchema = staffSchema.extend({
  contractId: recordIdSchema.optional().describe('the signed contract whose Party B this is'),
});
export type StaffCreateBody = z.infer<typeof staffCreateSchema>;

/** `PUT oa/staff/{id}`: the ID number may be left out (it stays as stored; the form shows it masked). */
export const staffUpdateSchema = staffSchema.extend({ idNumber: idNumberSchema.optional() });
export type StaffUpdateBody = z.infer<typeof staffUpdateSchema>;

/** How many last digits of a phone find a staff member (a keyed index of them, per company). */
export const PHONE_TAIL_DIGITS = 4;

/**
 * What a roster keyword searches: a name fragment; a whole phone (11 digits) or ID number (18 characters),
 * each exactly through its keyed hash; the last 4 digits of a phone (their own keyed hash). Any other run of
 * digits is a part of a number that nothing can match (a keyed hash only matches a whole value): the list
 * asks for the last 4 digits or the whole number instead of answering "no staff". Spaces and dashes in a
 * number are ignored ('139 1234-5678').
 */
export type StaffKeywordKind = 'name' | 'phone' | 'phoneTail' | 'idNumber' | 'partialNumber';

/** A typed number without its spaces and dashes. */
export const compactNumber = (keyword: string) => keyword.replace(/[\s-]/g, '');

export function staffKeywordKind(keyword: string): StaffKeywordKind {
  const compact = compactNumber(keyword.trim());
  if (!/^\d+[Xx]?$/.test(compact)) return 'name';
  if (/^\d{17}[\dXx]$/.test(compact)) return 'idNumber';
  if (/^\d{11}$/.test(compact)) return 'phone';
  if (compact.length === PHONE_TAIL_DIGITS && /^\d+$/.test(compact)) return 'phoneTail';
  return 'partialNumber';
}

/** The roster's filters (`GET oa/staff` and `POST oa/staff/search`, with the page). */
export const staffQuerySchema = z.object({
  keyword: z.string().trim().max(30).optional(),
  position: z.string().trim().max(30).optional(),
  department: z.string().trim().max(30).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffQuery = z.infer<typeof staffQuerySchema>;

/**
 * `POST oa/staff/search`: the filters and page in a JSON body, whose numbers are numbers (the query's
 * schema coerces text, which would take `true` for 1 here).
 */
export const staffSearchSchema = staffQuerySchema.extend({
  ...pageBody.shape,
  /** The member picker: staff already in this project are left out. */
  excludeProject: recordIdSchema.optional().describe('leaves out the staff already members of this project'),
});

export const staffStatusBodySchema = z.object({ status: z.enum(STAFF_STATUSES) });

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

/** What a change of a staff record or a project answers: the record's id. */
export const recordIdStateSchema = z.object({ id });
export const staffStatusStateSchema = z.object({ id, status: z.enum(STAFF_STATUSES) });
export const staffVerifiedSchema = z.object({ id, verifiedAt: z.string() });
/** The list's filters: the company's positions and departments. */
export const staffFacetsSchema = z.object({ positions: z.array(z.string()), departments: z.array(z.string()) });
export type StaffFacets = z.infer<typeof staffFacetsSchema>;

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

/**
 * What makes two project names the same within a company: case, width (全角 / 半角) and whitespace do not
 * count ('智慧 工地' = '智慧工地', 'Alpha Project' = 'alpha project'). Stored beside the name under a unique
 * index per company (0019), so a duplicate is refused also when two saves race.
 */
export function projectNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

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

export const projectQuerySchema = z.object({ status: z.enum(PROJECT_STATUSES).optional() });

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

export const projectListSchema = z.array(projectRowSchema);
export const projectEndedSchema = z.object({ id, status: z.literal('ended') });
export const memberStateSchema = z.object({ id, staffId: id });

// ---- Calls (common/call.ts): recruiters of the company, its own records only ------------------------------

/** The roster's media type (.xlsx): the export answers it, the import reads it. */
export const ROSTER_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET oa/staff/{id}/photos/{side}`. */
export const staffPhotoPath = z.object({ id: idParam, side: z.enum(ID_PHOTO_SIDES) });
/** `GET oa/photos/{key}?exp=&sig=`: a signed link (the signature is the permission). */
export const signedPhotoPath = z.object({ key: z.string().max(120) });
export const signedPhotoQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });
export const memberPath = z.object({ id: idParam, staffId: idParam });

export const oaCalls = /* @__PURE__ */ defineCalls('oa', () => ({
  // Staff
  staffList: {
    method: 'GET',
    path: '/oa/staff',
    access: 'recruiter',
    answer: 'page',
    query: pageQuery.extend(staffQuerySchema.shape),
    response: staffRowSchema,
    summary: "The company's staff, 10 a page: ID numbers masked, no photos",
    description:
      'keyword: a name fragment, the last 4 digits of a phone, or exactly a phone (11 digits) or ID number ' +
      '(searched through keyed hashes); any other part of a number is refused (oa.partialNumber).',
  },
  staffSearch: {
    method: 'POST',
    path: '/oa/staff/search',
    access: 'recruiter',
    answer: 'page',
    body: staffSearchSchema,
    response: staffRowSchema,
    summary: "The company's staff as `GET oa/staff` answers them, the filters in the body",
    description:
      'What the app uses: a phone or ID number searched for stays out of URLs, which proxies, browser ' +
      'history and access logs keep. keyword: a name fragment, the last 4 digits of a phone, or exactly a ' +
      'phone (11 digits) or ID number; any other part of a number is refused (oa.partialNumber). ' +
      'excludeProject: the member picker leaves out the staff already in that project.',
  },
  staffFacets: {
    method: 'GET',
    path: '/oa/staff/facets',
    access: 'recruiter',
    answer: 'data',
    response: staffFacetsSchema,
    summary: "The company's positions and departments (the list's filters)",
  },
  staffPrefill: {
    method: 'GET',
    path: '/oa/staff/prefill',
    access: 'recruiter',
    answer: 'data',
    query: z.object({ contractId: idParam }),
    response: staffPrefillSchema,
    summary: "A signed contract's Party B as a staff form",
  },
  exportRoster: {
    method: 'GET',
    path: '/oa/staff/export',
    access: 'recruiter',
    answer: 'file',
    produces: [ROSTER_MEDIA_TYPE],
    summary: 'The roster as .xlsx (the import template; logged)',
  },
  importRoster: {
    method: 'POST',
    path: '/oa/staff/import',
    access: 'recruiter',
    answer: 'data',
    upload: true,
    response: importReportSchema,
    summary: 'Imports the roster from .xlsx (multipart file): each row whole or refused with its reasons',
  },
  uploadPhoto: {
    method: 'POST',
    path: '/oa/staff/photos',
    access: 'recruiter',
    answer: 'data',
    upload: true,
    response: photoKeySchema,
    summary: 'Stores an ID card photo privately (multipart file: JPG/PNG ≤ 1 MB); answers its key for the form',
  },
  accessLog: {
    method: 'GET',
    path: '/oa/access-log',
    access: 'recruiter',
    answer: 'page',
    query: pageQuery,
    response: accessLogRowSchema,
    summary: "Who saw a full ID number or an ID photo, or exported the roster (the company's log)",
  },
  staffDetail: {
    method: 'GET',
    path: '/oa/staff/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: staffDetailSchema,
    summary: 'One staff record (ID number masked)',
  },
  createStaff: {
    method: 'POST',
    path: '/oa/staff',
    access: 'recruiter',
    answer: 'data',
    body: staffCreateSchema,
    response: recordIdStateSchema,
    summary: 'Adds a staff record (a verified company)',
  },
  updateStaff: {
    method: 'PUT',
    path: '/oa/staff/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: staffUpdateSchema,
    response: recordIdStateSchema,
    summary: 'Edits a staff record (idNumber may be left out to keep it)',
  },
  setStaffStatus: {
    method: 'POST',
    path: '/oa/staff/:id/status',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: staffStatusBodySchema,
    response: staffStatusStateSchema,
    summary: 'Marks as left (kept, not deleted) or active again',
  },
  verifyStaff: {
    method: 'POST',
    path: '/oa/staff/:id/verify',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: staffVerifiedSchema,
    summary: 'The documents were checked: the ID photos are removed after the retention days',
  },
  removeStaff: {
    method: 'DELETE',
    path: '/oa/staff/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: recordIdStateSchema,
    summary: 'Deletes the record and its photos (the access log keeps its rows)',
  },
  revealIdNumber: {
    method: 'POST',
    path: '/oa/staff/:id/reveal',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: revealSchema,
    response: revealedSchema,
    summary: 'The full ID number, for a stated reason (logged)',
  },
  photoLink: {
    method: 'GET',
    path: '/oa/staff/:id/photos/:side',
    access: 'recruiter',
    answer: 'data',
    params: staffPhotoPath,
    response: photoLinkSchema,
    summary: 'A signed link to an ID photo, valid 5 minutes (logged)',
  },
  signedPhoto: {
    method: 'GET',
    path: '/oa/photos/:key',
    access: 'public',
    answer: 'file',
    params: signedPhotoPath,
    query: signedPhotoQuery,
    produces: ['image/jpeg', 'image/png'],
    summary: 'An ID photo by its signed link (no login; 403 without a valid signature or after expiry)',
  },

  // Projects
  projectList: {
    method: 'GET',
    path: '/oa/projects',
    access: 'recruiter',
    answer: 'data',
    query: projectQuerySchema,
    response: projectListSchema,
    summary: "The company's projects with member counts (status follows the period)",
  },
  createProject: {
    method: 'POST',
    path: '/oa/projects',
    access: 'recruiter',
    answer: 'data',
    body: projectSchema,
    response: recordIdStateSchema,
    summary: 'Creates a project (a verified company)',
  },
  projectDetail: {
    method: 'GET',
    path: '/oa/projects/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: projectDetailSchema,
    summary: 'A project with its members',
  },
  updateProject: {
    method: 'PUT',
    path: '/oa/projects/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: projectSchema,
    response: recordIdStateSchema,
    summary: 'Edits a project',
  },
  removeProject: {
    method: 'DELETE',
    path: '/oa/projects/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: recordIdStateSchema,
    summary: 'Deletes a project',
  },
  endProject: {
    method: 'POST',
    path: '/oa/projects/:id/end',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: projectEndedSchema,
    summary: 'Ends the project early',
  },
  addMember: {
    method: 'POST',
    path: '/oa/projects/:id/members',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: memberSchema,
    response: memberStateSchema,
    summary: 'Adds a staff member with a post (a second time: 不能重复添加成员)',
  },
  removeMember: {
    method: 'DELETE',
    path: '/oa/projects/:id/members/:staffId',
    access: 'recruiter',
    answer: 'data',
    params: memberPath,
    response: memberStateSchema,
    summary: 'Removes a member',
  },
}));
