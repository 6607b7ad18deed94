/**
 * The one way to pick an image and upload it: the picker (one picture, compressed), the spec's file rules
 * checked before sending (JPG/JPEG/PNG up to 1 MB), the upload with its progress in `progress` (0-100 while
 * it runs, undefined otherwise), and a refusal shown to the user. `pick()` resolves what the upload call
 * answered and the local path (for a preview), or undefined when the user picked nothing or it failed.
 */
import { useState } from 'react';
import Taro from '@tarojs/taro';
import type { CallResult, CallSpec } from '@common/call';
import type { Endpoint, EndpointInput } from './call';
import { shownRefusal } from './request';
import { upload } from './upload';

export interface PickedImage<S extends CallSpec> {
  answer: CallResult<S>;
  /** The local file (a blob: URL on H5), to preview before the server's copy is asked for. */
  filePath: string;
}

export function useImageUpload<S extends CallSpec>(endpoint: Endpoint<S>, input?: EndpointInput<S>) {
  const [progress, setProgress] = useState<number>();

  const pick = async (): Promise<PickedImage<S> | undefined> => {
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] }).catch(() => undefined);
    const file = picked?.tempFiles?.[0];
    if (!file) return undefined;
    try {
      setProgress(0);
      const answer = await upload({
        endpoint,
        input,
        filePath: file.path,
        fileName: (file as { originalFileObj?: { name?: string } }).originalFileObj?.name ?? file.path,
        size: file.size,
        image: true,
        onProgress: setProgress,
        showProgress: false,
      });
      return { answer, filePath: file.path };
    } catch (error) {
      shownRefusal(error);
      return undefined;
    } finally {
      setProgress(undefined);
    }
  };

  return { progress, pick };
}
