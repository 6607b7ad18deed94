/** Recruiters' view of seekers' resumes (`GET resumes`, `GET resumes/{seekerId}`). */
import { PAGE_SIZE } from '@common/constants';
import { api } from '@/lib/request';

export interface ResumeSummary {
  seekerId: number;
  nickname: string;
  avatar: string | null;
  gender: string;
  age: number | null;
  jobStatus: string;
  highestDegree: string | null;
  school: string | null;
  major: string | null;
  workYears: number;
  lastJob: { jobTitle: string; industry: string } | null;
  expectations: {
    id: number;
    position: string;
    jobType: string;
    salaryMin: number;
    salaryMax: number;
    location: string;
    locationName: string;
  }[];
  updatedAt: string;
}

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
