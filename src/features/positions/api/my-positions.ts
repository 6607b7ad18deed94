/** The recruiter's own positions (`GET positions/mine`, create, update, pause/resume/refresh/stop, delete). */
import type { MyPositionStatus, PositionBody } from '@common/positions';
import { api, request } from '@/lib/request';

export interface MyPosition {
  id: number;
  title: string;
  status: string;
  reviewReason: string | null;
  salaryMin: number;
  salaryMax: number;
  regionName: string;
  updatedAt: string;
  refreshedAt?: string | null;
}

export type PositionAction = 'pause' | 'resume' | 'refresh' | 'stop';

export const myPositionsApi = {
  mine: (status: MyPositionStatus | '', pageNum: number) =>
    api.list<MyPosition>('positions/mine', { status: status || undefined, pageNum, pageSize: 10 }),
  position: (id: string) => api.get<Record<string, unknown>>(`positions/${id}`),
  create: (body: PositionBody) => api.post<{ id: number; status: string }>('positions', body),
  update: (id: string, body: PositionBody) => api.put<{ id: number; status: string }>(`positions/${id}`, body),
  act: (id: number, action: PositionAction) => request({ url: `positions/${id}/${action}`, method: 'POST' }),
  remove: (id: number) => request({ url: `positions/${id}`, method: 'DELETE' }),
};
