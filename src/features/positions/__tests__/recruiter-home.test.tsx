/**
 * The recruiter's home mounted with Taro's test utilities: unread chats, the open positions with their counts
 * and the applications waiting for a decision (a tap opens that position's candidates), 推荐牛人 for the
 * chosen position, and the state without an open position. Calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { MyPosition } from '@common/positions';
import * as chat from '@/api/chat';
import * as notifications from '@/api/notifications';
import * as positions from '@/api/positions';
import { useLocale } from '@/lib/i18n';
import { useSession, type UserInfo } from '@/lib/session';
import { RecruiterHome } from '../components/recruiter-home';

const mockCalls: Array<[endpoint: string, input: unknown]> = [];
const mockAnswers: { open: MyPosition[]; reviewing: MyPosition[] } = { open: [], reviewing: [] };

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: string, input: unknown) => {
    const api = {
      chat: jest.requireActual('@/api/chat') as typeof chat,
      notifications: jest.requireActual('@/api/notifications') as typeof notifications,
      positions: jest.requireActual('@/api/positions') as typeof positions,
    };
    mockCalls.push([endpoint, input]);
    if (endpoint === api.chat.unreadCount) return { count: 4 };
    if (endpoint === api.notifications.unreadCount) return { count: 0 };
    if (endpoint === api.positions.mine) {
      const rows = (input as { status: string }).status === 'under_review' ? mockAnswers.reviewing : mockAnswers.open;
      return { rows, total: rows.length };
    }
    throw new Error(`unexpected call ${endpoint}`);
  }),
}));

// The page hooks come from Taro's framework runtime in an app, not in these tests: no-ops here.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const hooks: Record<string, () => void> = { useDidShow: () => undefined, useReachBottom: () => undefined };
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

const open = (id: number, title: string, counts: Partial<MyPosition>): MyPosition =>
  ({
    id,
    title,
    jobType: 'full',
    companyId: 3,
    companyName: '杭州云栖科技有限公司',
    companyLogo: null,
    regionCode: '330106',
    regionName: '杭州·西湖区',
    salaryMin: 15000,
    salaryMax: 25000,
    salaryUnit: 'month',
    salaryMonths: 13,
    negotiable: false,
    education: null,
    experience: null,
    updatedAt: '2026-11-26T00:00:00.000Z',
    status: 'approved',
    views: 0,
    applicants: 0,
    newApplicants: 0,
    ...counts,
  }) as MyPosition;

const utils = new TestUtils();
const all = (id: string) => Array.from(document.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
async function until(check: () => boolean) {
  for (let i = 0; i < 40; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the screen did not get there');
}
/** The talents part the page composes in: which position it was asked for. */
const talents = (positionId: number) => <div data-testid="talents-for">{String(positionId)}</div>;

beforeEach(() => {
  mockCalls.length = 0;
  mockAnswers.reviewing = [];
  mockOpenRoute.mockReset();
  useLocale.setState({ locale: 'zh-Hans' });
  useSession.setState({ isLogin: true, token: 't', userInfo: { id: 2, identity: 'recruiter' } as UserInfo });
});
afterEach(() => utils.unmout());

test('unread chats, the open positions with their counts and new applications, 推荐牛人 by position', async () => {
  mockAnswers.open = [
    open(7, '前端开发工程师', { views: 120, applicants: 9, newApplicants: 3 }),
    open(8, 'Java开发工程师', { views: 40, applicants: 2, newApplicants: 0 }),
  ];
  await utils.mount(RecruiterHome, { props: { talents } });
  await until(() => all('recruiter-position').length === 2);

  // The open positions, first page (and those under review, none here).
  expect(mockCalls.filter(([e]) => e === positions.mine).map(([, input]) => input)).toEqual(
    expect.arrayContaining([
      { status: 'approved', pageNum: 1, pageSize: 10 },
      { status: 'under_review', pageNum: 1, pageSize: 10 },
    ]),
  );
  expect(all('recruiter-draft')).toEqual([]);
  await until(() => byTestId('recruiter-unread')?.textContent?.includes('4 条未读消息') ?? false);
  expect(all('recruiter-position-counts').map((line) => line.textContent)).toEqual([
    '浏览 120 · 投递 9',
    '浏览 40 · 投递 2',
  ]);
  // The badge only where applications wait for a decision.
  expect(all('recruiter-position-new').map((badge) => badge.textContent)).toEqual(['3 新投递']);

  all('recruiter-position')[1].click();
  expect(mockOpenRoute).toHaveBeenCalledWith('pages/applicant/applicant', { id: 8 });
  byTestId('recruiter-unread')!.click();
  expect(mockOpenRoute).toHaveBeenCalledWith('pages/message/index');

  // 推荐牛人 starts with the first position; a chip chooses another.
  const chips = all('talent-position-chip');
  expect(chips.map((chip) => chip.textContent)).toEqual(['前端开发工程师', 'Java开发工程师']);
  expect(byTestId('talents-for')?.textContent).toBe('7');
  chips[1].click();
  await until(() => byTestId('talents-for')?.textContent === '8');
  expect(all('talent-position-chip').map((chip) => chip.getAttribute('aria-checked'))).toEqual(['false', 'true']);
});

test('without an open position: a way to post one, and no 推荐牛人', async () => {
  mockAnswers.open = [];
  await utils.mount(RecruiterHome, { props: { talents } });
  await until(() => byTestId('recruiter-positions-empty') !== null);
  expect(byTestId('talents-for')).toBeNull();
  (byTestId('recruiter-positions-empty')!.querySelector('.state-block__action') as HTMLElement).click();
  expect(mockOpenRoute).toHaveBeenCalledWith('pages/CreatePosition/CreatePosition');
});

test('a position under review (a new recruiter right after onboarding) is listed, instead of the way to post one', async () => {
  mockAnswers.open = [];
  mockAnswers.reviewing = [open(9, '声学测试工程师', { status: 'under_review' })];
  await utils.mount(RecruiterHome, { props: { talents } });
  await until(() => all('recruiter-draft').length === 1);
  expect(all('recruiter-draft')[0].textContent).toBe('审核中 · 声学测试工程师');
  expect(byTestId('recruiter-positions-empty')).toBeNull();
  expect(byTestId('talents-for')).toBeNull();
});
