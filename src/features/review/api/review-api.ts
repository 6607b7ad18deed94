/** Operators' review calls (`review/positions|companies`, role operator only): one queue screen for both kinds. */
import type { CompanyReviewRow } from '@common/company';
import type { ReviewStatus } from '@common/positions';
import type { ReviewQueuePosition } from '@common/review';
import * as review from '@/api/review';
import { call, callWithMessage } from '@/lib/call';
import type { Page } from '@/lib/use-paged-list';

export type ReviewKind = 'positions' | 'companies';
export type ReviewRow = ReviewQueuePosition | CompanyReviewRow;

export const reviewApi = {
  list: (kind: ReviewKind, status: ReviewStatus, pageNum: number): Promise<Page<ReviewRow>> => {
    const query = { status, pageNum, pageSize: 10 };
    return kind === 'positions' ? call(review.positions, query) : call(review.companies, query);
  },
  /** Resolve the server's success message, which the screen shows. */
  approve: (kind: ReviewKind, id: number) =>
    kind === 'positions'
      ? callWithMessage(review.approvePosition, { id })
      : callWithMessage(review.approveCompany, { id }),
  reject: (kind: ReviewKind, id: number, reason: string) =>
    kind === 'positions'
      ? callWithMessage(review.rejectPosition, { id, reason })
      : callWithMessage(review.rejectCompany, { id, reason }),
};
