import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

// The fake transport stands in for Taro.request; everything above it is the production code.
jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import { MSG } from '@common/messages';
import { request, buildUrl, RequestError, shownRefusal, transportFailureKey } from '../request';
import { call, type Endpoint } from '../call';
import { useSession } from '../session';
import { catalogueReady, useLocale } from '../i18n';
import { STORAGE_KEYS } from '../storage';

const ok = (data: unknown) => async () => ({ statusCode: 200, data: { code: 200, msg: '操作成功', data } });
const body =
  (b: unknown, statusCode = 200) =>
  async () => ({ statusCode, data: b });

function login(expiresInMs = 3_600_000) {
  useSession.getState().login({ token: 'tok-1', expiresAt: new Date(Date.now() + expiresInMs).toISOString() });
}

beforeEach(() => {
  jest.useRealTimers();
  mockTaro.calls.requests.length = 0;
  mockTaro.calls.toasts.length = 0;
  mockTaro.calls.navigations.length = 0;
  mockTaro.storage.clear();
  useSession.getState().refresh();
  useLocale.getState().setLocale('zh-Hans');
});

describe('request: URL, method, headers', () => {
  test('base URL plus path, the method, data and a 60 s timeout', async () => {
    mockTaro.setTransport(ok({ a: 1 }));
    await request({ url: '/commonmenu/list', method: 'GET', noAuth: true, data: { x: 1, keyword: undefined } });
    const sent = mockTaro.calls.requests[0];
    expect(sent.url).toBe('/api/commonmenu/list');
    expect(sent.method).toBe('GET');
    expect(sent.data).toEqual({ x: 1 });
    expect(sent.timeout).toBe(60000);
    expect(buildUrl('a/b', 'https://h/api/')).toBe('https://h/api/a/b');
  });

  test.each(['OPTIONS', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'CONNECT'] as const)(
    'method %s is passed through',
    async (method) => {
      mockTaro.setTransport(ok(null));
      await request({ url: 'x', method, noAuth: true });
      expect(mockTaro.calls.requests[0].method).toBe(method);
    },
  );

  test('no-auth calls carry no token; others carry the bearer token and the language', async () => {
    login();
    mockTaro.setTransport(ok(null));
    await request({ url: 'open', noAuth: true });
    await request({ url: 'closed' });
    expect(mockTaro.calls.requests[0].header?.Authorization).toBeUndefined();
    expect(mockTaro.calls.requests[1].header?.Authorization).toBe('Bearer tok-1');
    expect(mockTaro.calls.requests[1].header?.['Accept-Language']).toBe('zh-Hans');
  });
});

test('optional auth: the token when there is one, no login redirect when there is none', async () => {
  jest.useFakeTimers();
  mockTaro.setTransport(ok(null));
  await request({ url: 'positions/1', optionalAuth: true });
  expect(mockTaro.calls.requests[0].header?.Authorization).toBeUndefined();
  login();
  await request({ url: 'positions/1', optionalAuth: true });
  expect(mockTaro.calls.requests[1].header?.Authorization).toBe('Bearer tok-1');
  jest.advanceTimersByTime(1000);
  expect(mockTaro.calls.navigations).toHaveLength(0);
  jest.useRealTimers();
});

describe('request: not logged in', () => {
  test('no token and no stored login: rejects with the not-logged-in message and goes to login once after 800 ms', async () => {
    jest.useFakeTimers();
    mockTaro.setTransport(ok(null));
    const first = request({ url: 'user/userInfos' });
    const second = request({ url: 'user/userInfos' });
    await expect(first).rejects.toMatchObject({ kind: 'auth', message: '未登录' });
    await expect(second).rejects.toBeInstanceOf(RequestError);
    expect(mockTaro.calls.requests).toHaveLength(0);
    jest.advanceTimersByTime(799);
    expect(mockTaro.calls.navigations).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(mockTaro.calls.navigations).toEqual([{ type: 'navigateTo', url: '/pages/login/login/login' }]);
    // ... where 'please log in first!' is said once (spec sections 2 and 8)
    await Promise.resolve();
    expect(mockTaro.calls.toasts).toEqual([expect.objectContaining({ title: '请先登录！' })]);
    // the page the user was on is remembered for the way back
    expect(mockTaro.storage.get(STORAGE_KEYS.loginRedirect)).toMatchObject({ value: '/pages/job_detail/index?id=7' });
  });

  test('an expired token counts as logged out', async () => {
    jest.useFakeTimers();
    login(-1000);
    mockTaro.setTransport(ok(null));
    await expect(request({ url: 'user/userInfos' })).rejects.toMatchObject({ kind: 'auth' });
    expect(mockTaro.calls.requests).toHaveLength(0);
    expect(useSession.getState().isLogin).toBe(false);
  });

  test('body code 401: logs out, goes to login and rejects', async () => {
    jest.useFakeTimers();
    login();
    mockTaro.setTransport(body({ code: 401, msg: '登录已过期，请重新登录' }));
    await expect(request({ url: 'user/userInfos' })).rejects.toMatchObject({
      kind: 'auth',
      code: 401,
      message: '登录已过期，请重新登录',
    });
    expect(useSession.getState().isLogin).toBe(false);
    jest.advanceTimersByTime(800);
    expect(mockTaro.calls.navigations[0]).toEqual({ type: 'navigateTo', url: '/pages/login/login/login' });
  });
});

describe('request: body codes', () => {
  test('200 resolves the envelope; call resolves its data', async () => {
    mockTaro.setTransport(ok([1, 2]));
    await expect(request({ url: 'x', noAuth: true })).resolves.toMatchObject({ code: 200, data: [1, 2] });
    const open: Endpoint = 'GET x public data';
    await expect(call(open)).resolves.toEqual([1, 2]);
  });

  test('502 toasts the server message and rejects with it and its message key', async () => {
    mockTaro.setTransport(
      body({ code: 502, msg: '请先在简历中添加教育经历', key: MSG.applications.educationRequired }),
    );
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'refused',
      message: '请先在简历中添加教育经历',
      key: MSG.applications.educationRequired,
    });
    expect(mockTaro.calls.toasts).toEqual([expect.objectContaining({ title: '请先在简历中添加教育经历' })]);
  });

  test('a refusal keeps its key whatever the language, so callers branch on the key, not the text', async () => {
    useLocale.getState().setLocale('en');
    await catalogueReady();
    mockTaro.setTransport(
      body({ code: 502, msg: 'Add your education to your resume first', key: MSG.applications.educationRequired }),
    );
    const error = await request({ url: 'applications', method: 'POST', noAuth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'refused', key: 'applications.educationRequired' });
  });

  test('a key that is not a string or that MSG does not name is left out', async () => {
    for (const key of [42, null, '', 'no.such.key', 'auth.noSuchThing']) {
      mockTaro.setTransport(body({ code: 502, msg: '不行', key }));
      const error = (await request({ url: 'x', noAuth: true, silent: true }).catch((e: unknown) => e)) as RequestError;
      expect(error.kind).toBe('refused');
      expect(error.key).toBeUndefined();
    }
    mockTaro.setTransport(body({ code: 502, msg: '不行' }));
    await expect(request({ url: 'x', noAuth: true, silent: true })).rejects.toMatchObject({ key: undefined });
    // A key MSG names whose text only the server has (common/messages.server.ts) is kept: remedies branch on it.
    mockTaro.setTransport(body({ code: 502, msg: '不行', key: 'positions.companyRequired' }));
    await expect(request({ url: 'x', noAuth: true, silent: true })).rejects.toMatchObject({
      key: 'positions.companyRequired',
    });
  });

  test('502 with silent does not toast', async () => {
    mockTaro.setTransport(body({ code: 502, msg: '手机号已注册' }));
    await expect(request({ url: 'x', noAuth: true, silent: true })).rejects.toMatchObject({ kind: 'refused' });
    expect(mockTaro.calls.toasts).toHaveLength(0);
  });

  test('body code 500 rejects with "server error" in the user language', async () => {
    mockTaro.setTransport(body({ code: 500, msg: 'boom' }));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({ kind: 'server', message: '服务器错误' });
    useLocale.getState().setLocale('en');
    await catalogueReady(); // English is a chunk of its own on H5
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({ message: 'server error' });
  });

  test('other codes reject with the data, else the system-error message', async () => {
    mockTaro.setTransport(body({ code: 403, msg: '', data: '无权操作' }));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'other',
      code: 403,
      message: '无权操作',
    });
    mockTaro.setTransport(body({ code: 418 }));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({ message: '系统错误' });
  });

  test('skipVerify resolves any body code', async () => {
    mockTaro.setTransport(body({ code: 502, msg: 'no' }));
    await expect(request({ url: 'x', noAuth: true, skipVerify: true })).resolves.toMatchObject({ code: 502 });
    expect(mockTaro.calls.toasts).toHaveLength(0);
  });
});

describe('request: HTTP status and transport', () => {
  test('HTTP 404 -> "service does not exist"', async () => {
    mockTaro.setTransport(body({}, 404));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'http',
      code: 404,
      message: '服务不存在',
    });
  });

  test('HTTP 500 -> "request error, please retry"', async () => {
    mockTaro.setTransport(body({}, 500));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'http',
      code: 500,
      message: '请求错误，请重试',
    });
  });

  test('transport failure -> "request failed, service error"', async () => {
    mockTaro.setTransport(async () => {
      throw new Error('request:fail timeout');
    });
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'transport',
      message: '请求失败，服务错误',
    });
  });

  test('transport failure while the device is offline -> 网络异常 (network abnormal)', async () => {
    mockTaro.setTransport(async () => {
      throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' };
    });
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({
      kind: 'transport',
      message: '网络异常',
    });
    expect(transportFailureKey(new Error('Failed to fetch'), false)).toBe(MSG.errors.networkAbnormal);
    expect(transportFailureKey(new Error('Failed to fetch'), true)).toBe(MSG.errors.requestFailed);
    useLocale.getState().setLocale('en');
    await catalogueReady();
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({ message: 'Network abnormal' });
  });

  test('another HTTP status (429) rejects with the body message', async () => {
    mockTaro.setTransport(body({ code: 429, msg: '请求过于频繁' }, 429));
    await expect(request({ url: 'x', noAuth: true })).rejects.toMatchObject({ code: 429, message: '请求过于频繁' });
  });
});

describe('shownRefusal', () => {
  test('returns a RequestError (already shown by the request layer) so the caller can stop or branch', async () => {
    mockTaro.setTransport(body({ code: 502, msg: '请先完善简历：学历', key: MSG.applications.resumeIncomplete }));
    let refusal: RequestError | undefined;
    try {
      await request({ url: 'applications', method: 'POST', noAuth: true });
    } catch (error) {
      refusal = shownRefusal(error);
    }
    expect(refusal).toBeInstanceOf(RequestError);
    expect(refusal?.key).toBe(MSG.applications.resumeIncomplete);
    expect(mockTaro.calls.toasts).toHaveLength(1);
  });

  test('rethrows anything that is not a RequestError: a bug must not be swallowed', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(() => shownRefusal(bug)).toThrow(bug);
    expect(() => shownRefusal('text')).toThrow('text');
  });
});
