/**
 * Demo notifications: the demo seeker and the demo recruiter each find every kind of notification their
 * side receives (common/notifications.ts: 11 for a seeker, 13 for a recruiter), some read and some unread,
 * each about a real demo record it opens. The records a story needs and the rest of the seed lacks are
 * written here as the applications module stores them: for the seeker, applications to other companies
 * (an interview invitation, one starting soon, a rejection, one closed unanswered, a failed interview) and
 * a contract that expired unsigned; for the recruiter, new and waiting applications and interviews
 * accepted, starting soon, declined and expired. Notifications are stored as the notifications module
 * does (kind + params, rendered at read time in the reader's language), oldest first so ids follow time.
 */
import { APPLICATION_CLOSE_DAYS_DEFAULT, APPLICATION_NO_REPLY_DAYS_DEFAULT } from '@common/applications';
import type { InterviewMethod, InterviewStatus } from '@common/constants';
import { NOTIFICATION_KIND_TYPE, type NotificationKind, type NotificationParams } from '@common/notifications';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { contractNumber } from '../modules/contracts/contract-core';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoNotificationParties {
  seekerId: number;
  /** The demo recruiter and their company (杭州云栖科技). */
  recruiterId: number;
  companyId: number;
  /** Other companies the demo seeker applied to, with their owner, address and first listed position. */
  companies: Array<{ id: number; name: string; ownerId: number; address: string }>;
}

interface Notice {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  rid: number | null;
  at: number;
  read: boolean;
}

export async function insertDemoNotifications(db: Db, now: number, parties: DemoNotificationParties): Promise<void> {
  const { seekerId, recruiterId, companyId } = parties;
  // Interviews at office hours in China (UTC+8), `days` from the seeding day, whatever hour it seeds at.
  const chinaDay = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const chinaAt = (days: number, hour: number) => chinaDay + days * DAY + hour * HOUR;
  const notices: Notice[] = [];
  const notify = (userId: number, kind: NotificationKind, params: NotificationParams, rid: number | null) => ({
    at: (ago: number, read: boolean) => notices.push({ userId, kind, params, rid, at: now - ago, read }),
  });

  const listed = async (company: number) =>
    db
      .selectFrom('positions')
      .select(['id', 'title'])
      .where('company_id', '=', company)
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
  const nameOf = async (id: number) =>
    (await db.selectFrom('users').select('nickname').where('id', '=', id).executeTakeFirstOrThrow()).nickname ?? '';

  const application = async (
    seeker: number,
    position: { id: number },
    company: number,
    status: 'delivered' | 'passed' | 'rejected',
    createdAgo: number,
    extra: {
      reason?: string;
      auto_closed_days?: number;
      reminded_at?: string;
      viewed_at?: string;
      withdrawn_at?: string;
      updatedAgo?: number;
    } = {},
  ) => {
    const { updatedAgo, ...columns } = extra;
    const row = await db
      .insertInto('applications')
      .values({
        seeker_user_id: seeker,
        position_id: position.id,
        company_id: company,
        status,
        ...columns,
        created_at: toIso(now - createdAgo),
        updated_at: toIso(now - (updatedAgo ?? createdAgo)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const interview = async (
    applicationId: number,
    seeker: number,
    position: { id: number },
    company: { id: number; ownerId: number; address: string },
    status: InterviewStatus,
    method: InterviewMethod,
    time: number,
    createdAgo: number,
    remindedAt?: number,
  ) => {
    const row = await db
      .insertInto('interviews')
      .values({
        application_id: applicationId,
        seeker_user_id: seeker,
        company_id: company.id,
        position_id: position.id,
        recruiter_user_id: company.ownerId,
        method,
        time: toIso(time),
        address: method === 'offline' ? company.address : '',
        link: method === 'online' ? 'https://meeting.tencent.com/dm/demo' : '',
        contact: '人事部 王女士',
        note: method === 'offline' ? '请携带身份证和简历，到前台报到' : '请提前五分钟进入会议',
        status,
        reminded_at: remindedAt ? toIso(remindedAt) : null,
        created_at: toIso(now - createdAgo),
        updated_at: toIso(now - createdAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  // ---- The demo seeker ---------------------------------------------------------------------------
  const [c3, c4, c5, c6, c7, c8] = parties.companies;
  const seekerStory = async (company: (typeof parties.companies)[number]) => {
    const [position] = await listed(company.id);
    return { company, position, about: { companyName: company.name, positionTitle: position.title } };
  };

  // Passed, then invited to an interview in two days (unread).
  {
    const { company, position, about } = await seekerStory(c3);
    const app = await application(seekerId, position, company.id, 'passed', 4 * DAY, { updatedAgo: 3 * DAY });
    const time = chinaAt(2, 14);
    const id = await interview(app, seekerId, position, company, 'invited', 'offline', time, 5 * HOUR);
    notify(seekerId, 'application_passed', about, app).at(3 * DAY, true);
    notify(seekerId, 'interview_invited', { ...about, time: toIso(time), method: 'offline' }, id).at(5 * HOUR, false);
    // The seeker asked for 16:00 instead; the company kept 14:00.
    notify(seekerId, 'interview_reschedule_declined_seeker', { ...about, time: toIso(chinaAt(2, 16)) }, id).at(
      3 * HOUR,
      false,
    );
  }
  // An accepted video interview held yesterday at 10:00, reminded an hour before; its result is not in yet.
  {
    const { company, position, about } = await seekerStory(c4);
    const app = await application(seekerId, position, company.id, 'passed', 6 * DAY, { updatedAgo: 5 * DAY });
    const time = chinaAt(-1, 10);
    const id = await interview(app, seekerId, position, company, 'waiting', 'online', time, 3 * DAY, time - HOUR);
    const params = { ...about, time: toIso(time), method: 'online' };
    notify(seekerId, 'application_passed', about, app).at(5 * DAY, true);
    notify(seekerId, 'interview_invited', params, id).at(3 * DAY, true);
    // Invited for another day first: the seeker asked for this time and the company agreed.
    notify(seekerId, 'interview_reschedule_accepted_seeker', params, id).at(2 * DAY + 12 * HOUR, true);
    notify(seekerId, 'interview_reminder_seeker', params, id).at(now - (time - HOUR), true);
  }
  // Rejected with a reason (read).
  {
    const { company, position, about } = await seekerStory(c5);
    const reason = '该岗位已招满，感谢您的关注';
    const app = await application(seekerId, position, company.id, 'rejected', 9 * DAY, { reason, updatedAgo: 8 * DAY });
    // The interview it had invited to was cancelled first (the position was filled).
    const time = chinaAt(-6, 10);
    const id = await interview(app, seekerId, position, company, 'rejected', 'phone', time, 9 * DAY);
    notify(seekerId, 'interview_cancelled_seeker', { ...about, time: toIso(time), reason }, id).at(
      8 * DAY + HOUR,
      true,
    );
    notify(seekerId, 'application_rejected', { ...about, reason }, app).at(8 * DAY, true);
  }
  // Closed by the sweep after the company did not answer (unread).
  {
    const { company, position, about } = await seekerStory(c6);
    const days = APPLICATION_CLOSE_DAYS_DEFAULT;
    const app = await application(seekerId, position, company.id, 'rejected', (days + 1) * DAY, {
      auto_closed_days: days,
      updatedAgo: DAY,
    });
    notify(seekerId, 'application_auto_closed', { ...about, days }, app).at(DAY, false);
  }
  // An interview that did not pass (read).
  {
    const { company, position, about } = await seekerStory(c7);
    const app = await application(seekerId, position, company.id, 'passed', 14 * DAY, { updatedAgo: 13 * DAY });
    const time = chinaAt(-10, 14);
    const id = await interview(app, seekerId, position, company, 'failed', 'offline', time, 12 * DAY);
    // The company moved it to this time, which the seeker accepted.
    notify(seekerId, 'interview_reschedule_seeker', { ...about, time: toIso(time) }, id).at(11 * DAY, true);
    notify(seekerId, 'interview_failed', about, id).at(9 * DAY, true);
  }

  // The offers of the contract seed: 云栖's (sent, waiting for the signature) and another company's (withdrawn).
  const seekerContracts = await db
    .selectFrom('contracts')
    .innerJoin('companies', 'companies.id', 'contracts.company_id')
    .innerJoin('interviews', 'interviews.application_id', 'contracts.application_id')
    .select([
      'contracts.id',
      'contracts.status',
      'contracts.deadline',
      'contracts.sent_at',
      'contracts.reason',
      'contracts.party_b_position as positionTitle',
      'companies.name as companyName',
      'interviews.id as interviewId',
    ])
    .where('contracts.seeker_user_id', '=', seekerId)
    .orderBy('contracts.id')
    .execute();
  const sent = seekerContracts.find((c) => c.status === 'sent');
  const voided = seekerContracts.find((c) => c.status === 'void');
  if (sent) {
    const about = { companyName: sent.companyName, positionTitle: sent.positionTitle };
    const sentAgo = now - Date.parse(sent.sent_at!);
    notify(seekerId, 'interview_passed', about, sent.interviewId).at(sentAgo + DAY, true);
    notify(seekerId, 'contract_sent', { ...about, time: sent.deadline! }, sent.id).at(sentAgo, true);
    notify(seekerId, 'contract_deadline_soon', { ...about, time: sent.deadline! }, sent.id).at(2 * HOUR, false);
  }
  if (voided) {
    const about = { companyName: voided.companyName, positionTitle: voided.positionTitle };
    notify(seekerId, 'contract_voided', { ...about, reason: voided.reason ?? '' }, voided.id).at(20 * DAY, true);
  }
  // A contract of a third company that expired unsigned: a copy of the withdrawn one's form (the demo
  // seeker's own details, already encrypted) with that company as Party A.
  if (voided) {
    const { company, position, about } = await seekerStory(c8);
    const app = await application(seekerId, position, company.id, 'passed', 30 * DAY, { updatedAgo: 25 * DAY });
    await interview(app, seekerId, position, company, 'passed', 'offline', chinaAt(-27, 10), 29 * DAY);
    const source = await db.selectFrom('contracts').selectAll().where('id', '=', voided.id).executeTakeFirstOrThrow();
    const fields = JSON.parse(source.fields) as Record<string, unknown>;
    const sentAt = now - 24 * DAY;
    const deadline = sentAt + 7 * DAY;
    const { id: _id, ...copy } = source;
    const row = await db
      .insertInto('contracts')
      .values({
        ...copy,
        contract_no: `demo-expired-${app}`,
        application_id: app,
        company_id: company.id,
        recruiter_user_id: company.ownerId,
        status: 'expired',
        party_a_name: company.name,
        party_b_position: position.title,
        fields: JSON.stringify({
          ...fields,
          partyAName: company.name,
          partyAAddress: company.address,
          partyBPosition: position.title,
        }),
        reason: null,
        deadline: toIso(deadline),
        sent_at: toIso(sentAt),
        created_at: toIso(sentAt - 2 * HOUR),
        updated_at: toIso(deadline),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('contracts')
      .set({ contract_no: contractNumber(row.id, sentAt - 2 * HOUR) })
      .where('id', '=', row.id)
      .execute();
    await db
      .insertInto('contract_events')
      .values(
        (
          [
            ['created', 'partyA', sentAt - 2 * HOUR],
            ['sent', 'partyA', sentAt],
            ['expired', 'system', deadline],
          ] as const
        ).map(([event, actor, at]) => ({
          contract_id: row.id,
          event,
          actor,
          actor_user_id: actor === 'partyA' ? company.ownerId : null,
          ip: actor === 'system' ? '' : '127.0.0.1',
          user_agent: actor === 'system' ? '' : 'demo',
          document_hash: event === 'sent' ? source.text_hash : null,
          created_at: toIso(at),
        })),
      )
      .execute();
    notify(seekerId, 'contract_sent', { ...about, time: toIso(deadline) }, row.id).at(now - sentAt, true);
    notify(seekerId, 'contract_expired_seeker', { ...about, time: toIso(deadline) }, row.id).at(now - deadline, true);
  }

  // ---- The demo recruiter ------------------------------------------------------------------------
  const company = (
    await db.selectFrom('companies').select(['id', 'name', 'address_detail']).where('id', '=', companyId).execute()
  )[0];
  const own = { id: company.id, ownerId: recruiterId, address: company.address_detail ?? '' };
  const positions = await db
    .selectFrom('positions')
    .select(['id', 'title', 'status'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const open = positions.filter((p) => p.status === 'approved');
  const [first, second = first, third = second] = open;
  // Seekers with a resume who have nothing to do with 云栖 yet (the contract and chat seeds took the first ones).
  const taken = new Set(
    (await db.selectFrom('applications').select('seeker_user_id').where('company_id', '=', companyId).execute()).map(
      (row) => row.seeker_user_id,
    ),
  );
  const candidates = (
    await db
      .selectFrom('users')
      .select('id')
      .where('identity', '=', 'seeker')
      .where('id', '!=', seekerId)
      .orderBy('id', 'desc')
      .limit(12)
      .execute()
  )
    .map((row) => row.id)
    .filter((id) => !taken.has(id));
  const [s1, s2, s3, s4, s5, s6, s7] = candidates;
  const side = async (seeker: number, position: { title: string }) => ({
    seekerName: await nameOf(seeker),
    positionTitle: position.title,
  });

  // A new application (unread) and one waiting past the reminder (read).
  {
    await application(s1, second, companyId, 'delivered', 2 * HOUR);
    notify(recruiterId, 'application_received', await side(s1, second), second.id).at(2 * HOUR, false);
    const days = APPLICATION_NO_REPLY_DAYS_DEFAULT;
    // Opened (已查看) but never answered.
    await application(s2, second, companyId, 'delivered', (days + 1) * DAY, {
      reminded_at: toIso(now - DAY),
      viewed_at: toIso(now - days * DAY),
    });
    notify(recruiterId, 'application_received', await side(s2, second), second.id).at((days + 1) * DAY, true);
    notify(recruiterId, 'application_no_reply', { ...(await side(s2, second)), days }, second.id).at(DAY, true);
  }
  // Invited, accepted, held yesterday at 15:00 after the reminder; the result is still to be recorded.
  {
    const app = await application(s3, first, companyId, 'delivered', 4 * DAY);
    const time = chinaAt(-1, 15);
    await interview(app, s3, first, own, 'waiting', 'offline', time, 3 * DAY, time - HOUR);
    const params = { ...(await side(s3, first)), time: toIso(time), method: 'offline' };
    notify(recruiterId, 'interview_accepted', params, first.id).at(2 * DAY, true);
    // Asked to pick among three times, the seeker chose 15:00; later both kept it after a proposal.
    notify(recruiterId, 'interview_slot_picked', params, first.id).at(2 * DAY + 12 * HOUR, true);
    notify(recruiterId, 'interview_reschedule_accepted_recruiter', params, first.id).at(2 * DAY - HOUR, true);
    notify(recruiterId, 'interview_reminder_recruiter', params, first.id).at(now - (time - HOUR), true);
  }
  // Declined (unread) and expired (read): the recruiter may invite again.
  {
    const declinedApp = await application(s4, third, companyId, 'delivered', 5 * DAY);
    const declinedTime = chinaAt(3, 10);
    await interview(declinedApp, s4, third, own, 'rejected', 'phone', declinedTime, 2 * DAY);
    notify(
      recruiterId,
      'interview_reschedule_declined_recruiter',
      { ...(await side(s4, third)), time: toIso(chinaAt(3, 15)) },
      third.id,
    ).at(DAY, true);
    notify(recruiterId, 'interview_declined', { ...(await side(s4, third)), time: toIso(declinedTime) }, third.id).at(
      6 * HOUR,
      false,
    );
    const expiredApp = await application(s5, first, companyId, 'delivered', 8 * DAY);
    const expiredTime = chinaAt(-2, 16);
    await interview(expiredApp, s5, first, own, 'rejected', 'online', expiredTime, 5 * DAY);
    // The seeker had asked for an evening time, unanswered until the invitation expired.
    notify(
      recruiterId,
      'interview_reschedule_recruiter',
      { ...(await side(s5, first)), time: toIso(chinaAt(-2, 19)) },
      first.id,
    ).at(4 * DAY, true);
    notify(recruiterId, 'interview_expired', { ...(await side(s5, first)), time: toIso(expiredTime) }, first.id).at(
      now - expiredTime - 5 * MINUTE,
      true,
    );
  }
  // Shortlisted (初筛通过), its interview cancelled by the seeker (unread), not invited again yet; one withdrawn
  // by its seeker (unread).
  if (s6 && s7) {
    const shortlisted = await application(s6, first, companyId, 'passed', 3 * DAY, {
      viewed_at: toIso(now - 3 * DAY + HOUR),
      updatedAgo: 2 * DAY,
    });
    const cancelledTime = chinaAt(1, 11);
    await interview(shortlisted, s6, first, own, 'rejected', 'offline', cancelledTime, 2 * DAY);
    notify(
      recruiterId,
      'interview_cancelled_recruiter',
      { ...(await side(s6, first)), time: toIso(cancelledTime), reason: '临时有事，改天再约' },
      first.id,
    ).at(2 * HOUR, false);
    const withdrawnAt = toIso(now - 3 * HOUR);
    await application(s7, third, companyId, 'rejected', 2 * DAY, {
      viewed_at: toIso(now - 2 * DAY + HOUR),
      withdrawn_at: withdrawnAt,
      updatedAgo: 3 * HOUR,
    });
    notify(recruiterId, 'application_withdrawn', await side(s7, third), third.id).at(3 * HOUR, false);
  }
  // Reviews: the company (refused once, then verified) and positions (one approved, one sent back).
  {
    notify(
      recruiterId,
      'company_rejected',
      { companyName: company.name, reason: '营业执照照片不清晰，请重新上传' },
      companyId,
    ).at(46 * DAY, true);
    notify(recruiterId, 'company_approved', { companyName: company.name }, companyId).at(45 * DAY, true);
    // Joining a company, every kind about their company for the demo (the notifications only: no join request
    // rows are seeded, so the company page shows none waiting).
    notify(recruiterId, 'company_join_rejected', { companyName: company.name }, companyId).at(48 * DAY, true);
    notify(recruiterId, 'company_join_approved', { companyName: company.name }, companyId).at(47 * DAY, true);
    notify(recruiterId, 'company_join_requested', { requesterName: '陈先生', companyName: company.name }, companyId).at(
      5 * HOUR,
      false,
    );
    // The recruiter's verification: refused once for an unreadable badge, then verified.
    notify(recruiterId, 'recruiter_verification_refused', { reason: '工牌照片看不清姓名，请重新拍摄' }, companyId).at(
      31 * DAY,
      true,
    );
    notify(recruiterId, 'recruiter_verified', {}, companyId).at(29 * DAY, false);
    notify(recruiterId, 'position_approved', { positionTitle: first.title }, first.id).at(30 * DAY, true);
    const back = positions.find((p) => p.status === 'under_review') ?? first;
    notify(
      recruiterId,
      'position_rejected',
      { positionTitle: back.title, reason: '职位描述中包含个人联系方式，请删除后重新提交' },
      back.id,
    ).at(3 * DAY, false);
  }
  // Reports and measures: a past case of the demo recruiter, every step lifted long ago, and the
  // outcomes of two reports they filed about seekers.
  {
    const subject = first.title;
    const because = { subject, reason: '职位描述与实际工作内容不符' };
    notify(recruiterId, 'measure_warn', because, first.id).at(60 * DAY, true);
    notify(recruiterId, 'measure_auto_mute', { subject }, first.id).at(59 * DAY, true);
    notify(recruiterId, 'measure_mute', { ...because, time: toIso(now - 57 * DAY) }, first.id).at(58 * DAY, true);
    notify(recruiterId, 'measure_take_down', because, first.id).at(56 * DAY, true);
    notify(recruiterId, 'measure_suspend', because, first.id).at(55 * DAY, true);
    notify(recruiterId, 'measure_lifted', { subject, reason: '已按要求修改，申诉成立' }, first.id).at(54 * DAY, false);
    notify(recruiterId, 'report_dismissed', { subject: '聊天', reason: '未发现违规' }, first.id).at(20 * DAY, true);
    notify(recruiterId, 'report_actioned', { subject: '聊天', reason: '已警告对方' }, first.id).at(10 * DAY, false);
  }
  // Contracts of the contract seed: signed (read), refused (unread), expired (read).
  {
    const rows = await db
      .selectFrom('contracts')
      .innerJoin('users', 'users.id', 'contracts.seeker_user_id')
      .select([
        'contracts.id',
        'contracts.status',
        'contracts.kind',
        'contracts.deadline',
        'contracts.reason',
        'contracts.updated_at',
        'contracts.party_b_position as positionTitle',
        'users.nickname',
      ])
      .where('contracts.company_id', '=', companyId)
      .orderBy('contracts.id')
      .execute();
    const about = (row: (typeof rows)[number]) => ({
      seekerName: row.nickname ?? '',
      positionTitle: row.positionTitle,
    });
    const ago = (row: (typeof rows)[number]) => now - Date.parse(row.updated_at);
    const signed = rows.find((r) => r.status === 'signed' && r.kind === 'electronic');
    const refused = rows.find((r) => r.status === 'refused');
    const expired = rows.find((r) => r.status === 'expired');
    if (signed) notify(recruiterId, 'contract_signed', about(signed), signed.id).at(ago(signed), true);
    if (refused)
      notify(recruiterId, 'contract_refused', { ...about(refused), reason: refused.reason ?? '' }, refused.id).at(
        ago(refused),
        false,
      );
    if (expired)
      notify(recruiterId, 'contract_expired_recruiter', { ...about(expired), time: expired.deadline! }, expired.id).at(
        ago(expired),
        true,
      );
  }

  // Oldest first: the list reads newest first by id.
  notices.sort((a, b) => a.at - b.at);
  for (const n of notices) {
    await db
      .insertInto('notifications')
      .values({
        user_id: n.userId,
        type: NOTIFICATION_KIND_TYPE[n.kind],
        kind: n.kind,
        params: JSON.stringify(n.params),
        rid: n.rid,
        read_at: n.read ? toIso(Math.min(n.at + HOUR, now)) : null,
        created_at: toIso(n.at),
      })
      .execute();
  }
}
