/**
 * Positions (the Positions issue): the body of `POST positions` / `PUT positions/{id}`, the filters of the
 * public list `GET positions`, and the code sets a position uses. Shared by the app's forms and the server.
 * Messages are catalogue keys (see ./messages).
 *
 * Conventions: dates are 'YYYY-MM-DD' (recruitment runs from the start day to the end of the end day, China
 * time); `region` is a 6-digit region code; salaries are whole yuan per month and a range is required.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { COMPANY_SIZES, COMPANY_STATUSES, COMPANY_TYPES } from './company';
import {
  APPLICATION_STATUSES,
  EDUCATION_REQUIREMENTS,
  EDUCATION_REQUIREMENT_LABEL,
  EXPERIENCES,
  GENDER_REQUIREMENTS,
  JOB_TYPES,
  POSITION_STATUSES,
  SALARY_MAX,
  SALARY_MONTHS_MAX,
  SALARY_MONTHS_MIN,
  SALARY_UNITS,
  SALARY_UNIT_MAX,
  WORK_FORMS,
  type SalaryUnit,
  type EducationRequirement,
  type Experience,
} from './constants';
import { MSG, type MessageKey } from './messages';
import { categoryCodeSchema, industryCodeSchema, industryFilterSchema } from './taxonomy';
import {
  dateSchema,
  decimalQuery,
  integerSchema,
  latitudeQuery,
  latitudeSchema,
  longitudeQuery,
  longitudeSchema,
  optionSchema,
  optionalText,
  orEmpty,
  idPath,
  pageQuery,
  refineCoordinates,
  refineDateRange,
  refineSalaryRange,
  regionCodeSchema,
  requiredText,
  typeError,
} from './validation';

// ---- Code sets --------------------------------------------------------------------------------------

// The code sets live in ./constants (no zod there: the home page's filters import them without the rules).
export { EDUCATION_REQUIREMENTS, EXPERIENCES, type EducationRequirement, type Experience };
export { SALARY_UNITS, SALARY_MONTHS_MIN, SALARY_MONTHS_MAX, SALARY_UNIT_MAX, type SalaryUnit };
/** Pay units offered for a job type: day and hour for part-time only (日薪 / 时薪 are part-time pay). */
export function salaryUnitsFor(jobType: string | null | undefined): readonly SalaryUnit[] {
  return jobType === 'part' ? SALARY_UNITS : ['month'];
}
export const EXPERIENCE_LABEL = MSG.experience satisfies Record<Experience, MessageKey>;

export { EDUCATION_REQUIREMENT_LABEL };

/** The statuses of the recruiter's list (`GET positions/mine?status=`): every status but deleted. */
export const MY_POSITION_STATUSES = [
  'under_review',
  'approved',
  'audit_failed',
  'paused',
  'closed',
] as const satisfies ReadonlyArray<(typeof POSITION_STATUSES)[number]>;
export type MyPositionStatus = (typeof MY_POSITION_STATUSES)[number];

/** Operator review queues (`GET review/positions?status=`, `GET review/companies?status=`). */
export const REVIEW_STATUSES = ['under_review', 'approved', 'audit_failed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// ---- Limits -----------------------------------------------------------------------------------------

export const POSITION_TITLE_MAX = 30;
export const POSITION_INDUSTRY_MAX = 30;
export const POSITION_WORKING_HOURS_MAX = 100;
export const POSITION_ADDRESS_MAX = 100;
export const POSITION_REQUIREMENTS_MAX = 1000;
export const POSITION_RESPONSIBILITIES_MAX = 2000;
export const POSITION_CONDITIONS_MAX = 500;
export const POSITION_HEADCOUNT_MAX = 9999;
/** A search keyword is cut to this many characters (longer text is refused by the query schema). */
export const SEARCH_KEYWORD_MAX = 30;
/**
 * The public list serves at most this many rows for one search (deeper pages answer no rows) and its
 * `total` counts at most this far: show "1000+" when total equals it.
 */
export const POSITION_LIST_MAX_ROWS = 1000;
/** A position can be refreshed (moved to the top of the list) once per China calendar day. */
export const REFRESHES_PER_DAY = 1;

// ---- POST positions / PUT positions/{id} ------------------------------------------------------------

/**
 * Salaries of a position: a real range from 1 yuan in its unit (the upper bound per unit is checked by
 * refineSalaryTerms); null or missing only with negotiable (面议).
 */
const positionSalary = integerSchema(1, SALARY_MAX).nullable().optional();

export const positionShape = {
  title: requiredText(POSITION_TITLE_MAX),
  jobType: optionSchema(JOB_TYPES),
  /**
   * Display text of the industry. With `industryCode` the server writes the division's name here (what is
   * sent is ignored); without it (an older client) the free text is required and kept as it is.
   */
  industry: optionalText(POSITION_INDUSTRY_MAX).describe(
    "required without industryCode; with it the division's name is written instead",
  ),
  /** A third-level job category (GET categories), e.g. '100101' Java; optional for older clients. */
  categoryCode: categoryCodeSchema.nullable().optional(),
  /** A GB/T 4754-2017 division (GET industries), '01'..'97'. */
  industryCode: industryCodeSchema.nullable().optional(),
  education: optionSchema(EDUCATION_REQUIREMENTS),
  gender: optionSchema(GENDER_REQUIREMENTS),
  experience: optionSchema(EXPERIENCES),
  requirements: requiredText(POSITION_REQUIREMENTS_MAX),
  /** e.g. '周一至周五 9:00-18:00，双休' */
  workingHours: requiredText(POSITION_WORKING_HOURS_MAX),
  form: optionSchema(WORK_FORMS),
  /** 6-digit region code, usually a district */
  region: regionCodeSchema,
  /** required for an offline position, optional online */
  addressDetail: optionalText(POSITION_ADDRESS_MAX),
  recruitStart: dateSchema,
  /** not before recruitStart; the server also refuses a date before today */
  recruitEnd: dateSchema,
  headcount: integerSchema(1, POSITION_HEADCOUNT_MAX),
  responsibilities: requiredText(POSITION_RESPONSIBILITIES_MAX),
  /** benefits, e.g. '五险一金、带薪年假' */
  conditions: optionalText(POSITION_CONDITIONS_MAX),
  salaryMin: positionSalary.describe('yuan per salaryUnit; null or missing with negotiable'),
  salaryMax: positionSalary.describe('yuan per salaryUnit; null or missing with negotiable'),
  /** 'month' (default) for any job; 'day' / 'hour' for part-time only */
  salaryUnit: optionSchema(SALARY_UNITS).optional(),
  /** months of pay a year, 12 (default) to 24: monthly pay only */
  salaryMonths: integerSchema(SALARY_MONTHS_MIN, SALARY_MONTHS_MAX).nullable().optional(),
  /** 面议: no range (a range sent with it is dropped); default false */
  negotiable: z.boolean({ error: typeError() }).optional(),
  /** publish to the company homepage; default true */
  showOnCompanyPage: z.boolean({ error: typeError() }).optional(),
  /**
   * Where the work is (GCJ-02, e.g. from the map picker), both or neither; null or missing = none, and the
   * map then places the position at the centre of its region. Edits write it like every other field.
   */
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
};

type PositionShapeValue = { form?: unknown; addressDetail?: unknown };

type SalaryTermsValue = {
  jobType?: unknown;
  salaryMin?: unknown;
  salaryMax?: unknown;
  salaryUnit?: unknown;
  salaryMonths?: unknown;
  negotiable?: unknown;
};

/**
 * The pay as stated: a range unless negotiable (each missing end 'required'), within its unit's bound
 * (元/天 up to 10,000, 元/时 up to 2,000), day and hour for part-time only (on salaryUnit), and months of pay
 * other than 12 with monthly pay only (on salaryMonths). min <= max is refineSalaryRange's.
 */
function refineSalaryTerms<T extends SalaryTermsValue>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  const unit = (value.salaryUnit ?? 'month') as SalaryUnit;
  if (!SALARY_UNITS.includes(unit)) return;
  if (unit !== 'month' && value.jobType !== undefined && value.jobType !== 'part') {
    ctx.addIssue({ code: 'custom', message: MSG.salary.unitJobType, path: ['salaryUnit'], input: value.salaryUnit });
  }
  if (unit !== 'month' && typeof value.salaryMonths === 'number' && value.salaryMonths !== SALARY_MONTHS_MIN) {
    ctx.addIssue({
      code: 'custom',
      message: MSG.salary.monthsMonthly,
      path: ['salaryMonths'],
      input: value.salaryMonths,
    });
  }
  if (value.negotiable === true) return;
  for (const key of ['salaryMin', 'salaryMax'] as const) {
    const amount = value[key];
    if (amount === undefined || amount === null) {
      ctx.addIssue({ code: 'custom', message: MSG.validation.required, path: [key], input: amount });
    } else if (typeof amount === 'number' && unit !== 'month' && amount > SALARY_UNIT_MAX[unit]) {
      ctx.addIssue({
        code: 'custom',
        message: unit === 'day' ? MSG.salary.dayMax : MSG.salary.hourMax,
        params: { max: SALARY_UNIT_MAX[unit] },
        path: [key],
        input: amount,
      });
    }
  }
}

/** The industry as a code or, from an older client, as text: one of them (the issue sits on industry). */
function refineIndustry<T extends { industry?: unknown; industryCode?: unknown }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  if (value.industryCode) return;
  if (typeof value.industry === 'string' && value.industry.trim() !== '') return;
  ctx.addIssue({ code: 'custom', message: MSG.validation.required, path: ['industry'], input: value.industry });
}

/** An offline position needs its address (the issue sits on addressDetail). */
function refineOfflineAddress<T extends PositionShapeValue>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  if (value.form !== 'offline') return;
  if (typeof value.addressDetail === 'string' && value.addressDetail.trim() !== '') return;
  ctx.addIssue({
    code: 'custom',
    message: MSG.validation.required,
    path: ['addressDetail'],
    input: value.addressDetail,
  });
}

/**
 * `POST positions` and `PUT positions/{id}`. Start not after end ('The start time cannot be greater than the
 * end time', on recruitEnd); minimum salary not above maximum (on salaryMax); an offline position needs an
 * address; latitude and longitude both or neither ('Please give both the latitude and the longitude').
 */
export const positionSchema = z
  .object(positionShape)
  .superRefine(refineDateRange('recruitStart', 'recruitEnd'))
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'))
  .superRefine(refineSalaryTerms)
  .superRefine(refineOfflineAddress)
  .superRefine(refineIndustry)
  .superRefine(refineCoordinates('latitude', 'longitude'));
export type PositionBody = z.infer<typeof positionSchema>;

// ---- GET positions (public search) ------------------------------------------------------------------

/** A whole number of yuan in a query string ('' = no filter). */
const salaryQuery = orEmpty(
  z
    .string({ error: typeError(MSG.validation.integer) })
    .trim()
    .regex(/^\d{1,7}$/, { error: MSG.validation.integer }),
);

/**
 * Filters of `GET positions` (query strings; '' or missing = no filter). `keyword` matches the title, the
 * company name and the industry (Chinese: the characters in this order, adjacent; Latin words: as a word
 * prefix from 3 letters, whole words below, case-insensitive); `region` matches itself and every region
 * under it; the salaries overlap the position's range; `education` and `experience` match the position's
 * requirement exactly. The server adds pageNum / pageSize.
 */
export const positionSearchShape = {
  keyword: optionalText(SEARCH_KEYWORD_MAX),
  region: orEmpty(regionCodeSchema),
  jobType: orEmpty(optionSchema(JOB_TYPES)),
  salaryMin: salaryQuery,
  salaryMax: salaryQuery,
  /**
   * The unit the salary filter is in ('' = month, as before): with it only positions paid in that unit (and
   * 面议 ones of it) are listed. Without it a salary filter compares monthly positions; day and hour positions
   * are kept only when jobType is part (their pay is not comparable to a month's).
   */
  salaryUnit: orEmpty(optionSchema(SALARY_UNITS)),
  education: orEmpty(optionSchema(EDUCATION_REQUIREMENTS)),
  experience: orEmpty(optionSchema(EXPERIENCES)),
  /** A job category of any level: matches itself and every category under it. */
  categoryCode: orEmpty(categoryCodeSchema),
  /** A GB/T 4754-2017 division ('65') or section ('I'). */
  industryCode: orEmpty(industryFilterSchema),
};
export const positionSearchSchema = z
  .object(positionSearchShape)
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'));
export type PositionSearchQuery = z.infer<typeof positionSearchSchema>;

// ---- GET positions/nearby (the map page) -------------------------------------------------------------

/** Radius of `GET positions/nearby` in km: default, smallest and largest. */
export const NEARBY_RADIUS_KM_DEFAULT = 20;
export const NEARBY_RADIUS_KM_MIN = 0.1;
export const NEARBY_RADIUS_KM_MAX = 200;

/**
 * `GET positions/nearby`: `lat` / `lng` the centre (GCJ-02 degrees, required), `radiusKm` (default 20, 0.1 to
 * 200), and the list's `keyword` and `jobType` ('' = no filter). The server adds pageNum / pageSize.
 */
export const positionNearbyShape = {
  lat: latitudeQuery,
  lng: longitudeQuery,
  radiusKm: orEmpty(
    decimalQuery(NEARBY_RADIUS_KM_MIN, NEARBY_RADIUS_KM_MAX, {
      low: MSG.validation.numberMin,
      high: MSG.validation.numberMax,
    }),
  ),
  keyword: positionSearchShape.keyword,
  jobType: positionSearchShape.jobType,
};
export const positionNearbySchema = z.object(positionNearbyShape);
export type PositionNearbyQuery = z.infer<typeof positionNearbySchema>;

/** `GET positions/mine?status=`: '' or missing = every status but deleted. */
export const myPositionsQueryShape = { status: orEmpty(optionSchema(MY_POSITION_STATUSES)) };

// ---- Responses --------------------------------------------------------------------------
// What the position calls answer (the OpenAPI document is built from these).

const time = z.string().describe('ISO 8601');
const date = z.string().describe('YYYY-MM-DD');

/** A row of `GET positions` (also of the saved and own lists). */
export const positionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  salaryMin: z.number().int().describe('yuan per salaryUnit; 0 when negotiable'),
  salaryMax: z.number().int().describe('yuan per salaryUnit; 0 when negotiable'),
  salaryUnit: z.enum(SALARY_UNITS),
  salaryMonths: z.number().int().describe('months of pay a year (12-24) for monthly pay; 12 otherwise'),
  negotiable: z.boolean().describe('面议: no range'),
  education: z.enum(EDUCATION_REQUIREMENTS).nullable().describe('labels: EDUCATION_REQUIREMENT_LABEL'),
  experience: z.enum(EXPERIENCES).nullable().describe('labels: EXPERIENCE_LABEL'),
  updatedAt: time.describe('last edit or refresh, whichever is later'),
});

const detailFields = {
  industry: z.string().nullable().describe("the industry's name (free text on positions older than the codes)"),
  categoryCode: z.string().nullable().describe('third-level job category (GET categories); null: none matched'),
  industryCode: z.string().nullable().describe('GB/T 4754-2017 division (GET industries); null: none matched'),
  gender: z
    .enum(GENDER_REQUIREMENTS)
    .nullable()
    .describe('the requirement as saved, for its owner only; null for others'),
  requirements: z.string().nullable(),
  workingHours: z.string().nullable(),
  form: z.enum(WORK_FORMS),
  addressDetail: z.string().nullable(),
  recruitStart: date.nullable(),
  recruitEnd: date.nullable().describe('recruitment ends after this China date'),
  headcount: z.number().int().nullable(),
  responsibilities: z.string().nullable(),
  conditions: z.string().nullable(),
  showOnCompanyPage: z.boolean(),
  companySize: z.enum(COMPANY_SIZES).nullable().describe('labels: COMPANY_SIZE_LABEL'),
  companyType: z.enum(COMPANY_TYPES).nullable().describe('labels: COMPANY_TYPE_LABEL'),
  companySlogan: z.string().nullable(),
  status: z.enum(POSITION_STATUSES).describe('as the recruiter sees it: closed once the end date passed'),
  reviewReason: z.string().nullable().describe('why the review failed (audit_failed); null for others than the owner'),
  refreshedAt: time.nullable(),
  createdAt: time,
  latitude: z.number().nullable().describe('the point the recruiter gave (GCJ-02), null when none'),
  longitude: z.number().nullable().describe('with latitude: both or neither'),
};

/** `GET positions/{id}`. */
export const positionDetailSchema = positionSummarySchema.extend({
  ...detailFields,
  recruiterLastActiveAt: time.nullable().describe("the recruiter's last request (minute precision)"),
  recruiterName: z.string().nullable().describe("the name the recruiter set (王女士), else the account's nickname"),
  recruiterTitle: z.string().nullable().describe('the title the recruiter set (HR经理); null when none'),
  recruiterVerified: z.boolean().describe('the recruiter is verified (已认证; common/verification.ts)'),
  saved: z.boolean().describe('the caller saved it (false without a token)'),
  mine: z.boolean().describe("the caller is the position's recruiter"),
  applicationId: z.number().int().nullable().describe("the caller's application to it (null without one or a token)"),
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable().describe('its status: delivered | passed | rejected'),
});

/** A row of `GET positions/mine`. */
export const myPositionSchema = positionSummarySchema.extend({
  status: z.enum(MY_POSITION_STATUSES),
  reviewReason: z.string().nullable(),
  recruitStart: date.nullable(),
  recruitEnd: date.nullable(),
  headcount: z.number().int().nullable(),
  refreshedAt: time.nullable(),
  createdAt: time,
  canRefresh: z.boolean().describe('approved and not refreshed yet today (China day)'),
  visible: z.boolean().describe('seekers can see it now (approved, company approved, not ended)'),
  companyStatus: z.enum(COMPANY_STATUSES),
  views: z
    .number()
    .int()
    .describe('looks at its detail by seekers in the last 90 days, at most one per seeker and China day'),
  applicants: z.number().int().describe('applications to it (every status)'),
  newApplicants: z.number().int().describe('applications still waiting for a decision (delivered)'),
});

/** A row of `GET positions/saved`. */
export const savedPositionSchema = positionSummarySchema.extend({ savedAt: time });

/** A row of `GET review/positions`. */
export const reviewPositionSchema = positionSummarySchema.extend({
  ...detailFields,
  recruiterUserId: z.number().int(),
  companyStatus: z.enum(COMPANY_STATUSES),
});

export const positionStateSchema = z.object({ id: z.number().int(), status: z.enum(POSITION_STATUSES) });

/** `POST` / `DELETE positions/{id}/save`. */
export const positionSavedStateSchema = z.object({ id: z.number().int(), saved: z.boolean() });

/** A row of `GET positions/nearby`. */
export const nearbyPositionSchema = positionSummarySchema.extend({
  distanceKm: z.number().describe('great-circle distance from lat / lng in km, 1 decimal'),
  latitude: z.number().describe('the point the position is placed at (GCJ-02)'),
  longitude: z.number(),
  approximate: z
    .boolean()
    .describe("true: the recruiter gave no point, so it is the centre of the position's region (district, else city)"),
});

export type PositionSummary = z.infer<typeof positionSummarySchema>;
export type PositionDetail = z.infer<typeof positionDetailSchema>;
export type MyPosition = z.infer<typeof myPositionSchema>;
export type SavedPosition = z.infer<typeof savedPositionSchema>;
export type ReviewPosition = z.infer<typeof reviewPositionSchema>;
export type NearbyPosition = z.infer<typeof nearbyPositionSchema>;
export type PositionState = z.infer<typeof positionStateSchema>;
export type PositionSavedState = z.infer<typeof positionSavedStateSchema>;

// ---- Calls (common/call.ts): the public list, detail and map; the recruiter's own; saved positions ------
// Operator review is common/review's. Static paths (mine, saved, nearby) win over `positions/:id` in Fastify.

export const positionCalls = /* @__PURE__ */ defineCalls('positions', () => ({
  list: {
    method: 'GET',
    path: '/positions',
    access: 'public',
    answer: 'page',
    query: pageQuery.extend(positionSearchShape).superRefine(refineSalaryRange('salaryMin', 'salaryMax')),
    response: positionSummarySchema,
    summary: 'Visible positions, newest first (no login needed)',
    description:
      'Approved positions of approved companies whose recruitment has not ended, newest approval or refresh first. keyword (at most 30 characters) matches the title, the company name and the industry: Chinese characters in order and adjacent, Latin words as a prefix from 3 letters. region matches itself and every region under it; categoryCode (any level) matches itself and every category under it; industryCode is a division or a section; the salary range overlaps; education / experience / jobType are equal. At most the first 1000 rows are served; total counts at most 1000. Without a token the answer may come from the public cache (up to PUBLIC_CACHE_SECONDS old).',
  },
  mine: {
    method: 'GET',
    path: '/positions/mine',
    access: 'recruiter',
    answer: 'page',
    query: pageQuery.extend(myPositionsQueryShape),
    response: myPositionSchema,
    summary: "The caller's positions (not deleted), newest first",
    description: 'status: under_review | approved | audit_failed | paused | closed; empty = all.',
  },
  create: {
    method: 'POST',
    path: '/positions',
    access: 'recruiter',
    answer: 'data',
    body: positionSchema,
    response: positionStateSchema,
    summary: 'Posts a position (under review until an operator approves it)',
    description: 'Needs the company information saved first (it is listed once the company is approved).',
  },
  saved: {
    method: 'GET',
    path: '/positions/saved',
    access: 'user',
    answer: 'page',
    query: pageQuery,
    response: savedPositionSchema,
    summary: "The caller's saved positions that are still open, newest saved first",
  },
  detail: {
    method: 'GET',
    path: '/positions/:id',
    access: 'optional',
    answer: 'data',
    params: idPath,
    response: positionDetailSchema,
    summary: 'A position: approved for anyone, any own position (but deleted) for its recruiter',
    description:
      'The token is optional: with it, `saved` and the own positions. Without a token the answer may come from the public cache (up to PUBLIC_CACHE_SECONDS old).',
  },
  update: {
    method: 'PUT',
    path: '/positions/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: positionSchema,
    response: positionStateSchema,
    summary: 'Edits an own position (every field) and sends it back to review',
  },
  pause: {
    method: 'POST',
    path: '/positions/:id/pause',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'approved -> paused',
  },
  resume: {
    method: 'POST',
    path: '/positions/:id/resume',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'paused -> approved (same place in the list)',
  },
  refresh: {
    method: 'POST',
    path: '/positions/:id/refresh',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'approved: moves it to the top; once per China day',
  },
  stop: {
    method: 'POST',
    path: '/positions/:id/stop',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'approved or paused -> closed (stop recruiting)',
  },
  remove: {
    method: 'DELETE',
    path: '/positions/:id',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: positionStateSchema,
    summary: 'Deletes an own position (kept as deleted, never shown again)',
  },
  save: {
    method: 'POST',
    path: '/positions/:id/save',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: positionSavedStateSchema,
    summary: 'Saves a visible position (saving twice is fine)',
  },
  unsave: {
    method: 'DELETE',
    path: '/positions/:id/save',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: positionSavedStateSchema,
    summary: 'Removes a saved position (fine when it was not saved)',
  },
  nearby: {
    method: 'GET',
    path: '/positions/nearby',
    access: 'public',
    answer: 'page',
    query: pageQuery.extend(positionNearbyShape),
    response: nearbyPositionSchema,
    summary: 'Visible positions around a point, nearest first (no login needed)',
    description: `The positions the public list shows (approved, company approved, recruitment not ended) within radiusKm (default 20, 0.1 to 200) of lat / lng (GCJ-02 degrees), nearest first, then newest. A position is where its recruiter placed it, else at the centre of its region (approximate). keyword and jobType filter as in GET positions. At most the first ${POSITION_LIST_MAX_ROWS} rows are served; total counts at most ${POSITION_LIST_MAX_ROWS}.`,
  },
}));
