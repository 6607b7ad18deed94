import { useEffect } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { dropFirstScreen } from '@/lib/first-data';
import { usePagedList, type Page } from '@/lib/use-paged-list';

/**
 * A list of the home's tabs: loaded again when its query (`fetchPage`) changes and `ready`, the next page at
 * the bottom, and the server's pre-painted first screen (H5) dropped once the list has drawn its own.
 */
export function useHomeList<T>(fetchPage: (pageNum: number) => Promise<Page<T>>, ready = true) {
  const list = usePagedList(fetchPage);
  useEffect(() => {
    if (ready) void list.reload();
  }, [fetchPage]);
  const drawn = list.rows.length > 0 || list.status === 'done' || list.status === 'error';
  useEffect(() => {
    if (drawn) dropFirstScreen();
  }, [drawn]);
  useReachBottom(list.loadMore);
  return list;
}
