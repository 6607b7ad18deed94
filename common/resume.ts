/**
 * Request bodies of the resume calls (the Resume issue), shared by the app's forms and the server. Each
 * `xxxSchema` is exactly what the server accepts; the edit variants add the record's `id`. Messages are
 * catalogue keys (see ./messages), turned into text with `translateIssue` / `firstIssueText`.
 *
 * Conventions: dates are 'YYYY-MM-DD'; cities and locations are 6-digit region codes (the server also checks
 * them against its region snapshot: 'Please choose a valid region'); salaries are whole yuan per month.
 * Optional text fields accept '' or a missing field (stored as ''); optional dates accept '' (stored as null).
 *
 * The responses and the calls themselves (`resumeCalls`) are at the end.
 */
import { chinaDate } from './china-time';
import { z } from 'zod';
import { NICKNAME_MAX } from './account';
import { DEGREES, GENDERS, JOB_STATUSES, JOB_TYPES } from './constants';
import { MSG } from './messages';
import { defineCalls } from './call';
import { positionSummarySchema } from './positions';
import { categoryCodeSchema, EXPECTATION_CATEGORIES_MAX } from './taxonomy';
import { idParam, idPath, pageQuery } from './validation/paging';
import {
  dateSchema,
  emailSchema,
  isRealDate,
  optionSchema,
  optionalText,
  orEmpty,
  refineDateRange,
  refineSalaryRange,
  regionCodeSchema,
  requiredText,
  salarySchema,
  typeError,
  recordIdSchema,
} from './validation';

// ---- Limits -----------------------------------------------------------------------------------------

/** Names and titles: school, major, job title, industry, project name and role, expected position, company. */
export const RESUME_NAME_MAX = 50;
/** The resume's display name (same limit as the account nickname). */
export const RESUME_NICKNAME_MAX = NICKNAME_MAX;
export const RESUME_WECHAT_MAX = 50;
export const RESUME_EMAIL_MAX = 100;
/** Long descriptions: work content, project description and performance, education texts, skills, training. */
export const RESUME_DESCRIPTION_MAX = 1000;
export const RESUME_SELF_EVALUATION_MAX = 500;
export const RESUME_OTHER_SKILLS_MAX = 500;
export const RESUME_HOBBIES_MAX = 200;
/** Expectation preference (e.g. '双休, 五险一金') and the skills' languages / certificates / remark. */
export const RESUME_SHORT_TEXT_MAX = 200;
export const RESUME_CERTIFICATES_MAX = 500;
export const RESUME_REMARK_MAX = 500;
/** At most this many job expectations per seeker (BOSS直聘 style). */
export const MAX_EXPECTATIONS = 3;
/**
 * At most this many records in each list section: far beyond any real career, and they keep a resume (and
 * every answer that carries it) small.
 */
export const MAX_EXPERIENCES = 30;
export const MAX_PROJECTS = 30;
export const MAX_EDUCATIONS = 10;
/** At most this many blocked companies per seeker. */
export const MAX_BLOCKED_COMPANIES = 50;
/** A seeker must be at least this old (the legal working age in China). */
export const MIN_SEEKER_AGE = 16;
export const MIN_BIRTH_DATE = '1900-01-01';

/** The sections of a resume, in the order the online resume page shows them; `completeness` names the missing ones. */
export const RESUME_SECTIONS = ['basic', 'expectations', 'experiences', 'projects', 'educations', 'skills'] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
export const RESUME_SECTION_LABEL = MSG.resume.section;
/**
 * Weight of each section in the completeness percentage (sum 100). A section counts when it has at least
 * one record (skills: at least one non-empty field; basic: a saved basic record).
 */
export const RESUME_SECTION_WEIGHT: Record<ResumeSection, number> = {
  basic: 30,
  expectations: 20,
  experiences: 15,
  projects: 10,
  educations: 15,
  skills: 10,
};

// ---- Dates ------------------------------------------------------------------------------------------

/** Today's date in China, YYYY-MM-DD (the server and every phone agree on it, whatever their time zone). */
export function todayDate(now: Date = new Date()): string {
  return chinaDate(now.getTime());
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD); undefined for an invalid date. */
export function ageOn(birthDate: string, today: string = todayDate()): number | undefined {
  if (!isRealDate(birthDate) || !isRealDate(today)) return undefined;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A real date, not before 1900, and the person is at least MIN_SEEKER_AGE on `today`. */
export function isValidBirthDate(value: string, today: string = todayDate()): boolean {
  if (!isRealDate(value) || value < MIN_BIRTH_DATE) return false;
  const age = ageOn(value, today);
  return age !== undefined && age >= MIN_SEEKER_AGE;
}

/** Birth date: required, YYYY-MM-DD, and at least 16 years ago ('Please choose a valid birth date ...'). */
export const birthDateSchema = dateSchema.refine((value) => !isRealDate(value) || isValidBirthDate(value), {
  error: MSG.resume.birthDate,
});

// ---- Building blocks --------------------------------------------------------------------------------

const nameText = () => requiredText(RESUME_NAME_MAX);
const flagSchema = z.boolean({ error: typeError() });

// ---- Basic info -------------------------------------------------------------------------------------

/**
 * `PUT resume/basic`: the whole basic record (every field is written; optional ones default to '' / false).
 * Required (spec section 5): nickname, birth date, gender; the job status is required too (the recruiters'
 * list filters on it). Email is optional but must be valid when given.
 */
export const resumeBasicSchema = z.object({
  nickname: z
    .string({ error: typeError(MSG.validation.nickname) })
    .trim()
    .min(1, { error: MSG.validation.nickname })
    .max(RESUME_NICKNAME_MAX, { error: MSG.validation.tooLong }),
  wechat: optionalText(RESUME_WECHAT_MAX),
  email: orEmpty(emailSchema.max(RESUME_EMAIL_MAX, { error: MSG.validation.tooLong })),
  birthDate: birthDateSchema,
  gender: optionSchema(GENDERS),
  jobStatus: optionSchema(JOB_STATUSES),
  hobbies: optionalText(RESUME_HOBBIES_MAX),
  selfEvaluation: optionalText(RESUME_SELF_EVALUATION_MAX),
  otherSkills: optionalText(RESUME_OTHER_SKILLS_MAX),
  acceptOvertime: flagSchema.optional(),
  acceptTravel: flagSchema.optional(),
});
export type ResumeBasicBody = z.infer<typeof resumeBasicSchema>;

// ---- Job expectations -------------------------------------------------------------------------------

export const expectationShape = {
  /**
   * The expected position as text. With `categoryCodes` it is not needed (the server writes the
   * categories' names); an older client sends only this free text ('Java开发', '产品经理').
   */
  position: optionalText(RESUME_NAME_MAX).describe(
    "required without categoryCodes; with them the categories' names are written instead",
  ),
  /** One to EXPECTATION_CATEGORIES_MAX job categories of any level (GET categories), e.g. ['100201']. */
  categoryCodes: z
    .array(categoryCodeSchema, { error: typeError(MSG.taxonomy.unknownCategory) })
    .max(EXPECTATION_CATEGORIES_MAX, { error: MSG.taxonomy.categoriesMax })
    .optional(),
  jobType: optionSchema(JOB_TYPES),
  salaryMin: salarySchema,
  salaryMax: salarySchema,
  /** free text: industries, benefits... */
  preference: optionalText(RESUME_SHORT_TEXT_MAX),
  /** 6-digit region code of the expected city (a city or district code; a province code means "anywhere in it") */
  location: regionCodeSchema,
  /** the earliest day the seeker can start; '' or missing = any time */
  joinTime: orEmpty(dateSchema),
};

/** What the seeker wants: categories or, from an older client, text; one of them (the issue sits on position). */
function refineExpectedPosition<T extends { position?: unknown; categoryCodes?: unknown }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  if (Array.isArray(value.categoryCodes) && value.categoryCodes.length > 0) return;
  if (typeof value.position === 'string' && value.position.trim() !== '') return;
  ctx.addIssue({ code: 'custom', message: MSG.validation.required, path: ['position'], input: value.position });
}

/** `POST expectations`. Minimum salary not above maximum (the issue sits on salaryMax). */
export const expectationSchema = z
  .object(expectationShape)
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'))
  .superRefine(refineExpectedPosition);
export type ExpectationBody = z.infer<typeof expectationSchema>;
/** `POST expectations/edit`. */
export const expectationEditSchema = z
  .object({ id: recordIdSchema, ...expectationShape })
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'))
  .superRefine(refineExpectedPosition);
export type ExpectationEditBody = z.infer<typeof expectationEditSchema>;

// ---- Work experience --------------------------------------------------------------------------------

const experienceShape = {
  jobTitle: nameText(),
  industry: nameText(),
  startDate: dateSchema,
  /** '' or missing = up to now (至今, stored as null) */
  endDate: orEmpty(dateSchema),
  content: requiredText(RESUME_DESCRIPTION_MAX),
  /** 6-digit region code of the city worked in */
  city: regionCodeSchema,
};

/** `POST experience/`. Start not after end: 'The start time cannot be greater than the end time' on endDate. */
export const experienceSchema = z.object(experienceShape).superRefine(refineDateRange('startDate', 'endDate'));
export type ExperienceBody = z.infer<typeof experienceSchema>;
/** `PUT experience/edit`. */
export const experienceEditSchema = z
  .object({ id: recordIdSchema, ...experienceShape })
  .superRefine(refineDateRange('startDate', 'endDate'));
export type ExperienceEditBody = z.infer<typeof experienceEditSchema>;

// ---- Project experience -----------------------------------------------------------------------------

const projectShape = {
  name: nameText(),
  role: nameText(),
  description: requiredText(RESUME_DESCRIPTION_MAX),
  performance: optionalText(RESUME_DESCRIPTION_MAX),
};

/** `POST resume/projects`, `PUT resume/projects/{id}` (the id is in the path). */
export const projectSchema = z.object(projectShape);
export type ProjectBody = z.infer<typeof projectSchema>;

// ---- Education --------------------------------------------------------------------------------------

const educationShape = {
  school: nameText(),
  degree: optionSchema(DEGREES),
  major: nameText(),
  socialPractice: optionalText(RESUME_DESCRIPTION_MAX),
  description: optionalText(RESUME_DESCRIPTION_MAX),
  /** may lie in the future (students) */
  graduationDate: dateSchema,
};

/** `POST app/educationExperience`. */
export const educationSchema = z.object(educationShape);
export type EducationBody = z.infer<typeof educationSchema>;
/** `PUT app/educationExperience/edit`. */
export const educationEditSchema = z.object({ id: recordIdSchema, ...educationShape });
export type EducationEditBody = z.infer<typeof educationEditSchema>;

// ---- Skills -----------------------------------------------------------------------------------------

/** `PUT resume/skills`: one record per seeker, every field optional (the whole record is written). */
export const skillsSchema = z.object({
  professionalSkills: optionalText(RESUME_DESCRIPTION_MAX),
  languages: optionalText(RESUME_SHORT_TEXT_MAX),
  certificates: optionalText(RESUME_CERTIFICATES_MAX),
  training: optionalText(RESUME_DESCRIPTION_MAX),
  remark: optionalText(RESUME_REMARK_MAX),
});
export type SkillsBody = z.infer<typeof skillsSchema>;

// ---- Visibility and blocked companies ---------------------------------------------------------------

/** `PUT resume/visibility`: hidden = true takes the resume out of the recruiters' list. */
export const visibilitySchema = z.object({ hidden: flagSchema });
export type VisibilityBody = z.infer<typeof visibilitySchema>;

/** `POST resume/blocked`: a company name; also matches slightly different spellings (see the server). */
export const blockedCompanySchema = z.object({ companyName: nameText() });
export type BlockedCompanyBody = z.infer<typeof blockedCompanySchema>;

// ---- The recruiters' resume list ---------------------------------------------------------------------

/** A whole number of yuan in a query string ('' = no filter). */
const salaryQuery = orEmpty(
  z
    .string({ error: typeError(MSG.validation.integer) })
    .trim()
    .regex(/^\d{1,7}$/, { error: MSG.validation.integer }),
);

/**
 * Filters of `GET resumes` (query strings; '' or missing = no filter). `position` matches the expected
 * position (part of the text), `region` the expected city (a province, city or district code: every
 * expectation located inside it, or at the province / city containing it), the salaries overlap the
 * expected range, `degree` is the lowest highest-degree accepted. The server adds pageNum / pageSize.
 */
export const resumeSearchShape = {
  position: optionalText(RESUME_NAME_MAX),
  region: orEmpty(regionCodeSchema),
  salaryMin: salaryQuery,
  salaryMax: salaryQuery,
  degree: orEmpty(optionSchema(DEGREES)),
  jobStatus: orEmpty(optionSchema(JOB_STATUSES)),
};
export const resumeSearchSchema = z.object(resumeSearchShape).superRefine(refineSalaryRange('salaryMin', 'salaryMax'));
export type ResumeSearchQuery = z.infer<typeof resumeSearchSchema>;

// ---- Responses --------------------------------------------------------------------------
// What the resume calls answer (the OpenAPI document is built from these).

const rowId = z.number().int();
const time = z.string().describe('ISO 8601');
const date = z.string().describe('YYYY-MM-DD');

export const idOnlySchema = z.object({ id: rowId });

const basicCommon = {
  nickname: z.string(),
  age: z.number().int().nullable().describe('whole years on the China calendar day'),
  gender: z.enum(GENDERS),
  jobStatus: z.enum(JOB_STATUSES),
  hobbies: z.string(),
  selfEvaluation: z.string(),
  otherSkills: z.string(),
  acceptOvertime: z.boolean(),
  acceptTravel: z.boolean(),
};

export const resumeBasicRowSchema = z.object({
  userId: rowId.describe('the seeker (one basic record per user)'),
  ...basicCommon,
  birthDate: date,
  wechat: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe("the account's phone, masked 138****5678"),
  updatedAt: time,
});

/**
 * What the resume knows of the basic information before it is saved: the name and gender typed in
 * onboarding's short steps, the status chosen there, the account's phone. The basic form opens with it, so the
 * seeker only adds the rest (birth date) and confirms; saving it is `PUT resume/basic` as ever.
 */
export const resumeBasicDraftSchema = z.object({
  nickname: z.string().describe("'' when not given yet"),
  gender: z.enum(GENDERS).nullable(),
  jobStatus: z.enum(JOB_STATUSES).nullable(),
  phone: z.string().nullable().describe("the account's phone, masked 138****5678"),
  saved: z.literal(false).describe('never saved: `basic` stays null and the section counts as missing'),
});

export const expectationRowSchema = z.object({
  id: rowId,
  position: z.string().describe("the categories' names, or the free text of an expectation no category matched"),
  categoryCodes: z.array(z.string()).describe('job categories of any level (GET categories); [] none'),
  jobType: z.enum(JOB_TYPES),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  preference: z.string(),
  location: z.string().describe('6-digit region code'),
  locationName: z.string().describe('杭州·西湖区'),
  joinTime: date.nullable().describe('null: any time'),
  createdAt: time,
  updatedAt: time,
});

export const experienceRowSchema = z.object({
  id: rowId,
  jobTitle: z.string(),
  industry: z.string(),
  startDate: date,
  endDate: date.nullable().describe('null: up to now (至今)'),
  content: z.string(),
  city: z.string().describe('6-digit region code'),
  cityName: z.string(),
  createdAt: time,
  updatedAt: time,
});

export const projectRowSchema = z.object({
  id: rowId,
  name: z.string(),
  role: z.string(),
  description: z.string(),
  performance: z.string(),
  createdAt: time,
  updatedAt: time,
});

export const educationRowSchema = z.object({
  id: rowId,
  school: z.string(),
  degree: z.enum(DEGREES),
  major: z.string(),
  socialPractice: z.string(),
  description: z.string(),
  graduationDate: date,
  createdAt: time,
  updatedAt: time,
});

export const skillsRowSchema = z.object({
  userId: rowId,
  professionalSkills: z.string(),
  languages: z.string(),
  certificates: z.string(),
  training: z.string(),
  remark: z.string(),
  updatedAt: time,
});

export const blockedCompanyRowSchema = z.object({ id: rowId, companyName: z.string(), createdAt: time });

export const resumeSchema = z.object({
  userId: rowId,
  basic: resumeBasicRowSchema.nullable().describe('null until PUT resume/basic'),
  basicDraft: resumeBasicDraftSchema
    .nullable()
    .describe('while `basic` is null: what is known already (the form opens with it); null once saved'),
  expectations: z.array(expectationRowSchema).describe('creation order; at most 3'),
  experiences: z.array(experienceRowSchema).describe('newest start first'),
  projects: z.array(projectRowSchema).describe('newest first'),
  educations: z.array(educationRowSchema).describe('latest graduation first'),
  skills: skillsRowSchema.nullable(),
  hidden: z.boolean().describe("true: out of the recruiters' list"),
  blockedCount: z.number().int(),
  completeness: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('percent; weights basic 30, expectations 20, experiences 15, educations 15, projects 10, skills 10'),
  missing: z.array(z.enum(RESUME_SECTIONS)).describe('sections still empty, in page order'),
  updatedAt: time.nullable().describe('last change to any section; null before the first'),
});

const expectationBrief = expectationRowSchema.pick({
  id: true,
  position: true,
  jobType: true,
  salaryMin: true,
  salaryMax: true,
  location: true,
  locationName: true,
});

export const resumeSummarySchema = z.object({
  seekerId: rowId,
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
  jobStatus: z.enum(JOB_STATUSES),
  highestDegree: z.enum(DEGREES).nullable(),
  school: z.string().nullable().describe('of the highest degree'),
  major: z.string().nullable(),
  workYears: z.number().int().describe('whole years since the first job started'),
  lastJob: z.object({ jobTitle: z.string(), industry: z.string() }).nullable().describe('latest start'),
  expectations: z.array(expectationBrief),
  updatedAt: time,
});

export const resumeDetailSchema = z.object({
  seekerId: rowId,
  avatar: z.string().nullable(),
  basic: z.object(basicCommon),
  contact: z.object({
    visible: z
      .boolean()
      .describe('false: masked until the seeker applies to or accepts an interview from your company'),
    phone: z.string().describe('138****5678 while masked'),
    wechat: z.string().describe("wx**** while masked; '' when none"),
    email: z.string().describe("a***@example.com while masked; '' when none"),
  }),
  highestDegree: z.enum(DEGREES).nullable(),
  workYears: z.number().int(),
  expectations: z.array(expectationRowSchema),
  experiences: z.array(experienceRowSchema),
  projects: z.array(projectRowSchema),
  educations: z.array(educationRowSchema),
  skills: skillsRowSchema.nullable(),
  updatedAt: time,
});

export type ResumeBasicRow = z.infer<typeof resumeBasicRowSchema>;
export type ResumeBasicDraft = z.infer<typeof resumeBasicDraftSchema>;
export type ExpectationRow = z.infer<typeof expectationRowSchema>;
export type ExperienceRow = z.infer<typeof experienceRowSchema>;
export type ProjectRow = z.infer<typeof projectRowSchema>;
export type EducationRow = z.infer<typeof educationRowSchema>;
export type SkillsRow = z.infer<typeof skillsRowSchema>;
export type BlockedCompanyRow = z.infer<typeof blockedCompanyRowSchema>;
/** `GET resume`: the seeker's own resume. */
export type Resume = z.infer<typeof resumeSchema>;
/** A row of `GET resumes` (recruiters). */
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;
/** `GET resumes/{seekerId}` and the resume of an application. */
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

/** `PUT resume/visibility` answers the state it set. */
export const visibilityStateSchema = z.object({ hidden: z.boolean() });
/** `GET resume/blocked`: newest first, at most MAX_BLOCKED_COMPANIES. */
export const blockedCompanyListSchema = z.array(blockedCompanyRowSchema);

// ---- 谁看过我 (who viewed my resume) -------------------------------------------------------------------

/** Days a look at a resume or a position is kept (then pruned; docs/decisions.md, 谁看过我). */
export const VIEW_RETENTION_DAYS = 90;

/** A row of `GET resume/viewers`: one company that opened the caller's resume in the last 90 days. */
export const resumeViewerSchema = z.object({
  companyId: rowId,
  companyName: z.string(),
  companyLogo: z.string().describe("the uploaded logo's URL; '' when none"),
  industry: z.string().nullable().describe('of the position the resume was read for; null from search'),
  recruiterName: z.string().describe('who looked last'),
  recruiterTitle: z.string().nullable().describe('their job title when they set one (王女士 · HR经理)'),
  positionId: rowId.nullable().describe('the position the resume was read for (an application); null from search'),
  positionTitle: z.string().nullable(),
  lastViewedAt: time,
  views: z
    .number()
    .int()
    .describe('looks in the last 90 days (at most one row per China day, each counting its looks)'),
});
export type ResumeViewer = z.infer<typeof resumeViewerSchema>;

// ---- Calls (common/call.ts) ------------------------------------------------------------------------
// The spec's education, work experience and expectation paths kept verbatim, the designed `resume/*`
// calls of the seeker, and the recruiters' `resumes` list. Any logged-in user may keep a resume (identity
// is switchable); only a recruiter with an approved company lists resumes.

/** `?id=` of the spec's work experience and expectation calls. */
export const recordIdQuery = z.object({ id: idParam });
/** `GET resumes`: a page of the filters above. */
export const resumeSearchQuery = pageQuery
  .extend(resumeSearchShape)
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'));
export const seekerIdPath = z.object({ seekerId: idParam });

export const resumeCalls = /* @__PURE__ */ defineCalls('resume', () => ({
  // The whole resume, basic information, skills, visibility
  resume: {
    method: 'GET',
    path: '/resume',
    access: 'user',
    answer: 'data',
    response: resumeSchema,
    summary: "The caller's whole resume with its completeness",
  },
  basic: {
    method: 'GET',
    path: '/resume/basic',
    access: 'user',
    answer: 'data',
    response: resumeBasicRowSchema.nullable(),
    summary: "The caller's basic information (null before the first save)",
  },
  saveBasic: {
    method: 'PUT',
    path: '/resume/basic',
    access: 'user',
    answer: 'data',
    body: resumeBasicSchema,
    response: resumeBasicRowSchema,
    summary: 'Save the basic information (the whole record)',
  },
  skills: {
    method: 'GET',
    path: '/resume/skills',
    access: 'user',
    answer: 'data',
    response: skillsRowSchema.nullable(),
    summary: "The caller's skills and qualifications (null before the first save)",
  },
  saveSkills: {
    method: 'PUT',
    path: '/resume/skills',
    access: 'user',
    answer: 'data',
    body: skillsSchema,
    response: skillsRowSchema,
    summary: 'Save skills and qualifications (one record per seeker, the whole record)',
  },
  setVisibility: {
    method: 'PUT',
    path: '/resume/visibility',
    access: 'user',
    answer: 'data',
    body: visibilitySchema,
    response: visibilityStateSchema,
    summary: "Hide the resume from the recruiters' list (or show it again)",
  },

  // Blocked companies
  blocked: {
    method: 'GET',
    path: '/resume/blocked',
    access: 'user',
    answer: 'data',
    response: blockedCompanyListSchema,
    summary: 'Companies the resume is hidden from, newest first (at most 50)',
  },
  block: {
    method: 'POST',
    path: '/resume/blocked',
    access: 'user',
    answer: 'data',
    body: blockedCompanySchema,
    response: blockedCompanyRowSchema,
    summary: 'Hide the resume from a company (also from close spellings of its name)',
  },
  unblock: {
    method: 'DELETE',
    path: '/resume/blocked/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: idOnlySchema,
    summary: 'Stop hiding the resume from a company',
  },

  // Project experience
  createProject: {
    method: 'POST',
    path: '/resume/projects',
    access: 'user',
    answer: 'data',
    body: projectSchema,
    response: projectRowSchema,
    summary: 'Add a project experience',
  },
  project: {
    method: 'GET',
    path: '/resume/projects/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: projectRowSchema,
    summary: "One of the caller's projects",
  },
  editProject: {
    method: 'PUT',
    path: '/resume/projects/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: projectSchema,
    response: projectRowSchema,
    summary: 'Change a project experience (the whole record)',
  },
  deleteProject: {
    method: 'DELETE',
    path: '/resume/projects/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: idOnlySchema,
    summary: 'Delete a project experience',
  },

  // Education (spec paths)
  createEducation: {
    method: 'POST',
    path: '/app/educationExperience',
    access: 'user',
    answer: 'data',
    body: educationSchema,
    response: educationRowSchema,
    summary: 'Add an education',
  },
  education: {
    method: 'GET',
    path: '/app/educationExperience/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: educationRowSchema,
    summary: "One of the caller's educations",
  },
  deleteEducation: {
    method: 'GET',
    path: '/app/educationExperience/del/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: idOnlySchema,
    summary: 'Delete an education (GET, as the spec has it)',
  },
  editEducation: {
    method: 'PUT',
    path: '/app/educationExperience/edit',
    access: 'user',
    answer: 'data',
    body: educationEditSchema,
    response: educationRowSchema,
    summary: 'Change an education (the whole record and its id)',
  },

  // Work experience (spec paths; the server also takes POST experience without the trailing slash)
  createExperience: {
    method: 'POST',
    path: '/experience/',
    access: 'user',
    answer: 'data',
    body: experienceSchema,
    response: experienceRowSchema,
    summary: 'Add a work experience (with or without the trailing slash)',
  },
  experience: {
    method: 'GET',
    path: '/experience/getInfo',
    access: 'user',
    answer: 'data',
    query: recordIdQuery,
    response: experienceRowSchema,
    summary: "One of the caller's work experiences",
  },
  editExperience: {
    method: 'PUT',
    path: '/experience/edit',
    access: 'user',
    answer: 'data',
    body: experienceEditSchema,
    response: experienceRowSchema,
    summary: 'Change a work experience (the whole record and its id)',
  },
  deleteExperience: {
    method: 'DELETE',
    path: '/experience/del/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: idOnlySchema,
    summary: 'Delete a work experience',
  },

  // Job expectations (spec paths)
  createExpectation: {
    method: 'POST',
    path: '/expectations',
    access: 'user',
    answer: 'data',
    body: expectationSchema,
    response: expectationRowSchema,
    summary: 'Add a job expectation (at most 3)',
  },
  editExpectation: {
    method: 'POST',
    path: '/expectations/edit',
    access: 'user',
    answer: 'data',
    body: expectationEditSchema,
    response: expectationRowSchema,
    summary: 'Change a job expectation (the whole record and its id)',
  },
  deleteExpectation: {
    method: 'GET',
    path: '/expectations/del',
    access: 'user',
    answer: 'data',
    query: recordIdQuery,
    response: idOnlySchema,
    summary: 'Delete a job expectation (GET, as the spec has it)',
  },
  matchingPositions: {
    method: 'GET',
    path: '/expectations/pos/:id',
    access: 'user',
    answer: 'page',
    params: idPath,
    query: pageQuery,
    response: positionSummarySchema,
    summary: "Approved positions matching one of the caller's expectations, newest first",
    description:
      'Same job type; in the same city (same province for a province-wide expectation); salary ranges ' +
      'overlap (a position without a salary is negotiable); the title contains the expected position or ' +
      "one of its words ('Java开发' also finds 'Java'), or the expected position contains the title.",
  },
  expectation: {
    method: 'GET',
    path: '/expectations/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: expectationRowSchema,
    summary: "One of the caller's job expectations",
  },

  // The recruiters' list
  search: {
    method: 'GET',
    path: '/resumes',
    access: 'recruiter',
    answer: 'page',
    query: resumeSearchQuery,
    response: resumeSummarySchema,
    summary: 'Resumes open to search, newest change first (recruiter with an approved company)',
    description:
      'Not hidden, basic information saved, and never a seeker who blocked your company (also under a ' +
      'close spelling). Filters: position (part of an expected position), region (an expectation in it, ' +
      'or province / city-wide around it), salaryMin / salaryMax (overlap with the expected range), degree ' +
      '(highest degree at least), jobStatus. Expectation filters apply to one and the same expectation.',
  },
  detail: {
    method: 'GET',
    path: '/resumes/:seekerId',
    access: 'recruiter',
    answer: 'data',
    params: seekerIdPath,
    response: resumeDetailSchema,
    summary: "A seeker's resume for a recruiter (same visibility as the list; contact masked)",
  },

  // 谁看过我
  viewers: {
    method: 'GET',
    path: '/resume/viewers',
    access: 'seeker',
    answer: 'page',
    query: pageQuery,
    response: resumeViewerSchema,
    summary: "Companies that opened the caller's resume in the last 90 days, latest look first",
    description:
      'One row per company: its latest look (recruiter, position when the resume was read for an application) ' +
      "and how many looks (at most one record per China day, counting that day's looks). A company the " +
      'seeker blocks (also under a close spelling) is neither recorded nor listed.',
  },
}));
