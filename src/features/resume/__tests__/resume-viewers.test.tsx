/**
 * 谁看过我 mounted with Taro's test utilities: the companies that viewed the resume with their logo, who
 * looked, when (China time, relative) and how many times; the empty and error states. The calls are
 * answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { chinaDate } from '@common/china-time';
import type { ResumeViewer } from '@common/resume';
import * as resume from '@/api/resume';
import { useLocale } from '@/lib/i18n';
import { ResumeViewers, viewedWhen } from '../components/resume-viewers';

const mockAnswer: { next: () => Promise<{ rows: ResumeViewer[]; total: number }> } = {
  next: async () => ({ rows: [], total: 0 }),
};
const mockCalls: unknown[] = [];

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/resume') as typeof resume;
    if (endpoint !== endpoints.viewers) throw new Error(`unexpected call ${String(endpoint)}`);
    mockCalls.push(input);
    return mockAnswer.next();
  }),
}));

// The page hooks come from Taro's framework runtime in an app, not in these tests: no-ops here (a proxy:
// Taro's H5 APIs are added to the module after it loads).
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const hooks: Record<string, () => void> = {
    useDidShow: () => undefined,
    usePullDownRefresh: () => undefined,
    useReachBottom: () => undefined,
  };
  return new Proxy(actual, {
    get: (target, key) => (typeof key === 'string' && key in hooks ? hooks[key] : Reflect.get(target, key)),
    has: (target, key) => (typeof key === 'string' && key in hooks) || Reflect.has(target, key),
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Object.keys(hooks)])],
    getOwnPropertyDescriptor: (target, key) =>
      typeof key === 'string' && key in hooks
        ? { value: hooks[key], enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
});

const mockOpenRoute = jest.fn();
jest.mock('@/lib/navigation', () => ({
  ...jest.requireActual('@/lib/navigation'),
  openRoute: (...args: unknown[]) => mockOpenRoute(...args),
}));

const NOW = Date.parse('2026-03-02T06:00:00.000Z'); // 14:00 in China (the formatter's own test)
// 14:00 in China: "3 hours ago" is the same China day whenever the suite runs (only Date is faked; the
// screen's timers run for real).
beforeAll(() => {
  jest.useFakeTimers({
    now: Date.parse('2026-11-27T06:00:00.000Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
});
afterAll(() => jest.useRealTimers());

/** 09:30 yesterday in China, for the screen (which reads the clock). */
const yesterdayMorning = () => `${chinaDate(Date.now(), -1)}T01:30:00.000Z`;

const viewer = (overrides: Partial<ResumeViewer>): ResumeViewer => ({
  companyId: 1,
  companyName: '杭州云栖科技有限公司',
  companyLogo: '/api/uploads/logo-yunqi.png',
  industry: '互联网/IT',
  recruiterName: '王女士',
  recruiterTitle: 'HR经理',
  positionId: 7,
  positionTitle: '前端开发工程师',
  lastViewedAt: new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString(),
  views: 3,
  ...overrides,
});

const utils = new TestUtils();
const all = (id: string) => Array.from(document.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
/** Polls the page (the rows arrive after the fake call answers). */
async function until(check: () => boolean) {
  for (let i = 0; i < 40; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the screen did not get there');
}

beforeEach(() => {
  mockCalls.length = 0;
  useLocale.setState({ locale: 'zh-Hans' });
});
afterEach(() => {
  utils.unmout();
});

test('lists each company with its logo, who looked, for which position, when and how many times', async () => {
  mockAnswer.next = async () => ({
    rows: [
      viewer({}),
      viewer({
        companyId: 2,
        companyName: '星辰网络',
        companyLogo: '',
        industry: null,
        recruiterTitle: null,
        recruiterName: '李先生',
        positionId: null,
        positionTitle: null,
        lastViewedAt: yesterdayMorning(),
        views: 1,
      }),
    ],
    total: 2,
  });
  await utils.mount(ResumeViewers, {});
  await until(() => all('viewer-row').length === 2);
  const [first, second] = all('viewer-row');
  expect(first.textContent).toContain('杭州云栖科技有限公司');
  expect(first.textContent).toContain('3小时前');
  expect(first.textContent).toContain('王女士 · HR经理');
  expect(first.textContent).toContain('前端开发工程师');
  expect(first.textContent).toContain('看过 3 次');
  expect(first.textContent).toContain('互联网/IT');
  expect(second.textContent).toContain('昨天 09:30');
  expect(second.textContent).toContain('李先生');
  // The uploaded logo, else the drawn building; each with a text alternative.
  const logos = all('company-logo');
  expect(logos).toHaveLength(2);
  expect(logos[0].getAttribute('aria-label')).toContain('杭州云栖科技有限公司');
  expect(mockCalls[0]).toEqual({ pageNum: 1, pageSize: 20 });
  // A row opens the company's page.
  utils.fireEvent.click(first);
  expect(mockOpenRoute).toHaveBeenCalledWith('pages/company/index', { id: 1 });
});

test('says so when no company has looked yet, and offers to improve the resume', async () => {
  mockAnswer.next = async () => ({ rows: [], total: 0 });
  await utils.mount(ResumeViewers, {});
  await until(() => byTestId('viewers-empty') !== null);
  expect(byTestId('viewers-empty')!.textContent).toContain('还没有公司看过你的简历');
});

test('shows the error with a retry that asks again', async () => {
  mockAnswer.next = async () => {
    throw new Error('网络未连接！');
  };
  await utils.mount(ResumeViewers, {});
  await until(() => byTestId('list-error') !== null);
  mockAnswer.next = async () => ({ rows: [viewer({})], total: 1 });
  utils.fireEvent.click(byTestId('list-error')!.querySelector('.state-block__action')!);
  await until(() => all('viewer-row').length === 1);
});

test('reads relative China time in English too', () => {
  useLocale.setState({ locale: 'en' });
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
  expect(viewedWhen(new Date(NOW - 30_000).toISOString(), t, NOW)).toBe('viewers.justNow');
  expect(viewedWhen(new Date(NOW - 5 * 60_000).toISOString(), t, NOW)).toBe('viewers.minutes{"n":5}');
  // 23:30 China time two days before: a date.
  expect(viewedWhen('2026-02-28T15:30:00.000Z', t, NOW)).toBe('02-28 23:30');
  // 00:30 China time today, 13.5 hours ago: hours.
  expect(viewedWhen('2026-03-01T16:30:00.000Z', t, NOW)).toBe('viewers.hours{"n":13}');
  // 23:30 China time yesterday (15:30 UTC the day before): yesterday, although less than a day ago.
  expect(viewedWhen('2026-03-01T15:30:00.000Z', t, NOW)).toBe('viewers.yesterday{"time":"23:30"}');
});
