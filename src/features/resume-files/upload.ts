import Taro from '@tarojs/taro';

/** A file the seeker picked: a local path (weapp temp file; blob: URL on H5), its name and size. */
export interface ChosenFile {
  path: string;
  name: string;
  size: number;
  /** H5: frees the blob: URL once sent. */
  revoke?: () => void;
}

/**
 * weapp: one file from a chat (`chooseMessageFile`, PDF/DOC/DOCX). H5 picks through the page's file input
 * instead. Undefined when the seeker closed the picker.
 */
export async function chooseResumeFile(): Promise<ChosenFile | undefined> {
  // With callbacks: Taro does not wrap chooseMessageFile in a promise on weapp (it hands the call to wx as is).
  const result = await new Promise<Taro.chooseMessageFile.SuccessCallbackResult | undefined>((resolve) => {
    Taro.chooseMessageFile({
      count: 1,
      type: 'file',
      extension: ['pdf', 'doc', 'docx'],
      success: resolve,
      fail: () => resolve(undefined), // cancelled
    });
  });
  const file = result?.tempFiles[0];
  return file ? { path: file.path, name: file.name, size: file.size } : undefined;
}
