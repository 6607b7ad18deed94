/**
 * Attachment resumes in a conversation (索要附件简历, docs/chat.md): the recruiter asks (a
 * `resume_file_request` card, one waiting at a time, counted like any message); the seeker answers: accept
 * with one of their files or the online resume as a PDF (the file is shared through the resume module and
 * comes as a `resume_file` card naming the request), or decline (the request reads declined and a line says
 * so). A seeker may also send a file unasked (sending.service.ts). The file itself, who may open it and its
 * signed links are the resume module's (`ResumeFileSharing`, handed in); a card read again shows `deleted`
 * once the seeker removed the file.
 */
import type { ChatMessage, ResumeFileAnswerBody } from '@common/chat';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { ResumeFileCard } from '@common/resume-files';
import { transaction } from '../../db/transaction';
import type { ConversationRow } from '../../db/types';
import { refuse } from '../../http/errors';
import { createChatRepository } from './chat.repository';
import { members, toChatMessage, type ChatCore, type ChatServiceDeps, type Draft } from './chat-core';

/** The list's preview of a file card. */
export const resumeFilePreview = (file: ResumeFileCard) => ({
  key: RESUME_FILES_MSG.chat.file,
  params: { name: file.name },
});

/** Shares one of the seeker's files (null: the online resume as a PDF) with the conversation's recruiter. */
export async function shareResumeFile(
  deps: ChatServiceDeps,
  row: ConversationRow,
  fileId: number | null,
  locale: Locale,
): Promise<ResumeFileCard> {
  if (!deps.resumeFiles) throw refuse(RESUME_FILES_MSG.notFound);
  return deps.resumeFiles.shareInChat({
    seekerId: row.seeker_user_id,
    fileId,
    recruiterUserId: row.recruiter_user_id,
    conversationId: row.id,
    locale,
  });
}

/** The file cards of `messages` as they stand now: a file the seeker deleted since reads `deleted`. */
export async function freshFileCards(deps: ChatServiceDeps, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const sharing = deps.resumeFiles;
  if (!sharing || !messages.some((m) => m.kind === 'resume_file')) return messages;
  const ids = [...new Set(messages.flatMap((m) => (m.kind === 'resume_file' ? [m.file.id] : [])))];
  const cards = new Map(
    await Promise.all(ids.map(async (id) => [id, await sharing.cardOf(id).catch(() => undefined)] as const)),
  );
  return messages.map((message) => {
    if (message.kind !== 'resume_file') return message;
    const card = cards.get(message.file.id);
    return { ...message, file: card ? { ...message.file, ...card } : { ...message.file, deleted: true } };
  });
}

export function createResumeFileCards(core: ChatCore) {
  const { deps, repo, now, memberOf, checkWritable, sendLimits, append, appendNow } = core;
  const { db, events } = deps;

  return {
    /** The recruiter asks the seeker for an attachment resume; one request waits at a time. */
    async requestResumeFile(userId: number, id: number, locale: Locale): Promise<ChatMessage> {
      const { row, side } = await memberOf(id, userId);
      if (side !== 'recruiter') throw refuse(MSG.chat.recruitersOnly);
      checkWritable(row, userId);
      if (await repo.pendingResumeFileRequest(id)) throw refuse(RESUME_FILES_MSG.request.pending);
      await deps.checkNotMuted?.(userId);
      await sendLimits.checkMessage(userId, id);
      return appendNow(
        row,
        {
          senderUserId: userId,
          clientId: null,
          kind: 'resume_file_request',
          payload: { state: 'pending' },
          preview: { key: RESUME_FILES_MSG.chat.request },
        },
        side,
        locale,
      );
    },

    /**
     * The seeker answers a waiting request: accept shares the file and answers its card (naming the
     * request); decline answers the request, now declined, and adds a line. A request answered already (or
     * not this conversation's) is refused.
     */
    async answerResumeFileRequest(
      userId: number,
      id: number,
      messageId: number,
      body: ResumeFileAnswerBody,
      locale: Locale,
    ): Promise<ChatMessage> {
      const { row, side } = await memberOf(id, userId);
      if (side !== 'seeker') throw refuse(MSG.chat.seekersOnly);
      const request = await repo.findMessage(id, messageId);
      const pending = (text: string) => (JSON.parse(text) as { state?: string }).state === 'pending';
      if (!request || request.kind !== 'resume_file_request' || !pending(request.payload)) {
        throw refuse(RESUME_FILES_MSG.request.none);
      }
      checkWritable(row, userId);
      const card = body.accept ? await shareResumeFile(deps, row, body.fileId, locale) : undefined;
      const state = card ? 'accepted' : 'declined';
      const stored = await transaction(db, events, async (tx) => {
        const txRepo = createChatRepository(tx.db);
        const changed = { state };
        if (!(await txRepo.updatePayloadIf(request.id, request.payload, changed, now()))) {
          throw refuse(RESUME_FILES_MSG.request.none);
        }
        const updated = { ...request, payload: JSON.stringify(changed) };
        tx.record('chat.updated', { message: toChatMessage(updated, 'zh-Hans'), memberUserIds: members(row) });
        if (card) {
          const draft: Draft = {
            senderUserId: userId,
            clientId: null,
            kind: 'resume_file',
            payload: { file: card, requestId: request.id },
            preview: resumeFilePreview(card),
          };
          return append(tx, row, draft, side);
        }
        const line = RESUME_FILES_MSG.chat.declined;
        await append(
          tx,
          row,
          {
            senderUserId: null,
            clientId: null,
            kind: 'system',
            payload: { key: line, params: {} },
            preview: { key: line },
            actorSide: 'seeker',
          },
          null,
        );
        return updated;
      });
      return toChatMessage(stored, locale);
    },
  };
}
