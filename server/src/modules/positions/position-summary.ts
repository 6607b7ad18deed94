/**
 * The one mapping of a stored position to the row every position list answers (`GET positions`, saved,
 * nearby, the recruiter's own, and the resume's matching positions), so the lists cannot drift apart.
 * A pure function over the columns the lists select: other modules' services may use it with rows they
 * got from this module.
 */
import type { PositionSummary } from '@common/positions';
import type { JobType, SalaryUnit } from '../../db/types';
import { regionName } from '../regions/regions.service';

/** The columns a summary is made of (snake_case as stored). */
export interface SummaryColumns {
  id: number;
  title: string;
  job_type: JobType;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  region_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: SalaryUnit;
  salary_months: number;
  negotiable: number;
  education: PositionSummary['education'];
  experience: PositionSummary['experience'];
  refreshed_at: string | null;
  updated_at: string;
}

const later = (a: string | null, b: string) => (a && a > b ? a : b);

/** What a list shows of a position; updatedAt is the later of the last edit and the last refresh. */
export function toSummary(row: SummaryColumns): PositionSummary {
  return {
    id: row.id,
    title: row.title,
    jobType: row.job_type,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogo: row.company_logo,
    regionCode: row.region_code ?? '',
    regionName: regionName(row.region_code),
    salaryMin: row.salary_min ?? 0,
    salaryMax: row.salary_max ?? 0,
    salaryUnit: row.salary_unit,
    salaryMonths: row.salary_months,
    negotiable: row.negotiable === 1,
    education: row.education,
    experience: row.experience,
    updatedAt: later(row.refreshed_at, row.updated_at),
  };
}
