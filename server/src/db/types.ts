/**
 * The database as Kysely sees it. Column names are snake_case as stored; repositories map rows to the
 * camelCase objects the services use.
 *
 * Storage conventions, identical on SQLite and PostgreSQL so no query depends on the dialect:
 * - Timestamps are TEXT holding `Date.toISOString()` (UTC, fixed width `YYYY-MM-DDTHH:mm:ss.sssZ`), so string
 *   comparison and ORDER BY are chronological on both dialects and the API can answer them as ISO 8601 with
 *   an offset unchanged. Write them with `nowIso()` / `toIso()` from db/time.ts, never with SQL functions.
 * - Calendar dates (recruitment start/end) are TEXT `YYYY-MM-DD`.
 * - Booleans are INTEGER 0/1 (SQLite has no boolean; PostgreSQL would answer true/false otherwise).
 * - Ids are 32-bit integers (INTEGER autoincrement / SERIAL), answered as numbers by both drivers.
 * - JSON values are TEXT (JSON.stringify), parsed in the repository.
 */
import type {
  ApplicationStatus,
  ContractKind,
  ContractStatus,
  Degree,
  Gender,
  GenderRequirement,
  Identity,
  InterviewMethod,
  InterviewStatus,
  JobStatus,
  JobType,
  PositionStatus,
  SalaryUnit,
  WorkForm,
} from '@common/constants';
import type { CompanySize, CompanyStatus, CompanyType } from '@common/company';
import type { Stage } from '@common/pipeline';
import type { SlotStatus } from '@common/interview-scheduling';
import type { EducationRequirement, Experience } from '@common/positions';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Code sets are shared with the app through common/constants.
export type {
  ApplicationStatus,
  Degree,
  Gender,
  Identity,
  InterviewMethod,
  InterviewStatus,
  JobStatus,
  JobType,
  SalaryUnit,
};
export type { PositionStatus, WorkForm };
export type { CompanySize, CompanyStatus, CompanyType, EducationRequirement, Experience };

/** An ISO 8601 UTC timestamp stored as text. */
export type IsoTime = string;
/** 0 or 1. */
export type Flag = number;

export type UserRole = 'user' | 'operator';

/** created_at is set on insert and never updated. */
type CreatedAt = ColumnType<IsoTime, IsoTime, never>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable column that may be left out on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: Generated<number>;
  /** Unique; null for an account created by WeChat / Alipay login until a phone is bound (0002). */
  phone: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  identity: Identity | null;
  language: string;
  role: UserRole;
  wechat_openid: string | null;
  /** Unique when present (0002). */
  wechat_unionid: ColumnType<string | null, string | null | undefined, string | null>;
  /** Alipay user_id (or open_id for apps using open ids), unique when present (0002). */
  alipay_uid: ColumnType<string | null, string | null | undefined, string | null>;
  /** First time the user chose the seeker identity; null = a new seeker (0002). */
  seeker_since: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** Last authenticated request, written at most once a minute by the auth plugin (0005). */
  last_active_at: Optional<IsoTime>;
  /** The WeChat ID a recruiter shares in a chat exchange (account settings); null until set (0018). */
  contact_wechat: Optional<string>;
  /** The phone a recruiter shares in a chat exchange; null shares `phone` (0018). */
  contact_phone: Optional<string>;
  /** The name a recruiter shows seekers (王女士); null shows `nickname` (0022). */
  recruiter_name: Optional<string>;
  /** The recruiter's title (HR经理); null for none (0022). */
  recruiter_title: Optional<string>;
  /** A login cancelled the account's deletion and the user has not been told yet (0026). */
  deletion_cancelled_at: Optional<IsoTime>;
  /** Onboarding: null = not onboarding; else the skipped steps, comma-separated ('' = none) (0030). */
  onboarding: Optional<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Image captcha answers (0002): single use, deleted when checked wrong or used. */
export interface CaptchasTable {
  /** Random UUID handed to the client. */
  id: string;
  /** Lower-case answer. */
  answer: string;
  expires_at: IsoTime;
  created_at: CreatedAt;
}

/** SMS verification codes (0002). Only the newest code of a phone and scene counts. */
export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  /** HMAC-SHA256 of phone, scene and code (hex), never the code itself. */
  code_hash: string;
  /** Wrong tries so far; the code is burned at SMS_MAX_ATTEMPTS. */
  attempts: number;
  expires_at: IsoTime;
  consumed_at: IsoTime | null;
  created_at: CreatedAt;
}

/** Fixed-window counters for rate limits (0002): SMS sending, failed logins. */
export interface RateCountersTable {
  /** e.g. 'sms:gap:13800000000', 'login:ip:203.0.113.9'. */
  key: string;
  hits: number;
  window_start: IsoTime;
  expires_at: IsoTime;
}

/** Agreements by type (0003): the newest row of a type is the current version. */
export interface AgreementsTable {
  id: Generated<number>;
  /** 'user' | 'privacy' | 'company' | ... */
  type: string;
  version: string;
  title_zh: string;
  title_en: string;
  /** Plain text, paragraphs separated by blank lines. */
  content_zh: string;
  content_en: string;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/**
 * Consent records (0025): a user's acceptance of one version of an agreement (`kind` = agreements.type:
 * 'user', 'privacy'), append-only; the newest row of a kind is what the user accepted last.
 */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  version: string;
  /** 'code_login' | 'register' | 'wechat' | 'alipay' | 'prompt' */
  via: string;
  ip: string | null;
  accepted_at: IsoTime;
}

/**
 * A recruiter's verification (0032, account module): `id_number` is the field cipher's text, never the
 * number; `proof_files` a JSON array of private document references.
 */
export interface RecruiterVerificationsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  company_name: Generated<string>;
  real_name: string;
  id_number: string;
  /** 'badge' | 'certificate' | 'authorization' */
  proof_kind: string;
  proof_files: string;
  /** 'pending' | 'verified' | 'refused' */
  status: string;
  reason: string | null;
  reviewer_user_id: number | null;
  submitted_at: IsoTime;
  reviewed_at: IsoTime | null;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Help-center articles (0003). */
export interface ArticlesTable {
  id: Generated<number>;
  /** 'faq' for now. */
  category: string;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  content_zh: string;
  content_en: string;
  sort: number;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** About us and the filing (ICP) information (0003); the newest row is current. */
export interface IntrosTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  company_zh: string;
  company_en: string;
  /** e.g. 浙ICP备2026000000号-1 */
  icp: string;
  /** Public security filing, e.g. 浙公网安备33010602000001号 */
  police_filing: string;
  contact_phone: string;
  contact_email: string;
  address_zh: string;
  address_en: string;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface SessionsTable {
  /** Random, unguessable; the JWT names it so a session can be revoked server-side. */
  id: string;
  user_id: number;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  created_at: CreatedAt;
}

export interface CompaniesTable {
  id: Generated<number>;
  /** One company per recruiter (unique). */
  owner_user_id: number;
  name: string;
  website: string | null;
  contact_phone: string | null;
  region_code: string | null;
  address_detail: string | null;
  /** Code (0005; earlier display texts were mapped). */
  size: CompanySize | null;
  type: CompanyType | null;
  slogan: string | null;
  introduction: string | null;
  logo: string | null;
  business_license: string | null;
  seal_letter: string | null;
  /** JSON array text, e.g. [{"title":"官网","url":"https://..."}]. */
  links: string;
  /** 'draft' until submitted for verification (0005); rows of the foundation default to under_review. */
  status: CompanyStatus;
  review_reason: string | null;
  /** The terms / authorization checkboxes (0005). */
  accept_terms: Defaulted<Flag>;
  accept_authorization: Defaulted<Flag>;
  /** Last submission for verification, last review (0005). */
  submitted_at: Optional<IsoTime>;
  reviewed_at: Optional<IsoTime>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface PositionsTable {
  id: Generated<number>;
  company_id: number;
  recruiter_user_id: number;
  title: string;
  job_type: JobType;
  /**
   * Display text: the Chinese name of industry_code when the position has one (written with it), else the
   * free text of a position older than 0020 that no industry matched.
   */
  industry: string | null;
  /** A third-level job category (common/taxonomy/categories.ts), e.g. '100101'; null: none matched (0020). */
  category_code: Optional<string>;
  /** A GB/T 4754-2017 division, '01'..'97'; null: none matched (0020). */
  industry_code: Optional<string>;
  /** Codes (0005); null only in rows older than 0005 (mapped to 'unlimited' / 'none' by it). */
  education: EducationRequirement | null;
  gender: GenderRequirement | null;
  experience: Experience | null;
  requirements: string | null;
  working_hours: string | null;
  form: WorkForm;
  region_code: string | null;
  address_detail: string | null;
  /** YYYY-MM-DD */
  recruit_start: string | null;
  /** YYYY-MM-DD */
  recruit_end: string | null;
  headcount: number | null;
  responsibilities: string | null;
  conditions: string | null;
  /** Yuan per salary_unit; null with negotiable (and in old rows without a range). */
  salary_min: number | null;
  salary_max: number | null;
  /** 'month' | 'day' | 'hour' (0023); existing rows monthly. */
  salary_unit: Defaulted<SalaryUnit>;
  /** Months of pay a year for monthly pay, 12-24 (0023). */
  salary_months: Defaulted<number>;
  /** 面议 (0023). */
  negotiable: Defaulted<Flag>;
  show_on_company_page: Flag;
  status: PositionStatus;
  review_reason: string | null;
  /** The screening's findings sent to review, JSON of common's ScreeningFinding[] (0027); null: none. */
  screening: Optional<string>;
  refreshed_at: IsoTime | null;
  /** Last approval (0005). */
  approved_at: Optional<IsoTime>;
  /** Approval or refresh time: what the public list is ordered by (0005). */
  sort_at: Optional<IsoTime>;
  /**
   * Rank of sort_at, allocated by `nextSortKey` (db/search.ts) at each approval / refresh; unique. The
   * public list orders by it and the SQLite full-text rowid is it (0005). Null until first approved.
   */
  sort_key: Optional<number>;
  /** First 2 / 4 digits of region_code padded with zeros: a region filter at any level is an equality (0005). */
  region_province: Optional<string>;
  region_city: Optional<string>;
  /** Derived by `positionSearchColumns` (db/search.ts) (0005). */
  search_text: Defaulted<string>;
  search_tags: Defaulted<string>;
  /** The point the recruiter gave (GCJ-02), both or neither (0007). */
  latitude: Optional<number>;
  longitude: Optional<number>;
  /**
   * The point distances are measured from: latitude / longitude, else the centre of region_code (district,
   * else city, else province; regions/centroids.json). Written with every create and edit (0007).
   */
  geo_lat: Optional<number>;
  geo_lng: Optional<number>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** SQLite only (0005): the FTS5 index of listed positions; rowid = positions.sort_key. */
export interface PositionsFtsTable {
  rowid: number;
  search_text: string;
  search_tags: string;
  /** The hidden column named after the table, the left side of MATCH. */
  positions_fts: string;
}

/** Positions a user saved (0005). */
export interface SavedPositionsTable {
  user_id: number;
  position_id: number;
  created_at: IsoTime;
}

export interface CommonMenusTable {
  id: Generated<number>;
  name: string;
  icon: string;
  path: string;
  sort: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  /** Platform name asked by the client, e.g. 'android'. Unique. */
  name: string;
  version_code: number;
  version_name: string;
  /** A version CODE: clients with a lower installed code are prompted to update. */
  minimum_version: number;
  update_log: string;
  /** English update log (0013); '' falls back to the Chinese one. */
  update_log_en: string;
  force_updates: Flag;
  download_url: string;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/**
 * The resume's header (0004), one row per user, created by the first write to any section. The basic
 * fields are null until `PUT resume/basic` (then `basic_saved_at` is set); `updated_at` is the last change
 * to any section of the resume.
 */
export interface ResumeBasicsTable {
  user_id: number;
  nickname: string | null;
  wechat: Defaulted<string>;
  email: Defaulted<string>;
  /** YYYY-MM-DD */
  birth_date: string | null;
  gender: Gender | null;
  job_status: JobStatus | null;
  hobbies: Defaulted<string>;
  self_evaluation: Defaulted<string>;
  other_skills: Defaulted<string>;
  accept_overtime: Defaulted<Flag>;
  accept_travel: Defaulted<Flag>;
  /** 1: out of the recruiters' list. */
  hidden: Defaulted<Flag>;
  basic_saved_at: IsoTime | null;
  /** The year the seeker started working ('2019') or 'none'; null = not said (0030). */
  work_since: Optional<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Job expectations (0004), at most MAX_EXPECTATIONS per user. */
export interface ResumeExpectationsTable {
  id: Generated<number>;
  user_id: number;
  /** What the seeker wants, as text: the names of category_codes, or free text no category matched (0020). */
  position: string;
  /** Job category codes of any level, comma-separated ('100201,110101'); '' = none (0020). */
  category_codes: Defaulted<string>;
  job_type: JobType;
  /** Yuan per month. */
  salary_min: number;
  salary_max: number;
  preference: Defaulted<string>;
  /** 6-digit region code. */
  location: string;
  /** YYYY-MM-DD; null = any time. */
  join_time: string | null;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Work experience (0004). */
export interface ResumeExperiencesTable {
  id: Generated<number>;
  user_id: number;
  job_title: string;
  industry: string;
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD; null = up to now (至今). */
  end_date: string | null;
  content: string;
  /** 6-digit region code. */
  city: string;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Project experience (0004). */
export interface ResumeProjectsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  role: string;
  description: string;
  performance: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Education (0004). */
export interface ResumeEducationsTable {
  id: Generated<number>;
  user_id: number;
  school: string;
  degree: Degree;
  major: string;
  social_practice: Defaulted<string>;
  description: Defaulted<string>;
  /** YYYY-MM-DD */
  graduation_date: string;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Skills and qualifications (0004), one row per user. */
export interface ResumeSkillsTable {
  user_id: number;
  professional_skills: Defaulted<string>;
  languages: Defaulted<string>;
  certificates: Defaulted<string>;
  training: Defaulted<string>;
  remark: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Companies a seeker hides the resume from (0004); `name_core` is `companyNameCore(company_name)`. */
export interface ResumeBlockedCompaniesTable {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  name_core: string;
  created_at: CreatedAt;
}

/**
 * A company's looks at a seeker's resume (0021), one row per seeker, company and China day (`day`); the
 * latest look of the day sets the recruiter, the position (null from search) and `last_viewed_at`.
 */
export interface ResumeViewsTable {
  id: Generated<number>;
  seeker_user_id: number;
  company_id: number;
  recruiter_user_id: number;
  position_id: number | null;
  day: string;
  views: Defaulted<number>;
  first_viewed_at: IsoTime;
  last_viewed_at: IsoTime;
}

/** One row per job expectation and category code it names (0024; db/expectation-matches.ts): 推荐牛人 walks it. */
export interface ResumeExpectationCategoriesTable {
  expectation_id: number;
  user_id: number;
  category_code: string;
  /** the city (`XXXX00`) or province (`XX0000`) a position's region is compared with */
  region: string;
  /** the expectation's updated_at */
  updated_at: IsoTime;
}

/** A seeker's look at a position's detail (0021), one row per position, seeker and China day. */
export interface PositionViewsTable {
  position_id: number;
  viewer_user_id: number;
  day: string;
  viewed_at: IsoTime;
}

/** A seeker's application to a position (0006); one per seeker and position. */
export interface ApplicationsTable {
  id: Generated<number>;
  seeker_user_id: number;
  position_id: number;
  /** The position's company, copied at apply time (the recruiter's lists read this table only). */
  company_id: number;
  status: ApplicationStatus;
  /** The recruiter's reason when rejected ('' when none was given). */
  reason: Defaulted<string>;
  /** Set when the sweep closed it (rejected) after this many days without a reply; null otherwise. */
  auto_closed_days: Optional<number>;
  /** When the recruiter was reminded of it (once, after APPLICATION_NO_REPLY_DAYS). */
  reminded_at: Optional<IsoTime>;
  /** Where it stands in the hiring pipeline (0036, common/pipeline.ts), moved with the fact that moves it. */
  stage: Defaulted<Stage>;
  /** When it reached that stage (null only before the 0036 backfill). */
  stage_at: Optional<IsoTime>;
  /** When the recruiter first opened it (delivered -> viewed). */
  viewed_at: Optional<IsoTime>;
  /** When its seeker withdrew it. */
  withdrawn_at: Optional<IsoTime>;
  /** The signed contract that moved it to signed. */
  contract_id: Optional<number>;
  /** When the contract's Party B was added to the staff. */
  hired_at: Optional<IsoTime>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** Every stage an application reached, with its time (0036); its owner is the applications module. */
export interface ApplicationStagesTable {
  id: Generated<number>;
  application_id: number;
  stage: Stage;
  at: IsoTime;
}

/** An interview on an application (0006); at most one invited / waiting per application. */
export interface InterviewsTable {
  id: Generated<number>;
  application_id: number;
  seeker_user_id: number;
  company_id: number;
  position_id: number;
  /** Who sent the invitation. */
  recruiter_user_id: number;
  method: InterviewMethod;
  /** Start, ISO 8601 UTC. */
  time: IsoTime;
  address: Defaulted<string>;
  link: Defaulted<string>;
  contact: Defaulted<string>;
  note: Defaulted<string>;
  status: InterviewStatus;
  /** When both sides were reminded that it starts soon (once). */
  reminded_at: Optional<IsoTime>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** A time an invitation offers (0037): open, picked (the interview's time), taken or released. */
export interface InterviewSlotsTable {
  id: Generated<number>;
  interview_id: number;
  /** The interviewer (the interview's recruiter): their picked times are unique. */
  recruiter_user_id: number;
  time: IsoTime;
  status: SlotStatus;
  created_at: CreatedAt;
}

/** A request to move an interview to another time (0037); one pending per interview. */
export interface InterviewProposalsTable {
  id: Generated<number>;
  interview_id: number;
  proposer_user_id: number;
  side: 'seeker' | 'recruiter';
  time: IsoTime;
  reason: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: CreatedAt;
  decided_at: Optional<IsoTime>;
}

/** A seeker's resume file (0038): an upload, or a PDF of the online resume sent in chat. */
export interface ResumeFilesTable {
  id: Generated<number>;
  user_id: number;
  /** The display name with its extension. */
  name: string;
  kind: 'pdf' | 'doc' | 'docx';
  size: number;
  /** The blob's key under private/resume-files/. */
  file_key: string;
  is_default: Flag;
  source: 'upload' | 'online';
  created_at: CreatedAt;
  /** Set when its owner deleted it (the blob is gone, cards read deleted). */
  deleted_at: Optional<IsoTime>;
}

/** A recruiter a resume file went to (0038): sent in chat or attached to an application. */
export interface ResumeFileGrantsTable {
  id: Generated<number>;
  file_id: number;
  recruiter_user_id: number;
  via: 'chat' | 'application';
  conversation_id: number | null;
  application_id: number | null;
  created_at: CreatedAt;
}

/** A notification (0006): kind + params rendered at read time (common/notifications.ts). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** Push type 1-7 (common/notifications.ts NOTIFICATION_TYPES). */
  type: number;
  kind: string;
  /** JSON object text. */
  params: Defaulted<string>;
  /** What the push payload opens: a position, interview, application or company id. */
  rid: Optional<number>;
  read_at: Optional<IsoTime>;
  created_at: CreatedAt;
}

/** A conversation between a seeker and a recruiter about one position (0009). */
export interface ConversationsTable {
  id: Generated<number>;
  seeker_user_id: number;
  recruiter_user_id: number;
  position_id: number;
  company_id: number;
  position_title: string;
  company_name: string;
  started_by: 'seeker' | 'recruiter' | 'system';
  last_seq: Defaulted<number>;
  last_kind: Optional<string>;
  /** JSON: the preview's message key and params (rendered in the reader's language). */
  last_preview: Defaulted<string>;
  last_sender_user_id: Optional<number>;
  last_message_at: Optional<IsoTime>;
  seeker_read_seq: Defaulted<number>;
  recruiter_read_seq: Defaulted<number>;
  /** The member who blocked it (the other cannot write); null when open. */
  blocked_by_user_id: Optional<number>;
  /** When a phone / WeChat exchange was accepted (opens the seeker's contacts to the company). */
  phone_exchanged_at: Optional<IsoTime>;
  wechat_exchanged_at: Optional<IsoTime>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  /** null: a system line. */
  sender_user_id: Optional<number>;
  client_id: Optional<string>;
  kind: string;
  /** JSON object text: the kind's fields. */
  payload: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

/** What a user reported (0031; reports module): a conversation, a position or a company. */
export interface ReportsTable {
  id: Generated<number>;
  target_type: 'conversation' | 'position' | 'company';
  target_id: number;
  /** The reported message of a conversation, if one was named. */
  message_id: Optional<number>;
  reporter_user_id: number;
  /** The reporter's side when they filed it: 'seeker' | 'recruiter' (null: unknown). */
  reporter_side: Optional<string>;
  /** Whom it is about: the other member, the position's recruiter, the company's owner. */
  reported_user_id: Optional<number>;
  company_id: Optional<number>;
  /** What it is about as the queue names it (a position's title, a company's name). */
  subject: Defaulted<string>;
  reason: string;
  note: Defaulted<string>;
  /** JSON array of private document references. */
  screenshots: Defaulted<string>;
  /** 'open' | 'dismissed' | 'actioned' */
  status: Defaulted<string>;
  /** Counted in an automatic mute (shown first). */
  flagged: Defaulted<Flag>;
  /** The operator's action: dismiss, warn, mute, take_down, suspend. */
  outcome: Optional<string>;
  outcome_reason: Optional<string>;
  handled_by: Optional<number>;
  handled_at: Optional<IsoTime>;
  created_at: CreatedAt;
}

/** A measure on an account (0031): warn, mute, take_down, suspend; active until lifted (or `until`). */
export interface ReportMeasuresTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  report_id: Optional<number>;
  position_id: Optional<number>;
  reason: string;
  /** A mute's end; null: until lifted. */
  until: Optional<IsoTime>;
  /** Set by the automatic guard. */
  auto: Defaulted<Flag>;
  /** JSON: what lifting restores ({ positions: [{ id, from }] }). */
  undo: Defaulted<string>;
  created_by: Optional<number>;
  created_at: IsoTime;
  lifted_at: Optional<IsoTime>;
  lifted_by: Optional<number>;
  lift_reason: Optional<string>;
}

/** Every action on reports and measures (0031); operator null: the automatic guard. */
export interface ReportAuditTable {
  id: Generated<number>;
  report_id: Optional<number>;
  measure_id: Optional<number>;
  operator_user_id: Optional<number>;
  subject_user_id: Optional<number>;
  action: string;
  reason: Defaulted<string>;
  detail: Defaulted<string>;
  created_at: IsoTime;
}

export interface ChatSettingsTable {
  user_id: number;
  greeting: Optional<string>;
  /** JSON array of strings. */
  quick_replies: Optional<string>;
  updated_at: IsoTime;
}

/** A labour contract (0010); Party B's ID number and bank card are field-cipher texts ('' = not given). */
export interface ContractsTable {
  id: Generated<number>;
  contract_no: string;
  application_id: number;
  company_id: number;
  seeker_user_id: number;
  /** Who created it (any recruiter of the company acts on it). */
  recruiter_user_id: number;
  kind: ContractKind;
  status: ContractStatus;
  party_a_name: string;
  party_b_name: string;
  party_b_position: string;
  start_date: string;
  end_date: string;
  /** JSON: the form's fields except the two below. */
  fields: string;
  party_b_id_number: Defaulted<string>;
  bank_card: Defaulted<string>;
  attachment_key: Optional<string>;
  attachment_name: Optional<string>;
  deadline: Optional<IsoTime>;
  sent_at: Optional<IsoTime>;
  signed_at: Optional<IsoTime>;
  /** Refusal, withdrawal or abnormal reason. */
  reason: Optional<string>;
  reminded_at: Optional<IsoTime>;
  /** When Party B first opened the sent text (the minimum reading time counts from here). */
  read_since: Optional<IsoTime>;
  identity_failures: Defaulted<number>;
  /** SHA-256 (hex) of the contract text as sent, refreshed when Party B corrects their own details. */
  text_hash: Optional<string>;
  signature_key: Optional<string>;
  pdf_key: Optional<string>;
  pdf_hash: Optional<string>;
  provider: Defaulted<'builtin' | 'asign'>;
  /** A signed contract of a deleted account: removed after this day (0026). */
  retain_until: Optional<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface ContractEventsTable {
  id: Generated<number>;
  contract_id: number;
  event: string;
  actor: 'partyA' | 'partyB' | 'system' | 'provider';
  actor_user_id: Optional<number>;
  ip: Defaulted<string>;
  user_agent: Defaulted<string>;
  document_hash: Optional<string>;
  provider_event_id: Optional<string>;
  created_at: CreatedAt;
}

/** A company's staff record (0011): phone and ID number are field-cipher texts with blind indexes. */
export interface StaffTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  phone: string;
  phone_index: string;
  /** Keyed hash of the company and the phone's last 4 digits (0019); null until filled (staff.service.ts). */
  phone_tail_index: Optional<string>;
  id_number: string;
  id_number_index: string;
  /** The last 4 characters and the first 4 (masked lists without decrypting): "1101|1234". */
  id_number_tail: string;
  id_front_key: Optional<string>;
  id_back_key: Optional<string>;
  gender: Gender;
  position: string;
  department: Defaulted<string>;
  qq: Defaulted<string>;
  email: Defaulted<string>;
  wechat: Defaulted<string>;
  contact_address: string;
  nationality: string;
  household_address: string;
  graduation_date: string;
  entry_date: Defaulted<string>;
  avatar: Defaulted<string>;
  status: Defaulted<'active' | 'left'>;
  note: Defaulted<string>;
  verified_at: Optional<IsoTime>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface StaffAccessLogTable {
  id: Generated<number>;
  company_id: number;
  staff_id: Optional<number>;
  staff_name: string;
  viewer_user_id: number;
  viewer_name: string;
  kind: 'idNumber' | 'idFront' | 'idBack' | 'export';
  reason: Defaulted<string>;
  created_at: CreatedAt;
}

export interface ProjectsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  logo: Defaulted<string>;
  start_date: string;
  end_date: string;
  introduction: string;
  content: Defaulted<string>;
  /** Set when ended before its end date. */
  ended_at: Optional<IsoTime>;
  /** The name folded (common/oa.ts projectNameKey), unique per company (0019); null for older duplicates. */
  name_key: Optional<string>;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface ProjectMembersTable {
  id: Generated<number>;
  project_id: number;
  staff_id: number;
  post: string;
  created_at: CreatedAt;
}

export interface AssistantSessionsTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
  updated_at: IsoTime;
}

export interface AssistantMessagesTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  role: 'user' | 'assistant';
  text: string;
  /** JSON array of cards. */
  cards: Defaulted<string>;
  /** JSON of a goal that can be saved as an expectation. */
  goal: Optional<string>;
  created_at: CreatedAt;
}

/** An account that asked to be deleted (0026): the cooling-off ends at due_at (account/deletion.service.ts). */
export interface AccountDeletionsTable {
  user_id: number;
  requested_at: IsoTime;
  due_at: IsoTime;
  cancelled_at: Optional<IsoTime>;
  completed_at: Optional<IsoTime>;
}

export type DataExportStatus = 'requested' | 'building' | 'ready' | 'failed';

/** A copy of one's data (0026): a private ZIP built in the background (account/data-export.service.ts). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  status: DataExportStatus;
  file_key: Optional<string>;
  size: Optional<number>;
  requested_at: IsoTime;
  ready_at: Optional<IsoTime>;
  expires_at: Optional<IsoTime>;
}

/** Which instance runs a sweep until when (db/leases.ts), so N instances run each sweep once per interval. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  /** Epoch milliseconds (compared as a number on both databases). */
  expires_at: number;
}

/** One delivery of an event to a user by a channel (0033, modules/outbox). */
export interface OutboxTable {
  id: Generated<number>;
  dedupe_key: string;
  event: string;
  kind: string;
  /** 0 for a socket row (its recipients are in the payload). */
  user_id: number;
  channel: string;
  payload: Defaulted<string>;
  state: Defaulted<string>;
  attempts: Defaulted<number>;
  next_at: IsoTime;
  lease_holder: Optional<string>;
  last_error: Optional<string>;
  created_at: CreatedAt;
  done_at: Optional<IsoTime>;
}

/** A user's 通知设置 (0035, modules/preferences); no row: the defaults of common/preferences.ts. */
export interface NotificationPreferencesTable {
  user_id: number;
  /** JSON `{group: {wechat, sms}}`. */
  channels: string;
  /** Quiet hours, China wall time "HH:mm". */
  quiet_from: string;
  quiet_to: string;
  updated_at: IsoTime;
}

/** Notification SMS sent to a user in a China day (0035, modules/preferences): the daily cap. */
export interface SmsDailyCountsTable {
  user_id: number;
  /** The China date, YYYY-MM-DD. */
  day: string;
  sent: Defaulted<number>;
}

/** One-time WeChat subscriptions a user holds per template (0034, modules/subscriptions). */
export interface WechatSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  template_id: string;
  credits: Defaulted<number>;
  updated_at: IsoTime;
}

/** When a user was last told of a conversation by WeChat (0034, modules/subscriptions): one an hour. */
export interface WechatChatNoticesTable {
  id: Generated<number>;
  user_id: number;
  conversation_id: number;
  sent_at: IsoTime;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  companies: CompaniesTable;
  positions: PositionsTable;
  positions_fts: PositionsFtsTable;
  saved_positions: SavedPositionsTable;
  common_menus: CommonMenusTable;
  app_versions: AppVersionsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  rate_counters: RateCountersTable;
  agreements: AgreementsTable;
  consents: ConsentsTable;
  recruiter_verifications: RecruiterVerificationsTable;
  articles: ArticlesTable;
  intros: IntrosTable;
  resume_basics: ResumeBasicsTable;
  resume_expectations: ResumeExpectationsTable;
  resume_experiences: ResumeExperiencesTable;
  resume_projects: ResumeProjectsTable;
  resume_educations: ResumeEducationsTable;
  resume_skills: ResumeSkillsTable;
  resume_blocked_companies: ResumeBlockedCompaniesTable;
  resume_views: ResumeViewsTable;
  resume_expectation_categories: ResumeExpectationCategoriesTable;
  position_views: PositionViewsTable;
  applications: ApplicationsTable;
  application_stages: ApplicationStagesTable;
  interviews: InterviewsTable;
  interview_slots: InterviewSlotsTable;
  interview_proposals: InterviewProposalsTable;
  resume_files: ResumeFilesTable;
  resume_file_grants: ResumeFileGrantsTable;
  notifications: NotificationsTable;
  wechat_subscriptions: WechatSubscriptionsTable;
  wechat_chat_notices: WechatChatNoticesTable;
  notification_preferences: NotificationPreferencesTable;
  sms_daily_counts: SmsDailyCountsTable;
  outbox: OutboxTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  reports: ReportsTable;
  report_measures: ReportMeasuresTable;
  report_audit: ReportAuditTable;
  chat_settings: ChatSettingsTable;
  contracts: ContractsTable;
  contract_events: ContractEventsTable;
  staff: StaffTable;
  staff_access_log: StaffAccessLogTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  assistant_sessions: AssistantSessionsTable;
  assistant_messages: AssistantMessagesTable;
  job_leases: JobLeasesTable;
  account_deletions: AccountDeletionsTable;
  data_exports: DataExportsTable;
  company_join_requests: CompanyJoinRequestsTable;
}

/** Requests to join a company (0030): an approved one makes the user a recruiter of the company. */
export interface CompanyJoinRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  /** 'pending' | 'approved' | 'rejected' | 'cancelled' */
  status: string;
  decided_by: number | null;
  created_at: IsoTime;
  decided_at: IsoTime | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type PositionRow = Selectable<PositionsTable>;
export type NewPosition = Insertable<PositionsTable>;
export type CommonMenuRow = Selectable<CommonMenusTable>;
export type AppVersionRow = Selectable<AppVersionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type AgreementRow = Selectable<AgreementsTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type IntroRow = Selectable<IntrosTable>;
export type IntroUpdate = Updateable<IntrosTable>;
export type ResumeBasicRow = Selectable<ResumeBasicsTable>;
export type ResumeExpectationRow = Selectable<ResumeExpectationsTable>;
export type ResumeExperienceRow = Selectable<ResumeExperiencesTable>;
export type ResumeProjectRow = Selectable<ResumeProjectsTable>;
export type ResumeEducationRow = Selectable<ResumeEducationsTable>;
export type ResumeSkillsRow = Selectable<ResumeSkillsTable>;
export type ResumeBlockedCompanyRow = Selectable<ResumeBlockedCompaniesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type InterviewRow = Selectable<InterviewsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type NotificationRowDb = Selectable<NotificationsTable>;
