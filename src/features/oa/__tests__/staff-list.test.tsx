/**
 * The roster's search: a part of a phone number (5 digits here) is answered with how to search by number
 * (the last 4 digits or the whole number), not with "还没有员工" as if the company had no staff; the last 4
 * digits and names are searched; a search that finds nothing says so instead of "no staff yet".
 */
import TestUtils from '@tarojs/test-utils-react';
import type { StaffQuery } from '@common/oa';

const mockStaffPage = jest.fn(async (_query: StaffQuery, _pageNum: number) => ({ rows: [], total: 0 }));

jest.mock('@/lib/call', () => ({ call: jest.fn(async () => ({ positions: [], departments: [] })) }));
jest.mock('../api/oa-api', () => ({
  oaApi: {
    staffPage: (query: StaffQuery, pageNum: number) => mockStaffPage(query, pageNum),
    accessLogPage: async () => ({ rows: [], total: 0 }),
  },
}));

// The page hooks (shown again, pull-down, bottom) need a page; the list loads when its query changes.
jest.mock('@/lib/use-paged-list', () => {
  const actual = jest.requireActual('@/lib/use-paged-list');
  const { useEffect } = jest.requireActual('react');
  return {
    ...actual,
    useScreenList: (fetchPage: (pageNum: number) => Promise<unknown>) => {
      const list = actual.usePagedList(fetchPage);
      useEffect(() => {
        void list.reload();
      }, [fetchPage]);
      return list;
    },
  };
});

import { StaffList } from '../components/staff-list';

const utils = new TestUtils();
afterEach(() => utils.unmout());

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

function search(keyword: string) {
  const input = document.querySelector('[data-testid="staff-search"] input')!;
  utils.fireEvent.input(input, { target: { value: keyword }, detail: { value: keyword } } as never);
  utils.fireEvent.blur(input, { detail: { value: keyword } } as never);
}

/** Checks again every 50 ms until it holds (5 s at most): the list answers after a few timers. */
async function waitFor(check: () => void, ms = 5000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const keywords = () => mockStaffPage.mock.calls.map(([query]) => query.keyword);

test('a part of a number asks for the last 4 digits or the whole number; 4 digits and names are searched', async () => {
  await utils.mount(StaffList, { props: {} });
  await waitFor(() => expect(byTestId('staff-empty')?.textContent).toContain('还没有员工'));

  search('12345');
  await waitFor(() => expect(byTestId('staff-number-hint')).toBeTruthy());
  expect(byTestId('staff-number-hint')?.textContent).toContain('后4位');
  expect(byTestId('staff-empty')).toBeNull();
  expect(keywords()).not.toContain('12345');

  search('5678');
  await waitFor(() => expect(keywords()).toContain('5678'));
  await waitFor(() => expect(byTestId('staff-empty')?.textContent).toContain('没有找到符合条件的员工'));
  expect(byTestId('staff-number-hint')).toBeNull();

  search('小红');
  await waitFor(() => expect(keywords()).toContain('小红'));
});
