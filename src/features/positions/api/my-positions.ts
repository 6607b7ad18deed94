/** The recruiter's own positions (`GET positions/mine`, create, update, pause/resume/refresh/stop, delete). */
import type { MyPosition, MyPositionStatus, PositionBody, PositionDetail } from '@common/positions';
import { api, request } from '@/lib/request';

export type { MyPosition };

export type PositionAction = 'pause' | 'resume' | 'refresh' | 'stop';

export const myPositionsApi = {
  mine: (status: MyPositionStatus | '', pageNum: number) =>
    api.list<MyPosition>('positions/mine', { status: status || undefined, pageNum, pageSize: 10 }),
  position: (id: string) => api.get<PositionDetail>(`positions/${id}`),
  create: (body: PositionBody) => api.post<{ id: number; status: string }>('positions', body),
  update: (id: string, body: PositionBody) => api.put<{ id: number; status: string }>(`positions/${id}`, body),
  act: (id: number, action: PositionAction) => request({ url: `positions/${id}/${action}`, method: 'POST' }),
  remove: (id: number) => request({ url: `positions/${id}`, method: 'DELETE' }),
};
