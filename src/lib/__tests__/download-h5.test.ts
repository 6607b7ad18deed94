import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import { DOWNLOAD_TIMEOUT_MS } from '@common/constants';
import { openProtectedFile } from '../download.h5';
import type { Endpoint } from '../call';
import { useSession } from '../session';

const FILE: Endpoint = 'GET files/{id} user file';

test('H5: a protected file download gives up after DOWNLOAD_TIMEOUT_MS', async () => {
  jest.useFakeTimers();
  mockTaro.storage.clear();
  useSession.getState().login({ token: 'tok-h5', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  let signal: AbortSignal | undefined;
  global.fetch = jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  ) as typeof fetch;
  const pending = openProtectedFile(FILE, { id: 1 }, 'a.pdf');
  const outcome = pending.catch((error: unknown) => error);
  await Promise.resolve();
  jest.advanceTimersByTime(DOWNLOAD_TIMEOUT_MS - 1);
  expect(signal?.aborted).toBe(false);
  jest.advanceTimersByTime(1);
  expect(signal?.aborted).toBe(true);
  await expect(outcome).resolves.toMatchObject({ kind: 'transport' });
  jest.useRealTimers();
});
