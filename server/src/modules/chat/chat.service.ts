/**
 * Chat between a job seeker and a recruiter about one position (docs/chat.md).
 *
 * - One conversation per seeker, recruiter and position; starting it again opens the same one. Starting
 *   one sends the starter's greeting; a seeker starts at most CHAT_SEEKER_DAILY_STARTS a China day, a
 *   recruiter greets at most CHAT_RECRUITER_DAILY_GREETS seekers.
 * - Every message gets the next seq of its conversation in the transaction that stores it; a resend with
 *   the same client id answers the stored message. Unread = last seq - the member's read seq.
 * - Only the two members reach a conversation; anyone else gets "does not exist". A blocked conversation
 *   refuses the blocked member's messages with "could not be delivered" (they are not told why).
 * - System content: interview invitations appear as cards (created with the conversation if none exists),
 *   application and interview results as lines; they come from the applications events.
 * - What a member changes is recorded as an event and pushed over the socket after commit.
 */
import {
  asksForMoney,
  type ChatMessage,
  type ChatSettings,
  type ConversationDetail,
  type ConversationSummary,
  type ExchangeWhat,
  type MessagesQuery,
  type ReportBody,
  type SendMessageBody,
  type StartConversationBody,
} from '@common/chat';
import type { Locale } from '@common/i18n';
import { MSG, t, type MessageKey } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { ChatLimits } from '../../core/config';
import type { AppEventBus, ApplicationFacts, InterviewFacts } from '../../core/events';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { chinaDayStart, toIso } from '../../db/time';
import { transaction, type Tx } from '../../db/transaction';
import type { ChatMessageRow, ConversationRow } from '../../db/types';
import type { AuthUser } from '../../http/caller';
import { forbidden, refuse } from '../../http/errors';
import { createChatRepository, type NewMessage, type Side } from './chat.repository';

/** A user as the other member sees them. */
export interface Profile {
  nickname: string;
  avatar: string | null;
  phone: string | null;
}

/** The position facts a conversation needs. */
export interface PositionFacts {
  id: number;
  title: string;
  companyId: number;
  companyName: string;
  recruiterUserId: number;
  salaryMin: number;
  salaryMax: number;
  regionName: string;
}

export interface ChatServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  limits: ChatLimits;
  /** Names, avatars and phones of users (accounts). */
  profiles(userIds: number[]): Promise<Map<number, Profile>>;
  /**
   * Without `ownerId`: a position seekers may see (undefined when not visible). With it: that user's own
   * position (undefined when it is not theirs or deleted).
   */
  position(positionId: number, ownerId?: number): Promise<PositionFacts | undefined>;
  /** The company a recruiter owns. */
  companyIdOf(userId: number): Promise<number | undefined>;
  /** Refuses when the recruiter may not see the seeker's resume (hidden, blocking the company, incomplete). */
  checkResumeOpen(recruiterId: number, seekerId: number): Promise<void>;
  /** The WeChat ID on the user's resume ('' when none). */
  wechatOf(userId: number): Promise<string>;
  /** The seeker's application to the position, if any. */
  applicationOf(seekerId: number, positionId: number): Promise<{ id: number } | null>;
  /** Applies (the rules and refusals of applying); answers the new application's id. */
  apply(seekerId: number, positionId: number, locale: Locale): Promise<{ id: number }>;
}

type Preview = NewMessage['preview'];

/** The default quick replies of a new user, by identity (message keys: shown in the user's language). */
const DEFAULT_QUICK_REPLIES = {
  seeker: [MSG.chat.quick.seeker1, MSG.chat.quick.seeker2, MSG.chat.quick.seeker3],
  recruiter: [MSG.chat.quick.recruiter1, MSG.chat.quick.recruiter2, MSG.chat.quick.recruiter3],
} as const;
/** The default greeting, by identity, until the user saves one. */
const DEFAULT_GREETING = { seeker: MSG.chat.greeting.seeker, recruiter: MSG.chat.greeting.recruiter } as const;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Which side `userId` is on in the conversation; undefined when not a member. */
function sideOf(row: ConversationRow, userId: number): Side | undefined {
  if (row.seeker_user_id === userId) return 'seeker';
  if (row.recruiter_user_id === userId) return 'recruiter';
  return undefined;
}

const otherOf = (row: ConversationRow, side: Side) => (side === 'seeker' ? row.recruiter_user_id : row.seeker_user_id);
const readSeqOf = (row: ConversationRow, side: Side) =>
  side === 'seeker' ? row.seeker_read_seq : row.recruiter_read_seq;
const members = (row: ConversationRow) => [row.seeker_user_id, row.recruiter_user_id];

/** A stored message as the API answers it; system lines are rendered in `locale`. */
export function toChatMessage(row: ChatMessageRow, locale: Locale): ChatMessage {
  const base = {
    id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    senderId: row.sender_user_id,
    clientId: row.client_id,
    createdAt: row.created_at,
  };
  const payload = parseJson<Record<string, unknown>>(row.payload, {});
  if (row.kind === 'system') {
    const key = String(payload.key ?? '');
    const params = (payload.params ?? {}) as Record<string, string | number>;
    return { ...base, kind: 'system', key, params, text: t(locale, key, params) };
  }
  return { ...base, ...payload, kind: row.kind } as ChatMessage;
}

/** The list's one-line preview in the reader's language. */
function renderPreview(preview: Preview, locale: Locale): string {
  if (preview.text !== undefined) return preview.text;
  if (!preview.key) return '';
  const params = { ...preview.params };
  if (typeof params.what === 'string') params.what = t(locale, `chat.what.${params.what}`);
  return t(locale, preview.key, params);
}

const PREVIEW_LENGTH = 60;

export function createChatService(deps: ChatServiceDeps) {
  const { db, clock, events, limits } = deps;
  const repo = createChatRepository(db);
  const now = () => toIso(clock.now());
  const notFound = () => refuse(MSG.chat.notFound);

  /** The conversation if `userId` is one of its two members; "does not exist" otherwise. */
  async function memberOf(conversationId: number, userId: number) {
    const row = await repo.findById(conversationId);
    const side = row && sideOf(row, userId);
    if (!row || !side) throw notFound();
    return { row, side };
  }

  /** Refuses writing into a blocked conversation: the blocked member only hears it was not delivered. */
  function checkWritable(row: ConversationRow, userId: number) {
    if (row.blocked_by_user_id === null) return;
    throw refuse(row.blocked_by_user_id === userId ? MSG.chat.youBlocked : MSG.chat.notDelivered);
  }

  /** Appends inside `tx` and records the push; answers the stored row. */
  async function append(
    tx: Tx,
    row: ConversationRow,
    message: Omit<NewMessage, 'conversationId'>,
    senderSide: Side | null,
  ): Promise<ChatMessageRow> {
    const stored = await createChatRepository(tx.db).appendMessage(
      { ...message, conversationId: row.id },
      senderSide,
      now(),
    );
    tx.record('chat.message', { message: toChatMessage(stored, 'zh-Hans'), memberUserIds: members(row) });
    return stored;
  }

  async function greetingOf(userId: number, side: Side, locale: Locale): Promise<string> {
    const saved = await repo.settings(userId);
    return saved?.greeting || t(locale, DEFAULT_GREETING[side]);
  }

  /** Creates the conversation (or finds the existing one) inside `tx`; `created` tells which. */
  async function openConversation(tx: Tx, facts: PositionFacts, seekerUserId: number, startedBy: Side | 'system') {
    const txRepo = createChatRepository(tx.db);
    const existing = await txRepo.findBetween(seekerUserId, facts.recruiterUserId, facts.id);
    if (existing) return { row: existing, created: false };
    const id = await txRepo.insertConversation(
      {
        seekerUserId,
        recruiterUserId: facts.recruiterUserId,
        positionId: facts.id,
        companyId: facts.companyId,
        positionTitle: facts.title,
        companyName: facts.companyName,
        startedBy,
      },
      now(),
    );
    // Lost a race with the same start: answer the winner's conversation.
    const row =
      id === undefined
        ? await txRepo.findBetween(seekerUserId, facts.recruiterUserId, facts.id)
        : await txRepo.findById(id);
    return { row: row!, created: id !== undefined };
  }

  async function checkDailyLimit(userId: number, side: Side) {
    const limit = side === 'seeker' ? limits.seekerDailyStarts : limits.recruiterDailyGreets;
    const started = await repo.countStartedSince(userId, side, chinaDayStart(clock.now()));
    if (started >= limit) {
      throw refuse(side === 'seeker' ? MSG.chat.seekerDailyLimit : MSG.chat.recruiterDailyLimit, { limit });
    }
  }

  async function summaries(rows: ConversationRow[], userId: number, locale: Locale): Promise<ConversationSummary[]> {
    const profiles = await deps.profiles([...new Set(rows.map((row) => otherOf(row, sideOf(row, userId)!)))]);
    return rows.map((row) => summary(row, userId, profiles, locale));
  }

  function summary(
    row: ConversationRow,
    userId: number,
    profiles: Map<number, Profile>,
    locale: Locale,
  ): ConversationSummary {
    const side = sideOf(row, userId)!;
    const otherId = otherOf(row, side);
    const profile = profiles.get(otherId);
    const preview = renderPreview(parseJson<Preview>(row.last_preview, {}), locale);
    return {
      id: row.id,
      position: { id: row.position_id, title: row.position_title },
      companyName: row.company_name,
      other: {
        userId: otherId,
        name: profile?.nickname ?? '',
        avatar: profile?.avatar ?? null,
        role: side === 'seeker' ? 'recruiter' : 'seeker',
      },
      me: side,
      lastSeq: row.last_seq,
      lastMessage:
        row.last_message_at && row.last_kind
          ? {
              kind: row.last_kind as ChatMessage['kind'],
              preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH)}…` : preview,
              senderId: row.last_sender_user_id,
              at: row.last_message_at,
            }
          : null,
      unread: Math.max(0, row.last_seq - readSeqOf(row, side)),
      updatedAt: row.updated_at,
    };
  }

  /** The value a member shares in an exchange; refuses when they have none to share. */
  async function exchangeValue(userId: number, what: ExchangeWhat): Promise<string> {
    if (what === 'phone') {
      const phone = (await deps.profiles([userId])).get(userId)?.phone;
      if (!phone) throw refuse(MSG.chat.noPhone);
      return phone;
    }
    const wechat = await deps.wechatOf(userId);
    if (!wechat) throw refuse(MSG.chat.noWechat);
    return wechat;
  }

  /** Builds what a member sends by hand (checks by kind) into a new message. */
  async function compose(
    row: ConversationRow,
    side: Side,
    userId: number,
    body: SendMessageBody,
    locale: Locale,
  ): Promise<Omit<NewMessage, 'conversationId'>> {
    const base = { senderUserId: userId, clientId: body.clientId };
    switch (body.kind) {
      case 'text':
        return {
          ...base,
          kind: 'text',
          payload: { text: body.text, fraudWarning: side === 'recruiter' && asksForMoney(body.text) },
          preview: { text: body.text },
        };
      case 'image':
        return { ...base, kind: 'image', payload: { url: body.url }, preview: { key: MSG.chat.preview.image } };
      case 'position': {
        if (side !== 'recruiter') throw refuse(MSG.chat.recruitersOnly);
        const position = await deps.position(body.positionId, userId);
        if (!position) throw refuse(MSG.chat.positionNotMine);
        const { id, title, salaryMin, salaryMax, regionName, companyName } = position;
        return {
          ...base,
          kind: 'position',
          payload: { position: { id, title, salaryMin, salaryMax, regionName, companyName } },
          preview: { key: MSG.chat.preview.position, params: { title } },
        };
      }
      case 'resume': {
        if (side !== 'seeker') throw refuse(MSG.chat.seekersOnly);
        const existing = await deps.applicationOf(userId, row.position_id);
        const application = existing ?? (await deps.apply(userId, row.position_id, locale));
        return {
          ...base,
          kind: 'resume',
          payload: { applicationId: application.id, applicationCreated: !existing },
          preview: { key: MSG.chat.preview.resume },
        };
      }
    }
  }

  /** Appends a system card or line once (its client id names what it is about), creating nothing twice. */
  async function appendSystem(
    row: ConversationRow,
    clientId: string,
    kind: 'system' | 'interview',
    payload: Record<string, unknown>,
    preview: Preview,
  ) {
    if (await repo.findByClientId(row.id, null, clientId)) return;
    try {
      await transaction(db, events, (tx) =>
        append(tx, row, { senderUserId: null, clientId, kind, payload, preview }, null),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  const systemLine = (key: MessageKey, params: Record<string, string | number> = {}) => ({
    payload: { key, params },
    preview: { key, params },
  });

  /** The conversation of an application's seeker, recruiter and position, if they have one. */
  const conversationOf = (facts: ApplicationFacts) =>
    repo.findBetween(facts.seekerUserId, facts.recruiterUserId, facts.positionId);

  return {
    /**
     * Opens the conversation about a position: a seeker with its recruiter, a recruiter (`seekerId`) with a
     * seeker whose resume they may see or who applied. A new one starts with the starter's greeting.
     */
    async start(user: AuthUser, body: StartConversationBody, locale: Locale) {
      const recruiterStarts = body.seekerId !== undefined;
      if (recruiterStarts && user.identity !== 'recruiter') throw forbidden();
      const side: Side = recruiterStarts ? 'recruiter' : 'seeker';
      let facts: PositionFacts | undefined;
      let seekerId: number;
      if (recruiterStarts) {
        facts = await deps.position(body.positionId, user.id);
        if (!facts) throw refuse(MSG.chat.positionNotMine);
        seekerId = body.seekerId!;
        if (seekerId === user.id) throw refuse(MSG.chat.seekerNotFound);
        if (!(await deps.applicationOf(seekerId, facts.id))) await deps.checkResumeOpen(user.id, seekerId);
      } else {
        facts = await deps.position(body.positionId);
        if (!facts) throw refuse(MSG.errors.positionNotFound);
        if (facts.recruiterUserId === user.id) throw refuse(MSG.chat.ownPosition);
        seekerId = user.id;
      }
      const existing = await repo.findBetween(seekerId, facts.recruiterUserId, facts.id);
      if (existing) return { id: existing.id, created: false };
      await checkDailyLimit(user.id, side);
      const greeting = await greetingOf(user.id, side, locale);
      return transaction(db, events, async (tx) => {
        const { row, created } = await openConversation(tx, facts, seekerId, side);
        if (created) {
          await append(
            tx,
            row,
            {
              senderUserId: user.id,
              clientId: null,
              kind: 'text',
              payload: { text: greeting, fraudWarning: side === 'recruiter' && asksForMoney(greeting) },
              preview: { text: greeting },
            },
            side,
          );
        }
        return { id: row.id, created };
      });
    },

    async list(userId: number, unreadOnly: boolean, locale: Locale, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.listFor(userId, unreadOnly, window);
      return { rows: await summaries(rows, userId, locale), total };
    },

    async unreadTotal(userId: number) {
      return { count: await repo.unreadTotal(userId) };
    },

    async detail(userId: number, id: number, locale: Locale): Promise<ConversationDetail> {
      const { row, side } = await memberOf(id, userId);
      const [base] = await summaries([row], userId, locale);
      const position = await deps.position(row.position_id, row.recruiter_user_id);
      const application = await deps.applicationOf(row.seeker_user_id, row.position_id);
      return {
        ...base,
        position: {
          id: row.position_id,
          title: position?.title ?? row.position_title,
          salaryMin: position?.salaryMin ?? 0,
          salaryMax: position?.salaryMax ?? 0,
          regionName: position?.regionName ?? '',
        },
        myReadSeq: readSeqOf(row, side),
        otherReadSeq: readSeqOf(row, side === 'seeker' ? 'recruiter' : 'seeker'),
        blockedByMe: row.blocked_by_user_id === userId,
        applicationId: application?.id ?? null,
      };
    },

    async messages(userId: number, id: number, query: MessagesQuery, locale: Locale) {
      await memberOf(id, userId);
      const rows = await repo.messages(id, query);
      return {
        messages: rows.map((row) => toChatMessage(row, locale)),
        hasOlder: rows.length > 0 ? rows[0].seq > 1 : query.after === undefined && (query.before ?? 1) > 1,
      };
    },

    /** Sends a message; a resend with the same client id answers the stored one (never a duplicate). */
    async send(userId: number, id: number, body: SendMessageBody, locale: Locale): Promise<ChatMessage> {
      const { row, side } = await memberOf(id, userId);
      const resent = await repo.findByClientId(id, userId, body.clientId);
      if (resent) return toChatMessage(resent, locale);
      checkWritable(row, userId);
      const message = await compose(row, side, userId, body, locale);
      try {
        const stored = await transaction(db, events, (tx) => append(tx, row, message, side));
        return toChatMessage(stored, locale);
      } catch (error) {
        // The same client id arrived twice at once: the other request stored it.
        const stored = isUniqueViolation(error) ? await repo.findByClientId(id, userId, body.clientId) : undefined;
        if (stored) return toChatMessage(stored, locale);
        throw error;
      }
    },

    async read(userId: number, id: number, seq: number) {
      const { row, side } = await memberOf(id, userId);
      const before = readSeqOf(row, side);
      const myReadSeq = await repo.markRead(id, side, Math.min(seq, row.last_seq));
      if (myReadSeq > before) {
        await events.publish('chat.read', { conversationId: id, userId, seq: myReadSeq, memberUserIds: members(row) });
      }
      return { id, myReadSeq };
    },

    /** Asks the other member to exchange phone numbers or WeChat IDs (one open request per kind). */
    async requestExchange(userId: number, id: number, what: ExchangeWhat, locale: Locale) {
      const { row, side } = await memberOf(id, userId);
      checkWritable(row, userId);
      if (await repo.pendingExchange(id, what)) throw refuse(MSG.chat.exchangePending);
      await exchangeValue(userId, what);
      const stored = await transaction(db, events, (tx) =>
        append(
          tx,
          row,
          {
            senderUserId: userId,
            clientId: null,
            kind: 'exchange',
            payload: { what, state: 'pending' },
            preview: { key: MSG.chat.preview.exchange, params: { what } },
          },
          side,
        ),
      );
      return toChatMessage(stored, locale);
    },

    /** Accepts or declines an exchange request of the other member; on accept both see both values. */
    async answerExchange(userId: number, id: number, messageId: number, accept: boolean, locale: Locale) {
      const { row, side } = await memberOf(id, userId);
      const request = await repo.findMessage(id, messageId);
      if (!request || request.kind !== 'exchange') throw refuse(MSG.chat.exchangeNotFound);
      if (request.sender_user_id === userId) throw refuse(MSG.chat.exchangeOwn);
      checkWritable(row, userId);
      const payload = parseJson<{ what: ExchangeWhat; state: string }>(request.payload, { what: 'phone', state: '' });
      if (payload.state !== 'pending') throw refuse(MSG.chat.exchangeAnswered);
      const what = payload.what;
      let values: { seeker: string; recruiter: string } | null = null;
      if (accept) {
        const mine = await exchangeValue(userId, what);
        const theirs = await exchangeValue(request.sender_user_id!, what).catch(() => '');
        values = side === 'seeker' ? { seeker: mine, recruiter: theirs } : { seeker: theirs, recruiter: mine };
      }
      const stored = await transaction(db, events, async (tx) => {
        const txRepo = createChatRepository(tx.db);
        const state = accept ? 'accepted' : 'declined';
        await txRepo.updatePayload(request.id, { ...payload, state }, now());
        tx.record('chat.updated', {
          message: toChatMessage({ ...request, payload: JSON.stringify({ ...payload, state }) }, 'zh-Hans'),
          memberUserIds: members(row),
        });
        if (accept) await txRepo.setExchanged(id, what, now());
        return append(
          tx,
          row,
          {
            senderUserId: userId,
            clientId: null,
            kind: 'exchange_answer',
            payload: { what, requestId: request.id, accepted: accept, values },
            preview: {
              key: accept ? MSG.chat.preview.exchangeAccepted : MSG.chat.preview.exchangeDeclined,
              params: { what },
            },
          },
          side,
        );
      });
      return toChatMessage(stored, locale);
    },

    /** Blocks (or unblocks) the conversation; only the member who blocked can unblock. */
    async block(userId: number, id: number, blocked: boolean) {
      const { row } = await memberOf(id, userId);
      if (blocked && row.blocked_by_user_id === null) await repo.setBlockedBy(id, userId);
      if (!blocked && row.blocked_by_user_id === userId) await repo.setBlockedBy(id, null);
      const after = await repo.findById(id);
      return { id, blockedByMe: after?.blocked_by_user_id === userId };
    },

    /** Stores a report of the other member for the operators. */
    async report(userId: number, id: number, body: ReportBody) {
      const { row, side } = await memberOf(id, userId);
      await repo.insertReport(
        { conversationId: id, reporterUserId: userId, reportedUserId: otherOf(row, side), ...body },
        now(),
      );
    },

    async settings(userId: number, identity: Side, locale: Locale): Promise<ChatSettings> {
      const saved = await repo.settings(userId);
      return {
        greeting: saved?.greeting || t(locale, DEFAULT_GREETING[identity]),
        quickReplies: saved?.quick_replies
          ? parseJson<string[]>(saved.quick_replies, [])
          : DEFAULT_QUICK_REPLIES[identity].map((key) => t(locale, key)),
      };
    },

    async saveSettings(userId: number, body: ChatSettings): Promise<ChatSettings> {
      await repo.saveSettings(userId, body.greeting, body.quickReplies, now());
      return body;
    },

    /** Whether the company and the seeker exchanged contacts in a conversation (opens the resume's contacts). */
    exchangedWith(companyId: number, seekerId: number): Promise<boolean> {
      return repo.exchangedWith(companyId, seekerId);
    },

    // ---- Listeners of the applications events ----------------------------------------------------------

    /** An invitation appears as a card in the conversation (opened for it when the two have none). */
    async onInterviewInvited(event: InterviewFacts) {
      const companyId = await deps.companyIdOf(event.recruiterUserId);
      if (companyId === undefined) return;
      const row = await transaction(db, events, async (tx) => {
        const opened = await openConversation(
          tx,
          {
            id: event.positionId,
            title: event.positionTitle,
            companyId,
            companyName: event.companyName,
            recruiterUserId: event.recruiterUserId,
            salaryMin: 0,
            salaryMax: 0,
            regionName: '',
          },
          event.seekerUserId,
          'system',
        );
        return opened.row;
      });
      await appendSystem(
        row,
        `interview-${event.interviewId}`,
        'interview',
        { interview: { id: event.interviewId, method: event.method, time: event.time, status: 'invited' } },
        { key: MSG.chat.preview.interview },
      );
    },

    /** An interview changed: its card shows the new status, and a line says what happened. */
    async onInterviewChanged(event: InterviewFacts, status: string, line: MessageKey | null) {
      const row = await conversationOf(event);
      if (!row) return;
      const card = await repo.findByClientId(row.id, null, `interview-${event.interviewId}`);
      if (card) {
        const payload = parseJson<{ interview: Record<string, unknown> }>(card.payload, { interview: {} });
        const changed = { interview: { ...payload.interview, status } };
        await repo.updatePayload(card.id, changed, now());
        await events.publish('chat.updated', {
          message: toChatMessage({ ...card, payload: JSON.stringify(changed) }, 'zh-Hans'),
          memberUserIds: members(row),
        });
      }
      if (line) {
        const { payload, preview } = systemLine(line);
        await appendSystem(row, `interview-${event.interviewId}-${status}`, 'system', payload, preview);
      }
    },

    /** An application's result as a line in the conversation, if the two have one. */
    async onApplicationResult(event: ApplicationFacts, line: MessageKey, status: string) {
      const row = await conversationOf(event);
      if (!row) return;
      const { payload, preview } = systemLine(line);
      await appendSystem(row, `application-${event.applicationId}-${status}`, 'system', payload, preview);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
