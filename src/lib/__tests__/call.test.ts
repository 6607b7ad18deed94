import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

// The fake transport stands in for Taro.request; the endpoints, call() and request() are the production code.
jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import * as notifications from '@/api/notifications';
import { call, callWithMessage, requestFor, type Endpoint } from '../call';
import { useSession } from '../session';

const answer = (data: unknown) => async () => ({ statusCode: 200, data });

beforeEach(() => {
  mockTaro.calls.requests.length = 0;
  mockTaro.storage.clear();
  useSession.getState().login({ token: 'tok-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
});

describe('call(endpoint, input)', () => {
  test('a page: the query goes in the URL data, the answer is rows and total', async () => {
    mockTaro.setTransport(answer({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 31 }));
    const page = await call(notifications.list, { pageNum: 2, pageSize: 10 });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 31 });
    const sent = mockTaro.calls.requests[0];
    expect([sent.method, sent.url, sent.data]).toEqual(['GET', '/api/notifications', { pageNum: 2, pageSize: 10 }]);
    expect(sent.header?.Authorization).toBe('Bearer tok-1');
  });

  test('path parameters are filled from the input and not sent again in the body', async () => {
    mockTaro.setTransport(answer({ code: 200, msg: 'ok', data: { id: 7, read: true } }));
    await expect(call(notifications.read, { id: 7 })).resolves.toEqual({ id: 7, read: true });
    const sent = mockTaro.calls.requests[0];
    expect([sent.method, sent.url, sent.data]).toEqual(['POST', '/api/notifications/7/read', undefined]);
  });

  test('a page answer keeps its extra fields (counts per status)', async () => {
    const withCounts: Endpoint = 'GET things user page';
    mockTaro.setTransport(answer({ code: 200, msg: 'ok', rows: [], total: 0, counts: { all: 0 } }));
    await expect(call(withCounts)).resolves.toEqual({ rows: [], total: 0, counts: { all: 0 } });
  });

  test('a done answer resolves nothing; callWithMessage gives the message the server sent', async () => {
    const done: Endpoint = 'DELETE things/:id user done';
    mockTaro.setTransport(answer({ code: 200, msg: '已删除' }));
    await expect(call(done, { id: 3 } as never)).resolves.toBeUndefined();
    await expect(callWithMessage(notifications.readAll)).resolves.toEqual({ data: undefined, msg: '已删除' });
    expect(mockTaro.calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/things/3',
      'POST /api/notifications/readAll',
    ]);
  });

  test('who may call decides the token: public sends none, optional sends it when there is one', () => {
    const at = (access: string) => requestFor(`GET x ${access} data`);
    expect([at('public').noAuth, at('public').optionalAuth]).toEqual([true, false]);
    expect([at('optional').noAuth, at('optional').optionalAuth]).toEqual([false, true]);
    expect([at('recruiter').noAuth, at('recruiter').optionalAuth]).toEqual([false, false]);
  });

  test('a missing path parameter is a bug in the caller: nothing is sent', async () => {
    await expect(call(notifications.read, {} as never)).rejects.toThrow(':id');
    expect(mockTaro.calls.requests).toHaveLength(0);
  });
});
