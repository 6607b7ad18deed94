/**
 * The seeker's home mounted with Taro's test utilities: which tab a visitor lands on (推荐 for a seeker with
 * an expectation, 最新 for anyone else), the expectation chips (the remembered one first, a choice reloads 推荐
 * and is remembered), 最新 starting in the expectation's city, the reasons line of a recommended card (three
 * at most, in the reader's language) and the prompts of 推荐 (log in, add an expectation). Calls are answered
 * by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { RecommendedPosition } from '@common/recommend';
import type { ExpectationRow } from '@common/resume';
import * as positions from '@/api/positions';
import * as recommend from '@/api/recommend';
import * as resume from '@/api/resume';
import * as regions from '@/api/regions';
import { catalogueReady, useLocale } from '@/lib/i18n';
import { useSession, type UserInfo } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { cityOf } from '../components/home-expectations';
import { SeekerHome } from '../components/seeker-home';

const mockCalls: Array<[endpoint: string, input: Record<string, unknown>]> = [];
const mockAnswers: { expectations: ExpectationRow[] } = { expectations: [] };

const expectation = (overrides: Partial<ExpectationRow>): ExpectationRow => ({
  id: 1,
  position: '前端开发工程师',
  categoryCodes: ['100208'],
  jobType: 'full',
  salaryMin: 15000,
  salaryMax: 25000,
  preference: '',
  location: '330106',
  locationName: '杭州·西湖区',
  joinTime: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const position = (id: number, reasons: RecommendedPosition['reasons']): RecommendedPosition => ({
  id,
  title: `职位${id}`,
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
  reasons,
});

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: string, input: Record<string, unknown> = {}) => {
    const api = {
      resume: jest.requireActual('@/api/resume') as typeof resume,
      recommend: jest.requireActual('@/api/recommend') as typeof recommend,
      positions: jest.requireActual('@/api/positions') as typeof positions,
      regions: jest.requireActual('@/api/regions') as typeof regions,
    };
    mockCalls.push([endpoint, input]);
    if (endpoint === api.resume.resume) return { expectations: mockAnswers.expectations };
    if (endpoint === api.recommend.positions)
      return {
        rows: [
          position(10 + Number(input.expectationId), ['category', 'city', 'salary', 'fresh', 'active']),
          position(20 + Number(input.expectationId), ['relatedCategory']),
        ],
        total: 2,
      };
    if (endpoint === api.positions.list) return { rows: [position(99, [])], total: 1 };
    if (endpoint === api.regions.tree) return [];
    throw new Error(`unexpected call ${endpoint}`);
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

// Taro's storage is not there in jsdom: the app's storage is a map here (read as modules load, so the map is
// the mock's own).
jest.mock('@/lib/storage', () => {
  const store = new Map<string, unknown>();
  return {
    ...jest.requireActual('@/lib/storage'),
    store,
    getItem: (key: string) => store.get(key),
    setItem: (key: string, value: unknown) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  };
});
const mockStorage = (jest.requireMock('@/lib/storage') as { store: Map<string, unknown> }).store;

const mockOpenRoute = jest.fn();
const mockGoToLogin = jest.fn();
jest.mock('@/lib/navigation', () => ({
  ...jest.requireActual('@/lib/navigation'),
  openRoute: (...args: unknown[]) => mockOpenRoute(...args),
  goToLogin: () => mockGoToLogin(),
}));

const utils = new TestUtils();
const all = (id: string) => Array.from(document.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const selectedTab = () => document.querySelector('[aria-selected="true"]')?.getAttribute('data-testid');
/** Polls the page (the rows arrive after the fake call answers). */
async function until(check: () => boolean) {
  for (let i = 0; i < 40; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the screen did not get there');
}
const stored = () => mockStorage.get(STORAGE_KEYS.homeExpectation);
const remember = (id: number) => mockStorage.set(STORAGE_KEYS.homeExpectation, id);
const callsOf = (endpoint: string) => mockCalls.filter(([e]) => e === endpoint).map(([, input]) => input);

function logIn(identity: 'seeker' | 'recruiter' | null) {
  useSession.setState({
    isLogin: true,
    token: 't',
    userInfo: { id: 5, identity, phone: '138****0001' } as unknown as UserInfo,
  });
}

beforeEach(() => {
  mockCalls.length = 0;
  mockOpenRoute.mockReset();
  mockGoToLogin.mockReset();
  mockStorage.clear();
  useLocale.setState({ locale: 'zh-Hans' });
  useSession.setState({ isLogin: false, token: undefined, userInfo: undefined });
});
afterEach(() => utils.unmout());

test('a seeker lands on 推荐 for the remembered expectation; a chip switches it, 最新 starts in its city', async () => {
  mockAnswers.expectations = [
    expectation({ id: 1 }),
    expectation({ id: 2, position: 'Java开发工程师', location: '310104', locationName: '上海·徐汇区' }),
  ];
  remember(2);
  logIn('seeker');
  await utils.mount(SeekerHome, { props: { query: '' } });

  await until(() => all('position-card').length === 2);
  expect(selectedTab()).toBe('tab-recommend');
  // The chips name each expectation by position and city; the remembered one is chosen.
  const chips = all('expectation-chip');
  expect(chips.map((chip) => chip.textContent)).toEqual(['前端开发工程师 · 杭州', 'Java开发工程师 · 上海']);
  expect(chips.map((chip) => chip.getAttribute('aria-checked'))).toEqual(['false', 'true']);
  expect(callsOf(recommend.positions)).toEqual([{ expectationId: 2, pageNum: 1, pageSize: 10 }]);
  expect(callsOf(positions.list)).toEqual([]);

  // Three reasons at most, in words; a card with one shows one.
  expect(all('position-card-reasons').map((line) => line.textContent)).toEqual([
    '职能匹配 · 同城 · 薪资符合',
    '相关职能',
  ]);

  // Another expectation: 推荐 again for it, and remembered.
  chips[0].click();
  await until(() => callsOf(recommend.positions).length === 2);
  expect(callsOf(recommend.positions)[1]).toMatchObject({ expectationId: 1 });
  await until(() => all('position-card')[0]?.textContent?.includes('职位11') ?? false);
  expect(stored()).toBe(1);
  expect(all('expectation-chip').map((chip) => chip.getAttribute('aria-checked'))).toEqual(['true', 'false']);

  // 最新 is the public list in the chosen expectation's city (a district's city: 330106 -> 330100).
  byTestId('tab-latest')!.click();
  await until(() => callsOf(positions.list).length === 1);
  expect(callsOf(positions.list)[0]).toMatchObject({ region: '330100', pageNum: 1 });
  await until(() => all('position-card').length === 1);
  expect(byTestId('position-card-reasons')).toBeNull();
});

test('in English: the tabs and the reasons', async () => {
  useLocale.setState({ locale: 'en' });
  await catalogueReady();
  mockAnswers.expectations = [expectation({ id: 1 })];
  logIn('seeker');
  await utils.mount(SeekerHome, { props: { query: '' } });
  await until(() => all('position-card-reasons').length === 2);
  expect(all('position-card-reasons').map((line) => line.textContent)).toEqual([
    'Same role · Same city · Pay fits',
    'Related role',
  ]);
  await until(() => byTestId('tab-recommend')?.textContent === 'Recommended');
  expect(['tab-nearby', 'tab-latest'].map((id) => byTestId(id)?.textContent)).toEqual(['Nearby', 'Latest']);
});

test("a search is a search of 最新, even for a seeker with an expectation (in the expectation's city)", async () => {
  mockAnswers.expectations = [expectation({ id: 1 })];
  logIn('seeker');
  await utils.mount(SeekerHome, { props: { query: '前端' } });
  await until(() => callsOf(positions.list).some((input) => input.region === '330100'));
  expect(selectedTab()).toBe('tab-latest');
  expect(callsOf(positions.list).at(-1)).toMatchObject({ keyword: '前端', region: '330100' });
  expect(callsOf(recommend.positions)).toEqual([]);
});

test('a seeker without an expectation lands on 最新; 推荐 asks for one over the latest list', async () => {
  mockAnswers.expectations = [];
  logIn('seeker');
  await utils.mount(SeekerHome, { props: { query: '' } });
  await until(() => selectedTab() === 'tab-latest');
  expect(all('expectation-chip')).toHaveLength(0);
  await until(() => all('position-card').length === 1);
  // 最新 is not narrowed to a city without an expectation.
  expect(callsOf(positions.list)[0].region).toBeUndefined();

  byTestId('tab-recommend')!.click();
  await until(() => byTestId('home-picks-add') !== null);
  expect(byTestId('home-latest')).not.toBeNull();
  expect(callsOf(recommend.positions)).toEqual([]);
  (byTestId('home-picks-add')!.querySelector('.state-block__action') as HTMLElement).click();
  expect(mockOpenRoute).toHaveBeenCalledWith('pages/resume/jobexpectations');
});

test('logged out: 最新 first, 推荐 asks to log in, and no resume is asked for', async () => {
  await utils.mount(SeekerHome, { props: { query: '' } });
  await until(() => all('position-card').length === 1);
  expect(selectedTab()).toBe('tab-latest');
  byTestId('tab-recommend')!.click();
  await until(() => byTestId('home-picks-login') !== null);
  (byTestId('home-picks-login')!.querySelector('.state-block__action') as HTMLElement).click();
  expect(mockGoToLogin).toHaveBeenCalled();
  expect(callsOf(resume.resume)).toEqual([]);
  expect(callsOf(recommend.positions)).toEqual([]);
});

test('the city of a region code: a district gives its city; a city or a province stays', () => {
  expect(cityOf('330106')).toBe('330100');
  expect(cityOf('330100')).toBe('330100');
  expect(cityOf('330000')).toBe('330000');
  expect(cityOf('110105')).toBe('110100');
});
