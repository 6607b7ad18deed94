/**
 * A recruiter who went home while a join request waited (the app remembers it for that account): at a start
 * the app asks the onboarding; approved (the server reopened it at the first position) the onboarding page
 * opens and the account's copy says onboarding; still waiting, it asks again next time; declined, it stops
 * asking. Another account on the same phone is never asked for. The calls are answered by a fake `call`.
 */
import Taro from '@tarojs/taro';
import type { Onboarding } from '@common/onboarding';
import type { FakeTaro } from '../../../../test/app/fake-taro';
import * as onboardingApi from '@/api/onboarding';
import { useSession, type UserInfo } from '@/lib/session';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { resumeOnboarding } from '@/services/onboarding-resume';

// Taro's storage and navigation, recorded (test/app/fake-taro.ts); the start's first page is home.
jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../../test/app/fake-taro').createFakeTaro();
  fake.getCurrentPages = () => [{ route: 'pages/index/index' }];
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

let mockState: Partial<Onboarding> | undefined;
const mockCalls: unknown[] = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown) => {
    mockCalls.push(endpoint);
    if (!mockState) throw new Error('offline');
    return mockState;
  }),
}));

const user: UserInfo = {
  id: 41,
  phone: '139****7703',
  nickname: '钱先生',
  avatar: null,
  identity: 'recruiter',
  language: 'zh-Hans',
  role: 'user',
  hasPassword: false,
  wechatBound: false,
  createdAt: '2026-11-27T02:00:00.000Z',
} as UserInfo;

const joinRequest = (status: 'pending' | 'approved' | 'rejected') =>
  ({ id: 7, companyId: 3, companyName: '杭州云栖科技有限公司', userId: 41, status }) as Onboarding['joinRequest'];

const navigated = () => mockTaro.calls.navigations.map((n) => n.url);
beforeEach(() => {
  mockCalls.length = 0;
  mockTaro.calls.navigations.length = 0;
  useSession.getState().setUserInfo(user);
  setItem(STORAGE_KEYS.onboardingJoinWaiting, user.id);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

it('approved: opens onboarding on the first position and stops asking', async () => {
  mockState = { active: true, next: 'position', joinRequest: joinRequest('approved') };
  resumeOnboarding();
  await settle();
  expect(mockCalls).toEqual([onboardingApi.state]);
  expect(navigated()).toEqual(['/pages/onboarding/index']);
  expect(useSession.getState().userInfo?.onboarding).toBe(true);
  expect(getItem(STORAGE_KEYS.onboardingJoinWaiting)).toBeUndefined();
});

it('still waiting, or the server out of reach: stays where it is and asks at the next start', async () => {
  mockState = { active: false, next: null, joinRequest: joinRequest('pending') };
  resumeOnboarding();
  await settle();
  mockState = undefined;
  resumeOnboarding();
  await settle();
  expect(mockCalls).toHaveLength(2);
  expect(navigated()).toEqual([]);
  expect(getItem(STORAGE_KEYS.onboardingJoinWaiting)).toBe(user.id);
});

it('declined: nothing opens and it is not asked again', async () => {
  mockState = { active: false, next: null, joinRequest: joinRequest('rejected') };
  resumeOnboarding();
  await settle();
  expect(navigated()).toEqual([]);
  expect(getItem(STORAGE_KEYS.onboardingJoinWaiting)).toBeUndefined();
  resumeOnboarding();
  await settle();
  expect(mockCalls).toHaveLength(1);
});

it('another account on this phone is not asked for', async () => {
  useSession.getState().setUserInfo({ ...user, id: 42 });
  mockState = { active: true, next: 'position', joinRequest: joinRequest('approved') };
  resumeOnboarding();
  await settle();
  expect(mockCalls).toEqual([]);
  expect(navigated()).toEqual([]);
});
