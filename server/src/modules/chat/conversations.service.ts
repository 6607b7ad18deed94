/**
 * Conversations and reading them: starting one (with the starter's greeting, within the daily limits), the
 * list with unread counts, one conversation's card, its messages by seq, read receipts, and each user's
 * greeting and quick replies.
 */
import type {
  ChatMessage,
  ChatSettings,
  ConversationDetail,
  ConversationSummary,
  MessagesQuery,
  StartConversationBody,
} from '@common/chat';
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import { VERIFICATION_MSG } from '@common/messages.verification';
import { UNVERIFIED_DAILY_GREETS } from '@common/verification';
import { chinaDayStart } from '../../db/time';
import { transaction } from '../../db/transaction';
import type { ConversationRow } from '../../db/types';
import type { AuthUser } from '../../http/caller';
import { forbidden, refuse } from '../../http/errors';
import { createChatRepository, type Side } from './chat.repository';
import { warnsOfFraud } from './fraud-guard';
import { freshFileCards } from './resume-file-cards';
import {
  members,
  otherOf,
  parseJson,
  readSeqOf,
  sideOf,
  toChatMessage,
  type ChatCore,
  type PositionFacts,
  type Preview,
  type Profile,
} from './chat-core';

/** The default quick replies of a new user, by identity (message keys: shown in the user's language). */
const DEFAULT_QUICK_REPLIES = {
  seeker: [MSG.chat.quick.seeker1, MSG.chat.quick.seeker2, MSG.chat.quick.seeker3],
  recruiter: [MSG.chat.quick.recruiter1, MSG.chat.quick.recruiter2, MSG.chat.quick.recruiter3],
} as const;
/** The default greeting, by identity, until the user saves one. */
const DEFAULT_GREETING = { seeker: MSG.chat.greeting.seeker, recruiter: MSG.chat.greeting.recruiter } as const;

const PREVIEW_LENGTH = 60;

/** The list's one-line preview in the reader's language. */
function renderPreview(preview: Preview, locale: Locale): string {
  if (preview.text !== undefined) return preview.text;
  if (!preview.key) return '';
  const params = { ...preview.params };
  if (typeof params.what === 'string') params.what = t(locale, `chat.what.${params.what}`);
  return t(locale, preview.key, params);
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
    companyId: row.company_id,
    companyName: row.company_name,
    other: {
      userId: otherId,
      name: profile?.nickname ?? '',
      avatar: profile?.avatar ?? null,
      role: side === 'seeker' ? 'recruiter' : 'seeker',
      verified: side === 'seeker' && Boolean(profile?.verified),
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

export function createConversations(core: ChatCore) {
  const { deps, repo, now, memberOf, append, openConversation } = core;
  const { db, clock, events, limits } = deps;

  async function greetingOf(userId: number, side: Side, locale: Locale): Promise<string> {
    const saved = await repo.settings(userId);
    return saved?.greeting || t(locale, DEFAULT_GREETING[side]);
  }

  /** An unverified recruiter greets at most UNVERIFIED_DAILY_GREETS seekers a day. */
  async function checkDailyLimit(userId: number, side: Side) {
    const verified = side === 'recruiter' && Boolean((await deps.profiles([userId])).get(userId)?.verified);
    const unverified = side === 'recruiter' && !verified;
    let limit = side === 'seeker' ? limits.seekerDailyStarts : limits.recruiterDailyGreets;
    if (unverified) limit = Math.min(limit, UNVERIFIED_DAILY_GREETS);
    const started = await repo.countStartedSince(userId, side, chinaDayStart(clock.now()));
    if (started >= limit) {
      if (unverified && limit < limits.recruiterDailyGreets) throw refuse(VERIFICATION_MSG.greetLimit, { limit });
      throw refuse(side === 'seeker' ? MSG.chat.seekerDailyLimit : MSG.chat.recruiterDailyLimit, { limit });
    }
  }

  async function summaries(rows: ConversationRow[], userId: number, locale: Locale): Promise<ConversationSummary[]> {
    const profiles = await deps.profiles([...new Set(rows.map((row) => otherOf(row, sideOf(row, userId)!)))]);
    return rows.map((row) => summary(row, userId, profiles, locale));
  }

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
      await deps.checkNotMuted?.(user.id);
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
              payload: { text: greeting, fraudWarning: side === 'recruiter' && warnsOfFraud(greeting) },
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
          salaryUnit: position?.salaryUnit,
          salaryMonths: position?.salaryMonths,
          negotiable: position?.negotiable,
          regionName: position?.regionName ?? '',
        },
        myReadSeq: readSeqOf(row, side),
        otherReadSeq: readSeqOf(row, side === 'seeker' ? 'recruiter' : 'seeker'),
        blockedByMe: row.blocked_by_user_id === userId,
        applicationId: application?.id ?? null,
        applicationStage: application?.stage ?? null,
      };
    },

    async messages(userId: number, id: number, query: MessagesQuery, locale: Locale) {
      await memberOf(id, userId);
      const rows = await repo.messages(id, query);
      return {
        // A file card reads as the file stands now (deleted since it was sent).
        messages: await freshFileCards(
          deps,
          rows.map((row) => toChatMessage(row, locale)),
        ),
        hasOlder: rows.length > 0 ? rows[0].seq > 1 : query.after === undefined && (query.before ?? 1) > 1,
      };
    },

    async read(userId: number, id: number, seq: number) {
      const { row, side } = await memberOf(id, userId);
      const before = readSeqOf(row, side);
      // The read mark and its push to the other member's sockets commit together (the outbox).
      const myReadSeq = await transaction(db, events, async (tx) => {
        const marked = await createChatRepository(tx.db).markRead(id, side, Math.min(seq, row.last_seq));
        if (marked > before) {
          tx.record('chat.read', { conversationId: id, userId, seq: marked, memberUserIds: members(row) });
        }
        return marked;
      });
      return { id, myReadSeq };
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
  };
}
