import { useCallback, useEffect, useRef, useState } from 'react';
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro';
import { PAGE_SIZE } from '@common/constants';

export interface Page<T> {
  rows: T[];
  total: number;
}

export type ListStatus = 'idle' | 'loading' | 'refreshing' | 'loadingMore' | 'done' | 'error';

/**
 * State of an infinitely scrolled list of 10 a page: first load, refresh, load more, end of list and
 * error. A newer request supersedes an older one, so a slow answer never overwrites a fresh one.
 */
export function usePagedList<T>(fetchPage: (pageNum: number) => Promise<Page<T>>) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ListStatus>('idle');
  const [error, setError] = useState<string>();
  const pageRef = useRef(0);
  const seq = useRef(0);
  /** What the last failed request was: a retry repeats it (a failed refresh refreshes, not the next page). */
  const failed = useRef<'reset' | 'refresh' | 'more'>('more');

  const load = useCallback(
    async (mode: 'reset' | 'refresh' | 'more') => {
      const ticket = ++seq.current;
      const pageNum = mode === 'more' ? pageRef.current + 1 : 1;
      setStatus(mode === 'more' ? 'loadingMore' : mode === 'refresh' ? 'refreshing' : 'loading');
      setError(undefined);
      // A reset (new filters or tab) must not show, or let anyone act on, the rows of the old query.
      if (mode === 'reset') setRows([]);
      try {
        const page = await fetchPage(pageNum);
        if (ticket !== seq.current) return;
        pageRef.current = pageNum;
        setTotal(page.total);
        setRows((prev) => (pageNum === 1 ? page.rows : [...prev, ...page.rows]));
        const loaded = (pageNum - 1) * PAGE_SIZE + page.rows.length;
        setStatus(loaded >= page.total || page.rows.length === 0 ? 'done' : 'idle');
      } catch (e) {
        if (ticket !== seq.current) return;
        failed.current = mode;
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      }
    },
    [fetchPage],
  );

  /**
   * The next page; after a failure with rows on screen this retries what failed (scrolling to the end again,
   * or the footer): the next page, or the refresh of page 1.
   */
  const loadMore = useCallback(() => {
    if (status === 'idle') void load('more');
    else if (status === 'error' && rows.length > 0) void load(failed.current);
  }, [status, rows.length, load]);

  return { rows, total, status, error, reload: () => load('reset'), refresh: () => load('refresh'), loadMore };
}

/**
 * The list of a page: `usePagedList` loaded when the query (`fetchPage`) changes, refreshed when the page
 * shows again (coming back from a detail) and on pull-down (where the page config enables it), the next
 * page at the bottom. The first show is the first load: it is not fetched twice.
 */
export function useScreenList<T>(fetchPage: (pageNum: number) => Promise<Page<T>>) {
  const list = usePagedList(fetchPage);
  const shown = useRef(false);
  useEffect(() => {
    void list.reload();
  }, [fetchPage]);
  useDidShow(() => {
    if (shown.current) void list.refresh();
    shown.current = true;
  });
  useReachBottom(list.loadMore);
  usePullDownRefresh(() => {
    void list.refresh().finally(() => void Taro.stopPullDownRefresh());
  });
  return list;
}
