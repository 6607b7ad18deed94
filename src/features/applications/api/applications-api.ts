/**
 * Applications, interviews, job-search records and notifications (the Applications issue's calls).
 * Row shapes follow docs/openapi.json; statuses and the invite rule come from common/applications.ts.
 */
import type {
  ApplicationCounts,
  ApplicationDetail,
  ApplicationStatus,
  InterviewInviteBody,
  InterviewState,
  MyApplicationRow,
  ReceivedApplicationRow,
  RecordRow,
} from '@common/applications';
import type { ResumeDetail } from '@common/resume';
import { api, request } from '@/lib/request';

/** The recruiter's view of a resume (`GET resumes/{seekerId}`, also inside an application). */
export type RecruiterResume = ResumeDetail;

const post = (url: string, data?: unknown) => request({ url, method: 'POST', data });

export const applicationsApi = {
  mine: (status: ApplicationStatus | '', pageNum: number) =>
    api.list<MyApplicationRow>('applications/mine', { status: status || undefined, pageNum, pageSize: 10 }),
  received: (filters: { positionId?: number; status?: ApplicationStatus | '' }, pageNum: number) =>
    api.list<ReceivedApplicationRow>('applications/received', {
      positionId: filters.positionId || undefined,
      status: filters.status || undefined,
      pageNum,
      pageSize: 10,
    }),
  counts: (positionId?: number) =>
    api.get<ApplicationCounts>('applications/received/counts', { positionId: positionId || undefined }),
  detail: (id: number | string) => api.get<ApplicationDetail>(`applications/${id}`),
  pass: (id: number) => post(`applications/${id}/pass`),
  reject: (id: number, reason: string) => post(`applications/${id}/reject`, { reason: reason || undefined }),

  invite: (body: InterviewInviteBody) => api.post<InterviewState>('interviews', body),
  actOnInterview: (id: number, action: 'accept' | 'decline' | 'pass' | 'fail') => post(`interviews/${id}/${action}`),

  records: (type: 1 | 2, pageNum: number) => api.list<RecordRow>('records', { type, pageNum, pageSize: 10 }),

  /** A resume found in the talent search, without an application. */
  resume: (seekerId: number | string) => api.get<RecruiterResume>(`resumes/${seekerId}`),
};
