import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro & Record<string, unknown>;

import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { catalogueReady, useLocale } from '../../i18n';
import { useSession } from '../../session';
import { openProtectedFile } from '../../download';
import { isSupported, withPlatformApi } from '../supported';
import type { Endpoint } from '../../call';

/** A protected file call as src/api/ declares one. */
const FILE: Endpoint = 'GET files/{id} user file';

const titles = () => mockTaro.calls.toasts.map((toast) => toast.title);

beforeEach(() => {
  mockTaro.calls.toasts.length = 0;
  mockTaro.storage.clear();
  useLocale.getState().setLocale('zh-Hans');
  delete mockTaro.canIUse;
  delete mockTaro.scanCode;
  delete mockTaro.downloadFile;
  delete mockTaro.openDocument;
});

test('a missing platform API says "current environment does not support this operation" (zh and en) and runs nothing', async () => {
  const run = jest.fn(() => Promise.resolve('scanned'));
  await expect(withPlatformApi('scanCode', run)).resolves.toBeUndefined();
  expect(run).not.toHaveBeenCalled();
  expect(titles()).toEqual(['当前环境不支持该操作']);
  useLocale.getState().setLocale('en');
  await catalogueReady();
  await withPlatformApi('scanCode', run);
  expect(titles()[1]).toBe('current environment does not support this operation');
});

test('Taro.canIUse answering no counts as missing; an API that is there runs and resolves its answer', async () => {
  mockTaro.scanCode = () => Promise.resolve({ result: 'x' });
  expect(isSupported('scanCode')).toBe(true);
  await expect(withPlatformApi('scanCode', () => Promise.resolve('ok'))).resolves.toBe('ok');
  mockTaro.canIUse = (name: string) => name !== 'scanCode';
  expect(isSupported('scanCode')).toBe(false);
  await withPlatformApi('scanCode', () => Promise.resolve('ok'));
  expect(titles()).toEqual(['当前环境不支持该操作']);
});

test('a platform stub answering "not supported" is told the same way; any other failure still rejects', async () => {
  mockTaro.scanCode = () => Promise.reject({ errMsg: '暂时不支持 API' });
  await expect(
    withPlatformApi('scanCode', () => (Taro as unknown as { scanCode(): Promise<unknown> }).scanCode()),
  ).resolves.toBeUndefined();
  expect(titles()).toEqual(['当前环境不支持该操作']);
  // ... and so is one that "succeeds" saying so (Taro's H5 stubs in a production build).
  await expect(
    withPlatformApi('scanCode', () => Promise.resolve({ errMsg: '暂时不支持 API' })),
  ).resolves.toBeUndefined();
  expect(titles()).toEqual(['当前环境不支持该操作', '当前环境不支持该操作']);
  const cancelled = { errMsg: 'scanCode:fail cancel' };
  await expect(withPlatformApi('scanCode', () => Promise.reject(cancelled))).rejects.toBe(cancelled);
});

describe('weapp download of a protected file', () => {
  beforeEach(() => {
    useSession.getState().login({ token: 'tok-d', expiresAt: new Date(Date.now() + 60_000).toISOString() });
  });

  test('passes DOWNLOAD_TIMEOUT_MS and the token, then opens the document', async () => {
    const downloads: Record<string, unknown>[] = [];
    mockTaro.downloadFile = (options: Record<string, unknown>) => {
      downloads.push(options);
      return Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://tmp/1.pdf' });
    };
    const opened: Record<string, unknown>[] = [];
    mockTaro.openDocument = (options: Record<string, unknown>) => {
      opened.push(options);
      return Promise.resolve({});
    };
    await openProtectedFile(FILE, { id: 3 }, 'c.pdf', 'pdf');
    expect(downloads[0]).toMatchObject({ timeout: DOWNLOAD_TIMEOUT_MS, header: { Authorization: 'Bearer tok-d' } });
    expect(opened[0]).toMatchObject({ filePath: 'wxfile://tmp/1.pdf', fileType: 'pdf' });
  });

  test('without downloadFile the user is told the environment does not support it', async () => {
    await expect(openProtectedFile(FILE, { id: 3 }, 'c.pdf')).resolves.toBeUndefined();
    expect(titles()).toEqual(['当前环境不支持该操作']);
  });
});
