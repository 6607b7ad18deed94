/**
 * What a member did never counts as unread for them: their own messages and exchange requests and answers,
 * and the cards and lines their own actions put into the conversation (an interview invited or answered,
 * an application passed or rejected). Both sides, each a fresh conversation.
 */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { applied, invited, readySeeker, twoCompanies, type Recruiter } from './applications-helpers';
import type { TestCaller } from './helpers';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00Z'));
let app: FastifyInstance;
let recruiter: Recruiter;

beforeAll(async () => {
  ({ app, recruiter } = await twoCompanies(clock));
});
afterAll(() => app.close());

async function unreadIn(caller: TestCaller, id: number) {
  const detail = await call(caller, 'GET', `conversations/${id}`);
  expect(detail.code).toBe(200);
  return detail.data.unread as number;
}

async function total(caller: TestCaller) {
  return (await call(caller, 'GET', 'conversations/unreadCount')).data.count as number;
}

/** A fresh seeker in a conversation with `recruiter`, everything read on both sides. */
async function talking() {
  const seeker = await readySeeker(app);
  const started = await call(seeker, 'POST', 'conversations', { positionId: recruiter.positionId });
  const id = started.data.id as number;
  await call(recruiter, 'POST', `conversations/${id}/read`, { seq: 1 });
  return { seeker, id };
}

it("a recruiter's own exchange request and agreement are not unread for him", async () => {
  const { seeker, id } = await talking();
  const before = await total(recruiter);
  const asked = await call(recruiter, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
  expect(asked.code).toBe(200);
  expect(await unreadIn(recruiter, id)).toBe(0);
  expect(await unreadIn(seeker, id)).toBe(1);
  expect((await call(seeker, 'POST', `conversations/${id}/exchanges/${asked.data.id}/accept`)).code).toBe(200);
  expect(await unreadIn(seeker, id)).toBe(0);
  expect(await unreadIn(recruiter, id)).toBe(1);
  await call(recruiter, 'POST', `conversations/${id}/read`, { seq: 99 });

  const theirs = await call(seeker, 'POST', `conversations/${id}/exchanges`, { what: 'phone' });
  await call(recruiter, 'POST', `conversations/${id}/read`, { seq: theirs.data.seq });
  expect((await call(recruiter, 'POST', `conversations/${id}/exchanges/${theirs.data.id}/accept`)).code).toBe(200);
  expect(await unreadIn(recruiter, id)).toBe(0);
  expect(await total(recruiter)).toBe(before);
});

it("the cards and lines of a member's own actions are not unread for them, and are for the other", async () => {
  const seeker = await readySeeker(app);
  const applicationId = await applied(seeker, recruiter.positionId);
  const before = await total(recruiter);
  const interviewId = await invited(recruiter, clock, applicationId);
  const list = await call(seeker, 'GET', 'conversations');
  const row = list.rows.find((r: { position: { id: number } }) => r.position.id === recruiter.positionId);
  const id = row.id as number;
  // The recruiter invited: the card is new to the seeker only.
  expect(await unreadIn(seeker, id)).toBe(1);
  expect(await unreadIn(recruiter, id)).toBe(0);
  expect(await total(recruiter)).toBe(before);

  await call(seeker, 'POST', `conversations/${id}/read`, { seq: 99 });
  // The seeker accepted: the line is new to the recruiter only.
  expect((await call(seeker, 'POST', `interviews/${interviewId}/accept`)).code).toBe(200);
  expect(await unreadIn(seeker, id)).toBe(0);
  expect(await unreadIn(recruiter, id)).toBe(1);
  await call(recruiter, 'POST', `conversations/${id}/read`, { seq: 99 });

  // The recruiter passed the interview (an invited application is past 通过初筛): new to the seeker only.
  expect((await call(recruiter, 'POST', `interviews/${interviewId}/pass`)).code).toBe(200);
  expect(await unreadIn(recruiter, id)).toBe(0);
  expect(await unreadIn(seeker, id)).toBe(1);
});

it("an action taken outside the conversation never marks the other member's unread messages read", async () => {
  const seeker = await readySeeker(app);
  const applicationId = await applied(seeker, recruiter.positionId);
  await invited(recruiter, clock, applicationId);
  const list = await call(recruiter, 'GET', 'conversations');
  const row = list.rows.find((r: { other: { userId: number } }) => r.other.userId === seeker.userId);
  const text = { clientId: `own-actions-${Date.now()}`, kind: 'text', text: '周四下午可以吗？' };
  expect((await call(seeker, 'POST', `conversations/${row.id}/messages`, text)).code).toBe(200);
  // 不合适 (what the recruiter may still answer while the interview is open).
  expect((await call(recruiter, 'POST', `applications/${applicationId}/reject`, {})).code).toBe(200);
  // The seeker's question is still unread for the recruiter.
  expect(await unreadIn(recruiter, row.id)).toBeGreaterThanOrEqual(1);
});
