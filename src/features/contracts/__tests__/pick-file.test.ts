/**
 * Picking a file on the weapp (a contract attachment or scan, the staff roster): a WeChat without
 * chooseMessageFile says 'current environment does not support this operation' instead of failing silently;
 * a picked file is answered and a cancel is no file.
 */
import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro & Record<string, unknown>;

import { useLocale } from '@/lib/i18n';
import { pickSheet } from '../../oa/pick-sheet';
import { pickFile } from '../pick-file';

beforeEach(() => {
  mockTaro.calls.toasts.length = 0;
  useLocale.getState().setLocale('zh-Hans');
  delete mockTaro.chooseMessageFile;
});

test.each([
  ['a contract file', () => pickFile()],
  ['the roster sheet', () => pickSheet()],
])('%s: without chooseMessageFile the user is told, and nothing is picked', async (_what, pick) => {
  await expect(pick()).resolves.toBeUndefined();
  expect(mockTaro.calls.toasts.map((toast) => toast.title)).toEqual(['当前环境不支持该操作']);
});

test('a picked file is answered; a cancel is no file and no message', async () => {
  mockTaro.chooseMessageFile = () =>
    Promise.resolve({ tempFiles: [{ path: 'wxfile://tmp/a.pdf', name: '合同.pdf', size: 2048 }] });
  await expect(pickFile()).resolves.toEqual({ path: 'wxfile://tmp/a.pdf', name: '合同.pdf', size: 2048 });
  mockTaro.chooseMessageFile = () => Promise.reject({ errMsg: 'chooseMessageFile:fail cancel' });
  await expect(pickFile()).resolves.toBeUndefined();
  expect(mockTaro.calls.toasts).toEqual([]);
});
