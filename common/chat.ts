/**
 * Chat between a job seeker and a recruiter about one position: the contract of every call and of the
 * socket frames, and the rules both sides share (limits). The fraud guard over a recruiter's texts is the
 * server's (server/src/modules/chat/fraud-guard.ts, on the screening rules of common/screening/).
 *
 * Delivery model (docs/chat.md): every message gets a per-conversation sequence number `seq` from the
 * server; unread counts and read receipts derive from each member's last read seq; a client resends with
 * the same `clientId` and gets the same message back. The socket only pushes; whatever it missed is read
 * again over HTTP by seq.
 *
 * The domain is called "chat" in common/, src/features/ and server/src/modules/ because common/messages.ts
 * is the text catalogue.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG } from './messages';
import { STAGES } from './pipeline';
import { positionBriefSchema } from './position-brief';
import { resumeFileCardSchema } from './resume-files';
import { idParam, idPath, integerText, RECORD_ID_MAX, recordIdSchema, recordIdText } from './validation';

/** At most this many characters in one text message. */
export const CHAT_TEXT_MAX = 1000;
/** At most this many characters in a greeting and in one quick reply. */
export const CHAT_GREETING_MAX = 200;
/** At most this many quick replies (常用语) per user. */
export const CHAT_QUICK_REPLIES_MAX = 20;
/** Default daily limits on new conversations (the server's CHAT_* settings override them). */
export const CHAT_SEEKER_DAILY_STARTS = 50;
export const CHAT_RECRUITER_DAILY_GREETS = 100;
/** Messages per page of a conversation's history. */
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;

export const CHAT_MESSAGE_KINDS = [
  'text',
  'image',
  'position',
  'resume',
  'exchange',
  'exchange_answer',
  'interview',
  'reschedule',
  'resume_file',
  'resume_file_request',
  'system',
] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** What two members can exchange inside a conversation. */
export const EXCHANGE_WHATS = ['phone', 'wechat'] as const;
export type ExchangeWhat = (typeof EXCHANGE_WHATS)[number];

export const REPORT_REASONS = ['fraud', 'harassment', 'fake_position', 'discrimination', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The system lines the server appends; the app renders them from their key, in the reader's language. */
export const CHAT_SYSTEM_LINES = MSG.chat.line;

// ---- Requests ---------------------------------------------------------------------------------------------

const id = recordIdSchema;

/** `POST conversations`: a seeker names the position; a recruiter names the position and the seeker. */
export const startConversationSchema = z.object({
  positionId: id,
  seekerId: id.optional().describe('recruiters only: the seeker to greet'),
});
export type StartConversationBody = z.infer<typeof startConversationSchema>;

const clientId = z
  .string({ error: MSG.validation.required })
  .trim()
  .min(8, { error: MSG.chat.clientId })
  .max(64, { error: MSG.chat.clientId })
  .regex(/^[A-Za-z0-9_-]+$/, { error: MSG.chat.clientId })
  .describe('made by the sender; a resend with the same id answers the message already stored');

const text = z
  .string({ error: MSG.validation.required })
  .trim()
  .min(1, { error: MSG.chat.empty })
  .max(CHAT_TEXT_MAX, { error: MSG.chat.tooLong });

/** `POST conversations/{id}/messages`: what a member can send by hand. */
export const sendMessageSchema = z.discriminatedUnion('kind', [
  z.object({ clientId, kind: z.literal('text'), text }),
  z.object({
    clientId,
    kind: z.literal('image'),
    url: z
      .string()
      .regex(/^\/api\/uploads\/[A-Za-z0-9._-]+$/, { error: MSG.chat.image })
      .describe('an upload path answered by POST common/upload'),
  }),
  z.object({ clientId, kind: z.literal('position'), positionId: id.describe("one of the recruiter's positions") }),
  z.object({ clientId, kind: z.literal('resume') }),
  z.object({
    clientId,
    kind: z.literal('resume_file'),
    fileId: id
      .nullable()
      .describe("one of the seeker's resume files (GET resume/files); null: the online resume as a PDF"),
  }),
]);
export type SendMessageBody = z.infer<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  before: recordIdText.optional().describe('older than this seq (pull up for history)'),
  after: integerText(0, RECORD_ID_MAX).optional().describe('newer than this seq (sync after a reconnect)'),
  limit: z.coerce
    .number({ error: MSG.validation.integer })
    .int({ error: MSG.validation.integer })
    .min(1, { error: MSG.validation.numberMin })
    .overwrite((n) => Math.min(n, CHAT_PAGE_MAX))
    .default(CHAT_PAGE_DEFAULT),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const conversationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only conversations with unread messages (the 未读 filter)'),
  pageNum: z.coerce.number().int().min(1).max(500).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .overwrite((n) => Math.min(n, 50))
    .default(20),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const readSchema = z.object({ seq: z.number().int().min(0) });
export const resumeFileAnswerSchema = z.discriminatedUnion('accept', [
  z.object({
    accept: z.literal(true),
    fileId: id.nullable().describe("one of the seeker's resume files; null: the online resume as a PDF"),
  }),
  z.object({ accept: z.literal(false) }),
]);
export type ResumeFileAnswerBody = z.infer<typeof resumeFileAnswerSchema>;
export const exchangeRequestSchema = z.object({ what: z.enum(EXCHANGE_WHATS, { error: MSG.validation.option }) });
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MSG.chat.reportReason }),
  detail: z.string().trim().max(500, { error: MSG.validation.tooLong }).default(''),
});
export type ReportBody = z.infer<typeof reportSchema>;

export const chatSettingsSchema = z.object({
  greeting: z
    .string()
    .trim()
    .min(1, { error: MSG.chat.greetingEmpty })
    .max(CHAT_GREETING_MAX, { error: MSG.validation.tooLong }),
  quickReplies: z
    .array(
      z.string().trim().min(1, { error: MSG.chat.empty }).max(CHAT_GREETING_MAX, { error: MSG.validation.tooLong }),
    )
    .max(CHAT_QUICK_REPLIES_MAX, { error: MSG.chat.quickRepliesMax }),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

// ---- Responses --------------------------------------------------------------------------------------------

const time = z.string().describe('ISO 8601');

const messageBase = {
  id,
  conversationId: id,
  seq: z.number().int().positive().describe('1, 2, 3 ... within the conversation'),
  senderId: id.nullable().describe('null for system lines'),
  clientId: z.string().nullable(),
  createdAt: time,
};

export const chatMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    ...messageBase,
    kind: z.literal('text'),
    text: z.string(),
    fraudWarning: z
      .boolean()
      .describe("a recruiter's text with a fee or scam phrase (common/screening): shown to the seeker with a warning"),
  }),
  z.object({ ...messageBase, kind: z.literal('image'), url: z.string() }),
  z.object({
    ...messageBase,
    kind: z.literal('position'),
    position: positionBriefSchema.extend({ companyName: z.string() }),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('resume'),
    applicationId: id,
    applicationCreated: z.boolean().describe('sending the resume created the application'),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('exchange'),
    what: z.enum(EXCHANGE_WHATS),
    state: z.enum(['pending', 'accepted', 'declined']),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('exchange_answer'),
    what: z.enum(EXCHANGE_WHATS),
    requestId: id.describe('the exchange message answered'),
    accepted: z.boolean(),
    values: z
      .object({ seeker: z.string(), recruiter: z.string() })
      .nullable()
      .describe('accepted: both phone numbers or WeChat IDs; declined: null'),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('interview'),
    interview: z.object({
      id,
      method: z.string().describe('online | offline | phone'),
      time,
      status: z.string().describe('the interview status when last changed (GET interviews/{id} has the details)'),
    }),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('reschedule'),
    reschedule: z.object({
      interviewId: id,
      proposalId: id,
      time: time.describe('the proposed start'),
      reason: z.string(),
      by: z.enum(['seeker', 'recruiter']).describe('the side that proposed (the other side answers)'),
      state: z.enum(['pending', 'accepted', 'declined']).describe('the proposal when last changed'),
    }),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('resume_file'),
    file: resumeFileCardSchema.describe('open it through GET resume/files/{id}/link'),
    requestId: id.nullable().describe('the resume_file_request it answers, or null when sent unasked'),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('resume_file_request'),
    state: z.enum(['pending', 'accepted', 'declined']).describe('the request when last changed'),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('system'),
    text: z.string().describe("rendered in the caller's language (pushed lines: in zh-Hans; render key + params)"),
    key: z.string().describe('message key of the line'),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const otherSchema = z.object({
  userId: id,
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['seeker', 'recruiter']),
  verified: z.boolean().describe('the other member is a verified recruiter (已认证)'),
});

export const conversationSummarySchema = z.object({
  id,
  position: z.object({ id, title: z.string() }),
  companyId: id.describe("the position's company (its homepage: GET companies/{id})"),
  companyName: z.string(),
  other: otherSchema,
  me: z.enum(['seeker', 'recruiter']).describe("the caller's side in this conversation"),
  lastSeq: z.number().int().min(0),
  lastMessage: z
    .object({
      kind: z.enum(CHAT_MESSAGE_KINDS),
      preview: z.string().describe("a one-line preview in the caller's language"),
      senderId: id.nullable(),
      at: time,
    })
    .nullable(),
  unread: z.number().int().min(0),
  updatedAt: time,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  position: positionBriefSchema,
  myReadSeq: z.number().int().min(0),
  otherReadSeq: z.number().int().min(0).describe('own messages with seq <= this are 已读, the rest 已送达'),
  blockedByMe: z.boolean().describe('the caller blocked it (the other side is not told)'),
  applicationId: id.nullable().describe("the seeker's application to the position, if any"),
  applicationStage: z
    .enum(STAGES)
    .nullable()
    .describe('where that application stands (common/pipeline.ts), null when none'),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const messagesPageSchema = z.object({
  messages: z.array(chatMessageSchema).describe('oldest first'),
  hasOlder: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const conversationIdSchema = z.object({ id, created: z.boolean() });
export const unreadTotalSchema = z.object({ count: z.number().int().min(0) });
export const readStateSchema = z.object({ id, myReadSeq: z.number().int().min(0) });
export const blockStateSchema = z.object({ id, blockedByMe: z.boolean() });

// ---- Calls (common/call.ts): any logged-in user; only the two members reach a conversation ---------------
// The socket that pushes new messages is server/src/plugins/realtime.ts (GET /api/ws); these calls are the
// source of truth it syncs from.

/** `/conversations/:id/exchanges/:messageId/...`. */
const exchangeMessagePath = z.object({ id: idParam, messageId: idParam });

export const chatCalls = /* @__PURE__ */ defineCalls('chat', () => ({
  start: {
    method: 'POST',
    path: '/conversations',
    access: 'user',
    answer: 'data',
    body: startConversationSchema,
    response: conversationIdSchema,
    summary:
      'Opens the conversation about a position (a seeker: with its recruiter; a recruiter: with seekerId) and sends the greeting when new',
  },
  list: {
    method: 'GET',
    path: '/conversations',
    access: 'user',
    answer: 'page',
    query: conversationsQuerySchema,
    response: conversationSummarySchema,
    summary: "The caller's conversations, newest activity first, with unread counts",
  },
  unreadCount: {
    method: 'GET',
    path: '/conversations/unreadCount',
    access: 'user',
    answer: 'data',
    response: unreadTotalSchema,
    summary: 'Unread messages over all conversations of the caller',
  },
  detail: {
    method: 'GET',
    path: '/conversations/:id',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: conversationDetailSchema,
    summary: 'One conversation: the other member, the position card, read state and block state',
  },
  messages: {
    method: 'GET',
    path: '/conversations/:id/messages',
    access: 'user',
    answer: 'data',
    params: idPath,
    query: messagesQuerySchema,
    response: messagesPageSchema,
    summary: 'Messages by seq, oldest first: the latest, those before `before`, or those after `after`',
  },
  send: {
    method: 'POST',
    path: '/conversations/:id/messages',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: sendMessageSchema,
    response: chatMessageSchema,
    summary:
      'Sends a message (text, image, position, resume); a resend with the same clientId answers the stored message',
  },
  read: {
    method: 'POST',
    path: '/conversations/:id/read',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: readSchema,
    response: readStateSchema,
    summary: 'Marks the conversation read up to seq (never backwards)',
  },
  requestExchange: {
    method: 'POST',
    path: '/conversations/:id/exchanges',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: exchangeRequestSchema,
    response: chatMessageSchema,
    summary: 'Asks the other member to exchange phone numbers or WeChat IDs',
  },
  acceptExchange: {
    method: 'POST',
    path: '/conversations/:id/exchanges/:messageId/accept',
    access: 'user',
    answer: 'data',
    params: exchangeMessagePath,
    response: chatMessageSchema,
    summary: "Accepts the other member's exchange request: both see both values",
  },
  declineExchange: {
    method: 'POST',
    path: '/conversations/:id/exchanges/:messageId/decline',
    access: 'user',
    answer: 'data',
    params: exchangeMessagePath,
    response: chatMessageSchema,
    summary: "Declines the other member's exchange request",
  },
  requestResumeFile: {
    method: 'POST',
    path: '/conversations/:id/resume-file-requests',
    access: 'recruiter',
    answer: 'data',
    params: idPath,
    response: chatMessageSchema,
    summary: 'The recruiter asks the seeker for an attachment resume (索要附件简历); one open request at a time',
  },
  answerResumeFileRequest: {
    method: 'POST',
    path: '/conversations/:id/resume-file-requests/:messageId',
    access: 'seeker',
    answer: 'data',
    params: exchangeMessagePath,
    body: resumeFileAnswerSchema,
    response: chatMessageSchema,
    summary:
      'The seeker answers a request for an attachment resume: accept with a file (null: the online resume as a PDF), which is sent as a card; or decline',
  },
  block: {
    method: 'POST',
    path: '/conversations/:id/block',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: blockStateSchema,
    summary:
      'Blocks the conversation: the other member can no longer write (they are told only that it was not delivered)',
  },
  unblock: {
    method: 'POST',
    path: '/conversations/:id/unblock',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: blockStateSchema,
    summary: 'Lifts the block the caller set',
  },
  report: {
    method: 'POST',
    path: '/conversations/:id/report',
    access: 'user',
    answer: 'done',
    params: idPath,
    body: reportSchema,
    summary: 'Reports the other member to the operators (reason required)',
  },
  settings: {
    method: 'GET',
    path: '/chat/settings',
    access: 'user',
    answer: 'data',
    response: chatSettingsSchema,
    summary: "The caller's greeting and quick replies (defaults in the caller's language until saved)",
  },
  saveSettings: {
    method: 'PUT',
    path: '/chat/settings',
    access: 'user',
    answer: 'data',
    body: chatSettingsSchema,
    response: chatSettingsSchema,
    summary: 'Saves the greeting and the quick replies',
  },
}));
