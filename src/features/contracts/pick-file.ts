import Taro from '@tarojs/taro';

export interface PickedFile {
  /** A temp path (weapp) or a blob: URL (H5), what `upload` sends. */
  path: string;
  name: string;
  size: number;
}

/**
 * One PDF, JPG or PNG file: on weapp from a chat (`chooseMessageFile`, the only way to reach documents), on
 * H5 through the browser's file dialog. Answers undefined when the user cancels.
 */
export function pickFile(extensions = ['pdf', 'jpg', 'jpeg', 'png']): Promise<PickedFile | undefined> {
  if (process.env.TARO_ENV === 'h5') {
    return new Promise((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = extensions.map((ext) => `.${ext}`).join(',');
      input.dataset.testid = 'file-input';
      input.style.display = 'none';
      input.onchange = () => {
        const file = input.files?.[0];
        input.remove();
        resolve(file ? { path: URL.createObjectURL(file), name: file.name, size: file.size } : undefined);
      };
      document.body.appendChild(input);
      input.click();
    });
  }
  return Taro.chooseMessageFile({ count: 1, type: 'file', extension: extensions }).then(
    (res) => {
      const file = res.tempFiles[0];
      return file ? { path: file.path, name: file.name, size: file.size } : undefined;
    },
    () => undefined,
  );
}
