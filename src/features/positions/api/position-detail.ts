import type { ApplicationState } from '@common/applications';
import { api, request } from '@/lib/request';
import type { PositionDetail } from '@common/positions';

/** `GET positions/{id}`: an approved position for anyone (any own position for its recruiter). */
export type { PositionDetail };

export const positionDetailApi = {
  detail: (id: string) => api.get<PositionDetail>(`positions/${id}`, undefined, { optionalAuth: true }),
  save: (id: string | number) => request({ url: `positions/${id}/save`, method: 'POST' }),
  unsave: (id: string | number) => request({ url: `positions/${id}/save`, method: 'DELETE' }),
  /** `POST applications`: apply with the online resume. */
  /** Silent: the apply button shows each refusal itself (a resume that is not ready gets one dialog). */
  apply: (positionId: number) => api.post<ApplicationState>('applications', { positionId }, { silent: true }),
};
