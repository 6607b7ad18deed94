/**
 * A list's retry repeats what failed: after a failed next page, that page; after a failed refresh of a list
 * that has rows (pull-down, back to the page), page 1 again and not the next page.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act, waitFor } from '@tarojs/test-utils-react/dist/pure';
import { View } from '@tarojs/components';
import { usePagedList } from '../use-paged-list';

const asked: number[] = [];
let failNext = false;
const fetchPage = (pageNum: number) => {
  asked.push(pageNum);
  if (failNext) {
    failNext = false;
    return Promise.reject(new Error('网络异常'));
  }
  return Promise.resolve({ rows: Array.from({ length: 10 }, (_, i) => `${pageNum}-${i}`), total: 30 });
};

let list: ReturnType<typeof usePagedList<string>>;
function Harness() {
  list = usePagedList(fetchPage);
  return <View />;
}

const utils = new TestUtils();
beforeEach(async () => {
  asked.length = 0;
  failNext = false;
  await utils.mount(Harness, {});
  await act(() => list.reload());
});
afterEach(() => utils.unmout());

test('a failed refresh is retried as a refresh', async () => {
  await act(async () => list.loadMore());
  await waitFor(() => expect(list.rows).toHaveLength(20));
  failNext = true;
  await act(() => list.refresh());
  expect(list.status).toBe('error');
  await act(async () => list.loadMore());
  await waitFor(() => expect(list.status).toBe('idle'));
  expect(asked).toEqual([1, 2, 1, 1]);
  expect(list.rows).toHaveLength(10);
  expect(list.rows[0]).toBe('1-0');
});

test('a failed next page is retried as that page', async () => {
  failNext = true;
  await act(async () => list.loadMore());
  await waitFor(() => expect(list.status).toBe('error'));
  await act(async () => list.loadMore());
  await waitFor(() => expect(list.rows).toHaveLength(20));
  expect(asked).toEqual([1, 2, 2]);
});
