/** The recruiter's own company (`GET/PUT company`, `POST company/submit`). */
import type { CompanyBody } from '@common/company';
import { api, request } from '@/lib/request';

export interface Company extends Omit<CompanyBody, 'acceptTerms' | 'acceptAuthorization'> {
  id: number;
  status: 'draft' | 'under_review' | 'approved' | 'audit_failed';
  reviewReason: string | null;
  regionName?: string;
  acceptTerms: boolean;
  acceptAuthorization: boolean;
  updatedAt: string;
}

export const companyApi = {
  company: () => api.get<Company | null>('company'),
  saveCompany: (body: CompanyBody) => api.put<Company>('company', body),
  submitCompany: () => request({ url: 'company/submit', method: 'POST' }),
};
