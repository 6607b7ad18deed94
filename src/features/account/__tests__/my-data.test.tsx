/**
 * 下载我的数据 mounted with Taro's test utilities, its calls answered by a fake `call`: nothing asked yet, a
 * request that is prepared and then ready with its download, the day's limit, an expired link, a failed load.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { DataExportList } from '@common/account';
import * as account from '@/api/account';
import { MyData } from '../components/my-data';

const mockCalls: unknown[] = [];
const mockAnswers: { list: DataExportList | Error } = { list: { exports: [], nextAllowedAt: null } };

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown) => {
    const endpoints = jest.requireActual('@/api/account') as typeof account;
    mockCalls.push(endpoint);
    if (endpoint === endpoints.dataExports) {
      if (mockAnswers.list instanceof Error) throw mockAnswers.list;
      return mockAnswers.list;
    }
    if (endpoint === endpoints.requestDataExport) {
      mockAnswers.list = {
        exports: [{ ...mockCopy, state: 'requested', readyAt: null, expiresAt: null, size: null, url: null }],
        nextAllowedAt: '2026-05-05T02:00:00.000Z',
      };
      return mockAnswers.list.exports[0];
    }
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const mockCopy = {
  id: 3,
  state: 'ready' as const,
  requestedAt: '2026-05-04T02:00:00.000Z',
  readyAt: '2026-05-04T02:01:00.000Z',
  expiresAt: '2026-05-05T02:01:00.000Z',
  size: 2_400_000,
  url: '/api/user/data-exports/3/file?exp=1&sig=abc',
};

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

async function until(check: () => void): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      return check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  check();
}

beforeEach(() => {
  mockCalls.length = 0;
});
afterEach(() => utils.unmout());

test('nothing asked yet: the request button; asked: its state and the day limit instead of the button', async () => {
  mockAnswers.list = { exports: [], nextAllowedAt: null };
  await utils.mount(MyData, {});
  await until(() => expect(byTestId('exports-empty')).not.toBeNull());
  expect(byTestId('exports')!.textContent).toContain('个人信息保护法');
  utils.fireEvent.click(byTestId('exports-request')!);
  await until(() => expect(byTestId('export-requested')).not.toBeNull());
  expect(mockCalls).toContain(account.requestDataExport);
  expect(byTestId('exports-request')).toBeNull();
  expect(byTestId('exports-next')!.textContent).toContain('2026-05-05');
});

test('ready: the link and its size; expired: no link', async () => {
  mockAnswers.list = {
    exports: [mockCopy, { ...mockCopy, id: 2, state: 'expired', url: null }],
    nextAllowedAt: null,
  };
  await utils.mount(MyData, {});
  await until(() => expect(byTestId('export-ready')).not.toBeNull());
  expect(byTestId('export-ready')!.textContent).toContain('2.3 MB');
  expect(byTestId('export-expired')!.textContent).toContain('下载链接已过期');
  expect(byTestId('export-expired')!.querySelector('[data-testid="exports-download"]')).toBeNull();
});

test('a failed load offers to retry', async () => {
  mockAnswers.list = new Error('网络异常');
  await utils.mount(MyData, {});
  await until(() => expect(byTestId('exports-error')).not.toBeNull());
  mockAnswers.list = { exports: [], nextAllowedAt: null };
  utils.fireEvent.click(byTestId('exports-error')!.querySelector('.state-block__action')!);
  await until(() => expect(byTestId('exports-empty')).not.toBeNull());
});
