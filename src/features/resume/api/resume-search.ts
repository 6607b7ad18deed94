/** Recruiters' view of seekers' resumes: a page of the list for the filters the recruiter applied. */
import { PAGE_SIZE } from '@common/constants';
import type { ResumeSearchQuery } from '@common/resume';
import * as resumeApi from '@/api/resume';
import { call } from '@/lib/call';

/** The filters of the list form ('' or missing = no filter). */
export type ResumeFilters = ResumeSearchQuery;

/** A page of open resumes; filters left blank are not sent. The list shows a refusal in place (silent). */
export function searchResumes(filters: ResumeFilters, pageNum: number) {
  const chosen = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as ResumeFilters;
  return call(resumeApi.search, { ...chosen, pageNum, pageSize: PAGE_SIZE }, { silent: true });
}
