/**
 * The seekers' home filters as data: which chips exist, their options and how a choice becomes the
 * `GET positions` query. Pure (no rendering) so the rule is unit-tested and the panel stays thin.
 */
// constants, not @common/positions: the home page must not pull the zod rules into the first page
import { EDUCATION_REQUIREMENTS, EXPERIENCES, JOB_TYPES } from '@common/constants';

/** Monthly salary brackets in yuan, BOSS直聘-style; the query keeps positions whose range overlaps. */
export const SALARY_BRACKETS = [
  { key: 'lt3k', max: 3000 },
  { key: '3-5k', min: 3000, max: 5000 },
  { key: '5-10k', min: 5000, max: 10000 },
  { key: '10-20k', min: 10000, max: 20000 },
  { key: '20-50k', min: 20000, max: 50000 },
  { key: 'gt50k', min: 50000 },
] as const;
export type SalaryBracket = (typeof SALARY_BRACKETS)[number]['key'];

export interface PositionFilterState {
  region?: string;
  jobType?: (typeof JOB_TYPES)[number];
  salary?: SalaryBracket;
  education?: (typeof EDUCATION_REQUIREMENTS)[number];
  experience?: (typeof EXPERIENCES)[number];
  /** A job category of any level (GET categories): matches it and every category under it. */
  category?: string;
}

export type FilterChip = 'region' | 'jobType' | 'salary' | 'more';

/** Option keys per single-choice group (label key prefix, values). */
export const FILTER_OPTIONS = {
  jobType: { prefix: 'jobType', values: JOB_TYPES },
  salary: { prefix: 'filters.salary', values: SALARY_BRACKETS.map((b) => b.key) },
  education: { prefix: 'degree', values: EDUCATION_REQUIREMENTS },
  experience: { prefix: 'experience', values: EXPERIENCES },
} as const;

/** The label key of one option ('unlimited' education reads 不限 rather than a degree). */
export function optionLabelKey(group: keyof typeof FILTER_OPTIONS, value: string): string {
  // Next to 不限 (any), "unlimited"/"none" read as what they filter: jobs asking for no degree / experience.
  if (group === 'education' && value === 'unlimited') return 'filters.noDegree';
  if (group === 'experience' && value === 'none') return 'filters.noExperience';
  return `${FILTER_OPTIONS[group].prefix}.${value}`;
}

/** The query parameters of a filter state (absent keys stay absent). */
export function filterQuery(state: PositionFilterState) {
  const bracket = SALARY_BRACKETS.find((b) => b.key === state.salary) as
    { key: string; min?: number; max?: number } | undefined;
  return {
    region: state.region || undefined,
    jobType: state.jobType || undefined,
    salaryMin: bracket?.min,
    salaryMax: bracket?.max,
    education: state.education || undefined,
    experience: state.experience || undefined,
    categoryCode: state.category || undefined,
  };
}

/** How many filters are set under "more" (category, education, experience), for the chip's badge. */
export function moreCount(state: PositionFilterState): number {
  return (state.category ? 1 : 0) + (state.education ? 1 : 0) + (state.experience ? 1 : 0);
}
