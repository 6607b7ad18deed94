/**
 * Onboarding and joining a company: a new account's first identity starts onboarding;
 * each step's state comes from the records it fills, skipped steps are remembered, finishing ends it.
 * Joining: a recruiter asks, only the company's first recruiter or an operator answers (a stranger, another
 * company's recruiter or the requester cannot), and an approved requester is one of the company's
 * recruiters (posts its positions, cannot edit its record); both sides are notified.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '@common/messages';
import { ONBOARDING_MSG } from '@common/messages.onboarding';
import { manualClock } from '../src/core/clock';
import { build, injectAs, refusalKey, type TestCaller } from './helpers';
import { call, recruiterWithCompany, validCompany, validPosition } from './positions-helpers';

const clock = manualClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
});
afterAll(async () => {
  await app.close();
});

/** A new account (no identity yet) that chooses `identity`, as after its first login. */
async function newcomer(identity: 'seeker' | 'recruiter'): Promise<TestCaller> {
  const caller = await injectAs(app, 'user');
  const chosen = await call(caller, 'POST', 'user/identity', { identity });
  expect(chosen.data).toEqual({ identity, next: 'pages/onboarding/index' });
  return caller;
}

const stepsOf = (data: { steps: Array<{ key: string; state: string }> }) =>
  Object.fromEntries(data.steps.map((step) => [step.key, step.state]));

const validExpectation = {
  categoryCodes: ['100201'],
  jobType: 'full',
  salaryMin: 15000,
  salaryMax: 25000,
  location: '330100',
};

describe('seeker onboarding', () => {
  it('starts with the first identity, walks the three steps, resumes where it stopped, and finishes', async () => {
    const seeker = await newcomer('seeker');
    expect((await call(seeker, 'GET', 'user/userInfos')).data.onboarding).toBe(true);

    let state = (await call(seeker, 'GET', 'onboarding')).data;
    expect(state).toMatchObject({ identity: 'seeker', active: true, next: 'profile', expectationId: null });
    expect(stepsOf(state)).toEqual({ profile: 'todo', status: 'todo', expectation: 'todo' });

    state = (await call(seeker, 'PUT', 'onboarding/seeker/profile', { nickname: '周小青', gender: 'female' })).data;
    expect(state.next).toBe('status');
    // Closing the app here and coming back: the state says the same.
    expect((await call(seeker, 'GET', 'onboarding')).data.next).toBe('status');

    const badYear = await call(seeker, 'PUT', 'onboarding/seeker/status', {
      jobStatus: 'left_available',
      workSince: '2999',
    });
    expect(badYear).toEqual({ code: 502, msg: t('zh-Hans', ONBOARDING_MSG.workSince) });
    state = (await call(seeker, 'PUT', 'onboarding/seeker/status', { jobStatus: 'left_available', workSince: '2019' }))
      .data;
    expect(state.next).toBe('expectation');

    const created = await call(seeker, 'POST', 'expectations', validExpectation);
    expect(created.code).toBe(200);
    state = (await call(seeker, 'GET', 'onboarding')).data;
    expect(stepsOf(state)).toEqual({ profile: 'done', status: 'done', expectation: 'done' });
    expect(state.next).toBeNull();
    expect(state.expectationId).toBe(created.data.id);

    // An unfinished basic record is not a saved resume: the resume page still asks for the whole form...
    expect((await call(seeker, 'GET', 'resume/basic')).data).toBeNull();
    // ...which opens with what onboarding asked, marked as not saved (no completeness for it yet).
    const resume = (await call(seeker, 'GET', 'resume')).data;
    expect(resume.basic).toBeNull();
    expect(resume.basicDraft).toEqual({
      nickname: '周小青',
      gender: 'female',
      jobStatus: 'left_available',
      phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
      saved: false,
    });
    expect(resume.missing).toContain('basic');
    expect(resume.completeness).toBe(20);
    // Confirmed with a birth date, it is the saved section and the draft is gone.
    const saved = await call(seeker, 'PUT', 'resume/basic', {
      nickname: resume.basicDraft.nickname,
      gender: resume.basicDraft.gender,
      jobStatus: resume.basicDraft.jobStatus,
      birthDate: '1996-05-04',
    });
    expect(saved.code).toBe(200);
    const confirmed = (await call(seeker, 'GET', 'resume')).data;
    expect(confirmed).toMatchObject({ basic: { nickname: '周小青', gender: 'female' }, basicDraft: null });
    expect(confirmed.completeness).toBe(50);

    expect((await call(seeker, 'POST', 'onboarding/finish')).code).toBe(200);
    state = (await call(seeker, 'GET', 'onboarding')).data;
    expect(state.active).toBe(false);
    expect((await call(seeker, 'GET', 'user/userInfos')).data.onboarding).toBeUndefined();
    // Switching identity later does not start it again.
    expect((await call(seeker, 'POST', 'user/identity', { identity: 'recruiter' })).data.next).not.toBe(
      'pages/onboarding/index',
    );
  });

  it('remembers skipped steps: the next one is the first neither done nor skipped', async () => {
    const seeker = await newcomer('seeker');
    let state = (await call(seeker, 'POST', 'onboarding/skip', { step: 'profile' })).data;
    expect(stepsOf(state)).toMatchObject({ profile: 'skipped', status: 'todo' });
    expect(state.next).toBe('status');
    state = (await call(seeker, 'POST', 'onboarding/skip', { step: 'status' })).data;
    state = (await call(seeker, 'POST', 'onboarding/skip', { step: 'expectation' })).data;
    expect(state.next).toBeNull();
    expect(state.active).toBe(true);
    const unknown = await call(seeker, 'POST', 'onboarding/skip', { step: 'dance' });
    expect(unknown.code).toBe(502);
  });

  it('is not started for an account that already had an identity (the demo accounts, older accounts)', async () => {
    const old = await injectAs(app, 'seeker');
    expect((await call(old, 'GET', 'onboarding')).data.active).toBe(false);
    expect((await call(old, 'POST', 'user/identity', { identity: 'recruiter' })).data.next).toBe(
      'pages/AddCompanyDetails/AddCompanyDetails',
    );
    expect((await call(old, 'GET', 'user/userInfos')).data.onboarding).toBeUndefined();
  });
});

describe('recruiter onboarding and joining a company', () => {
  it('a new recruiter: name and title, a company of their own, a first position', async () => {
    const recruiter = await newcomer('recruiter');
    let state = (await call(recruiter, 'GET', 'onboarding')).data;
    expect(stepsOf(state)).toEqual({ profile: 'todo', company: 'todo', position: 'todo' });
    await call(recruiter, 'PUT', 'user/contact', { wechat: '', phone: '', displayName: '李先生', title: '招聘经理' });
    expect((await call(recruiter, 'GET', 'onboarding')).data.next).toBe('company');
    expect((await call(recruiter, 'PUT', 'company', validCompany)).code).toBe(200);
    expect((await call(recruiter, 'GET', 'onboarding')).data.next).toBe('position');
    expect((await call(recruiter, 'POST', 'positions', validPosition(clock))).code).toBe(200);
    state = (await call(recruiter, 'GET', 'onboarding')).data;
    expect(stepsOf(state)).toEqual({ profile: 'done', company: 'done', position: 'done' });
    expect(state.next).toBeNull();
  });

  it('search, ask, and only the first recruiter or an operator answers; approved, the requester recruits for the company', async () => {
    const owner = await recruiterWithCompany(app, { company: { name: '杭州青禾网络科技有限公司' } });
    const other = await recruiterWithCompany(app, { company: { name: '另一家公司' } });
    const stranger = await injectAs(app, 'seeker');
    const operator = await injectAs(app, 'operator');
    const requester = await newcomer('recruiter');

    const found = await call(requester, 'GET', `companies/search?name=${encodeURIComponent('青禾')}`);
    expect(found.data).toEqual([
      expect.objectContaining({ id: owner.companyId, name: '杭州青禾网络科技有限公司', verified: true }),
    ]);
    // A seeker does not search companies to join.
    expect((await call(stranger, 'GET', `companies/search?name=${encodeURIComponent('青禾')}`)).code).toBe(403);

    await call(requester, 'PUT', 'user/contact', { wechat: '', phone: '', displayName: '陈女士', title: 'HRBP' });
    const asked = await call(requester, 'POST', `companies/${owner.companyId}/join`);
    expect(asked.code).toBe(200);
    expect(asked.msg).toBe(t('zh-Hans', ONBOARDING_MSG.joinSent, { companyName: '杭州青禾网络科技有限公司' }));
    expect(asked.data).toMatchObject({ companyId: owner.companyId, status: 'pending', requesterName: '陈女士' });
    const requestId = asked.data.id as number;
    // Asking twice is refused; the onboarding's company step waits, and so does the first position.
    expect((await call(requester, 'POST', `companies/${owner.companyId}/join`)).code).toBe(502);
    const waiting = (await call(requester, 'GET', 'onboarding')).data;
    expect(stepsOf(waiting)).toMatchObject({ company: 'waiting', position: 'waiting' });
    expect(waiting.joinRequest).toMatchObject({ id: requestId, status: 'pending' });
    expect(waiting.next).toBeNull();
    // Posting needs the company: not yet.
    expect((await call(requester, 'POST', 'positions', validPosition(clock))).code).toBe(502);

    // The owner is told.
    const told = await call(owner, 'GET', 'notifications?pageNum=1&pageSize=10');
    expect(told.rows[0]).toMatchObject({ kind: 'company_join_requested', rid: owner.companyId });
    expect(told.rows[0].body).toContain('陈女士');

    // The owner sees the request; another company's recruiter, a seeker and the requester see none.
    expect((await call(owner, 'GET', 'company/join-requests')).data.map((r: { id: number }) => r.id)).toEqual([
      requestId,
    ]);
    expect((await call(other, 'GET', 'company/join-requests')).data).toEqual([]);
    expect((await call(requester, 'GET', 'company/join-requests')).data).toEqual([]);
    // Nobody but the owner or an operator answers it.
    for (const caller of [other, stranger, requester]) {
      const refused = await caller.inject({ method: 'POST', url: `/api/company/join-requests/${requestId}/approve` });
      expect(refused.json().code).toBe(403);
      expect(refusalKey(refused)).toBe(ONBOARDING_MSG.joinForbidden);
    }
    expect((await call(requester, 'GET', 'onboarding')).data.joinRequest.status).toBe('pending');

    const approved = await call(owner, 'POST', `company/join-requests/${requestId}/approve`);
    expect(approved).toMatchObject({ code: 200, data: { status: 'approved' } });
    // Answered once.
    expect((await call(operator, 'POST', `company/join-requests/${requestId}/reject`)).code).toBe(502);

    // The requester is told, and is now a recruiter of the company.
    const answer = await call(requester, 'GET', 'notifications?pageNum=1&pageSize=10');
    expect(answer.rows[0]).toMatchObject({ kind: 'company_join_approved' });
    expect((await call(requester, 'GET', 'company')).data).toMatchObject({ id: owner.companyId });
    const posted = await call(requester, 'POST', 'positions', validPosition(clock, { title: '加入后发布的职位' }));
    expect(posted.code).toBe(200);
    const listed = await call(owner, 'GET', 'positions/mine?pageNum=1&pageSize=10');
    expect(listed.code).toBe(200);
    expect(stepsOf((await call(requester, 'GET', 'onboarding')).data)).toMatchObject({
      company: 'done',
      position: 'done',
    });
    // The company's record stays its first recruiter's to edit.
    const edit = await call(requester, 'PUT', 'company', { ...validCompany, name: '改名' });
    expect(edit).toEqual({ code: 502, msg: t('zh-Hans', ONBOARDING_MSG.ownerEdits) });
    // A member does not ask to join another company.
    expect((await call(requester, 'POST', `companies/${other.companyId}/join`)).msg).toBe(
      t('zh-Hans', ONBOARDING_MSG.alreadyInCompany),
    );
  });

  it('an operator answers any request; a declined requester is told and may ask elsewhere or withdraw', async () => {
    const owner = await recruiterWithCompany(app, { company: { name: '厦门海风贸易有限公司' } });
    const operator = await injectAs(app, 'operator');
    const requester = await newcomer('recruiter');
    const asked = (await call(requester, 'POST', `companies/${owner.companyId}/join`)).data;
    expect((await call(operator, 'GET', 'company/join-requests')).data.map((r: { id: number }) => r.id)).toContain(
      asked.id,
    );
    const declined = await call(operator, 'POST', `company/join-requests/${asked.id}/reject`);
    expect(declined).toMatchObject({ code: 200, data: { status: 'rejected' } });
    expect((await call(requester, 'GET', 'notifications?pageNum=1&pageSize=10')).rows[0].kind).toBe(
      'company_join_rejected',
    );
    expect((await call(requester, 'GET', 'company')).data).toBeNull();
    expect(stepsOf((await call(requester, 'GET', 'onboarding')).data)).toMatchObject({ company: 'todo' });

    // Ask again, then withdraw: nothing pending.
    expect((await call(requester, 'POST', `companies/${owner.companyId}/join`)).code).toBe(200);
    expect((await call(requester, 'POST', 'company/join-request/cancel')).code).toBe(200);
    expect((await call(owner, 'GET', 'company/join-requests')).data).toEqual([]);
    expect((await call(requester, 'POST', 'company/join-request/cancel')).msg).toBe(
      t('zh-Hans', ONBOARDING_MSG.joinNotFound),
    );
    // The owner does not join their own company.
    expect((await call(owner, 'POST', `companies/${owner.companyId}/join`)).msg).toBe(
      t('zh-Hans', ONBOARDING_MSG.ownCompany),
    );
  });

  it('a recruiter who went home while waiting is brought back to the first position once approved', async () => {
    const owner = await recruiterWithCompany(app, { company: { name: '宁波潮汐物流有限公司' } });
    const operator = await injectAs(app, 'operator');
    const requester = await newcomer('recruiter');
    await call(requester, 'PUT', 'user/contact', { wechat: '', phone: '', displayName: '孙先生', title: '' });
    const asked = (await call(requester, 'POST', `companies/${owner.companyId}/join`)).data;
    // The waiting screen's 先去首页: onboarding ends with the request unanswered.
    expect((await call(requester, 'POST', 'onboarding/finish')).code).toBe(200);
    expect((await call(requester, 'GET', 'user/userInfos')).data.onboarding).toBeUndefined();

    expect((await call(operator, 'POST', `company/join-requests/${asked.id}/approve`)).code).toBe(200);
    // The account says onboarding again (the app opens it at the next start), on the first position.
    expect((await call(requester, 'GET', 'user/userInfos')).data.onboarding).toBe(true);
    let state = (await call(requester, 'GET', 'onboarding')).data;
    expect(state).toMatchObject({ active: true, next: 'position', joinRequest: { status: 'approved' } });
    expect(stepsOf(state)).toEqual({ profile: 'done', company: 'done', position: 'todo' });
    // Skippable like every step: then nothing is left and the app lands on home (finish).
    state = (await call(requester, 'POST', 'onboarding/skip', { step: 'position' })).data;
    expect(state.next).toBeNull();
    expect((await call(requester, 'POST', 'onboarding/finish')).code).toBe(200);
    expect((await call(requester, 'GET', 'onboarding')).data.active).toBe(false);
  });

  it('does not reopen onboarding for a declined request; a card skipped before stays skipped', async () => {
    const owner = await recruiterWithCompany(app, { company: { name: '温州江心文具有限公司' } });
    const operator = await injectAs(app, 'operator');
    const declined = await newcomer('recruiter');
    const first = (await call(declined, 'POST', `companies/${owner.companyId}/join`)).data;
    await call(declined, 'POST', 'onboarding/finish');
    await call(operator, 'POST', `company/join-requests/${first.id}/reject`);
    expect((await call(declined, 'GET', 'onboarding')).data.active).toBe(false);

    // A card skipped before stays skipped: the reopened onboarding asks the first position only.
    const skipper = await newcomer('recruiter');
    await call(skipper, 'POST', 'onboarding/skip', { step: 'profile' });
    const second = (await call(skipper, 'POST', `companies/${owner.companyId}/join`)).data;
    await call(skipper, 'POST', 'onboarding/finish');
    await call(owner, 'POST', `company/join-requests/${second.id}/approve`);
    const state = (await call(skipper, 'GET', 'onboarding')).data;
    expect(stepsOf(state)).toEqual({ profile: 'skipped', company: 'done', position: 'todo' });
    expect(state.next).toBe('position');
  });
});
