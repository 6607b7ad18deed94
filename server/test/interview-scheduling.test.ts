/**
 * Interview scheduling (common/interview-scheduling.ts): an invitation with slots (stored open, the earliest
 * is the interview's time, no reminder and no expiry while a slot is still to pick), picking one (the
 * others released; refusals: another seeker, a slot not open or past; first come per interviewer, also
 * when two candidates pick the same time at once — on SQLite and on PostgreSQL), rescheduling both ways
 * (notifications, the chat card and its state, own / none / pending / same time / 3 in a row), cancelling,
 * and the reminder following an accepted new time.
 */
import { t } from '@common/messages';
import { MSG } from '@common/messages';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { manualClock } from '../src/core/clock';
import type { TestCaller } from './helpers';
import {
  HOUR,
  applied,
  inHours,
  invited,
  kindsOf,
  readySeeker,
  recruiterWithPosition,
  storedNotifications,
  sweep,
  type Recruiter,
} from './applications-helpers';
import { app, operator, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock);

const refused = (key: string) => ({ code: 502, msg: t('zh-Hans', key) });
const INVALID = refused(MSG.applications.invalidTransition);
const NOT_FOUND = refused(MSG.interviews.notFound);

/** A new seeker who applied to `to`'s position. */
async function candidate(to: Recruiter = recruiter, nickname?: string) {
  const seeker = await readySeeker(app, nickname ? { nickname } : {});
  return { seeker, applicationId: await applied(seeker, to.positionId) };
}

/** Invites with slots `hours` ahead (offline); answers the interview id. */
function invitedWithSlots(by: Recruiter, applicationId: number, slots: string[]) {
  return invited(by, clock, applicationId, { time: undefined, slots });
}

async function interview(caller: TestCaller, id: number) {
  const answer = await call(caller, 'GET', `interviews/${id}`);
  expect(answer.code).toBe(200);
  return answer.data;
}

// Answers as the tests read them (the shapes are checked by the openapi conformance suite).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The system messages of the two members' conversation about the recruiter's position, oldest first. */
async function chatCards(seeker: TestCaller, by: Recruiter) {
  const conversation = await app.db
    .selectFrom('conversations')
    .select('id')
    .where('seeker_user_id', '=', seeker.userId)
    .where('recruiter_user_id', '=', by.userId)
    .executeTakeFirstOrThrow();
  const answer = await call(seeker, 'GET', `conversations/${conversation.id}/messages?limit=100`);
  return {
    messages: answer.data.messages as Json[],
    list: (await call(seeker, 'GET', 'conversations')).rows as Json[],
    conversationId: conversation.id,
  };
}

/** A waiting interview (invited with one time, accepted) of a new candidate. */
async function waitingInterview(by: Recruiter = recruiter, hours = 48) {
  const { seeker, applicationId } = await candidate(by);
  const id = await invited(by, clock, applicationId, { time: inHours(clock, hours) });
  expect((await call(seeker, 'POST', `interviews/${id}/accept`)).code).toBe(200);
  return { seeker, id };
}

describe('inviting with slots', () => {
  it('stores the slots open, the earliest as the time; a past slot is refused', async () => {
    const { seeker, applicationId } = await candidate();
    const slots = [inHours(clock, 72), inHours(clock, 24), inHours(clock, 48)];
    const past = await call(recruiter, 'POST', 'interviews', {
      applicationId,
      method: 'phone',
      contact: '13900001111',
      slots: [inHours(clock, 24), inHours(clock, -1)],
    });
    expect(past).toMatchObject(refused(MSG.interviews.timePast));

    const id = await invitedWithSlots(recruiter, applicationId, slots);
    const read = await interview(seeker, id);
    expect(read).toMatchObject({ status: 'invited', time: slots[1], proposal: null, proposalsInARow: 0 });
    expect(read.slots.map((s: { time: string; status: string }) => [s.time, s.status])).toEqual([
      [slots[1], 'open'],
      [slots[2], 'open'],
      [slots[0], 'open'],
    ]);
    // The records list carries them too.
    const records = await call(seeker, 'GET', 'records?type=1');
    expect(records.rows[0].slots).toHaveLength(3);
    // A one-time invitation has none.
    const plain = await waitingInterview();
    expect(await interview(plain.seeker, plain.id)).toMatchObject({ slots: [], proposal: null, proposalsInARow: 0 });
  });

  it('neither reminds nor expires while a slot is still to pick; expires once the last slot passed', async () => {
    const own = await recruiterWithPosition(app, operator, clock, { name: '选时科技有限公司' });
    const { seeker, applicationId } = await candidate(own);
    const id = await invitedWithSlots(own, applicationId, [inHours(clock, 2), inHours(clock, 30)]);
    // Inside the reminder window of the first slot, then past it: no reminder, not expired.
    clock.advance(90 * 60_000);
    await sweep(app);
    clock.advance(HOUR);
    await sweep(app);
    expect(await kindsOf(app, seeker.userId)).toEqual(['interview_invited']);
    const read = await interview(seeker, id);
    expect(read.status).toBe('invited');
    // The first slot has passed: no longer pickable; accept is not the way either.
    const [first, second] = read.slots;
    expect(await call(seeker, 'POST', `interviews/${id}/pick`, { slotId: first.id })).toMatchObject(
      refused(PIPELINE_MSG.slots.notOpen),
    );
    expect(await call(seeker, 'POST', `interviews/${id}/accept`)).toMatchObject(refused(PIPELINE_MSG.slots.notOpen));
    expect(second.status).toBe('open');
    // Past the last slot: expired.
    clock.advance(28 * HOUR);
    await sweep(app);
    expect((await interview(seeker, id)).status).toBe('rejected');
    expect(await kindsOf(app, own.userId)).toContain('interview_expired');
  });
});

describe('POST interviews/{id}/pick', () => {
  it('picks: waiting at that time, the others released, the recruiter told; refusals', async () => {
    const { seeker, applicationId } = await candidate(recruiter, '选时间');
    const slots = [inHours(clock, 24), inHours(clock, 48)];
    const id = await invitedWithSlots(recruiter, applicationId, slots);
    const { slots: offered } = await interview(seeker, id);
    const stranger = await readySeeker(app);
    expect(await call(stranger, 'POST', `interviews/${id}/pick`, { slotId: offered[1].id })).toMatchObject(NOT_FOUND);
    const otherInterview = await invitedWithSlots(recruiter, (await candidate()).applicationId, [
      inHours(clock, 25),
      inHours(clock, 26),
    ]);
    const foreignSlot = (await interview(recruiter, otherInterview)).slots[0].id;
    expect(await call(seeker, 'POST', `interviews/${id}/pick`, { slotId: foreignSlot })).toMatchObject(
      refused(PIPELINE_MSG.slots.notOpen),
    );
    // A reschedule waits for the pick.
    expect(
      await call(recruiter, 'POST', `interviews/${id}/reschedule`, { time: inHours(clock, 50), reason: '改' }),
    ).toMatchObject(INVALID);

    const answer = await call(seeker, 'POST', `interviews/${id}/pick`, { slotId: offered[1].id });
    expect(answer).toEqual({
      code: 200,
      msg: t('zh-Hans', PIPELINE_MSG.slots.picked),
      data: { id, status: 'waiting', time: slots[1] },
    });
    const read = await interview(seeker, id);
    expect(read).toMatchObject({ status: 'waiting', time: slots[1] });
    expect(read.slots.map((s: { status: string }) => s.status)).toEqual(['released', 'picked']);
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toEqual({
      type: 1,
      kind: 'interview_slot_picked',
      rid: recruiter.positionId,
      params: { seekerName: '选时间', positionTitle: '前端开发工程师', time: slots[1] },
    });
    // The chat's interview card shows the picked time.
    const { messages } = await chatCards(seeker, recruiter);
    expect(messages.find((m) => m.kind === 'interview')?.interview).toMatchObject({
      status: 'waiting',
      time: slots[1],
    });
    expect(await call(seeker, 'POST', `interviews/${id}/pick`, { slotId: offered[0].id })).toMatchObject(INVALID);
  });

  it('first come: the same time of the same interviewer goes to one candidate, also when both pick at once', async () => {
    const same = inHours(clock, 36);
    const [a, b, c] = [await candidate(), await candidate(), await candidate()];
    const ids = [
      await invitedWithSlots(recruiter, a.applicationId, [same, inHours(clock, 37)]),
      await invitedWithSlots(recruiter, b.applicationId, [same, inHours(clock, 38)]),
      await invitedWithSlots(recruiter, c.applicationId, [same, inHours(clock, 39)]),
    ];
    const slotOf = async (seeker: TestCaller, id: number) => (await interview(seeker, id)).slots[0].id as number;
    const [slotA, slotB, slotC] = [
      await slotOf(a.seeker, ids[0]),
      await slotOf(b.seeker, ids[1]),
      await slotOf(c.seeker, ids[2]),
    ];

    const answers = await Promise.all([
      call(a.seeker, 'POST', `interviews/${ids[0]}/pick`, { slotId: slotA }),
      call(b.seeker, 'POST', `interviews/${ids[1]}/pick`, { slotId: slotB }),
    ]);
    expect(answers.map((x) => x.code).sort()).toEqual([200, 502]);
    const loser = answers[0].code === 200 ? 1 : 0;
    expect(answers[loser]).toMatchObject(refused(PIPELINE_MSG.slots.taken));
    const losing = [a, b][loser];
    const loserRead = await interview(losing.seeker, ids[loser]);
    expect(loserRead.status).toBe('invited');
    expect(loserRead.slots.map((s: { status: string }) => s.status)).toEqual(['taken', 'open']);
    // A later pick of the same time is refused as well; another interviewer's same time is free.
    expect(await call(c.seeker, 'POST', `interviews/${ids[2]}/pick`, { slotId: slotC })).toMatchObject(
      refused(PIPELINE_MSG.slots.taken),
    );
    const elsewhere = await candidate(other);
    const otherId = await invitedWithSlots(other, elsewhere.applicationId, [same, inHours(clock, 40)]);
    const otherSlot = await slotOf(elsewhere.seeker, otherId);
    expect((await call(elsewhere.seeker, 'POST', `interviews/${otherId}/pick`, { slotId: otherSlot })).code).toBe(200);
    const picked = await app.db
      .selectFrom('interview_slots')
      .select('id')
      .where('recruiter_user_id', '=', recruiter.userId)
      .where('time', '=', same)
      .where('status', '=', 'picked')
      .execute();
    expect(picked).toHaveLength(1);
  });
});

describe('a picked time after its application closed', () => {
  it('is free again for another candidate, and no longer reads taken', async () => {
    const same = inHours(clock, 42);
    const [a, b] = [await candidate(), await candidate()];
    const first = await invitedWithSlots(recruiter, a.applicationId, [same, inHours(clock, 43)]);
    const second = await invitedWithSlots(recruiter, b.applicationId, [same, inHours(clock, 47)]);
    const slot = async (seeker: TestCaller, id: number) => (await interview(seeker, id)).slots[0];
    expect(
      (await call(a.seeker, 'POST', `interviews/${first}/pick`, { slotId: (await slot(a.seeker, first)).id })).code,
    ).toBe(200);
    expect((await slot(b.seeker, second)).status).toBe('taken');
    // Rejecting the application closes its interview without passing through scheduling.
    expect((await call(recruiter, 'POST', `applications/${a.applicationId}/reject`, { reason: '不合适' })).code).toBe(
      200,
    );
    const free = await slot(b.seeker, second);
    expect(free.status).toBe('open');
    expect((await call(b.seeker, 'POST', `interviews/${second}/pick`, { slotId: free.id })).code).toBe(200);
  });
});

describe('rescheduling', () => {
  it('the recruiter proposes, the seeker is told and accepts: the interview moves, the card follows', async () => {
    const { seeker, id } = await waitingInterview();
    const time = inHours(clock, 72);
    const stranger = await readySeeker(app);
    expect(await call(stranger, 'POST', `interviews/${id}/reschedule`, { time, reason: '会议冲突' })).toMatchObject(
      NOT_FOUND,
    );
    expect(await call(other, 'POST', `interviews/${id}/reschedule`, { time, reason: '会议冲突' })).toMatchObject(
      NOT_FOUND,
    );
    const current = (await interview(seeker, id)).time;
    expect(await call(recruiter, 'POST', `interviews/${id}/reschedule`, { time: current, reason: 'x' })).toMatchObject(
      refused(PIPELINE_MSG.reschedule.sameTime),
    );
    expect(await call(seeker, 'POST', `interviews/${id}/reschedule/accept`)).toMatchObject(
      refused(PIPELINE_MSG.reschedule.none),
    );

    const proposed = await call(recruiter, 'POST', `interviews/${id}/reschedule`, { time, reason: '会议冲突' });
    expect(proposed).toEqual({
      code: 200,
      msg: t('zh-Hans', PIPELINE_MSG.reschedule.proposed),
      data: {
        id: expect.any(Number),
        time,
        reason: '会议冲突',
        by: 'recruiter',
        status: 'pending',
        createdAt: expect.any(String),
      },
    });
    expect((await storedNotifications(app, seeker.userId)).at(-1)).toEqual({
      type: 2,
      kind: 'interview_reschedule_seeker',
      rid: id,
      params: { companyName: expect.any(String), positionTitle: '前端开发工程师', time, reason: '会议冲突' },
    });
    expect(await interview(seeker, id)).toMatchObject({
      proposal: { id: proposed.data.id, by: 'recruiter' },
      proposalsInARow: 1,
    });
    // The application's detail shows the same interview with its proposal (both sides answer it from there).
    const applicationId = (await interview(seeker, id)).applicationId;
    const detail = await call(recruiter, 'GET', `applications/${applicationId}`);
    expect(detail.data.interviews[0]).toMatchObject({ id, proposal: { id: proposed.data.id }, proposalsInARow: 1 });
    let chat = await chatCards(seeker, recruiter);
    expect(chat.messages.at(-1)).toMatchObject({
      kind: 'reschedule',
      senderId: null,
      reschedule: {
        interviewId: id,
        proposalId: proposed.data.id,
        time,
        reason: '会议冲突',
        by: 'recruiter',
        state: 'pending',
      },
    });
    expect(chat.list.find((c) => c.id === chat.conversationId)?.lastMessage).toMatchObject({
      kind: 'reschedule',
      preview: t('zh-Hans', PIPELINE_MSG.chat.reschedule),
    });

    expect(await call(recruiter, 'POST', `interviews/${id}/reschedule/accept`)).toMatchObject(
      refused(PIPELINE_MSG.reschedule.own),
    );
    expect(
      await call(seeker, 'POST', `interviews/${id}/reschedule`, { time: inHours(clock, 80), reason: '也改' }),
    ).toMatchObject(refused(PIPELINE_MSG.reschedule.pending));
    const accepted = await call(seeker, 'POST', `interviews/${id}/reschedule/accept`);
    expect(accepted).toMatchObject({ code: 200, data: { id, status: 'waiting', time } });
    expect(await interview(recruiter, id)).toMatchObject({ time, proposal: null, proposalsInARow: 0 });
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toMatchObject({
      kind: 'interview_reschedule_accepted_recruiter',
      rid: recruiter.positionId,
      params: { time },
    });
    chat = await chatCards(seeker, recruiter);
    expect(chat.messages.find((m) => m.kind === 'reschedule')?.reschedule.state).toBe('accepted');
    expect(chat.messages.find((m) => m.kind === 'interview')?.interview).toMatchObject({ time, status: 'waiting' });
  });

  it('the seeker answers an invitation with another time: declined keeps it, accepted makes it waiting', async () => {
    const { seeker, applicationId } = await candidate();
    const original = inHours(clock, 48);
    const id = await invited(recruiter, clock, applicationId, { time: original });
    const first = await call(seeker, 'POST', `interviews/${id}/reschedule`, {
      time: inHours(clock, 50),
      reason: '上课',
    });
    expect(first.code).toBe(200);
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toMatchObject({
      kind: 'interview_reschedule_recruiter',
      params: { reason: '上课' },
    });
    expect(await call(seeker, 'POST', `interviews/${id}/reschedule/decline`)).toMatchObject(
      refused(PIPELINE_MSG.reschedule.own),
    );
    expect(await call(recruiter, 'POST', `interviews/${id}/reschedule/decline`)).toMatchObject({
      code: 200,
      data: { id, status: 'invited', time: original },
    });
    expect((await storedNotifications(app, seeker.userId)).at(-1)).toMatchObject({
      kind: 'interview_reschedule_declined_seeker',
      rid: id,
      params: { time: inHours(clock, 50) },
    });
    const chat = await chatCards(seeker, recruiter);
    expect(chat.messages.find((m) => m.kind === 'reschedule')?.reschedule.state).toBe('declined');

    const second = inHours(clock, 54);
    expect((await call(seeker, 'POST', `interviews/${id}/reschedule`, { time: second, reason: '还是上课' })).code).toBe(
      200,
    );
    expect(await call(recruiter, 'POST', `interviews/${id}/reschedule/accept`)).toMatchObject({
      data: { id, status: 'waiting', time: second },
    });
    expect((await storedNotifications(app, seeker.userId)).at(-1)).toMatchObject({
      kind: 'interview_reschedule_accepted_seeker',
    });
  });

  it('allows 3 proposals in a row; an accepted one starts the count again', async () => {
    const { seeker, id } = await waitingInterview();
    const propose = (by: TestCaller, hours: number) =>
      call(by, 'POST', `interviews/${id}/reschedule`, { time: inHours(clock, hours), reason: '再改' });
    expect((await propose(recruiter, 60)).code).toBe(200);
    await call(seeker, 'POST', `interviews/${id}/reschedule/decline`);
    expect((await propose(seeker, 61)).code).toBe(200);
    await call(recruiter, 'POST', `interviews/${id}/reschedule/decline`);
    expect((await propose(recruiter, 62)).code).toBe(200);
    await call(seeker, 'POST', `interviews/${id}/reschedule/decline`);
    expect((await interview(seeker, id)).proposalsInARow).toBe(3);
    expect(await propose(seeker, 63)).toMatchObject(refused(PIPELINE_MSG.reschedule.limit));
    expect(await propose(recruiter, 63)).toMatchObject(refused(PIPELINE_MSG.reschedule.limit));

    const fresh = await waitingInterview();
    const again = (by: TestCaller, hours: number) =>
      call(by, 'POST', `interviews/${fresh.id}/reschedule`, { time: inHours(clock, hours), reason: '再改' });
    expect((await again(recruiter, 60)).code).toBe(200);
    await call(fresh.seeker, 'POST', `interviews/${fresh.id}/reschedule/decline`);
    expect((await again(recruiter, 61)).code).toBe(200);
    await call(fresh.seeker, 'POST', `interviews/${fresh.id}/reschedule/decline`);
    expect((await again(recruiter, 62)).code).toBe(200);
    await call(fresh.seeker, 'POST', `interviews/${fresh.id}/reschedule/accept`);
    expect((await interview(fresh.seeker, fresh.id)).proposalsInARow).toBe(0);
    expect((await again(fresh.seeker, 64)).code).toBe(200);
  });

  it('the reminder follows the accepted new time', async () => {
    const own = await recruiterWithPosition(app, operator, clock, { name: '改期提醒有限公司' });
    const { seeker, id } = await waitingInterview(own, 2);
    const reminders = async () =>
      (await storedNotifications(app, seeker.userId)).filter((n) => n.kind === 'interview_reminder_seeker');
    clock.advance(90 * 60_000);
    await sweep(app);
    expect(await reminders()).toHaveLength(1);
    const later = inHours(clock, 24);
    expect((await call(own, 'POST', `interviews/${id}/reschedule`, { time: later, reason: '面试官出差' })).code).toBe(
      200,
    );
    expect((await call(seeker, 'POST', `interviews/${id}/reschedule/accept`)).code).toBe(200);
    clock.advance(23 * HOUR + 30 * 60_000);
    await sweep(app);
    expect((await reminders()).map((n) => n.params.time)).toEqual([expect.any(String), later]);
  });
});

describe('POST interviews/{id}/cancel', () => {
  it('either side cancels an open interview: rejected, the waiting proposal declined, the other told', async () => {
    const { seeker, id } = await waitingInterview();
    expect(
      (await call(recruiter, 'POST', `interviews/${id}/reschedule`, { time: inHours(clock, 70), reason: '冲突' })).code,
    ).toBe(200);
    expect(await call(other, 'POST', `interviews/${id}/cancel`, { reason: '不需要了' })).toMatchObject(NOT_FOUND);
    const answer = await call(seeker, 'POST', `interviews/${id}/cancel`, { reason: '已找到工作' });
    expect(answer).toMatchObject({
      code: 200,
      msg: t('zh-Hans', PIPELINE_MSG.cancelled),
      data: { id, status: 'rejected' },
    });
    expect(await interview(recruiter, id)).toMatchObject({ status: 'rejected', proposal: null });
    expect((await storedNotifications(app, recruiter.userId)).at(-1)).toMatchObject({
      kind: 'interview_cancelled_recruiter',
      params: { reason: '已找到工作' },
    });
    const chat = await chatCards(seeker, recruiter);
    expect(chat.messages.find((m) => m.kind === 'reschedule')?.reschedule.state).toBe('declined');
    expect(chat.messages.find((m) => m.kind === 'interview')?.interview.status).toBe('rejected');
    expect(chat.messages.at(-1)).toMatchObject({
      kind: 'system',
      key: PIPELINE_MSG.chat.cancelledBySeeker,
      params: { reason: '已找到工作' },
    });
    expect(await call(recruiter, 'POST', `interviews/${id}/cancel`, { reason: '再取消' })).toMatchObject(INVALID);
  });

  it('a cancelled invitation with slots gives the interviewer its times back', async () => {
    const same = inHours(clock, 44);
    const [a, b] = [await candidate(), await candidate()];
    const first = await invitedWithSlots(recruiter, a.applicationId, [same, inHours(clock, 45)]);
    const second = await invitedWithSlots(recruiter, b.applicationId, [same, inHours(clock, 46)]);
    const slot = async (seeker: TestCaller, id: number) => (await interview(seeker, id)).slots[0].id;
    expect(
      (await call(a.seeker, 'POST', `interviews/${first}/pick`, { slotId: await slot(a.seeker, first) })).code,
    ).toBe(200);
    expect((await call(recruiter, 'POST', `interviews/${first}/cancel`, { reason: '职位已招满' })).code).toBe(200);
    expect((await storedNotifications(app, a.seeker.userId)).at(-1)).toMatchObject({
      type: 2,
      kind: 'interview_cancelled_seeker',
      rid: first,
      params: { reason: '职位已招满' },
    });
    expect((await interview(a.seeker, first)).slots.map((s: { status: string }) => s.status)).toEqual([
      'released',
      'released',
    ]);
    expect(
      (await call(b.seeker, 'POST', `interviews/${second}/pick`, { slotId: await slot(b.seeker, second) })).code,
    ).toBe(200);
  });
});
