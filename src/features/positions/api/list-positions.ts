/**
 * The home list's page (`GET positions`): the keyword and the filter chips as the call takes them. The
 * query the call builds is the one the server's first screen answered for the page (lib/first-data:
 * `positions?pageNum=1&pageSize=10` without filters), so the first page comes with the H5 page.
 */
import { PAGE_SIZE } from '@common/constants';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';
import { filterQuery, type PositionFilterState } from '../components/position-filters';

/** Salaries travel as query text ('' or missing = no filter). */
const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function listPositions(keyword: string, filters: PositionFilterState, pageNum: number) {
  const { salaryMin, salaryMax, ...chips } = filterQuery(filters);
  return call(positions.list, {
    keyword: keyword || undefined,
    ...chips,
    salaryMin: text(salaryMin),
    salaryMax: text(salaryMax),
    pageNum,
    pageSize: PAGE_SIZE,
  });
}
