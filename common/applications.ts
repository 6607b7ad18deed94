/**
 * Applications and interviews (the Applications issue): the code sets, the bodies of `POST interviews` and
 * `POST applications/{id}/reject`, the resume checks before applying, and the shapes the API answers.
 * Shared by the app's forms and the server. Messages are catalogue keys (see ./messages).
 *
 * States (architecture section 4): an application is delivered -> passed | rejected (recruiter, with an
 * optional reason; also rejected automatically after APPLICATION_CLOSE_DAYS without a reply). An interview
 * (on a delivered or passed application) is invited -> waiting (seeker accepts) | rejected (seeker
 * declines); waiting -> passed | failed (recruiter). One open (invited or waiting) interview per
 * application: a second invite is refused with MSG.errors.alreadyInvited.
 */
import { z } from 'zod';
import { resumeFileCardSchema } from './resume-files';
import { defineCalls } from './call';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABEL,
  DEGREES,
  GENDERS,
  INTERVIEW_METHODS,
  INTERVIEW_METHOD_LABEL,
  CONTRACT_STATUSES,
  INTERVIEW_STATUSES,
  INTERVIEW_STATUS_LABEL,
  type ApplicationStatus,
  type InterviewMethod,
  type InterviewStatus,
} from './constants';
import { MSG, type MessageKey } from './messages';
import { interviewSchedulingFields, interviewSlotsSchema } from './interview-scheduling';
import { stageChangeSchema, stageFields, stageQueryShape } from './pipeline';
import { positionBriefSchema } from './position-brief';
import { resumeDetailSchema } from './resume';
import {
  contactPhoneSchema,
  idPath,
  isIsoTime,
  isoTimeSchema,
  optionSchema,
  optionalText,
  orEmpty,
  pageQuery,
  recordIdSchema,
  recordIdText,
  typeError,
} from './validation';

// ---- Code sets (defined in ./constants, re-exported here for the pages of this domain) -----------------

export { APPLICATION_STATUSES, APPLICATION_STATUS_LABEL, INTERVIEW_METHODS, INTERVIEW_METHOD_LABEL };
export { INTERVIEW_STATUSES, INTERVIEW_STATUS_LABEL };
export type { ApplicationStatus, InterviewMethod, InterviewStatus };

/** Interviews that are still open: a second invite on the same application is refused meanwhile. */
export const OPEN_INTERVIEW_STATUSES = ['invited', 'waiting'] as const satisfies readonly InterviewStatus[];

/** `GET records?type=`: 1 the seeker's interviews, 2 offers (interviews passed; contracts join later). */
export const RECORD_TYPES = { interviews: 1, offers: 2 } as const;
export type RecordType = (typeof RECORD_TYPES)[keyof typeof RECORD_TYPES];

// ---- Defaults of the server's periods (environment variables override them) --------------------------

/** A delivered application without any answer shows "no reply yet" and reminds the recruiter once. */
export const APPLICATION_NO_REPLY_DAYS_DEFAULT = 7;
/** A delivered application without any answer is closed (rejected automatically). */
export const APPLICATION_CLOSE_DAYS_DEFAULT = 30;
/** Both sides are reminded once this many minutes before an open interview starts. */
export const INTERVIEW_REMINDER_MINUTES_DEFAULT = 60;

// ---- Limits -----------------------------------------------------------------------------------------

export const INTERVIEW_ADDRESS_MAX = 100;
export const INTERVIEW_LINK_MAX = 300;
export const INTERVIEW_NOTE_MAX = 200;
export const APPLICATION_REASON_MAX = 200;

// ---- Resume checks before applying ------------------------------------------------------------------

/** The basic fields an application needs, in the order the refusal names them. */
export const APPLY_BASIC_FIELDS = ['nickname', 'birthDate', 'gender'] as const;
export type ApplyBasicField = (typeof APPLY_BASIC_FIELDS)[number];
export const APPLY_BASIC_FIELD_LABEL = MSG.applications.field satisfies Record<ApplyBasicField, MessageKey>;

/** The basic fields still empty (null, undefined or blank), in APPLY_BASIC_FIELDS order. */
export function missingBasicFields(basic: Partial<Record<ApplyBasicField, string | null>> | null | undefined) {
  return APPLY_BASIC_FIELDS.filter((field) => {
    const value = basic?.[field];
    return value === null || value === undefined || value.trim() === '';
  });
}

/** How a list of labels is joined in a sentence: 出生日期、性别 / birth date, gender. */
export function joinLabels(locale: 'zh-Hans' | 'en', labels: string[]): string {
  return labels.join(locale === 'en' ? ', ' : '、');
}

// ---- Interview time (the ISO 8601 rules are in ./validation/dates) --------------------------------------

// China wall time helpers live in ./china-time (no zod: notifications on the main package use them).
export { chinaTimeToIso, formatChinaTime } from './china-time';

// ---- POST interviews --------------------------------------------------------------------------------

/** http(s) URL of an online interview (meeting link). */
export const INTERVIEW_LINK_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

export const interviewInviteShape = {
  applicationId: recordIdSchema,
  method: optionSchema(INTERVIEW_METHODS),
  /** ISO 8601 with a zone; must lie in the future (the server checks against its clock). Left out with slots. */
  time: isoTimeSchema(MSG.interviews.time).optional(),
  /** 2 to 5 times for the seeker to pick from, instead of `time` (./interview-scheduling.ts) */
  slots: interviewSlotsSchema.optional(),
  /** required for offline */
  address: optionalText(INTERVIEW_ADDRESS_MAX),
  /** http(s), required for online */
  link: orEmpty(
    z
      .string({ error: typeError(MSG.interviews.link) })
      .trim()
      .max(INTERVIEW_LINK_MAX, { error: MSG.validation.tooLong })
      .regex(INTERVIEW_LINK_PATTERN, { error: MSG.interviews.link }),
  ),
  /** 11 digits; required for a phone interview, optional otherwise */
  contact: orEmpty(contactPhoneSchema),
  note: optionalText(INTERVIEW_NOTE_MAX),
};

type InviteValue = {
  method?: unknown;
  address?: unknown;
  link?: unknown;
  contact?: unknown;
  time?: unknown;
  slots?: unknown;
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** What each method needs: offline an address, online a link, phone a contact phone. */
function refineInterviewMethod<T extends InviteValue>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  // One time, or slots to pick from: exactly one of the two.
  const hasSlots = Array.isArray(value.slots);
  if (hasSlots === (typeof value.time === 'string' && value.time !== '')) {
    ctx.addIssue({ code: 'custom', message: MSG.interviews.time, path: ['time'], input: value.time });
  }
  const need = (
    {
      offline: ['address', MSG.interviews.addressRequired],
      online: ['link', MSG.interviews.linkRequired],
      phone: ['contact', MSG.interviews.contactRequired],
    } as const
  )[value.method as InterviewMethod];
  if (!need) return;
  const [field, message] = need;
  if (!blank(value[field])) return;
  ctx.addIssue({ code: 'custom', message, path: [field], input: value[field] });
}

/** `POST interviews`. The form variant without the application id is `interviewFormSchema`. */
export const interviewInviteSchema = z.object(interviewInviteShape).superRefine(refineInterviewMethod);
export type InterviewInviteBody = z.infer<typeof interviewInviteSchema>;

/** The invite form of a page (the application id comes from the page, not from a field). */
export const interviewFormSchema = z
  .object({ ...interviewInviteShape, applicationId: recordIdSchema.optional() })
  .superRefine(refineInterviewMethod);

/** Whether an interview time lies in the future (the server checks the same against its own clock). */
export function isFutureTime(value: string, now: number = Date.now()): boolean {
  return isIsoTime(value) && Date.parse(value) > now;
}

// ---- POST applications, POST applications/{id}/reject -----------------------------------------------

export const applySchema = z.object({
  positionId: recordIdSchema,
  resumeFileId: recordIdSchema
    .optional()
    .describe("one of the seeker's resume files to attach (GET resume/files); the recruiter may then open it"),
});
export type ApplyBody = z.infer<typeof applySchema>;

/** The recruiter's optional reason for marking an application not suitable. */
export const applicationRejectSchema = z.object({ reason: optionalText(APPLICATION_REASON_MAX) });
export type ApplicationRejectBody = z.infer<typeof applicationRejectSchema>;

// ---- Query strings ----------------------------------------------------------------------------------

/** An id in a query string (missing or '' = no filter). */
const idQuery = recordIdText.optional();

/** `GET applications/mine?status=` ('' = every status). */
export const myApplicationsQueryShape = { status: orEmpty(optionSchema(APPLICATION_STATUSES)), ...stageQueryShape };

/** `GET applications/received?positionId=&status=` and `.../received/counts?positionId=`. */
export const receivedApplicationsQueryShape = {
  positionId: idQuery,
  status: orEmpty(optionSchema(APPLICATION_STATUSES)),
  ...stageQueryShape,
};

/** `GET records?type=`: '1' interviews (default), '2' offers. */
export const recordsQueryShape = { type: orEmpty(optionSchema(['1', '2'] as const)) };

// ---- Responses (the OpenAPI document is built from these) --------------------------------------------

const id = z.number().int();
const time = z.string().describe('ISO 8601');

export const interviewBriefSchema = z.object({
  id,
  status: z.enum(INTERVIEW_STATUSES),
  method: z.enum(INTERVIEW_METHODS),
  time: time.describe('start, ISO 8601 UTC'),
});

export const interviewSchema = z.object({
  id,
  applicationId: id,
  status: z
    .enum(INTERVIEW_STATUSES)
    .describe(
      'invited, waiting (accepted), passed, failed, rejected (declined, expired unaccepted, or its application rejected)',
    ),
  method: z.enum(INTERVIEW_METHODS),
  time: time.describe('start, ISO 8601 UTC'),
  address: z.string().describe("offline: where; '' otherwise"),
  link: z.string().describe("online: the meeting link; '' otherwise"),
  contact: z.string().describe("contact phone ('' when none)"),
  note: z.string(),
  positionId: id,
  positionTitle: z.string(),
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  seekerId: id,
  seekerName: z.string(),
  createdAt: time,
  updatedAt: time,
  ...interviewSchedulingFields,
});

export const recordSchema = interviewSchema.extend({
  kind: z.enum(['interview', 'offer']).describe("type 1 rows are 'interview', type 2 rows 'offer'"),
  contract: z
    .object({ id, contractNo: z.string(), status: z.enum(CONTRACT_STATUSES) })
    .nullable()
    .optional()
    .describe("type 2: the offer's latest contract sent to you (null: none yet)"),
});

export const interviewStateSchema = z.object({ id, status: z.enum(INTERVIEW_STATUSES) });

const baseFields = {
  id,
  status: z.enum(APPLICATION_STATUSES),
  reason: z
    .string()
    .nullable()
    .describe("rejected: the recruiter's reason, or the automatic close reason in the caller's language"),
  autoClosed: z.boolean().describe('rejected automatically after APPLICATION_CLOSE_DAYS without a reply'),
  noReplyYet: z.boolean().describe('delivered, no interview yet, older than APPLICATION_NO_REPLY_DAYS'),
  positionId: id,
  positionTitle: z.string(),
  createdAt: time,
  updatedAt: time,
  interview: interviewBriefSchema.nullable().describe('the latest interview'),
  ...stageFields,
};

/** A row of `GET applications/mine`. */
export const myApplicationSchema = z.object({
  ...baseFields,
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  ...positionBriefSchema.pick({
    regionName: true,
    salaryMin: true,
    salaryMax: true,
    salaryUnit: true,
    salaryMonths: true,
    negotiable: true,
  }).shape,
});

/** A row of `GET applications/received`. */
export const receivedApplicationSchema = z.object({
  ...baseFields,
  seekerId: id,
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  highestDegree: z.enum(DEGREES).nullable(),
  workYears: z.number().int(),
});

export const applicationCountsSchema = z.object({
  delivered: z.number().int(),
  passed: z.number().int(),
  rejected: z.number().int(),
  all: z.number().int(),
});

/** `GET applications/{id}`. */
export const applicationDetailSchema = receivedApplicationSchema.extend({
  companyId: id,
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  position: positionBriefSchema,
  resume: resumeDetailSchema
    .nullable()
    .describe('the recruiter: the resume as GET resumes/{seekerId} answers it, contacts unmasked; the seeker: null'),
  interviews: z.array(interviewSchema).describe('every interview of the application, newest first'),
  viewer: z.enum(['recruiter', 'seeker']),
  stages: z.array(stageChangeSchema).describe('every stage it reached, oldest first'),
  contract: z
    .object({ id, status: z.enum(CONTRACT_STATUSES) })
    .nullable()
    .describe("the application's newest contract (the recruiter: any; the seeker: sent to them), null when none"),
  resumeFile: resumeFileCardSchema.nullable().describe('the resume file attached when applying, null when none'),
});

export const applicationStateSchema = z.object({ id, status: z.enum(APPLICATION_STATUSES) });

/** The latest interview of an application, as lists show it. */
export type InterviewBrief = z.infer<typeof interviewBriefSchema>;
/** An interview with everything both parties see (`GET interviews/{id}`, the application detail, records). */
export type Interview = z.infer<typeof interviewSchema>;
/** A row of `GET records`: kind 'interview' (type 1) or 'offer' (type 2, a passed interview). */
export type RecordRow = z.infer<typeof recordSchema>;
/** A row of `GET applications/mine` (the seeker's applications). */
export type MyApplicationRow = z.infer<typeof myApplicationSchema>;
/** A row of `GET applications/received` (the recruiter's candidates). */
export type ReceivedApplicationRow = z.infer<typeof receivedApplicationSchema>;
/** `GET applications/received/counts`: badges of the status tabs. */
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;
/** `GET applications/{id}`. */
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
/** `{id, status}` answered by the transitions. */
export type ApplicationState = z.infer<typeof applicationStateSchema>;
export type InterviewState = z.infer<typeof interviewStateSchema>;

// ---- Calls (common/call.ts) ------------------------------------------------------------------------------

/**
 * Applications: the seeker applies and lists their applications (identity seeker); the recruiter lists the
 * applications to their company's positions and passes or rejects them (identity recruiter); either side
 * reads one.
 */
export const applicationCalls = /* @__PURE__ */ defineCalls('applications', () => ({
  apply: {
    method: 'POST',
    path: '/applications',
    access: 'seeker',
    answer: 'data',
    body: applySchema,
    response: applicationStateSchema,
    summary: 'Applies to a visible position (once per position)',
    description:
      "Needs the resume's basic information (nickname, birth date, gender: the refusal names the missing ones) and an education. Not to a position the caller's own account posted. The position's recruiter is notified.",
  },
  mine: {
    method: 'GET',
    path: '/applications/mine',
    access: 'seeker',
    answer: 'page',
    query: pageQuery.extend(myApplicationsQueryShape),
    response: myApplicationSchema,
    summary: "The caller's applications, newest first",
  },
  received: {
    method: 'GET',
    path: '/applications/received',
    access: 'recruiter',
    answer: 'page',
    query: pageQuery.extend(receivedApplicationsQueryShape),
    response: receivedApplicationSchema,
    summary: "Applications to the caller's company's positions, newest first",
    description: "positionId narrows to one position (another company's position answers no rows).",
  },
  receivedCounts: {
    method: 'GET',
    path: '/applications/received/counts',
    access: 'recruiter',
    answer: 'data',
    query: z.object({ positionId: receivedApplicationsQueryShape.positionId }),
    response: applicationCountsSchema,
    summary: 'How many applications of each status (tab badges)',
  },
  pass: {
    method: 'POST',
    path: '/applications/:id/pass',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: applicationStateSchema,
    summary: 'delivered -> passed (the seeker is notified)',
  },
  reject: {
    method: 'POST',
    path: '/applications/:id/reject',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    body: applicationRejectSchema.nullish(),
    response: applicationStateSchema,
    summary: 'delivered -> rejected with an optional reason (the seeker is notified and sees it)',
    description: "Closes the application's open (invited or waiting) interview too, as rejected.",
  },
  detail: {
    method: 'GET',
    path: '/applications/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: applicationDetailSchema,
    summary: 'One application: for the recruiter of its company (with the resume) or its seeker',
  },
}));

/**
 * Interviews: the recruiter invites and records the result (identity recruiter), the invited seeker accepts
 * or declines (identity seeker), either party reads one; and the seeker's job-search records.
 */
export const interviewCalls = /* @__PURE__ */ defineCalls('interviews', () => ({
  invite: {
    method: 'POST',
    path: '/interviews',
    access: 'recruiter',
    answer: 'data',
    body: interviewInviteSchema,
    response: interviewStateSchema,
    summary: 'Invites the seeker of a delivered or passed application of your company',
    description:
      'time: ISO 8601 with a zone, in the future. offline needs address, online a http(s) link, phone a contact phone. One open (invited or waiting) interview per application: a second invite answers "already invited".',
  },
  acceptInterview: {
    method: 'POST',
    path: '/interviews/:id/accept',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'invited -> waiting, before the interview time (the recruiter is notified)',
  },
  declineInterview: {
    method: 'POST',
    path: '/interviews/:id/decline',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'invited -> rejected (the recruiter is notified)',
  },
  passInterview: {
    method: 'POST',
    path: '/interviews/:id/pass',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'waiting -> passed (an offer; the seeker is notified)',
  },
  failInterview: {
    method: 'POST',
    path: '/interviews/:id/fail',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'waiting -> failed (the seeker is notified)',
  },
  interview: {
    method: 'GET',
    path: '/interviews/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: interviewSchema,
    summary: 'One interview, for its seeker or the recruiter of its company',
  },
  records: {
    method: 'GET',
    path: '/records',
    access: 'seeker',
    answer: 'page',
    query: pageQuery.extend(recordsQueryShape),
    response: recordSchema,
    summary:
      "The seeker's job-search records: type 1 interviews, type 2 offers (passed interviews) and their contracts",
    description: "Newest interview time first. Type 2 rows carry the offer's newest contract sent to you.",
  },
}));
