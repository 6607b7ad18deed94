/**
 * Onboarding: what a new account does after its first login, so that it lands somewhere
 * useful instead of on the login page. After choosing seeker or recruiter (the identity switch):
 * - seeker: `profile` (name and gender), `status` (job status and the year work started), `expectation`
 *   (one job expectation: category, city, salary); it ends on home 推荐 for that expectation;
 * - recruiter: `profile` (the name and title seekers see), `company` (join an existing one, approved by its
 *   first recruiter or an operator, or create one), `position` (a first position); it ends on the recruiter home.
 * Every step can be skipped; the server keeps which were skipped, so a user who closes the app half-way
 * comes back to the first step neither done nor skipped. Whether a step is done is read from the records
 * themselves (the resume, the company, the positions), never stored twice.
 *
 * Joining a company: `GET companies/search?name=`, `POST companies/{id}/join`; the company's first recruiter
 * (or an operator) lists and answers the requests (`GET company/join-requests`, `.../approve`, `.../reject`);
 * an approved requester is one of the company's recruiters (posts its positions, sees its candidates). A
 * recruiter who ended onboarding while the request waited, and has no position, gets it back at `position`
 * once approved (the steps before stay done or skipped): onboarding ends with a first position as it should.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { GENDERS, IDENTITIES, JOB_STATUSES, type Identity } from './constants';
import { ONBOARDING_MSG } from './messages.onboarding';
import { RESUME_NICKNAME_MAX } from './resume';
import { optionalText, optionSchema, requiredText } from './validation/text';
import { RECRUITER_NAME_MAX, RECRUITER_TITLE_MAX } from './account';
import { idPath } from './validation/paging';
import { MSG } from './messages';

export const ONBOARDING_STEPS = {
  seeker: ['profile', 'status', 'expectation'],
  recruiter: ['profile', 'company', 'position'],
} as const satisfies Record<Identity, readonly string[]>;

export type SeekerStep = (typeof ONBOARDING_STEPS.seeker)[number];
export type RecruiterStep = (typeof ONBOARDING_STEPS.recruiter)[number];
export type OnboardingStep = SeekerStep | RecruiterStep;
export const ALL_STEPS = ['profile', 'status', 'expectation', 'company', 'position'] as const;

/**
 * A step's state: done (its record exists), skipped, waiting (a join request not answered yet: the company
 * step is neither done nor to do), or todo.
 */
export type StepState = 'done' | 'skipped' | 'waiting' | 'todo';

/** What a step's state is read from (the server gathers them from the records). */
export interface OnboardingFacts {
  seeker: { profile: boolean; status: boolean; expectation: boolean };
  recruiter: { profile: boolean; company: boolean; joinPending: boolean; position: boolean };
}

/** Each step of the identity's onboarding with its state. */
export function stepStates(
  identity: Identity,
  facts: OnboardingFacts,
  skipped: readonly string[],
): Array<{ key: OnboardingStep; state: StepState }> {
  return ONBOARDING_STEPS[identity].map((key: OnboardingStep) => {
    const done = identity === 'seeker' ? facts.seeker[key as SeekerStep] : facts.recruiter[key as RecruiterStep];
    if (done) return { key, state: 'done' };
    if (skipped.includes(key)) return { key, state: 'skipped' };
    if (key === 'company' && facts.recruiter.joinPending) return { key, state: 'waiting' };
    // A first position needs a company: while the company step waits for an answer there is nothing to do.
    if (key === 'position' && !facts.recruiter.company)
      return { key, state: facts.recruiter.joinPending ? 'waiting' : 'todo' };
    return { key, state: 'todo' };
  });
}

/** The first step neither done, skipped nor waiting; undefined when onboarding has nothing left to ask. */
export function nextStep(steps: ReadonlyArray<{ key: OnboardingStep; state: StepState }>): OnboardingStep | undefined {
  return steps.find((step) => step.state === 'todo')?.key;
}

/** The skipped steps as stored ('profile,status'), read back; unknown names are dropped. */
export function parseSkipped(text: string | null | undefined): OnboardingStep[] {
  return (text ?? '').split(',').filter((key): key is OnboardingStep => (ALL_STEPS as readonly string[]).includes(key));
}

// ---- Schemas -----------------------------------------------------------------------------------------

/** The first year a seeker may say they started working (older answers are typing mistakes). */
export const WORK_SINCE_MIN_YEAR = 1960;
/** `none`: not working yet (a student, a graduate). */
export const WORK_SINCE_NONE = 'none';

/** 'YYYY' (from WORK_SINCE_MIN_YEAR to this year) or 'none'. */
export function isWorkSince(value: string, thisYear: number): boolean {
  if (value === WORK_SINCE_NONE) return true;
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= WORK_SINCE_MIN_YEAR && year <= thisYear;
}

/** The years a picker offers, newest first. */
export function workSinceYears(thisYear: number): string[] {
  return Array.from({ length: thisYear - WORK_SINCE_MIN_YEAR + 1 }, (_, i) => String(thisYear - i));
}

export const onboardingProfileSchema = z.object({
  nickname: z
    .string({ error: MSG.validation.nickname })
    .trim()
    .min(1, { error: MSG.validation.nickname })
    .max(RESUME_NICKNAME_MAX, { error: MSG.validation.tooLong }),
  gender: optionSchema(GENDERS),
});
export type OnboardingProfileBody = z.infer<typeof onboardingProfileSchema>;

export const onboardingStatusSchema = z.object({
  jobStatus: optionSchema(JOB_STATUSES),
  workSince: z
    .string({ error: ONBOARDING_MSG.workSince })
    .regex(/^(none|\d{4})$/, { error: ONBOARDING_MSG.workSince })
    .describe(`a year from ${WORK_SINCE_MIN_YEAR} to this year, or 'none'`)
    .refine((value) => isWorkSince(value, new Date().getFullYear()), { error: ONBOARDING_MSG.workSince }),
});
export type OnboardingStatusBody = z.infer<typeof onboardingStatusSchema>;

/** Recruiter step 1 (saved through `PUT user/contact`): the name seekers see is needed, the title is not. */
export const recruiterCardSchema = z.object({
  displayName: requiredText(RECRUITER_NAME_MAX),
  title: optionalText(RECRUITER_TITLE_MAX),
});

export const skipStepSchema = z.object({
  step: z.enum(ALL_STEPS, { error: ONBOARDING_MSG.unknownStep }),
});

const time = z.string().describe('ISO 8601');

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const joinRequestSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  userId: z.number().int(),
  requesterName: z.string().describe('the name the requester shows seekers, else their nickname'),
  requesterTitle: z.string().describe("'' when none"),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: time,
  decidedAt: time.nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const onboardingSchema = z.object({
  identity: z.enum(IDENTITIES).nullable().describe('null: the identity is chosen first'),
  active: z.boolean().describe('onboarding has not been finished (a new account)'),
  steps: z.array(z.object({ key: z.enum(ALL_STEPS), state: z.enum(['done', 'skipped', 'waiting', 'todo']) })),
  next: z.enum(ALL_STEPS).nullable().describe('the first step to do; null: nothing left (finish)'),
  /** The seeker's first expectation (home 推荐 opens on it). */
  expectationId: z.number().int().nullable(),
  /** The recruiter's join request not answered yet, or the last one answered. */
  joinRequest: joinRequestSchema.nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const COMPANY_SEARCH_MAX = 10;
export const COMPANY_SEARCH_NAME_MAX = 30;

export const companySearchQuery = z.object({
  name: z
    .string({ error: MSG.validation.required })
    .trim()
    .min(1, { error: MSG.validation.required })
    .max(COMPANY_SEARCH_NAME_MAX, { error: MSG.validation.tooLong }),
});

export const companyHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().describe("'' when none"),
  regionName: z.string(),
  verified: z.boolean().describe('approved by the platform'),
});
export type CompanyHit = z.infer<typeof companyHitSchema>;

export const onboardingCalls = /* @__PURE__ */ defineCalls('onboarding', () => ({
  state: {
    method: 'GET',
    path: '/onboarding',
    access: 'user',
    answer: 'data',
    response: onboardingSchema,
    summary: "The caller's onboarding: each step's state and the next one",
  },
  skip: {
    method: 'POST',
    path: '/onboarding/skip',
    access: 'user',
    answer: 'data',
    body: skipStepSchema,
    response: onboardingSchema,
    summary: 'Skips a step (it is not asked again); answers the onboarding',
  },
  finish: {
    method: 'POST',
    path: '/onboarding/finish',
    access: 'user',
    answer: 'done',
    summary: 'Ends onboarding (the app stops resuming it at start)',
  },
  saveProfile: {
    method: 'PUT',
    path: '/onboarding/seeker/profile',
    access: 'seeker',
    answer: 'data',
    body: onboardingProfileSchema,
    response: onboardingSchema,
    summary: "Seeker step 1: the resume's name and gender",
  },
  saveStatus: {
    method: 'PUT',
    path: '/onboarding/seeker/status',
    access: 'seeker',
    answer: 'data',
    body: onboardingStatusSchema,
    response: onboardingSchema,
    summary: "Seeker step 2: the job status and the year work started ('none': not yet)",
  },
  searchCompanies: {
    method: 'GET',
    path: '/companies/search',
    access: 'recruiter',
    answer: 'data',
    query: companySearchQuery,
    response: z.array(companyHitSchema),
    summary: 'Companies whose name contains the text (at most 10), to join one',
  },
  join: {
    method: 'POST',
    path: '/companies/:id/join',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: joinRequestSchema,
    summary: 'Asks to join a company; its first recruiter is notified (or an operator answers)',
    description:
      'Refused when the caller already belongs to a company; a pending request to another company is withdrawn.',
  },
  cancelJoin: {
    method: 'POST',
    path: '/company/join-request/cancel',
    access: 'recruiter',
    answer: 'done',
    summary: "Withdraws the caller's pending join request",
  },
  joinRequests: {
    method: 'GET',
    path: '/company/join-requests',
    access: 'user',
    answer: 'data',
    response: z.array(joinRequestSchema),
    summary: "Pending requests to join the caller's company (an operator: every pending request)",
  },
  approveJoin: {
    method: 'POST',
    path: '/company/join-requests/:id/approve',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: joinRequestSchema,
    summary:
      'Approves a join request (the company’s first recruiter or an operator): the requester becomes a recruiter of the company',
  },
  rejectJoin: {
    method: 'POST',
    path: '/company/join-requests/:id/reject',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: joinRequestSchema,
    summary: 'Declines a join request (the company’s first recruiter or an operator)',
  },
}));
