/**
 * 谁看过我 (issue 30, part 5): a recruiter opening a resume (the recruiters' detail, the resume of an
 * application) is recorded once per seeker, company and China day (the day's looks counted); a company the
 * seeker blocks is neither recorded nor listed; `GET resume/viewers` lists only the caller's own looks; a
 * seeker's look at a position's detail counts once a day in the recruiter's `GET positions/mine`, beside its
 * applicants; looks older than 90 days are pruned.
 */
import type { ResumeViewer } from '@common/resume';
import { manualClock } from '../src/core/clock';
import { injectAs, type TestCaller } from './helpers';
import { applied, DAY, HOUR, readySeeker } from './applications-helpers';
import { app, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { anonymous, call } from './positions-helpers';

// 10:00 in China on a Monday.
const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock);

async function viewers(seeker: TestCaller, query = '') {
  const answer = await call(seeker, 'GET', `resume/viewers${query}`);
  expect(answer.code).toBe(200);
  return answer as { rows: ResumeViewer[]; total: number };
}

const storedLooks = (seekerId: number) =>
  app.db.selectFrom('resume_views').selectAll().where('seeker_user_id', '=', seekerId).orderBy('id').execute();

it('records a look at a resume once per company and China day, counting the looks, and lists it to its seeker', async () => {
  const seeker = await readySeeker(app);
  expect((await call(recruiter, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  clock.advance(HOUR);
  expect((await call(recruiter, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  let rows = await storedLooks(seeker.userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ company_id: recruiter.companyId, views: 2, position_id: null });

  // After midnight in China (16:00 UTC), a new day: a second row.
  clock.advance(DAY);
  expect((await call(recruiter, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  rows = await storedLooks(seeker.userId);
  expect(rows.map((row) => row.views)).toEqual([2, 1]);

  const list = await viewers(seeker);
  expect(list.total).toBe(1);
  expect(list.rows[0]).toMatchObject({
    companyId: recruiter.companyId,
    companyName: expect.any(String),
    views: 3,
    lastViewedAt: new Date(clock.now()).toISOString(),
    positionId: null,
  });
  expect(list.rows[0].recruiterName).not.toBe('');
});

it('records the resume of an application with its position, and lists companies latest look first', async () => {
  const seeker = await readySeeker(app);
  const applicationId = await applied(seeker, recruiter.positionId);
  expect((await call(other, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  clock.advance(HOUR);
  const detail = await call(recruiter, 'GET', `applications/${applicationId}`);
  expect(detail.code).toBe(200);
  expect(detail.data.resume).not.toBeNull();
  // The seeker reading their own application records nothing.
  expect((await call(seeker, 'GET', `applications/${applicationId}`)).code).toBe(200);

  const list = await viewers(seeker);
  expect(list.rows.map((row) => row.companyId)).toEqual([recruiter.companyId, other.companyId]);
  expect(list.rows[0]).toMatchObject({ positionId: recruiter.positionId, positionTitle: expect.any(String), views: 1 });
  // Paged.
  const second = await viewers(seeker, '?pageNum=2&pageSize=1');
  expect(second.total).toBe(2);
  expect(second.rows.map((row) => row.companyId)).toEqual([other.companyId]);
});

it('does not record or list a company the seeker blocks, also under a close spelling', async () => {
  const seeker = await readySeeker(app);
  const applicationId = await applied(seeker, other.positionId);
  // other is 别家科技有限公司: blocking 别家科技 hides the resume from it.
  expect((await call(other, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  expect((await viewers(seeker)).total).toBe(1);

  expect((await call(seeker, 'POST', 'resume/blocked', { companyName: '别家科技' })).code).toBe(200);
  // Already recorded: no longer listed.
  expect((await viewers(seeker)).total).toBe(0);
  // The application still opens the resume to the company, but the look is not recorded.
  clock.advance(DAY);
  expect((await call(other, 'GET', `applications/${applicationId}`)).data.resume).not.toBeNull();
  const rows = await storedLooks(seeker.userId);
  expect(rows).toHaveLength(1);
  expect(rows[0].views).toBe(1);
});

it("answers only the caller's own looks, and only to seekers", async () => {
  const looked = await readySeeker(app);
  expect((await call(recruiter, 'GET', `resumes/${looked.userId}`)).code).toBe(200);
  const another = await injectAs(app, 'seeker');
  expect(await viewers(another)).toMatchObject({ rows: [], total: 0 });
  // Query parameters name no seeker: nothing lets another's rows through.
  expect((await call(another, 'GET', `resume/viewers?seekerId=${looked.userId}`)).rows ?? []).toEqual([]);
  expect((await call(recruiter, 'GET', 'resume/viewers')).code).toBe(403);
  expect((await anonymous(app, 'resume/viewers')).code).toBe(401);
});

it("counts views of a position by seekers once a day, and its applicants, in the recruiter's list", async () => {
  const mine = async () => {
    const answer = await call(recruiter, 'GET', 'positions/mine');
    return answer.rows.find((row: { id: number }) => row.id === recruiter.positionId) as {
      views: number;
      applicants: number;
    };
  };
  const before = await mine();
  const seeker = await injectAs(app, 'seeker');
  await call(seeker, 'GET', `positions/${recruiter.positionId}`);
  await call(seeker, 'GET', `positions/${recruiter.positionId}`);
  // Visitors, the owner and recruiters do not count.
  await anonymous(app, `positions/${recruiter.positionId}`);
  await call(recruiter, 'GET', `positions/${recruiter.positionId}`);
  await call(other, 'GET', `positions/${recruiter.positionId}`);
  expect((await mine()).views).toBe(before.views + 1);
  clock.advance(DAY);
  await call(seeker, 'GET', `positions/${recruiter.positionId}`);
  const after = await mine();
  expect(after.views).toBe(before.views + 2);

  const applicant = await readySeeker(app);
  await applied(applicant, recruiter.positionId);
  expect((await mine()).applicants).toBe(after.applicants + 1);
  // Another recruiter's position carries its own counts only.
  const theirs = (await call(other, 'GET', 'positions/mine')).rows[0];
  expect(theirs.views).toBe(0);
});

it('prunes looks older than 90 days', async () => {
  const seeker = await readySeeker(app);
  expect((await call(recruiter, 'GET', `resumes/${seeker.userId}`)).code).toBe(200);
  await call(seeker, 'GET', `positions/${recruiter.positionId}`);
  clock.advance(89 * DAY);
  await app.services.resumeViews.prune();
  expect(await storedLooks(seeker.userId)).toHaveLength(1);
  clock.advance(DAY);
  expect(await app.services.resumeViews.prune()).toBeGreaterThan(0);
  expect(await app.services.positions.pruneViews()).toBeGreaterThan(0);
  expect(await storedLooks(seeker.userId)).toHaveLength(0);
  // (Tokens last 90 days here: ask the service.)
  expect((await app.services.resumeViews.viewers(seeker.userId, { limit: 10, offset: 0 })).total).toBe(0);
});
