/**
 * The first screen's answers that came with the H5 page: used once, only for a call sent without a token,
 * only while the page is fresh; everything else goes to the server.
 */
import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
// The H5 twin is what the H5 build resolves `./first-data` to.
jest.mock('../first-data', () => jest.requireActual('../first-data.h5'));
const mockTaro = Taro as unknown as FakeTaro;

import fs from 'node:fs';
import path from 'node:path';
import {
  callKey,
  firstDataCalls,
  firstDataPage,
  FIRST_DATA_ELEMENT_ID,
  FIRST_SCREEN_SAFETY_MS,
} from '@common/first-data';
import { request } from '../request';
import { useSession } from '../session';

const list = { code: 200, msg: '操作成功', rows: [{ id: 7, title: '前端开发工程师' }], total: 1 };

beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({
    'positions?pageNum=1&pageSize=10': list,
    'positions/7': { code: 200, msg: 'ok', data: { id: 7 } },
  });
  document.head.appendChild(block);
});

beforeEach(() => {
  mockTaro.calls.requests.length = 0;
  mockTaro.setTransport(async () => ({ statusCode: 200, data: { code: 200, msg: '操作成功', rows: [], total: 0 } }));
});

test('the list call is answered from the page once, whatever the order of its query', async () => {
  const first = await request({
    url: 'positions',
    noAuth: true,
    data: { pageSize: 10, keyword: undefined, pageNum: 1 },
  });
  expect(first).toEqual(list);
  expect(mockTaro.calls.requests).toHaveLength(0);
  const again = await request({ url: 'positions', noAuth: true, data: { pageNum: 1, pageSize: 10 } });
  expect(again.rows).toEqual([]);
  expect(mockTaro.calls.requests).toHaveLength(1);
});

test('a call with a token goes to the server (the embedded answer is the anonymous one)', async () => {
  useSession.getState().login({ token: 'tok-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  try {
    await request({ url: 'positions/7', optionalAuth: true });
    expect(mockTaro.calls.requests).toHaveLength(1);
  } finally {
    useSession.getState().logout();
  }
});

test('keys and pages agree between the server and the app', () => {
  expect(callKey('/positions', { pageSize: 10, pageNum: 1, keyword: '', region: undefined })).toBe(
    'positions?pageNum=1&pageSize=10',
  );
  expect(firstDataCalls('/', new URLSearchParams())).toEqual(['positions?pageNum=1&pageSize=10', 'commonmenu/list']);
  expect(firstDataCalls('/pages/job_detail/index', new URLSearchParams('id=7'))).toEqual(['positions/7']);
  expect(firstDataCalls('/pages/job_detail/index', new URLSearchParams('id=7x'))).toEqual([]);
  expect(firstDataCalls('/pages/resume/index', new URLSearchParams())).toEqual([]);
  expect(
    ['/', '/pages/index/index', '/pages/index/index/', '/pages/job_detail/index', '/pages/resume/index'].map(
      firstDataPage,
    ),
  ).toEqual(['home', 'home', 'home', 'job', undefined]);
});

test('src/boot.js removes the first screen FIRST_SCREEN_SAFETY_MS after the scripts (it cannot import the constant)', () => {
  const boot = fs.readFileSync(path.join(__dirname, '../../boot.js'), 'utf8');
  const delay = /function dropFirstScreenLater\(\) \{[\s\S]*?\}, (\d+)\);/.exec(boot)?.[1];
  expect(Number(delay)).toBe(FIRST_SCREEN_SAFETY_MS);
});
