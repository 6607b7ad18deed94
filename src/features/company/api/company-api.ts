/** The recruiter's own company (`GET/PUT company`, `POST company/submit`). */
import type { Company, CompanyBody } from '@common/company';
import { api, request } from '@/lib/request';

export type { Company };

export const companyApi = {
  company: () => api.get<Company | null>('company'),
  saveCompany: (body: CompanyBody) => api.put<Company>('company', body),
  submitCompany: () => request({ url: 'company/submit', method: 'POST' }),
};
