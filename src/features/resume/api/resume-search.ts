/** Recruiters' view of seekers' resumes (`GET resumes`, `GET resumes/{seekerId}`). */
import { PAGE_SIZE } from '@common/constants';
import type { ResumeSummary } from '@common/resume';
import { api } from '@/lib/request';

export type { ResumeSummary };

export interface ResumeFilters {
  position?: string;
  region?: string;
  salaryMin?: string;
  salaryMax?: string;
  degree?: string;
  jobStatus?: string;
}

export const resumeSearchApi = {
  async search(filters: ResumeFilters, pageNum: number) {
    const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
    const body = await api.list<ResumeSummary>('resumes', { ...query, pageNum, pageSize: PAGE_SIZE }, { silent: true });
    return { rows: body.rows ?? [], total: body.total ?? 0 };
  },
};
