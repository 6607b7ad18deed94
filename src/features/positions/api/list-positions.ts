import { request } from '@/lib/request';
import { PAGE_SIZE } from '@common/constants';

/** A position as the public list answers it. */
export interface PositionSummary {
  id: number;
  title: string;
  companyName: string;
  companyLogo: string | null;
  regionCode: string;
  regionName: string;
  salaryMin: number;
  salaryMax: number;
  education: string | null;
  experience: string | null;
  jobType: 'full' | 'part';
  updatedAt: string;
}

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
