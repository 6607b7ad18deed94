/** Display formats shared by the app and the server's first screen. */
import { EDUCATION_REQUIREMENT_LABEL, type EducationRequirement, type SalaryUnit } from './constants';
import { MSG } from './messages';

/** How a position states its pay (a resume's expectation: a monthly range, the rest left out). */
export interface SalaryTerms {
  salaryMin: number | null;
  salaryMax: number | null;
  /** 'month' when missing */
  salaryUnit?: SalaryUnit | null;
  /** months of pay a year for monthly pay; 12 (or missing) shows no suffix */
  salaryMonths?: number | null;
  /** 面议 */
  negotiable?: boolean | null;
}

/**
 * The one salary text of every screen, the first screen and the assistant: 1.4万-2.3万·13薪 / 14k-23k·13 months,
 * 8千, 200-300元/天 / ¥200-300/day, 25元/时 / ¥25/hour, 面议 / Negotiable (also for a position with no range).
 */
export function formatSalary(terms: SalaryTerms, locale: 'zh-Hans' | 'en'): string {
  const en = locale === 'en';
  const min = terms.salaryMin ?? 0;
  const max = terms.salaryMax ?? 0;
  if (terms.negotiable || (!min && !max)) return en ? 'Negotiable' : '面议';
  const range = (show: (n: number) => string) => (min === max ? show(min) : `${show(min)}-${show(max)}`);
  const unit = terms.salaryUnit ?? 'month';
  if (unit === 'day') return en ? `¥${range(String)}/day` : `${range(String)}元/天`;
  if (unit === 'hour') return en ? `¥${range(String)}/hour` : `${range(String)}元/时`;
  const monthly = range((n) =>
    en
      ? `${Math.round(n / 100) / 10}k`
      : n >= 10000
        ? `${Math.round(n / 1000) / 10}万`
        : `${Math.round(n / 100) / 10}千`,
  );
  const months = terms.salaryMonths ?? 12;
  if (months <= 12) return monthly;
  return en ? `${monthly}·${months} months` : `${monthly}·${months}薪`;
}

/** Message key (and parameters) to text, in the language being shown. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A code's label (the message `prefix.code`), or the code itself when no message names it. */
export function codeLabel(t: Translate, prefix: string, code: string | null | undefined): string {
  if (!code) return '';
  const key = `${prefix}.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

interface PositionTagFields {
  regionName?: string | null;
  experience?: string | null;
  education?: EducationRequirement | null;
}

function educationLabel(t: Translate, education: EducationRequirement | null | undefined): string {
  return education ? t(EDUCATION_REQUIREMENT_LABEL[education]) : '';
}

/** The tags of a position's card in a list: where, the experience and the education asked. */
export function positionCardTags(position: PositionTagFields, t: Translate): string[] {
  return [
    position.regionName ?? '',
    codeLabel(t, 'experience', position.experience),
    educationLabel(t, position.education),
  ].filter(Boolean);
}

/** The tags under a job's title: the card's, then the kind of job, the form of work and the headcount. */
export function positionDetailTags(
  position: PositionTagFields & { jobType?: string | null; form?: string | null; headcount?: number | null },
  t: Translate,
): string[] {
  return [
    ...positionCardTags(position, t),
    codeLabel(t, 'jobType', position.jobType),
    codeLabel(t, 'workForm', position.form),
    position.headcount ? t(MSG.job.headcount, { n: position.headcount }) : '',
  ].filter(Boolean);
}

/** The line under the company's name on a job: size · type · industry. */
export function companyLine(
  company: { companySize?: string | null; companyType?: string | null; industry?: string | null },
  t: Translate,
): string {
  return [
    codeLabel(t, 'companySize', company.companySize),
    codeLabel(t, 'companyType', company.companyType),
    company.industry,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A plain text's paragraphs: separated by blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
