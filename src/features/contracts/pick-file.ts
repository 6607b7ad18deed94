import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';

export interface PickedFile {
  /** A temp path (weapp) or a blob: URL (H5), what `upload` sends. */
  path: string;
  name: string;
  size: number;
}

/**
 * One PDF, JPG or PNG file: on weapp from a chat (`chooseMessageFile`, the only way to reach documents); on
 * H5 (pick-file.h5.ts) through the browser's file dialog. Answers undefined when the user cancels.
 */
export function pickFile(extensions = ['pdf', 'jpg', 'jpeg', 'png']): Promise<PickedFile | undefined> {
  return withPlatformApi('chooseMessageFile', () =>
    Taro.chooseMessageFile({ count: 1, type: 'file', extension: extensions }),
  ).then(
    (res) => {
      const file = res?.tempFiles[0];
      return file ? { path: file.path, name: file.name, size: file.size } : undefined;
    },
    () => undefined,
  );
}
