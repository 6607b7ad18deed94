/**
 * Demo conversations, so the message center is alive on first start: the demo seeker with three
 * recruiters (one waiting with unread messages and a phone exchange to answer, one read, one whose
 * recruiter asks for a fee so the fraud guard shows) and the demo recruiter with two other seekers.
 * Written the way the chat module stores them: seqs from 1, the conversation's last-message fields and
 * each member's read seq.
 */
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { warnsOfFraud } from '../modules/chat/fraud-guard';

const MINUTE = 60_000;

interface Line {
  from: 'seeker' | 'recruiter';
  kind?: 'text' | 'exchange' | 'position';
  text?: string;
  payload?: Record<string, unknown>;
  minutesAgo: number;
}

export interface DemoConversation {
  seekerId: number;
  recruiterId: number;
  position: { id: number; title: string; companyId: number; companyName: string };
  startedBy: 'seeker' | 'recruiter';
  lines: Line[];
  /** How many of the last messages each side has not read. */
  unread: { seeker: number; recruiter: number };
}

export async function insertDemoConversations(db: Db, now: number, conversations: DemoConversation[]) {
  for (const c of conversations) {
    const at = (line: Line) => toIso(now - line.minutesAgo * MINUTE);
    const first = c.lines[0];
    const last = c.lines[c.lines.length - 1];
    const lastSeq = c.lines.length;
    const preview = (line: Line) =>
      line.kind === 'exchange'
        ? { key: 'chat.preview.exchange', params: { what: 'phone' } }
        : line.kind === 'position'
          ? { key: 'chat.preview.position', params: { title: c.position.title } }
          : { text: line.text ?? '' };
    const conversation = await db
      .insertInto('conversations')
      .values({
        seeker_user_id: c.seekerId,
        recruiter_user_id: c.recruiterId,
        position_id: c.position.id,
        company_id: c.position.companyId,
        position_title: c.position.title,
        company_name: c.position.companyName,
        started_by: c.startedBy,
        last_seq: lastSeq,
        last_kind: last.kind ?? 'text',
        last_preview: JSON.stringify(preview(last)),
        last_sender_user_id: last.from === 'seeker' ? c.seekerId : c.recruiterId,
        last_message_at: at(last),
        seeker_read_seq: lastSeq - c.unread.seeker,
        recruiter_read_seq: lastSeq - c.unread.recruiter,
        created_at: at(first),
        updated_at: at(last),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chat_messages')
      .values(
        c.lines.map((line, index) => {
          const kind = line.kind ?? 'text';
          const payload =
            kind === 'text'
              ? { text: line.text, fraudWarning: line.from === 'recruiter' && warnsOfFraud(line.text ?? '') }
              : (line.payload ?? {});
          return {
            conversation_id: conversation.id,
            seq: index + 1,
            sender_user_id: line.from === 'seeker' ? c.seekerId : c.recruiterId,
            client_id: `demo-${conversation.id}-${index + 1}`,
            kind,
            payload: JSON.stringify(payload),
            created_at: at(line),
            updated_at: at(line),
          };
        }),
      )
      .execute();
  }
}
