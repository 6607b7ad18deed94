/**
 * The home filters: every chip option has a label in both languages, and a choice becomes a query the
 * server's own rule (`positionSearchSchema`) accepts with the intended overlap bounds.
 */
import { positionSearchSchema } from '@common/positions';
import { zhHans as zh } from '@/locales/zh-Hans';
import { en } from '@/locales/en';
import { messages } from '@common/messages';
// the app project runs as H5, where English rule messages load lazily: take them directly
import { en as enRules } from '@common/messages.en';
import {
  FILTER_OPTIONS,
  SALARY_BRACKETS,
  filterQuery,
  moreCount,
  optionLabelKey,
} from '../components/position-filters';

/** As the query string carries it: every value a string, unset ones absent. */
const asQuery = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

const catalogues: Record<'zh' | 'en', Record<string, string>> = {
  zh: { ...messages['zh-Hans'], ...zh },
  en: { ...enRules, ...en },
};

describe('home position filters', () => {
  it.each(Object.keys(FILTER_OPTIONS) as Array<keyof typeof FILTER_OPTIONS>)('labels every %s option', (group) => {
    for (const value of FILTER_OPTIONS[group].values) {
      const key = optionLabelKey(group, value);
      expect(catalogues.zh[key]).toBeTruthy();
      expect(catalogues.en[key]).toBeTruthy();
    }
  });

  it('maps salary brackets to overlap bounds the server accepts', () => {
    for (const bracket of SALARY_BRACKETS) {
      const query = filterQuery({ salary: bracket.key });
      expect(positionSearchSchema.safeParse(asQuery(query)).success).toBe(true);
    }
    expect(filterQuery({ salary: '5-10k' })).toMatchObject({ salaryMin: 5000, salaryMax: 10000 });
    expect(filterQuery({ salary: 'lt3k' })).toMatchObject({ salaryMin: undefined, salaryMax: 3000 });
    expect(filterQuery({ salary: 'gt50k' })).toMatchObject({ salaryMin: 50000, salaryMax: undefined });
  });

  it('passes the other choices through and leaves unset ones out', () => {
    const query = filterQuery({ region: '330100', jobType: 'part', education: 'bachelor', experience: '1-3' });
    expect(query).toEqual({
      region: '330100',
      jobType: 'part',
      salaryMin: undefined,
      salaryMax: undefined,
      education: 'bachelor',
      experience: '1-3',
      categoryCode: undefined,
    });
    expect(positionSearchSchema.safeParse(asQuery(query)).success).toBe(true);
    expect(moreCount({ education: 'bachelor', experience: '1-3' })).toBe(2);
    expect(moreCount({ region: '330100' })).toBe(0);
  });

  it('passes a job category of any level as categoryCode, counted under more', () => {
    for (const category of ['100000', '100100', '100101']) {
      const query = filterQuery({ category });
      expect(query.categoryCode).toBe(category);
      expect(positionSearchSchema.safeParse(asQuery(query)).success).toBe(true);
    }
    expect(moreCount({ category: '100000', education: 'bachelor' })).toBe(2);
  });
});
