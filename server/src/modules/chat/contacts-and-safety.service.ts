/**
 * Between the two members: exchanging phone numbers or WeChat IDs (asked by one, answered by the other;
 * both see both values on accept), blocking a conversation, and reporting the other member to the operators.
 */
import type { ExchangeWhat, ReportBody } from '@common/chat';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { transaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import { createChatRepository, type Side } from './chat.repository';
import { members, parseJson, toChatMessage, type ChatCore } from './chat-core';

export function createContactsAndSafety(core: ChatCore) {
  const { deps, repo, now, memberOf, checkWritable, sendLimits, append, appendNow } = core;
  const { db, events } = deps;

  /**
   * The value a member shares in an exchange; refuses when they have none to share, saying where to set it
   * (a seeker's WeChat ID is on the resume, a recruiter's in the account settings).
   */
  async function exchangeValue(userId: number, side: Side, what: ExchangeWhat): Promise<string> {
    const value = await deps.contactOf(userId, side, what);
    if (value) return value;
    if (what === 'phone') throw refuse(MSG.chat.noPhone);
    throw refuse(side === 'recruiter' ? MSG.chat.noWechatRecruiter : MSG.chat.noWechat);
  }

  return {
    /** Asks the other member to exchange phone numbers or WeChat IDs (one open request per kind). */
    async requestExchange(userId: number, id: number, what: ExchangeWhat, locale: Locale) {
      const { row, side } = await memberOf(id, userId);
      checkWritable(row, userId);
      if (await repo.pendingExchange(id, what)) throw refuse(MSG.chat.exchangePending);
      await deps.checkNotMuted?.(userId);
      await sendLimits.checkMessage(userId, id);
      await exchangeValue(userId, side, what);
      return appendNow(
        row,
        {
          senderUserId: userId,
          clientId: null,
          kind: 'exchange',
          payload: { what, state: 'pending' },
          preview: { key: MSG.chat.preview.exchange, params: { what } },
        },
        side,
        locale,
      );
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
        const mine = await exchangeValue(userId, side, what);
        const theirSide = side === 'seeker' ? 'recruiter' : 'seeker';
        const theirs = await exchangeValue(request.sender_user_id!, theirSide, what).catch(() => '');
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

    /** Whether the company and the seeker exchanged contacts in a conversation (opens the resume's contacts). */
    exchangedWith(companyId: number, seekerId: number): Promise<boolean> {
      return repo.exchangedWith(companyId, seekerId);
    },

    /** Blocks (or unblocks) the conversation; only the member who blocked can unblock. */
    async block(userId: number, id: number, blocked: boolean) {
      const { row } = await memberOf(id, userId);
      if (blocked && row.blocked_by_user_id === null) await repo.setBlockedBy(id, userId);
      if (!blocked && row.blocked_by_user_id === userId) await repo.setBlockedBy(id, null);
      const after = await repo.findById(id);
      return { id, blockedByMe: after?.blocked_by_user_id === userId };
    },

    /** Reports the other member to the operators (the reports module stores it and its outcome). */
    async report(userId: number, id: number, body: ReportBody) {
      await memberOf(id, userId);
      await sendLimits.checkReport(userId);
      await deps.fileReport?.(userId, id, body);
    },
  };
}
