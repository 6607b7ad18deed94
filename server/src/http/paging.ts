/**
 * LIMIT / OFFSET for a page of a list call. The query schema itself (`pageQuery`: pageNum, pageSize and
 * their caps) is part of each call's descriptor, in common/validation/paging.ts.
 */
import type { PageQuery } from '@common/validation';

export function pageWindow({ pageNum, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}
