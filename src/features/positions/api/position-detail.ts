import type { ApplicationState } from '@common/applications';
import { api, request } from '@/lib/request';
import type { PositionSummary } from './list-positions';

/** `GET positions/{id}`: an approved position for anyone (any own position for its recruiter). */
export interface PositionDetail extends PositionSummary {
  industry: string | null;
  gender: string | null;
  requirements: string | null;
  workingHours: string | null;
  form: string;
  addressDetail: string | null;
  recruitStart: string | null;
  recruitEnd: string | null;
  headcount: number | null;
  responsibilities: string | null;
  conditions: string | null;
  companySize: string | null;
  companyType: string | null;
  companySlogan?: string | null;
  status?: string;
  reviewReason?: string | null;
  /** ISO 8601: when the recruiter was last active */
  recruiterLastActiveAt?: string | null;
  recruiterName?: string | null;
  /** for a logged-in caller */
  saved?: boolean;
  /** the caller posted it */
  mine?: boolean;
  /** the caller's application to it (seekers), if any */
  applicationId?: number | null;
  applicationStatus?: 'delivered' | 'passed' | 'rejected' | null;
}

export const positionDetailApi = {
  detail: (id: string) => api.get<PositionDetail>(`positions/${id}`, undefined, { optionalAuth: true }),
  save: (id: string | number) => request({ url: `positions/${id}/save`, method: 'POST' }),
  unsave: (id: string | number) => request({ url: `positions/${id}/save`, method: 'DELETE' }),
  /** `POST applications`: apply with the online resume. */
  apply: (positionId: number) => api.post<ApplicationState>('applications', { positionId }),
};
