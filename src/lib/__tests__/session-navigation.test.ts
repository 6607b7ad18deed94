import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import { useSession, readRid, readToken } from '../session';
import { getItem, setItem, STORAGE_KEYS } from '../storage';
import { invalidOperation, returnAfterLogin } from '../navigation';
import { catalogueReady, useLocale, t } from '../i18n';

beforeEach(() => {
  mockTaro.storage.clear();
  mockTaro.calls.toasts.length = 0;
  mockTaro.calls.navigations.length = 0;
  useSession.getState().refresh();
});

test('login stores the token with its expiry under the login-status and authorization keys, and user info', () => {
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  useSession.getState().login({
    token: 'abc',
    expiresAt,
    user: {
      id: 1,
      phone: '138****0001',
      nickname: '小王',
      avatar: null,
      identity: 'seeker',
      language: 'zh-Hans',
      role: 'user',
      hasPassword: true,
      wechatBound: false,
      createdAt: '2026-05-04T02:00:00.000Z',
    },
  });
  expect(mockTaro.storage.get(STORAGE_KEYS.loginStatus)).toEqual({ value: 'abc', expiresAt: Date.parse(expiresAt) });
  expect(mockTaro.storage.get(STORAGE_KEYS.authorization)).toEqual({ value: 'abc', expiresAt: Date.parse(expiresAt) });
  expect(getItem<{ token: string }>(STORAGE_KEYS.userInfo)?.token).toBe('abc');
  expect(useSession.getState()).toMatchObject({ isLogin: true, token: 'abc' });
});

const account = (identity: 'seeker' | 'recruiter' | null) => ({
  id: 7,
  phone: '138****0002',
  nickname: '李经理',
  avatar: null,
  identity,
  language: 'zh-Hans',
  role: 'user' as const,
  hasPassword: true,
  wechatBound: false,
  createdAt: '2026-05-04T02:00:00.000Z',
});

test('a recruiter login writes RID (the recruiter id); switching identity writes or clears it; logout clears it', () => {
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  useSession.getState().login({ token: 'abc', expiresAt, user: account('recruiter') });
  expect(mockTaro.storage.get(STORAGE_KEYS.rid)).toEqual({ value: 7, expiresAt: Date.parse(expiresAt) });
  expect(readRid()).toBe(7);
  useSession.getState().setUserInfo(account('seeker'));
  expect(readRid()).toBeUndefined();
  useSession.getState().setUserInfo(account('recruiter'));
  expect(readRid()).toBe(7);
  useSession.getState().logout();
  expect(readRid()).toBeUndefined();
  // A seeker's login leaves no RID behind from an earlier recruiter on this phone.
  setItem(STORAGE_KEYS.rid, 99);
  useSession.getState().login({ token: 'def', expiresAt, user: account('seeker') });
  expect(readRid()).toBeUndefined();
});

test('logout clears login status and empties user info', () => {
  useSession.getState().login({ token: 'abc', expiresAt: new Date(Date.now() + 60_000).toISOString() });
  setItem(STORAGE_KEYS.rid, 42);
  useSession.getState().logout();
  expect(readToken()).toBeUndefined();
  expect(getItem(STORAGE_KEYS.userInfo)).toBeUndefined();
  expect(getItem(STORAGE_KEYS.rid)).toBeUndefined();
  expect(useSession.getState()).toMatchObject({ isLogin: false, userInfo: undefined });
});

test('expired items read as absent; expiry 0 never expires; chat data and session id persist', () => {
  setItem(STORAGE_KEYS.authorization, 'old', Date.now() - 1);
  expect(readToken()).toBeUndefined();
  setItem(STORAGE_KEYS.chatData, [{ role: 'user', text: '你好' }]);
  setItem(STORAGE_KEYS.sessionId, 's-1');
  expect(getItem(STORAGE_KEYS.chatData, Date.now() + 10 ** 12)).toEqual([{ role: 'user', text: '你好' }]);
  expect(getItem(STORAGE_KEYS.sessionId)).toBe('s-1');
});

test('an invalid operation toasts "operation error" and returns to home after 1.5 s', () => {
  jest.useFakeTimers();
  invalidOperation();
  expect(mockTaro.calls.toasts[0].title).toBe(t('errors.operation'));
  jest.advanceTimersByTime(1499);
  expect(mockTaro.calls.navigations).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(mockTaro.calls.navigations).toEqual([{ type: 'switchTab', url: '/pages/index/index' }]);
  jest.useRealTimers();
});

test('after login the user returns to the remembered page, or home', () => {
  setItem(STORAGE_KEYS.loginRedirect, '/pages/job_detail/index?id=7');
  returnAfterLogin();
  returnAfterLogin();
  expect(mockTaro.calls.navigations).toEqual([
    { type: 'redirectTo', url: '/pages/job_detail/index?id=7' },
    { type: 'switchTab', url: '/pages/index/index' },
  ]);
});

test('the language choice persists and switches the catalogue', async () => {
  useLocale.getState().setLocale('en');
  await catalogueReady(); // English is a chunk of its own on H5
  expect(getItem(STORAGE_KEYS.locale)).toBe('en');
  expect(t('errors.server')).toBe('server error');
  useLocale.getState().setLocale('zh-Hans');
  expect(t('errors.server')).toBe('服务器错误');
});
