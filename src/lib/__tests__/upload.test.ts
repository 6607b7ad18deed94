import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import { MSG } from '@common/messages';
import { upload } from '../upload';
import type { Endpoint } from '../call';

/** An upload call as src/api/uploads.ts declares one. */
const uploads: Endpoint = 'POST uploads user data';
import { useSession } from '../session';
import { useLocale } from '../i18n';

const reply = (statusCode: number, body: unknown) => () => ({
  result: { success: { statusCode, data: typeof body === 'string' ? body : JSON.stringify(body) } },
});

beforeEach(() => {
  mockTaro.calls.toasts.length = 0;
  mockTaro.uploads.length = 0;
  mockTaro.storage.clear();
  useLocale.getState().setLocale('zh-Hans');
  mockTaro.setUpload(reply(200, { code: 200, msg: 'ok', data: { url: '/u/default.png' } }));
  useSession.getState().login({ token: 'tok-up', expiresAt: new Date(Date.now() + 60_000).toISOString() });
});

test('multipart field "file", bearer token, progress reported, result resolved', async () => {
  mockTaro.setUpload(() => ({
    progress: [30, 100],
    ...reply(200, { code: 200, msg: 'ok', data: { url: '/u/a.png' } })(),
  }));
  const progress: number[] = [];
  await expect(upload({ endpoint: uploads, filePath: 'blob:1', onProgress: (p) => progress.push(p) })).resolves.toEqual(
    {
      url: '/u/a.png',
    },
  );
  expect(mockTaro.uploads[0]).toMatchObject({
    name: 'file',
    url: '/api/uploads',
    header: { Authorization: 'Bearer tok-up' },
  });
  expect(progress).toEqual([30, 100]);
});

test('HTTP 403 toasts the response data', async () => {
  mockTaro.setUpload(reply(403, '没有上传权限'));
  await expect(upload({ endpoint: uploads, filePath: 'blob:1' })).rejects.toMatchObject({ code: 403 });
  expect(mockTaro.calls.toasts.map((x) => x.title)).toEqual(['没有上传权限']);
});

test('a body code other than 200 toasts msg and rejects with its message key', async () => {
  mockTaro.setUpload(reply(200, { code: 502, msg: '文件类型不支持', key: MSG.validation.imageType }));
  await expect(upload({ endpoint: uploads, filePath: 'blob:1' })).rejects.toMatchObject({
    message: '文件类型不支持',
    key: MSG.validation.imageType,
  });
  expect(mockTaro.calls.toasts.map((x) => x.title)).toEqual(['文件类型不支持']);
});

test('transport failure toasts "image upload failed"; an unopenable file "file open failed"', async () => {
  mockTaro.setUpload(() => ({ result: { fail: { errMsg: 'uploadFile:fail timeout' } } }));
  await expect(upload({ endpoint: uploads, filePath: 'blob:1' })).rejects.toMatchObject({ kind: 'transport' });
  mockTaro.setUpload(() => ({ result: { fail: { errMsg: 'uploadFile:fail file not found' } } }));
  await expect(upload({ endpoint: uploads, filePath: 'wxfile://gone' })).rejects.toMatchObject({ kind: 'transport' });
  const [first, second] = mockTaro.calls.toasts.map((x) => x.title);
  expect(first).toBe('图片上传失败');
  expect(second).toBe('文件打开失败');
});

test('an image over 1 MB or of another type is refused before sending', async () => {
  await expect(
    upload({ endpoint: uploads, filePath: 'blob:1', fileName: 'a.png', size: 1048577, image: true }),
  ).rejects.toMatchObject({ kind: 'refused', key: MSG.validation.imageSize });
  await expect(
    upload({ endpoint: uploads, filePath: 'blob:1', fileName: 'a.gif', size: 1000, image: true }),
  ).rejects.toMatchObject({ kind: 'refused', key: MSG.validation.imageType });
  expect(mockTaro.uploads).toHaveLength(0);
  await expect(
    upload({ endpoint: uploads, filePath: 'blob:1', fileName: 'a.JPEG', size: 1048576, image: true }),
  ).resolves.toBeTruthy();
});

test('not logged in: refused without sending', async () => {
  useSession.getState().logout();
  await expect(upload({ endpoint: uploads, filePath: 'blob:1' })).rejects.toMatchObject({ kind: 'auth' });
  expect(mockTaro.uploads).toHaveLength(0);
});
