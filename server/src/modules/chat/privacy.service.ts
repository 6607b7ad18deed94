/**
 * Leaving and a copy of one's data (docs/decisions.md, "Leaving"). A conversation is also the other
 * member's: it stays, the deleted member shows as 已注销用户 (the account's name is scrubbed), and their
 * contact details go from it: the values of accepted exchanges on their side and their phone or WeChat ID
 * wherever a message or preview spells it; a leaving seeker's resume-file cards read deleted, without the
 * file's name. Their greeting and quick replies go (their reports: the reports module).
 */
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { createChatPrivacyRepository } from './privacy.repository';

/** What replaces a removed contact in a kept message. */
const REMOVED = '***';

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `text` with every contact written out in it masked. */
function masked(text: string, contacts: string[]): string {
  return contacts.reduce((out, contact) => out.split(contact).join(REMOVED), text);
}

export function createChatPrivacy({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createChatPrivacyRepository(db);
  return {
    /**
     * The user's conversations with every message in them: their own and the other side's, as the other
     * side sent them to the user; members are 'me' and 'other' (no other user's id or name).
     */
    async exportOf(userId: number) {
      const conversations = await repo.conversations(userId);
      const messages = await repo.messages(conversations.map((c) => c.id));
      return {
        conversations: conversations.map((c) => ({
          id: c.id,
          myRole: c.seeker_user_id === userId ? 'seeker' : 'recruiter',
          position: c.position_title,
          company: c.company_name,
          startedAt: c.created_at,
          messages: messages
            .filter((m) => m.conversation_id === c.id)
            .map((m) => ({
              seq: m.seq,
              from: m.sender_user_id === null ? 'system' : m.sender_user_id === userId ? 'me' : 'other',
              kind: m.kind,
              content: parse(m.payload),
              at: m.created_at,
            })),
        })),
      };
    },

    async forgetUser(userId: number, contacts: string[]): Promise<void> {
      const now = toIso(clock.now());
      const wanted = [...new Set(contacts.map((c) => c.trim()).filter((c) => c.length >= 4))];
      const conversations = await repo.conversations(userId);
      const sideOf = new Map(conversations.map((c) => [c.id, c.seeker_user_id === userId ? 'seeker' : 'recruiter']));
      for (const message of await repo.messages([...sideOf.keys()])) {
        const payload = parse(message.payload);
        const values = payload.values as Record<string, string> | null | undefined;
        const side = sideOf.get(message.conversation_id)!;
        if (message.kind === 'exchange_answer' && values && values[side]) values[side] = '';
        // A seeker's resume file went with the account: its card stays, deleted, without the file's name
        // (an online resume's PDF is named after them).
        const file = payload.file as { name?: string; kind?: string; deleted?: boolean } | undefined;
        if (message.kind === 'resume_file' && side === 'seeker' && file) {
          payload.file = { ...file, name: `${REMOVED}.${file.kind ?? 'pdf'}`, deleted: true };
        }
        const next = masked(JSON.stringify(payload), wanted);
        if (next !== message.payload) await repo.setPayload(message.id, next, now);
      }
      for (const row of await repo.previews([...sideOf.keys()])) {
        const preview = parse(row.last_preview);
        const params = preview.params as Record<string, unknown> | undefined;
        if (preview.key === RESUME_FILES_MSG.chat.file && sideOf.get(row.id) === 'seeker' && params) {
          params.name = REMOVED;
        }
        const next = masked(preview.key ? JSON.stringify(preview) : row.last_preview, wanted);
        if (next !== row.last_preview) await repo.setPreview(row.id, next);
      }
      await repo.forgetOwn(userId);
    },
  };
}

export type ChatPrivacy = ReturnType<typeof createChatPrivacy>;
