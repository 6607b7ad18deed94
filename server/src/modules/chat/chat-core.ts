/**
 * What every part of chat shares (chat.service.ts composes the parts): the service's dependencies, how a
 * stored message reads as the API answers it, and the few steps every write goes through (membership, the
 * block, appending with the next seq and its push, opening a conversation once).
 */
import type { ChatMessage } from '@common/chat';
import type { ResumeFileCard } from '@common/resume-files';
import type { Locale } from '@common/i18n';
import type { Stage } from '@common/pipeline';
import { MSG, t } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { ChatLimits } from '../../core/config';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { transaction, type Tx } from '../../db/transaction';
import type { ChatMessageRow, ConversationRow } from '../../db/types';
import { refuse } from '../../http/errors';
import { createChatRepository, type NewMessage, type Side } from './chat.repository';
import { createSendLimits, type CountHit } from './send-limits';

/** A user as the other member sees them. */
export interface Profile {
  nickname: string;
  avatar: string | null;
  phone: string | null;
  /** A verified recruiter (已认证; the account module's verification). */
  verified?: boolean;
}

/**
 * Resume files as chat needs them (the resume module's, handed in): sharing one in a conversation and the
 * card as it stands now (`deleted` once the seeker removed it).
 */
export interface ResumeFileSharing {
  /**
   * Checks the file is the seeker's and lets the recruiter open it (null: the online resume, made into a
   * PDF now); answers its card. Refuses with the resume module's reasons.
   */
  shareInChat(share: {
    seekerId: number;
    fileId: number | null;
    recruiterUserId: number;
    conversationId: number;
    /** The language of the online resume's PDF. */
    locale?: Locale;
  }): Promise<ResumeFileCard>;
  /** The card of a file as it stands now; undefined when there is no such file any more. */
  cardOf(fileId: number): Promise<ResumeFileCard | null | undefined>;
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
  /** How the pay is stated: missing for monthly pay of 12 months with a range. */
  salaryUnit?: 'month' | 'day' | 'hour';
  salaryMonths?: number;
  negotiable?: boolean;
  regionName: string;
}

export interface ChatServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  limits: ChatLimits;
  /** Counts a hit in a fixed window shared by every instance (send-limits.ts). */
  countHit: CountHit;
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
  /**
   * What a member shares when an exchange is accepted ('' when they have none): a seeker's WeChat ID from
   * the resume and the account's phone; a recruiter's from the account settings (no resume).
   */
  contactOf(userId: number, side: Side, what: 'phone' | 'wechat'): Promise<string>;
  /** The seeker's application to the position, if any, with its stage (the conversation's header shows it). */
  applicationOf(seekerId: number, positionId: number): Promise<{ id: number; stage?: Stage } | null>;
  /** Applies (the rules and refusals of applying); answers the new application's id. */
  apply(seekerId: number, positionId: number, locale: Locale): Promise<{ id: number }>;
  /** Attachment resumes (索要附件简历, sending one); without it, those sends are refused. */
  resumeFiles?: ResumeFileSharing;
  /** Files a member's report of a conversation (the reports module's, handed in: it stores reports). */
  fileReport?(userId: number, conversationId: number, body: { reason: string; detail: string }): Promise<unknown>;
  /** Refuses a muted user's message with the measure's reason (the reports module's, handed in). */
  checkNotMuted?(userId: number): Promise<void>;
}

export type Preview = NewMessage['preview'];
/** A message before it has a conversation's seq. */
export type Draft = Omit<NewMessage, 'conversationId'>;

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Which side `userId` is on in the conversation; undefined when not a member. */
export function sideOf(row: ConversationRow, userId: number): Side | undefined {
  if (row.seeker_user_id === userId) return 'seeker';
  if (row.recruiter_user_id === userId) return 'recruiter';
  return undefined;
}

export const otherOf = (row: ConversationRow, side: Side) =>
  side === 'seeker' ? row.recruiter_user_id : row.seeker_user_id;
export const readSeqOf = (row: ConversationRow, side: Side) =>
  side === 'seeker' ? row.seeker_read_seq : row.recruiter_read_seq;
export const members = (row: ConversationRow) => [row.seeker_user_id, row.recruiter_user_id];

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

export function createChatCore(deps: ChatServiceDeps) {
  const { db, clock, events } = deps;
  const repo = createChatRepository(db);
  const now = () => toIso(clock.now());

  /** The conversation if `userId` is one of its two members; "does not exist" otherwise. */
  async function memberOf(conversationId: number, userId: number) {
    const row = await repo.findById(conversationId);
    const side = row && sideOf(row, userId);
    if (!row || !side) throw refuse(MSG.chat.notFound);
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
    message: Draft,
    senderSide: Side | null,
  ): Promise<ChatMessageRow> {
    const stored = await createChatRepository(tx.db).appendMessage(
      { ...message, conversationId: row.id },
      senderSide,
      now(),
    );
    tx.record('chat.message', {
      message: toChatMessage(stored, 'zh-Hans'),
      memberUserIds: members(row),
      conversation: { positionTitle: row.position_title, companyName: row.company_name },
    });
    return stored;
  }

  /** Appends in a transaction of its own and answers the message in `locale`. */
  async function appendNow(row: ConversationRow, message: Draft, senderSide: Side | null, locale: Locale) {
    const stored = await transaction(db, events, (tx) => append(tx, row, message, senderSide));
    return toChatMessage(stored, locale);
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

  /**
   * Appends a system card or line once (its client id names what it is about), creating nothing twice.
   * `actor`: the member whose action it tells (not new to them); null when nobody acted (a sweep).
   */
  async function appendSystem(
    row: ConversationRow,
    clientId: string,
    kind: 'system' | 'interview' | 'reschedule',
    payload: Record<string, unknown>,
    preview: Preview,
    actor: Side | null,
  ) {
    if (await repo.findByClientId(row.id, null, clientId)) return;
    try {
      await transaction(db, events, (tx) =>
        append(tx, row, { senderUserId: null, clientId, kind, payload, preview, actorSide: actor }, null),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  const sendLimits = createSendLimits(deps.limits, deps.countHit);

  return { deps, repo, now, memberOf, checkWritable, sendLimits, append, appendNow, openConversation, appendSystem };
}

export type ChatCore = ReturnType<typeof createChatCore>;
