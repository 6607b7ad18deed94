/**
 * Messages into a conversation: what a member sends by hand (text, image, position card, resume; a resend
 * with the same client id answers the stored one), and what the applications events add (interview cards,
 * application and interview results as lines).
 */
import type { ChatMessage, SendMessageBody } from '@common/chat';
import type { Locale } from '@common/i18n';
import { MSG, type MessageKey } from '@common/messages';
import type { ApplicationFacts, InterviewFacts } from '../../core/events';
import { isUniqueViolation } from '../../db/dialect';
import { transaction } from '../../db/transaction';
import type { ConversationRow } from '../../db/types';
import { refuse } from '../../http/errors';
import { createChatRepository, type Side } from './chat.repository';
import { members, parseJson, toChatMessage, type ChatCore, type Draft } from './chat-core';
import { guardRecruiterText } from './fraud-guard';
import { resumeFilePreview, shareResumeFile } from './resume-file-cards';

const systemLine = (key: MessageKey, params: Record<string, string | number> = {}) => ({
  payload: { key, params },
  preview: { key, params },
});

export function createSending(core: ChatCore) {
  const { deps, repo, now, memberOf, checkWritable, sendLimits, appendNow, openConversation, appendSystem } = core;
  const { db, events } = deps;

  /** Builds what a member sends by hand (checks by kind) into a new message. */
  async function compose(
    row: ConversationRow,
    side: Side,
    userId: number,
    body: SendMessageBody,
    locale: Locale,
  ): Promise<Draft> {
    const base = { senderUserId: userId, clientId: body.clientId };
    switch (body.kind) {
      case 'text':
        return {
          ...base,
          kind: 'text',
          payload: {
            text: body.text,
            fraudWarning: side === 'recruiter' && guardRecruiterText(body.text).fraudWarning,
          },
          preview: { text: body.text },
        };
      case 'image':
        return { ...base, kind: 'image', payload: { url: body.url }, preview: { key: MSG.chat.preview.image } };
      case 'position': {
        if (side !== 'recruiter') throw refuse(MSG.chat.recruitersOnly);
        const position = await deps.position(body.positionId, userId);
        if (!position) throw refuse(MSG.chat.positionNotMine);
        const { id, title, salaryMin, salaryMax, salaryUnit, salaryMonths, negotiable, regionName, companyName } =
          position;
        return {
          ...base,
          kind: 'position',
          payload: {
            position: {
              id,
              title,
              salaryMin,
              salaryMax,
              salaryUnit,
              salaryMonths,
              negotiable,
              regionName,
              companyName,
            },
          },
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
      case 'resume_file': {
        // Unasked: only the seeker sends a file (the recruiter asks for one: resume-file-cards.ts).
        if (side !== 'seeker') throw refuse(MSG.chat.seekersOnly);
        const file = await shareResumeFile(deps, row, body.fileId, locale);
        return { ...base, kind: 'resume_file', payload: { file, requestId: null }, preview: resumeFilePreview(file) };
      }
    }
  }

  /** The conversation of an application's seeker, recruiter and position, if they have one. */
  const conversationOf = (facts: ApplicationFacts) =>
    repo.findBetween(facts.seekerUserId, facts.recruiterUserId, facts.positionId);

  return {
    /** Sends a message; a resend with the same client id answers the stored one (never a duplicate). */
    async send(userId: number, id: number, body: SendMessageBody, locale: Locale): Promise<ChatMessage> {
      const { row, side } = await memberOf(id, userId);
      const resent = await repo.findByClientId(id, userId, body.clientId);
      if (resent) return toChatMessage(resent, locale);
      checkWritable(row, userId);
      await deps.checkNotMuted?.(userId);
      await sendLimits.checkMessage(userId, id);
      const message = await compose(row, side, userId, body, locale);
      try {
        return await appendNow(row, message, side, locale);
      } catch (error) {
        // The same client id arrived twice at once: the other request stored it.
        const stored = isUniqueViolation(error) ? await repo.findByClientId(id, userId, body.clientId) : undefined;
        if (stored) return toChatMessage(stored, locale);
        throw error;
      }
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
        'recruiter',
      );
    },

    /**
     * An interview changed: its card shows the new status, and a line says what happened. `actor`: the side
     * whose action changed it (the seeker answers, the recruiter gives the result; null: it expired).
     */
    async onInterviewChanged(event: InterviewFacts, status: string, line: MessageKey | null, actor: Side | null) {
      const row = await conversationOf(event);
      if (!row) return;
      const card = await repo.findByClientId(row.id, null, `interview-${event.interviewId}`);
      if (card) {
        const payload = parseJson<{ interview: Record<string, unknown> }>(card.payload, { interview: {} });
        // The event's time is the interview's as it now stands (a picked slot or an accepted proposal moved it).
        const changed = { interview: { ...payload.interview, status, time: event.time } };
        await transaction(db, events, async (tx) => {
          await createChatRepository(tx.db).updatePayload(card.id, changed, now());
          tx.record('chat.updated', {
            message: toChatMessage({ ...card, payload: JSON.stringify(changed) }, 'zh-Hans'),
            memberUserIds: members(row),
          });
        });
      }
      if (line) {
        const { payload, preview } = systemLine(line);
        await appendSystem(row, `interview-${event.interviewId}-${status}`, 'system', payload, preview, actor);
      }
    },

    /**
     * An application's result as a line in the conversation, if the two have one. `actor`: 'recruiter' when
     * they decided, null when the sweep closed it.
     */
    async onApplicationResult(event: ApplicationFacts, line: MessageKey, status: string, actor: Side | null) {
      const row = await conversationOf(event);
      if (!row) return;
      const { payload, preview } = systemLine(line);
      await appendSystem(row, `application-${event.applicationId}-${status}`, 'system', payload, preview, actor);
    },
  };
}
