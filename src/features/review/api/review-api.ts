/** Operators' review calls (`review/positions|companies`), role operator only. */
import { api, request } from '@/lib/request';

export type ReviewStatus = 'under_review' | 'approved' | 'audit_failed';
export type ReviewKind = 'positions' | 'companies';

/** The fields the review cards show; the server answers more (see docs/openapi.json). */
export interface PositionForReview {
  id: number;
  title: string;
  companyName: string;
  companyStatus: string;
  regionName: string;
  salaryMin: number;
  salaryMax: number;
  industry: string | null;
  requirements: string | null;
  responsibilities: string | null;
  headcount: number | null;
  recruitStart: string | null;
  recruitEnd: string | null;
  status: string;
  reviewReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CompanyForReview {
  id: number;
  name: string;
  contact: string;
  regionName: string;
  addressDetail: string;
  website: string;
  introduction: string;
  logo: string;
  businessLicense: string;
  sealLetter: string;
  ownerNickname: string;
  status: string;
  reviewReason: string | null;
  submittedAt: string | null;
}

export const reviewApi = {
  list: <T>(kind: ReviewKind, status: ReviewStatus, pageNum: number) =>
    api.list<T>(`review/${kind}`, { status, pageNum, pageSize: 10 }),
  approve: (kind: ReviewKind, id: number) => request({ url: `review/${kind}/${id}/approve`, method: 'POST' }),
  reject: (kind: ReviewKind, id: number, reason: string) =>
    request({ url: `review/${kind}/${id}/reject`, method: 'POST', data: { reason } }),
};
