/**
 * WeChat subscription messages (订阅消息): a message reaches a user whose app is closed only after they
 * accepted its template in `wx.requestSubscribeMessage`, and each acceptance of a one-time template allows
 * one message (field facts A3). The app asks at moments where the next messages matter (after applying,
 * after sending a chat message, on accepting an interview, on opening a contract to sign, and from 通知设置),
 * at most three templates at a time, and tells the server what was accepted: the server keeps the credits.
 * Which templates exist is the server's configuration (WECHAT_TEMPLATES); the app asks for them per moment.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import type { DeliveryKind } from './delivery';
import type { Identity } from './constants';
import { MSG } from './messages';

/** When the app asks for subscriptions. */
export const SUBSCRIBE_MOMENTS = ['apply', 'chat', 'interview', 'contract', 'settings'] as const;
export type SubscribeMoment = (typeof SUBSCRIBE_MOMENTS)[number];

/** WeChat shows at most this many templates in one request (older base libraries: 3). */
export const SUBSCRIBE_MAX_PER_REQUEST = 3;
/** Credits one user keeps per template at most: enough for weeks of messages, not a store of thousands. */
export const SUBSCRIBE_CREDIT_CAP = 50;

/**
 * Which kinds each moment asks for, by the caller's identity, most wanted first (the first three with a
 * template are asked). A seeker who applied waits for the answer and an invitation; one who accepted an
 * interview for its reminder; one opening a contract for its deadline. A recruiter hears of chats,
 * interviews coming and signed contracts.
 */
export const MOMENT_KINDS: Record<SubscribeMoment, Record<Identity, readonly DeliveryKind[]>> = {
  apply: {
    seeker: ['application_passed', 'interview_invited', 'application_rejected'],
    recruiter: [],
  },
  chat: { seeker: ['chat_message'], recruiter: ['chat_message'] },
  interview: {
    seeker: ['interview_reminder_seeker', 'contract_sent', 'application_passed'],
    recruiter: ['interview_reminder_recruiter', 'contract_signed'],
  },
  contract: {
    seeker: ['contract_deadline_soon', 'contract_sent'],
    recruiter: ['contract_signed'],
  },
  settings: {
    seeker: ['interview_invited', 'chat_message', 'contract_sent'],
    recruiter: ['chat_message', 'interview_reminder_recruiter', 'contract_signed'],
  },
};

// ---- Schemas (the OpenAPI document is built from these) ----------------------------------------------

const templateIdSchema = z
  .string()
  .min(1, { error: MSG.validation.required })
  .max(128, { error: MSG.validation.tooLong });
const templateIdsSchema = z.array(templateIdSchema).max(20, { error: MSG.validation.itemsMax });

/** `POST notification/subscriptions`: the template ids of one wx.requestSubscribeMessage answer. */
export const subscriptionsBodySchema = z.object({
  accepted: templateIdsSchema.describe('template ids the user accepted (accept)'),
  rejected: templateIdsSchema.optional().describe('template ids the user refused (reject, ban, filter)'),
});
export type SubscriptionsBody = z.infer<typeof subscriptionsBodySchema>;

/** What the app asks for at each moment: template ids, at most SUBSCRIBE_MAX_PER_REQUEST each. */
export const subscribeMomentsSchema = z.object({
  enabled: z.boolean().describe('false: WeChat subscription messages are off (no templates configured)'),
  moments: z.object(
    Object.fromEntries(SUBSCRIBE_MOMENTS.map((moment) => [moment, z.array(z.string())])) as Record<
      SubscribeMoment,
      z.ZodArray<z.ZodString>
    >,
  ),
});
export type SubscribeMoments = z.infer<typeof subscribeMomentsSchema>;

export const subscriptionCreditsSchema = z.object({
  credits: z
    .array(z.object({ templateId: z.string(), credits: z.number().int().nonnegative() }))
    .describe('the credits the caller now holds for each template accepted'),
});
export type SubscriptionCredits = z.infer<typeof subscriptionCreditsSchema>;

// ---- Calls (common/call.ts): any logged-in user, their own subscriptions only --------------------------

export const subscriptionsCalls = /* @__PURE__ */ defineCalls('subscriptions', () => ({
  moments: {
    method: 'GET',
    path: '/notification/subscriptions',
    access: 'user',
    answer: 'data',
    response: subscribeMomentsSchema,
    summary: 'The WeChat subscription templates to ask for at each moment (apply, chat, interview, contract, settings)',
  },
  save: {
    method: 'POST',
    path: '/notification/subscriptions',
    access: 'user',
    answer: 'data',
    body: subscriptionsBodySchema,
    response: subscriptionCreditsSchema,
    summary: 'Records what the user answered in wx.requestSubscribeMessage: each accepted template is one message',
    description: `Template ids must be configured ones (refused otherwise). Credits per template are capped at ${SUBSCRIBE_CREDIT_CAP}.`,
  },
}));
