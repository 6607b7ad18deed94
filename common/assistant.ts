/**
 * The private assistant (pages/aiChat/index): a chat about job goals, answered from the product's own data.
 * One call asks (`POST assistant/ask`) and is answered as a stream of NDJSON events, one JSON object per line:
 *   {"type":"session","id":3}                          the session the exchange belongs to (new or given)
 *   {"type":"delta","text":"为你找到…"}                   text as it is written
 *   {"type":"cards","cards":[…]}                        positions (or candidates) with why each matches
 *   {"type":"offer","action":"saveExpectation","goal":…} the goal can be saved as a job expectation (asks first)
 *   {"type":"done","messageId":41}                      the answer is stored
 *   {"type":"error","msg":"…"}                          refused (the daily limit, a bad question)
 * The session id and the messages persist on the server; the app caches the latest session in storage.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { expectationShape } from './resume';
import { recordIdSchema, refineSalaryRange, requiredText } from './validation';
import { idParam } from './validation/paging';

export const ASSISTANT_TEXT_MAX = 500;
/** Questions a user may ask per China day. */
export const ASSISTANT_DAILY_LIMIT = 100;
export const ASSISTANT_CARDS_MAX = 5;

export const askSchema = z.object({
  sessionId: recordIdSchema.optional(),
  text: requiredText(ASSISTANT_TEXT_MAX),
});
export type AskBody = z.infer<typeof askSchema>;

/** A position the assistant found, and why it matches (城市 ✓, 薪资 ✓, 缺 双休). */
export const assistantCardSchema = z.object({
  kind: z.enum(['position', 'candidate']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  salary: z.string(),
  reasons: z.array(z.object({ label: z.string(), ok: z.boolean() })),
});
export type AssistantCard = z.infer<typeof assistantCardSchema>;

/** A goal the user may save as a job expectation (the expectation form's fields). */
export const assistantGoalSchema = z.object({
  position: z.string(),
  location: z.string(),
  locationName: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  jobType: z.enum(['full', 'part']),
});
export type AssistantGoal = z.infer<typeof assistantGoalSchema>;

/**
 * `POST assistant/save-goal`: an offered goal, saved as a job expectation, so under the expectation form's
 * rules (a region code, salaries, the job type); the document said "any string" while the save refused.
 */
export const saveGoalSchema = z
  .object({
    position: expectationShape.position,
    location: expectationShape.location,
    locationName: z.string(),
    salaryMin: expectationShape.salaryMin,
    salaryMax: expectationShape.salaryMax,
    jobType: expectationShape.jobType,
  })
  .superRefine(refineSalaryRange('salaryMin', 'salaryMax'));
export const savedGoalSchema = z.object({ saved: z.boolean() });

/** A goal as `saveGoalSchema` passed it: the only kind the server saves. */
export type CheckedGoal = z.infer<typeof saveGoalSchema>;

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(assistantCardSchema),
  goal: assistantGoalSchema.nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantSessionSchema = z.object({
  id: z.number().int(),
  messages: z.array(assistantMessageSchema),
});
export type AssistantSession = z.infer<typeof assistantSessionSchema>;

export type AssistantEvent =
  | { type: 'session'; id: number }
  | { type: 'delta'; text: string }
  | { type: 'cards'; cards: AssistantCard[] }
  | { type: 'offer'; action: 'saveExpectation'; goal: AssistantGoal }
  | { type: 'done'; messageId: number }
  | { type: 'error'; msg: string };

/** What an empty chat suggests. */
export const ASSISTANT_PROMPTS = {
  seeker: ['想在杭州找前端，月薪2万左右，双休', '我的投递怎么样了', '我的简历还缺什么', '最近有面试吗'],
  recruiter: ['帮我找前端开发的候选人', '写一段Java开发的职位描述'],
} as const;

// ---- Calls (common/call.ts): the logged-in user's own sessions --------------------------------------------

export const assistantCalls = /* @__PURE__ */ defineCalls('assistant', () => ({
  ask: {
    method: 'POST',
    path: '/assistant/ask',
    access: 'user',
    answer: 'stream',
    body: askSchema,
    produces: ['application/x-ndjson'],
    summary: 'Asks the assistant; the answer streams as NDJSON events (session, delta, cards, offer, done)',
    description: `At most ${ASSISTANT_DAILY_LIMIT} questions a China day. Refusals before the stream starts are the usual envelope.`,
  },
  session: {
    method: 'GET',
    path: '/assistant/session',
    access: 'user',
    answer: 'data',
    query: z.object({ id: idParam.optional() }),
    response: assistantSessionSchema.nullable(),
    summary: 'The newest session (or ?id= one of yours) with its messages; null when there is none',
  },
  saveGoal: {
    method: 'POST',
    path: '/assistant/save-goal',
    access: 'seeker',
    answer: 'data',
    body: saveGoalSchema,
    response: savedGoalSchema,
    summary: 'Saves a goal the assistant offered as a job expectation (the user confirmed it)',
  },
}));
