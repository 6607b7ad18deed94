/**
 * The add-or-edit pages say what they do: 新增项目 / 编辑项目 and 新增员工 / 编辑员工 (they read
 * "新增/修改项目" whatever the case), in the bar and the browser's title, in Chinese and English; the
 * roster is 员工管理 (it was 用户管理) in its title and the recruiter centre.
 */
// The page hooks need a page: the shell is mounted alone, the bar's title recorded.
const mockBarTitles: string[] = [];
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const taro = {
    ...actual.default,
    setNavigationBarTitle: async ({ title }: { title: string }) => void mockBarTitles.push(title),
  };
  return {
    __esModule: true,
    ...actual,
    default: taro,
    useRouter: () => ({ params: {} }),
    useShareAppMessage: () => undefined,
  };
});

import fs from 'node:fs';
import path from 'node:path';
import TestUtils from '@tarojs/test-utils-react';
import { View } from '@tarojs/components';
import type { RoutePath } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { t } from '@/lib/i18n';
import { zhHans } from '@/locales/zh-Hans';
import { en } from '@/locales/en';
import '@/locales/account';
import { useEditTitle } from '../edit-title';

const utils = new TestUtils();
afterEach(() => utils.unmout());

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

function Page({ route, kind, editing }: { route: RoutePath; kind: 'staff' | 'project'; editing: boolean }) {
  return (
    <PageShell route={route} title={useEditTitle(kind, editing)}>
      <View />
    </PageShell>
  );
}

test.each([
  ['pages/oa/project/operate', 'project', false, '新增项目'],
  ['pages/oa/project/operate', 'project', true, '编辑项目'],
  ['pages/oa/staff/operate', 'staff', false, '新增员工'],
  ['pages/oa/staff/operate', 'staff', true, '编辑员工'],
] as const)('%s (%s, editing %s) reads %s', async (route, kind, editing, title) => {
  await utils.mount(Page, { props: { route, kind, editing } });
  // The bar (H5's own nav bar, weapp's through setNavigationBarTitle) shows the same title as the tab.
  await waitFor(() => expect(document.title).toBe(`${title} - ${t('app.name')}`));
  expect(mockBarTitles.at(-1)).toBe(title);
});

test('the titles in both languages and the page configs say the case, and the roster is 员工管理', () => {
  expect([zhHans['page.pages/oa/project/operate'], zhHans['page.pages/oa/staff/operate']]).toEqual([
    '新增项目',
    '新增员工',
  ]);
  expect([en['page.pages/oa/project/operate'], en['page.pages/oa/staff/operate']]).toEqual([
    'New project',
    'Add staff',
  ]);
  expect(zhHans['page.pages/oa/staff/list']).toBe('员工管理');
  expect(t('center.staff')).toBe('员工管理');
  for (const [file, title] of [
    ['project/operate.config.ts', '新增项目'],
    ['staff/operate.config.ts', '新增员工'],
    ['staff/list.config.ts', '员工管理'],
  ]) {
    const text = fs.readFileSync(path.join(__dirname, '../../../pages/oa', file), 'utf8');
    expect([file, text.match(/navigationBarTitleText: '([^']*)'/)?.[1]]).toEqual([file, title]);
  }
});
