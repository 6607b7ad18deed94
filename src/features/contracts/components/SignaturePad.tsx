/**
 * The signature pad on weapp (SignaturePad.h5.tsx is H5's): the canvas node through the selector query, a
 * touch's x/y already in the canvas's coordinates, and the export through `canvasToTempFilePath` read back as
 * base64. These Taro calls stay out of the H5 build, whose first page's vendor chunk would carry them.
 */
import Taro from '@tarojs/taro';
import {
  PNG_PREFIX,
  SignaturePadView,
  surfaceOf,
  useSignaturePad,
  type CanvasNode,
  type PadPlatform,
  type SignaturePadProps,
  type Surface,
} from './signature-pad-core';

function pixelRatio(): number {
  // getWindowInfo from base library 2.20.1; getSystemInfoSync before it.
  const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync();
  return info.pixelRatio || 1;
}

/** The canvas node and its CSS size through the selector query (`fields({ node, size })`). */
function queryCanvas(id: string): Promise<Surface | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode | null; width?: number; height?: number } | null> | undefined) => {
        const found = res?.[0];
        resolve(found?.node ? surfaceOf(found.node, pixelRatio(), found.width, found.height) : null);
      });
  });
}

/** The canvas as PNG: `canvasToTempFilePath`, then the file read back as base64. */
async function canvasPng(canvas: CanvasNode): Promise<string> {
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as Taro.Canvas, fileType: 'png' });
  const base64 = await new Promise<string>((resolve, reject) => {
    Taro.getFileSystemManager().readFile({
      filePath: tempFilePath,
      encoding: 'base64',
      success: (res) => resolve(String(res.data)),
      fail: reject,
    });
  });
  return `${PNG_PREFIX}${base64}`;
}

const WEAPP: PadPlatform = {
  find: queryCanvas,
  // The canvas exists once React's commit reached the page (setData), on the next tick.
  afterMount: (look) => Taro.nextTick(look),
  // Its place does not matter (touches are the canvas's own coordinates) and its size does not change.
  remeasure: () => undefined,
  touchPoint: (touch) => ({ x: touch.x ?? 0, y: touch.y ?? 0 }),
  // The Canvas's disableScroll holds the page.
  holdPage: () => undefined,
  png: canvasPng,
};

/**
 * The handwritten signature pad of the signing screen: draw with a finger, clear, undo the last stroke, and
 * confirm once the ink is a signature (SignatureStrokes.isSigned). Confirm hands `onConfirm` a PNG data URL
 * at most EXPORT_MAX_WIDTH pixels wide, transparent around black ink.
 */
export function SignaturePad(props: SignaturePadProps) {
  const pad = useSignaturePad(props, WEAPP);
  return <SignaturePadView pad={pad} height={props.height} />;
}
