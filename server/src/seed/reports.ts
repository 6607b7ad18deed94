/**
 * Demo reports, so the operators' reports tab is not empty in the demo: the demo seeker's report
 * of the recruiter who asked for a 培训费 in chat (the reported message named), and two other seekers'
 * reports of that recruiter's position and company. All open; they count toward nothing until an operator
 * acts (the automatic guard runs only when a report is filed).
 */
import type { Db } from '../db/connect';
import { toIso } from '../db/time';

const HOUR = 3_600_000;

export async function insertDemoReports(
  db: Db,
  now: number,
  facts: {
    seekerId: number;
    otherSeekerIds: number[];
    recruiterId: number;
    position: { id: number; title: string; companyId: number; companyName: string };
  },
) {
  const conversation = await db
    .selectFrom('conversations')
    .select(['id', 'position_title', 'company_name'])
    .where('seeker_user_id', '=', facts.seekerId)
    .where('recruiter_user_id', '=', facts.recruiterId)
    .executeTakeFirst();
  const message = conversation
    ? await db
        .selectFrom('chat_messages')
        .select('id')
        .where('conversation_id', '=', conversation.id)
        .where('sender_user_id', '=', facts.recruiterId)
        .orderBy('seq', 'desc')
        .executeTakeFirst()
    : undefined;
  const base = { reporter_side: 'seeker', reported_user_id: facts.recruiterId, company_id: facts.position.companyId };
  const rows = [
    ...(conversation
      ? [
          {
            ...base,
            target_type: 'conversation' as const,
            target_id: conversation.id,
            message_id: message?.id ?? null,
            reporter_user_id: facts.seekerId,
            subject: `${conversation.position_title} · ${conversation.company_name}`,
            reason: 'fraud',
            note: '对方要求入职前先交300元培训费',
            created_at: toIso(now - 20 * HOUR),
          },
        ]
      : []),
    ...facts.otherSeekerIds.slice(0, 2).map((reporter, index) => ({
      ...base,
      target_type: index === 0 ? ('position' as const) : ('company' as const),
      target_id: index === 0 ? facts.position.id : facts.position.companyId,
      message_id: null,
      reporter_user_id: reporter,
      subject: index === 0 ? facts.position.title : facts.position.companyName,
      reason: index === 0 ? 'fake_position' : 'other',
      note: index === 0 ? '面试时说岗位已满，让改做销售' : '',
      created_at: toIso(now - (30 + index * 24) * HOUR),
    })),
  ];
  if (rows.length) await db.insertInto('reports').values(rows).execute();
}
