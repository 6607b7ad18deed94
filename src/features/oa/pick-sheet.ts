import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';

/** One .xlsx file: the browser's file dialog on H5, a file from a chat on weapp (the only way there). */
export function pickSheet(): Promise<{ path: string; name: string } | undefined> {
  return withPlatformApi('chooseMessageFile', () =>
    Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['xlsx'] }),
  ).then(
    (res) => (res?.tempFiles[0] ? { path: res.tempFiles[0].path, name: res.tempFiles[0].name } : undefined),
    () => undefined,
  );
}
