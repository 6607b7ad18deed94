/**
 * The taxonomy picker mounted with Taro's test utilities on the real category and industry trees (answered
 * by a fake `call`, as `GET categories` / `GET industries` would): levels side by side, a pick at the
 * required level, several picks with 全部 rows, search by name in either language, labels for assistive
 * technology; and the service asks the server once, then reads storage.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import type { categoryTree } from '@common/taxonomy/categories';
import type { industryTree } from '@common/taxonomy/industries';
import * as taxonomyApi from '@/api/taxonomy';
import { useLocale } from '@/lib/i18n';
import { loadTaxonomy, resetTaxonomy, taxonomyLabel } from '@/services/taxonomy';
import { TaxonomyPicker } from '..';

const mockCalls: string[] = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: string) => {
    const api = jest.requireActual('@/api/taxonomy') as typeof taxonomyApi;
    mockCalls.push(endpoint);
    const categories = jest.requireActual('@common/taxonomy/categories') as { categoryTree: typeof categoryTree };
    const industries = jest.requireActual('@common/taxonomy/industries') as { industryTree: typeof industryTree };
    if (endpoint === api.categories) return categories.categoryTree();
    if (endpoint === api.industries) return industries.industryTree();
    throw new Error(`unexpected call ${endpoint}`);
  }),
}));

// Taro's storage in memory (these tests run without Taro's H5 APIs), with the expiry of lib/storage.
// (The i18n store reads the language from storage as it loads: the map is the mock's own.)
jest.mock('@/lib/storage', () => {
  const stored = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    ...jest.requireActual('@/lib/storage'),
    mockStored: stored,
    getItem: (key: string, now = Date.now()) => {
      const item = stored.get(key);
      return item && (item.expiresAt === 0 || item.expiresAt > now) ? item.value : undefined;
    },
    setItem: (key: string, value: unknown, expiresAt = 0) => stored.set(key, { value, expiresAt }),
    removeItem: (key: string) => stored.delete(key),
  };
});
const mockStored = (jest.requireMock('@/lib/storage') as { mockStored: Map<string, unknown> }).mockStored;

const utils = new TestUtils();
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
async function until(check: () => boolean) {
  for (let i = 0; i < 40; i += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  throw new Error('the picker did not get there');
}
const tap = async (id: string) => {
  await until(() => byTestId(id) !== null);
  await act(async () => void utils.fireEvent.click(byTestId(id)!));
};
async function type(text: string) {
  const input = (byTestId('txp-search')!.querySelector('input') ?? byTestId('txp-search')) as HTMLInputElement;
  await act(
    async () => void utils.fireEvent.input(input, { target: { value: text }, detail: { value: text } } as never),
  );
}

beforeEach(() => {
  mockCalls.length = 0;
  resetTaxonomy();
  mockStored.clear();
  useLocale.setState({ locale: 'zh-Hans' });
});
afterEach(() => {
  utils.unmout();
});

test('walks the levels and confirms a third-level category at once', async () => {
  const confirmed: string[][] = [];
  await utils.mount(TaxonomyPicker, {
    props: {
      kind: 'categories',
      title: '职位类别',
      value: [],
      pickLevel: 3,
      onConfirm: (c: string[]) => confirmed.push(c),
      onClose: () => undefined,
    },
  });
  await until(() => byTestId('txp-node-100000') !== null);
  expect(byTestId('txp-col-0')!.textContent).toContain('人力资源');
  // A group opens its second level, which opens its third.
  expect(byTestId('txp-col-1')).toBeNull();
  await tap('txp-node-100000');
  expect(byTestId('txp-col-1')!.textContent).toContain('后端开发');
  await tap('txp-node-100100');
  expect(byTestId('txp-col-2')!.textContent).toContain('Golang');
  // No 全部 rows where only the third level may be chosen.
  expect(byTestId('txp-node-100100-pick')).toBeNull();
  await tap('txp-node-100101-pick');
  expect(confirmed).toEqual([['100101']]);
  // Each row is a labelled button; a branch says it opens the next level.
  expect(byTestId('txp-node-100100')!.getAttribute('role')).toBe('button');
  expect(byTestId('txp-node-100100')!.getAttribute('aria-label')).toBe('后端开发的下一级');
  expect(byTestId('txp-node-100101-pick')!.getAttribute('tabindex')).toBe('0');
});

test('searches by name in Chinese and English and shows where each hit sits', async () => {
  const confirmed: string[][] = [];
  await utils.mount(TaxonomyPicker, {
    props: {
      kind: 'categories',
      title: '职位类别',
      value: [],
      pickLevel: 3,
      onConfirm: (c: string[]) => confirmed.push(c),
      onClose: () => undefined,
    },
  });
  await until(() => byTestId('txp-node-100000') !== null);
  await type('前端');
  await until(() => byTestId('txp-hits') !== null);
  const hit = byTestId('txp-hit-100201')!;
  expect(hit.textContent).toContain('前端开发工程师');
  expect(hit.textContent).toContain('技术 > 前端/移动开发');
  expect(hit.getAttribute('aria-label')).toBe('技术 > 前端/移动开发 > 前端开发工程师');
  await type('frontend engineer');
  await until(() => byTestId('txp-hit-100201') !== null);
  await type('没有这种工作');
  await until(() => byTestId('txp-no-match') !== null);
  await type('java');
  await tap('txp-hit-100101');
  expect(confirmed).toEqual([['100101']]);
  // The search field is labelled.
  const field = byTestId('txp-search')!;
  expect(field.getAttribute('aria-label') ?? field.querySelector('input')?.getAttribute('aria-label')).toBe(
    '按名称搜索',
  );
});

test('chooses several categories of any level, at most max, and removes one', async () => {
  const confirmed: string[][] = [];
  await utils.mount(TaxonomyPicker, {
    props: {
      kind: 'categories',
      title: '期望职位',
      value: ['100201'],
      max: 2,
      onConfirm: (c: string[]) => confirmed.push(c),
      onClose: () => undefined,
    },
  });
  // Opens where the first chosen code is.
  await until(() => byTestId('txp-col-2') !== null);
  expect(byTestId('txp-node-100201-pick')!.getAttribute('aria-pressed')).toBe('true');
  expect(byTestId('txp-count')?.textContent ?? document.querySelector('.txp-count')!.textContent).toBe('已选 1/2');
  await tap('txp-node-110000');
  // 全部 产品 chooses the group itself.
  expect(byTestId('txp-node-110000-pick')!.textContent).toBe('全部产品');
  await tap('txp-node-110000-pick');
  await tap('txp-node-110100');
  await tap('txp-node-110101-pick'); // a third is not taken (max 2)
  expect(document.querySelector('.txp-count')!.textContent).toBe('已选 2/2');
  await tap('txp-chip-100201');
  await tap('txp-node-110101-pick');
  await tap('txp-confirm');
  expect(confirmed).toEqual([['110000', '110101']]);
});

test('picks an industry division, in English', async () => {
  useLocale.setState({ locale: 'en' });
  const confirmed: string[][] = [];
  await utils.mount(TaxonomyPicker, {
    props: {
      kind: 'industries',
      title: 'Industry',
      value: [],
      pickLevel: 2,
      onConfirm: (c: string[]) => confirmed.push(c),
      onClose: () => undefined,
    },
  });
  await until(() => byTestId('txp-node-I') !== null);
  expect(byTestId('txp-node-I')!.textContent).toBe(
    'Information Transmission, Software and Information Technology Services',
  );
  await type('互联网');
  await tap('txp-hit-64');
  expect(confirmed).toEqual([['64']]);
});

test('the service asks the server once, then reads storage; labels read the path', async () => {
  const first = await loadTaxonomy('categories');
  expect(mockCalls).toEqual([taxonomyApi.categories]);
  expect(taxonomyLabel(first, '100101', 'zh-Hans')).toBe('技术 > 后端开发 > Java');
  expect(taxonomyLabel(first, '100101', 'en')).toBe('Technology > Backend Development > Java');
  // A new launch: from storage, no call.
  resetTaxonomy();
  const again = await loadTaxonomy('categories');
  expect(mockCalls).toHaveLength(1);
  expect(again.byCode.get('100201')!.name).toBe('前端开发工程师');
  // A week later the stored tree is asked again.
  resetTaxonomy();
  await loadTaxonomy('categories', Date.now() + 8 * 86_400_000);
  expect(mockCalls).toHaveLength(2);
});
