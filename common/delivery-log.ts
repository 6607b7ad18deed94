/**
 * The operators' delivery log (review center → 送达记录): what the outbox did for one user, found by the
 * account's phone: each delivery's event, channel, state, attempts and last error. Never what it said (a
 * chat message's words stay between its members).
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { DELIVERY_CHANNELS, DELIVERY_STATES } from './delivery';
import { phoneSchema } from './validation/contact';
import { pageQuery } from './validation/paging';

export const deliveryLogQuery = pageQuery.extend({ phone: phoneSchema.describe("the account's phone") });

export const deliveryLogRowSchema = z.object({
  id: z.number().int(),
  event: z.string().describe("the domain event, e.g. 'interview.invited', 'chat.message'"),
  kind: z.string().describe("a notification kind, 'chat_message' or 'frame' (a socket push)"),
  channel: z.enum(DELIVERY_CHANNELS),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('the last failure, or why it was skipped or held'),
  nextAt: z.string().nullable().describe('ISO 8601: when a pending delivery is tried next'),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRowSchema>;

export const deliveryLogSchema = z.object({
  user: z
    .object({ id: z.number().int(), nickname: z.string(), phone: z.string().describe('masked: 138****0001') })
    .nullable()
    .describe('null: no account has this phone'),
  rows: z.array(deliveryLogRowSchema),
  total: z.number().int(),
});
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;

export const deliveryLogCalls = /* @__PURE__ */ defineCalls('deliveries', () => ({
  ofUser: {
    method: 'GET',
    path: '/review/deliveries',
    access: 'operator',
    answer: 'data',
    query: deliveryLogQuery,
    response: deliveryLogSchema,
    summary: "A user's deliveries outside the app (push, WeChat, SMS), newest first, found by phone",
    description:
      'Event, channel, state (pending / sent / skipped / dead), attempts, last error and times; never the message itself.',
  },
}));
