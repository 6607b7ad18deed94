/** Operators' review calls (`review/positions|companies`), role operator only. */
import type { CompanyReviewRow } from '@common/company';
import type { ReviewPosition, ReviewStatus } from '@common/positions';
import { api, request } from '@/lib/request';

export type { ReviewStatus };
export type ReviewKind = 'positions' | 'companies';

/** Rows of `GET review/positions` and `GET review/companies` (common/positions.ts, common/company.ts). */
export type PositionForReview = ReviewPosition;
export type CompanyForReview = CompanyReviewRow;

export const reviewApi = {
  list: <T>(kind: ReviewKind, status: ReviewStatus, pageNum: number) =>
    api.list<T>(`review/${kind}`, { status, pageNum, pageSize: 10 }),
  approve: (kind: ReviewKind, id: number) => request({ url: `review/${kind}/${id}/approve`, method: 'POST' }),
  reject: (kind: ReviewKind, id: number, reason: string) =>
    request({ url: `review/${kind}/${id}/reject`, method: 'POST', data: { reason } }),
};
