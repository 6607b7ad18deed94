/**
 * What the reports module asks of chat (docs/decisions.md, "Reports and measures"): who a member reports
 * when they report a conversation (the other member; a named message must be theirs), and the messages an
 * operator reads around the reported one. The reports module owns the reports; chat answers only for its
 * own tables.
 */
import type { ContextMessage } from '@common/reports';
import { REPORT_CONTEXT_AFTER, REPORT_CONTEXT_BEFORE } from '@common/reports';
import { REPORTS_MSG } from '@common/messages.reports';
import { refuse } from '../../http/errors';
import type { ChatMessageRow, ConversationRow } from '../../db/types';
import { otherOf, parseJson, toChatMessage, type ChatCore } from './chat-core';

/** A message as an operator reads it: plain text for a text, a system line's Chinese, else its kind. */
function contextOf(row: ChatMessageRow, conversation: ConversationRow, reportedId: number | null): ContextMessage {
  const payload = parseJson<{ text?: string; key?: string; url?: string; fraudWarning?: boolean }>(row.payload, {});
  const side =
    row.sender_user_id === null
      ? 'system'
      : row.sender_user_id === conversation.seeker_user_id
        ? 'seeker'
        : 'recruiter';
  const system = row.kind === 'system' ? toChatMessage(row, 'zh-Hans') : undefined;
  const text = payload.text ?? payload.url ?? (system && 'text' in system ? String(system.text) : `[${row.kind}]`);
  return {
    id: row.id,
    seq: row.seq,
    side,
    kind: row.kind,
    text,
    createdAt: row.created_at,
    reported: row.id === reportedId,
    fraudWarning: payload.fraudWarning === true,
  };
}

export function createModeration(core: ChatCore) {
  const { repo, memberOf } = core;
  return {
    /**
     * Whom a member reports in a conversation: the other member (a named message must be theirs), with the
     * conversation's company and what the queue calls it.
     */
    async reportFacts(userId: number, conversationId: number, messageId?: number) {
      const { row, side } = await memberOf(conversationId, userId);
      const other = otherOf(row, side);
      if (messageId !== undefined) {
        const message = await repo.findMessage(conversationId, messageId);
        if (!message || message.sender_user_id !== other) throw refuse(REPORTS_MSG.messageNotFound);
      }
      return {
        reportedUserId: other,
        reporterSide: side,
        companyId: row.company_id,
        subject: `${row.position_title} · ${row.company_name}`,
      };
    },

    /** The conversation around a message (or its latest messages) as an operator reads it. */
    async reportContext(conversationId: number, messageId: number | null) {
      const row = await repo.findById(conversationId);
      if (!row) return null;
      const reported = messageId === null ? undefined : await repo.findMessage(conversationId, messageId);
      const rows = reported
        ? [
            ...(await repo.messages(conversationId, { before: reported.seq + 1, limit: REPORT_CONTEXT_BEFORE + 1 })),
            ...(await repo.messages(conversationId, { after: reported.seq, limit: REPORT_CONTEXT_AFTER })),
          ]
        : await repo.messages(conversationId, { limit: REPORT_CONTEXT_BEFORE + REPORT_CONTEXT_AFTER });
      return {
        id: row.id,
        positionTitle: row.position_title,
        companyName: row.company_name,
        seekerUserId: row.seeker_user_id,
        recruiterUserId: row.recruiter_user_id,
        messages: rows.map((message) => contextOf(message, row, reported?.id ?? null)),
      };
    },
  };
}
