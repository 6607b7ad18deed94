import type { PositionSummary } from '@common/positions';
import { PAGE_SIZE } from '@common/constants';
import { request } from '@/lib/request';

export type { PositionSummary };

/** The filters of `GET positions` as the app sends them (numbers; the query schema reads strings). */
export interface PositionQuery {
  keyword?: string;
  region?: string;
  jobType?: string;
  salaryMin?: number;
  salaryMax?: number;
  education?: string;
  experience?: string;
  pageNum?: number;
  pageSize?: number;
}

/** `GET positions`: approved positions, newest first, no login needed. */
export async function listPositions(query: PositionQuery) {
  const body = await request<PositionSummary[]>({
    url: 'positions',
    noAuth: true,
    data: { pageSize: PAGE_SIZE, ...query },
  });
  return { rows: (body.rows ?? []) as PositionSummary[], total: body.total ?? 0 };
}
