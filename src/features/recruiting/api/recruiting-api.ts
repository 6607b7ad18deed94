/** The recruiter's own positions and company (calls of the Positions issue). */
import type { CompanyBody } from '@common/company';
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

export interface Company extends Omit<CompanyBody, 'acceptTerms' | 'acceptAuthorization'> {
  id: number;
  status: 'draft' | 'under_review' | 'approved' | 'audit_failed';
  reviewReason: string | null;
  regionName?: string;
  acceptTerms: boolean;
  acceptAuthorization: boolean;
  updatedAt: string;
}

export type PositionAction = 'pause' | 'resume' | 'refresh' | 'stop';

export const recruitingApi = {
  mine: (status: MyPositionStatus | '', pageNum: number) =>
    api.list<MyPosition>('positions/mine', { status: status || undefined, pageNum, pageSize: 10 }),
  position: (id: string) => api.get<Record<string, unknown>>(`positions/${id}`),
  create: (body: PositionBody) => api.post<{ id: number; status: string }>('positions', body),
  update: (id: string, body: PositionBody) => api.put<{ id: number; status: string }>(`positions/${id}`, body),
  act: (id: number, action: PositionAction) => request({ url: `positions/${id}/${action}`, method: 'POST' }),
  remove: (id: number) => request({ url: `positions/${id}`, method: 'DELETE' }),

  company: () => api.get<Company | null>('company'),
  saveCompany: (body: CompanyBody) => api.put<Company>('company', body),
  submitCompany: () => request({ url: 'company/submit', method: 'POST' }),
};
