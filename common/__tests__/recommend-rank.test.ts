import { categoryFit, daysSince, gatherTiers, payFit, rankCandidate, RANK_WEIGHTS } from '../recommend-rank';

describe('categoryFit', () => {
  it('is exact when an expectation code covers the leaf at any level', () => {
    expect(categoryFit('100201', ['100201'])).toBe('exact');
    expect(categoryFit('100201', ['100200'])).toBe('exact');
    expect(categoryFit('100201', ['100000'])).toBe('exact');
    expect(categoryFit('100201', ['110101', '100200'])).toBe('exact');
  });
  it('is related in the same top-level group, none elsewhere or without a code', () => {
    expect(categoryFit('100101', ['100201'])).toBe('related');
    expect(categoryFit('110101', ['100201'])).toBe('none');
    expect(categoryFit(null, ['100201'])).toBe('none');
    expect(categoryFit('100201', [])).toBe('none');
  });
});

describe('payFit', () => {
  const month = (min: number, max: number) => ({
    salaryMin: min,
    salaryMax: max,
    salaryUnit: 'month',
    negotiable: false,
  });
  it('overlaps monthly ranges inclusively', () => {
    expect(payFit(month(12000, 20000), { min: 20000, max: 25000 })).toBe('overlap');
    expect(payFit(month(12000, 19999), { min: 20000, max: 25000 })).toBe('none');
    expect(payFit(month(26000, 30000), { min: 20000, max: 25000 })).toBe('none');
  });
  it('never compares day or hour pay with a monthly expectation; negotiable has no range', () => {
    expect(payFit({ ...month(200, 300), salaryUnit: 'day' }, { min: 100, max: 400 })).toBe('none');
    expect(
      payFit({ salaryMin: null, salaryMax: null, salaryUnit: 'month', negotiable: true }, { min: 1, max: 2 }),
    ).toBe('negotiable');
  });
});

describe('rankCandidate', () => {
  const base = {
    category: 'none',
    sameCity: false,
    pay: 'none',
    jobType: false,
    ageDays: null,
    idleDays: null,
  } as const;
  it('weighs category and city above pay, job type, freshness and activity together', () => {
    const categoryAndCity = rankCandidate({ ...base, category: 'exact', sameCity: true });
    const everythingElse = rankCandidate({
      ...base,
      category: 'related',
      pay: 'overlap',
      jobType: true,
      ageDays: 0,
      idleDays: 0,
    });
    expect(categoryAndCity.score).toBeGreaterThan(everythingElse.score);
    expect(categoryAndCity.score).toBe(RANK_WEIGHTS.category + RANK_WEIGHTS.city);
  });
  it('gives its reasons strongest first, and none for what only nudges the order', () => {
    const all = rankCandidate({
      category: 'exact',
      sameCity: true,
      pay: 'overlap',
      jobType: true,
      ageDays: 1,
      idleDays: 0.5,
    });
    expect(all.reasons).toEqual(['category', 'city', 'salary', 'jobType', 'fresh', 'active']);
    const nudged = rankCandidate({ ...base, pay: 'negotiable', ageDays: 10, idleDays: 5 });
    expect(nudged.reasons).toEqual([]);
    expect(nudged.score).toBe(RANK_WEIGHTS.negotiable + RANK_WEIGHTS.recent + RANK_WEIGHTS.activeThisWeek);
    expect(rankCandidate({ ...base, category: 'related' }).reasons).toEqual(['relatedCategory']);
  });
  it('counts freshness and activity at their boundaries', () => {
    expect(rankCandidate({ ...base, ageDays: 3 }).reasons).toEqual(['fresh']);
    expect(rankCandidate({ ...base, ageDays: 3.01 }).reasons).toEqual([]);
    expect(rankCandidate({ ...base, idleDays: 1 }).reasons).toEqual(['active']);
    expect(rankCandidate({ ...base, ageDays: 14.5, idleDays: 7.5 }).score).toBe(0);
  });
});

describe('daysSince', () => {
  it('answers fractional days, never negative, null for none', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(daysSince('2026-11-26T00:00:00Z', now)).toBe(1.5);
    expect(daysSince('2026-11-28T00:00:00Z', now)).toBe(0);
    expect(daysSince(null, now)).toBeNull();
  });
});

describe('gatherTiers', () => {
  it('keeps tier order, each key once, and stops asking once full', async () => {
    const asked: number[] = [];
    const tier = (n: number, rows: number[]) => async () => {
      asked.push(n);
      return rows;
    };
    const rows = await gatherTiers([tier(1, [5, 3]), tier(2, [3, 9, 8]), tier(3, [1])], (row) => row, 4);
    expect(rows).toEqual([5, 3, 9, 8]);
    expect(asked).toEqual([1, 2]);
  });
});
