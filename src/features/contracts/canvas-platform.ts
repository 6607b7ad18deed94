/**
 * The weapp canvas calls of the signature pad. On H5 `canvas-platform.h5.ts` replaces this file: the pad
 * reaches the DOM canvas there, and keeping these Taro APIs out of the H5 build keeps their implementations
 * out of the shared vendor chunk of the first page.
 */
import Taro from '@tarojs/taro';

export function weappPixelRatio(): number {
  // getWindowInfo from base library 2.20.1; getSystemInfoSync before it.
  const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync();
  return info.pixelRatio || 1;
}

export function weappSelectorQuery() {
  return Taro.createSelectorQuery();
}

/** The canvas as PNG base64: `canvasToTempFilePath`, then the file read back. */
export async function weappCanvasPng(canvas: unknown): Promise<string> {
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as Taro.Canvas, fileType: 'png' });
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().readFile({
      filePath: tempFilePath,
      encoding: 'base64',
      success: (res) => resolve(String(res.data)),
      fail: reject,
    });
  });
}
