import { isWorkSince, nextStep, parseSkipped, stepStates, workSinceYears, WORK_SINCE_MIN_YEAR } from '../onboarding';

const none = {
  seeker: { profile: false, status: false, expectation: false },
  recruiter: { profile: false, company: false, joinPending: false, position: false },
};

describe('onboarding rules', () => {
  it('done beats skipped, skipped beats todo; the next step is the first to do', () => {
    const facts = { ...none, seeker: { profile: true, status: false, expectation: false } };
    const steps = stepStates('seeker', facts, ['profile', 'status']);
    expect(steps).toEqual([
      { key: 'profile', state: 'done' },
      { key: 'status', state: 'skipped' },
      { key: 'expectation', state: 'todo' },
    ]);
    expect(nextStep(steps)).toBe('expectation');
    expect(nextStep(stepStates('seeker', facts, ['status', 'expectation']))).toBeUndefined();
  });

  it('a first position needs a company: it waits with the join request, and is to do without one', () => {
    const pending = { ...none, recruiter: { profile: true, company: false, joinPending: true, position: false } };
    expect(stepStates('recruiter', pending, []).map((s) => s.state)).toEqual(['done', 'waiting', 'waiting']);
    expect(stepStates('recruiter', none, []).map((s) => s.state)).toEqual(['todo', 'todo', 'todo']);
    // A skipped company step with a request pending is skipped (the user chose to go on).
    expect(stepStates('recruiter', pending, ['company']).map((s) => s.state)).toEqual(['done', 'skipped', 'waiting']);
  });

  it('reads the stored skipped steps, dropping unknown names', () => {
    expect(parseSkipped('profile,status')).toEqual(['profile', 'status']);
    expect(parseSkipped('')).toEqual([]);
    expect(parseSkipped(null)).toEqual([]);
    expect(parseSkipped('profile,dance,,company')).toEqual(['profile', 'company']);
  });

  it('working since: a year up to this one, or none', () => {
    expect(isWorkSince('none', 2026)).toBe(true);
    expect(isWorkSince('2019', 2026)).toBe(true);
    expect(isWorkSince('2026', 2026)).toBe(true);
    expect(isWorkSince('2027', 2026)).toBe(false);
    expect(isWorkSince(String(WORK_SINCE_MIN_YEAR - 1), 2026)).toBe(false);
    expect(isWorkSince('19', 2026)).toBe(false);
    expect(workSinceYears(2026)[0]).toBe('2026');
    expect(workSinceYears(2026).at(-1)).toBe(String(WORK_SINCE_MIN_YEAR));
  });
});
