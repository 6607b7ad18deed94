/**
 * Business constants and limits (spec section 9) and the closed sets of codes (statuses, degrees...) shared
 * by the app, the server and the database. Each code set comes with its message keys so a label is always
 * `t(locale, POSITION_STATUS_LABEL[status])`, never a string typed in a page.
 */
import { MSG, type MessageKey } from './messages';

// ---- Product ----------------------------------------------------------------------------------------

/** Product name; also the default share title (spec section 9). The catalogue has it as `MSG.app.name`. */
export const PRODUCT_NAME = '职达';
export const PRODUCT_NAME_EN = 'JobReach';

export const APP_VERSION = '1.1.4';
/** Compared with the server's minimum version to decide on the app-update prompt. */
export const APP_VERSION_CODE = 1055;

// ---- Timing (ms) ------------------------------------------------------------------------------------

export const REQUEST_TIMEOUT_MS = 60_000;
export const SOCKET_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
/** The spec mentions a second source with 30 s; we keep one value for every transfer. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Lazy pages show their loading view only after this delay, so fast loads do not flash. */
export const ASYNC_PAGE_DELAY_MS = 200;
export const ASYNC_PAGE_TIMEOUT_MS = 60_000;
export const TOAST_DURATION_MS = 2_000;
/** The in-messenger "open in a browser" toast stays longer than a normal toast (spec section 8). */
export const OPEN_IN_BROWSER_TOAST_MS = 5_000;
export const DEBOUNCE_MS = 500;
export const THROTTLE_MS = 500;
/** Several 401s arriving together must open the login page once. */
export const LOGIN_REDIRECT_DEBOUNCE_MS = 800;
export const TAB_BAR_HIDE_DELAY_MS = 200;
export const INVALID_OPERATION_HOME_DELAY_MS = 1_500;

// ---- Lists and cache --------------------------------------------------------------------------------

export const PAGE_SIZE = 10;
/** Server cap on pageSize: deep or huge pages would stall the synchronous SQLite driver. */
export const MAX_PAGE_SIZE = 50;
/** Default cache expiry; 0 means the entry never expires. */
export const CACHE_EXPIRY = 0;

// ---- Limits of the validation rules (spec section 5) ------------------------------------------------

export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const ID_NUMBER_LENGTH = 18;
export const BANK_CARD_LENGTH = 19;
export const PHONE_LENGTH = 11;
export const REGION_CODE_LENGTH = 6;
export const CONTRACT_ATTACHMENT_COUNT = 1;
/** Upper bound of a monthly salary in yuan: catches a slipped key, far above any real offer. */
export const SALARY_MAX = 1_000_000;
/**
 * How a position states its pay (issue 30): yuan per month (the default, 全职 and 兼职), per day or per hour
 * (兼职 only). Bounds per unit catch a slipped key: 元/天 up to 10,000 and 元/时 up to 2,000.
 */
export const SALARY_UNITS = ['month', 'day', 'hour'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
export const SALARY_UNIT_MAX: Record<SalaryUnit, number> = { month: SALARY_MAX, day: 10_000, hour: 2_000 };
/** Months of pay a year for monthly pay (13薪, 15薪): 12 (no suffix) to 24. */
export const SALARY_MONTHS_MIN = 12;
export const SALARY_MONTHS_MAX = 24;
export const LOGO_RECOMMENDED = { width: 300, height: 300 } as const;

// ---- Layout and mini-program ------------------------------------------------------------------------

export const WIDE_SCREEN_BREAKPOINT_PX = 1280;
export const NARROW_CONTENT_WIDTH_PX = 600;
/** WeChat entry scene 1154 (opened from a Moments share, "single page mode") cannot restart: no update check. */
export const SKIP_UPDATE_SCENE = 1154;

/** Default theme (spec section 9): Material palette values for the named colours, blue accent as given. */
export const THEME = {
  // The spec's hues a shade darker, so that text in them reads at 4.5:1 (docs/decisions.md, the guard);
  // app.scss --color-primary etc. use the same values.
  primary: '#147A43', // green
  accent: '#1769C2', // blue
  auxiliary: '#C2410C', // orange
  dot: '#2196F3', // blue badge dot
  price: '#424242', // dark grey
} as const;
export type ThemeColour = keyof typeof THEME;

// ---- Code sets --------------------------------------------------------------------------------------

export const IDENTITIES = ['seeker', 'recruiter'] as const;
export type Identity = (typeof IDENTITIES)[number];
export const IDENTITY_LABEL = {
  seeker: MSG.identity.seeker,
  recruiter: MSG.identity.recruiter,
} as const satisfies Record<Identity, MessageKey>;

/** Position review and listing states (architecture section 4). */
export const POSITION_STATUSES = ['under_review', 'approved', 'audit_failed', 'paused', 'closed', 'deleted'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const POSITION_STATUS_LABEL = MSG.status.position satisfies Record<PositionStatus, MessageKey>;

export const APPLICATION_STATUSES = ['delivered', 'passed', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABEL = MSG.status.application satisfies Record<ApplicationStatus, MessageKey>;

export const INTERVIEW_STATUSES = ['invited', 'waiting', 'passed', 'failed', 'rejected'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABEL = MSG.status.interview satisfies Record<InterviewStatus, MessageKey>;

export const INTERVIEW_METHODS = ['online', 'offline', 'phone'] as const;
export type InterviewMethod = (typeof INTERVIEW_METHODS)[number];
export const INTERVIEW_METHOD_LABEL = MSG.interviewMethod satisfies Record<InterviewMethod, MessageKey>;

/** draft = not signed yet, sent = waiting to sign. */
export const CONTRACT_STATUSES = ['draft', 'sent', 'signed', 'refused', 'expired', 'void', 'abnormal'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABEL = MSG.status.contract satisfies Record<ContractStatus, MessageKey>;

export const CONTRACT_KINDS = ['electronic', 'paper'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_KIND_LABEL = MSG.contractKind satisfies Record<ContractKind, MessageKey>;

export const PROJECT_STATUSES = ['to_start', 'in_progress', 'ended'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABEL = MSG.status.project satisfies Record<ProjectStatus, MessageKey>;

/** A seeker's job-seeking status (spec section 4), in the order the picker shows them. */
export const JOB_STATUSES = [
  'left_available',
  'working_within_month',
  'working_considering',
  'working_not_considering',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABEL = MSG.jobStatus satisfies Record<JobStatus, MessageKey>;

/** Degrees from lowest to highest, so "at least bachelor" is an index comparison (see `degreeRank`). */
export const DEGREES = [
  'junior_high',
  'high_school',
  'technical_secondary',
  'junior_college',
  'bachelor',
  'master',
  'doctor',
] as const;
export type Degree = (typeof DEGREES)[number];

/** Work experience a position asks for, BOSS直聘's brackets ('none' = 经验不限). */
export const EXPERIENCES = ['none', 'lt1', '1-3', '3-5', '5-10', 'gt10'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** A position's education requirement: 'unlimited' (学历不限) or the lowest degree accepted. */
export const EDUCATION_REQUIREMENTS = ['unlimited', ...DEGREES] as const;
export type EducationRequirement = (typeof EDUCATION_REQUIREMENTS)[number];
export const DEGREE_LABEL = MSG.degree satisfies Record<Degree, MessageKey>;
/** Here, not in ./positions (which builds zod schemas): the list card, the job page and the server's first screen read it. */
export const EDUCATION_REQUIREMENT_LABEL = {
  unlimited: MSG.education.unlimited,
  ...MSG.degree,
} as const satisfies Record<EducationRequirement, MessageKey>;

/** 0 for junior_high up to 6 for doctor. */
export function degreeRank(degree: Degree): number {
  return DEGREES.indexOf(degree);
}

/** A person's gender is male or female; a position's gender requirement may also be unlimited. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_REQUIREMENTS = ['male', 'female', 'unlimited'] as const;
export type GenderRequirement = (typeof GENDER_REQUIREMENTS)[number];
export const GENDER_LABEL = MSG.gender satisfies Record<GenderRequirement, MessageKey>;

export const JOB_TYPES = ['full', 'part'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABEL = MSG.jobType satisfies Record<JobType, MessageKey>;

/** A position is worked online or offline. */
export const WORK_FORMS = ['online', 'offline'] as const;
export type WorkForm = (typeof WORK_FORMS)[number];
export const WORK_FORM_LABEL = MSG.workForm satisfies Record<WorkForm, MessageKey>;
