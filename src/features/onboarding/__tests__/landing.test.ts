import type { Onboarding } from '@common/onboarding';
import { nextStep, stepStates } from '@common/onboarding';
import { screenOf } from '../landing';

const none = {
  seeker: { profile: false, status: false, expectation: false },
  recruiter: { profile: false, company: false, joinPending: false, position: false },
};

function state(identity: Onboarding['identity'], facts = none, skipped: string[] = [], active = true): Onboarding {
  const steps = identity ? stepStates(identity, facts, skipped) : [];
  return { identity, active, steps, next: nextStep(steps) ?? null, expectationId: null, joinRequest: null };
}

describe('onboarding: which screen, which step', () => {
  it('asks for the identity first', () => {
    expect(screenOf(state(null))).toEqual({ kind: 'identity' });
  });

  it('shows the first step neither done nor skipped, with its place among the steps', () => {
    const seeker = { ...none, seeker: { profile: true, status: false, expectation: false } };
    expect(screenOf(state('seeker', seeker))).toEqual({ kind: 'step', step: 'status', index: 1, total: 3 });
    expect(screenOf(state('seeker', seeker, ['status']))).toMatchObject({ step: 'expectation', index: 2 });
    expect(screenOf(state('recruiter'))).toMatchObject({ step: 'profile', index: 0, total: 3 });
  });

  it('waits while a join request is unanswered: the company step and the first position both wait', () => {
    const recruiter = { ...none, recruiter: { profile: true, company: false, joinPending: true, position: false } };
    const waiting = state('recruiter', recruiter);
    expect(waiting.steps.map((step) => step.state)).toEqual(['done', 'waiting', 'waiting']);
    expect(screenOf(waiting)).toEqual({ kind: 'waiting' });
  });

  it('a company of their own: the first position is next', () => {
    const recruiter = { ...none, recruiter: { profile: true, company: true, joinPending: false, position: false } };
    expect(screenOf(state('recruiter', recruiter))).toMatchObject({ kind: 'step', step: 'position' });
  });

  it('lands when nothing is left (home 推荐 opens on the expectation), or says all is done when not onboarding', () => {
    const all = { ...none, seeker: { profile: true, status: true, expectation: true } };
    expect(screenOf({ ...state('seeker', all), expectationId: 7 })).toEqual({ kind: 'land', expectationId: 7 });
    expect(screenOf(state('seeker', none, ['profile', 'status', 'expectation']))).toEqual({
      kind: 'land',
      expectationId: null,
    });
    expect(screenOf(state('seeker', all, [], false))).toEqual({ kind: 'done' });
  });
});
