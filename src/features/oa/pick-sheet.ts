import Taro from '@tarojs/taro';

/** One .xlsx file: the browser's file dialog on H5, a file from a chat on weapp (the only way there). */
export function pickSheet(): Promise<{ path: string; name: string } | undefined> {
  if (process.env.TARO_ENV === 'h5') {
    return new Promise((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = '.xlsx';
      input.dataset.testid = 'sheet-input';
      input.style.display = 'none';
      input.onchange = () => {
        const file = input.files?.[0];
        input.remove();
        resolve(file ? { path: URL.createObjectURL(file), name: file.name } : undefined);
      };
      document.body.appendChild(input);
      input.click();
    });
  }
  return Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['xlsx'] }).then(
    (res) => (res.tempFiles[0] ? { path: res.tempFiles[0].path, name: res.tempFiles[0].name } : undefined),
    () => undefined,
  );
}
