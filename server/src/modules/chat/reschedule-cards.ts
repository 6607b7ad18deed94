/**
 * Interview scheduling in the two members' conversation (listened to after COMMIT, chat/interview-lines.ts):
 * a proposal of another time is a 'reschedule' card with the other side's two buttons; its answer changes the
 * card's state (an accepted one also moves the interview card's time); a cancelled interview closes its card,
 * declines the card of a proposal still waiting, and adds a line with the reason. Cards are found again by
 * their client id `reschedule-{interviewId}-{proposalId}`.
 */
import { PIPELINE_MSG } from '@common/messages.pipeline';
import type { AppEvents, InterviewFacts } from '../../core/events';
import { transaction } from '../../db/transaction';
import type { ChatMessageRow, ConversationRow } from '../../db/types';
import { createChatRepository } from './chat.repository';
import { members, parseJson, toChatMessage, type ChatCore } from './chat-core';

type Facts = AppEvents['interview.cancelled'];
type RescheduleState = 'pending' | 'accepted' | 'declined';

const cardId = (interviewId: number, proposalId: number) => `reschedule-${interviewId}-${proposalId}`;

export function createRescheduleCards(core: ChatCore) {
  const { deps, repo, now, appendSystem } = core;
  const { db, events } = deps;

  const conversationOf = (facts: InterviewFacts) =>
    repo.findBetween(facts.seekerUserId, facts.recruiterUserId, facts.positionId);

  /** Rewrites one card's payload and pushes the change to both members. */
  async function update(
    row: ConversationRow,
    card: ChatMessageRow,
    change: (payload: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const changed = change(parseJson<Record<string, unknown>>(card.payload, {}));
    await transaction(db, events, async (tx) => {
      await createChatRepository(tx.db).updatePayload(card.id, changed, now());
      tx.record('chat.updated', {
        message: toChatMessage({ ...card, payload: JSON.stringify(changed) }, 'zh-Hans'),
        memberUserIds: members(row),
      });
    });
  }

  const withState = (state: RescheduleState) => (payload: Record<string, unknown>) => ({
    reschedule: { ...(payload.reschedule as Record<string, unknown>), state },
  });

  return {
    /** A proposal appears as a card; it is new to the other side only. */
    async onRescheduleProposed(event: AppEvents['interview.rescheduleProposed']) {
      const row = await conversationOf(event);
      if (!row) return;
      await appendSystem(
        row,
        cardId(event.interviewId, event.proposalId),
        'reschedule',
        {
          reschedule: {
            interviewId: event.interviewId,
            proposalId: event.proposalId,
            time: event.proposedTime,
            reason: event.reason,
            by: event.by,
            state: 'pending',
          },
        },
        { key: PIPELINE_MSG.chat.reschedule },
        event.by,
      );
    },

    /** The answer shows on the proposal's card; an accepted one moves the interview card's time. */
    async onRescheduleAnswered(
      event: AppEvents['interview.rescheduleAccepted'] | AppEvents['interview.rescheduleDeclined'],
      state: 'accepted' | 'declined',
    ) {
      const row = await conversationOf(event);
      if (!row) return;
      const card = await repo.findByClientId(row.id, null, cardId(event.interviewId, event.proposalId));
      if (card) await update(row, card, withState(state));
      const interviewCard =
        state === 'accepted' && (await repo.findByClientId(row.id, null, `interview-${event.interviewId}`));
      if (interviewCard) {
        await update(row, interviewCard, (payload) => ({
          interview: { ...(payload.interview as Record<string, unknown>), time: event.time, status: 'waiting' },
        }));
      }
    },

    /** A cancelled interview: a proposal's card still waiting reads declined, and a line gives the reason. */
    async onInterviewCancelled(event: Facts) {
      const row = await conversationOf(event);
      if (!row) return;
      for (const card of await repo.findSystemByClientIdPrefix(row.id, `reschedule-${event.interviewId}-`)) {
        const payload = parseJson<{ reschedule?: { state?: string } }>(card.payload, {});
        if (payload.reschedule?.state === 'pending') await update(row, card, withState('declined'));
      }
      const key = event.by === 'seeker' ? PIPELINE_MSG.chat.cancelledBySeeker : PIPELINE_MSG.chat.cancelledByRecruiter;
      const params = { reason: event.reason };
      await appendSystem(
        row,
        `interview-${event.interviewId}-cancelled`,
        'system',
        { key, params },
        { key, params },
        event.by,
      );
    },
  };
}
