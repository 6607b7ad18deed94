/**
 * Demo deliveries (the outbox, docs/outbox.md): what the review center's 送达记录 shows for the demo seeker
 * and recruiter. Each of their notifications whose kind travels outside the app gets its rows, as if
 * they had used the mini-program for a while: SMS sent, WeChat messages sent while they held a credit and
 * skipped once it was spent, one held for quiet hours, one waiting for a retry and one dead letter.
 */
import { channelsOf, type DeliveryKind } from '@common/delivery';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';

const MINUTE = 60_000;

/** The event each demo notification's kind comes from (as the outbox row of a real one names it). */
const EVENT_OF: Partial<Record<DeliveryKind, string>> = {
  application_passed: 'application.passed',
  application_rejected: 'application.rejected',
  interview_invited: 'interview.invited',
  interview_reminder_seeker: 'interview.startsSoon',
  interview_reminder_recruiter: 'interview.startsSoon',
  contract_sent: 'contract.sent',
  contract_deadline_soon: 'contract.deadlineSoon',
  contract_signed: 'contract.signed',
};

/** The answers the demo shows, in turn, for the WeChat rows (the SMS rows were all sent). */
const WECHAT_STORY: Array<{ state: string; lastError: string | null; attempts: number }> = [
  { state: 'sent', lastError: null, attempts: 0 },
  { state: 'sent', lastError: null, attempts: 1 },
  { state: 'skipped', lastError: 'no credit', attempts: 0 },
  {
    state: 'dead',
    lastError: 'WeChat 47003: argument invalid! data.thing1.value exceeds the length limit',
    attempts: 0,
  },
  { state: 'skipped', lastError: 'online', attempts: 0 },
];

export async function insertDemoDeliveries(db: Db, now: number, userIds: number[]): Promise<void> {
  const notes = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'created_at'])
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
  let story = 0;
  const rows = [];
  for (const note of notes) {
    for (const channel of channelsOf(note.kind as DeliveryKind)) {
      const created = note.created_at;
      const done = toIso(Date.parse(created) + 2_000);
      const told =
        channel === 'sms'
          ? { state: 'sent', lastError: null, attempts: 0 }
          : WECHAT_STORY[story++ % WECHAT_STORY.length]!;
      rows.push({
        dedupe_key: `demo:${note.id}:${note.user_id}:${channel}`,
        event: EVENT_OF[note.kind as DeliveryKind] ?? note.kind,
        kind: note.kind,
        user_id: note.user_id,
        channel,
        state: told.state,
        attempts: told.attempts,
        last_error: told.lastError,
        next_at: created,
        created_at: created,
        done_at: done,
      });
    }
  }
  // What is still on its way: an SMS held for the quiet hours and a WeChat message waiting for its retry.
  const [seekerId] = userIds;
  if (seekerId !== undefined) {
    const at = toIso(now - 10 * MINUTE);
    rows.push(
      {
        dedupe_key: `demo:held:${seekerId}`,
        event: 'interview.startsSoon',
        kind: 'interview_reminder_seeker',
        user_id: seekerId,
        channel: 'sms',
        state: 'pending',
        attempts: 0,
        last_error: 'quiet hours 22:00-08:00',
        next_at: toIso(now + 6 * 60 * MINUTE),
        created_at: at,
        done_at: null,
      },
      {
        dedupe_key: `demo:retry:${seekerId}`,
        event: 'application.passed',
        kind: 'application_passed',
        user_id: seekerId,
        channel: 'wechat',
        state: 'pending',
        attempts: 2,
        last_error: 'WeChat -1: system error, please retry',
        next_at: toIso(now + 20 * 1000),
        created_at: at,
        done_at: null,
      },
    );
  }
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('outbox')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}
