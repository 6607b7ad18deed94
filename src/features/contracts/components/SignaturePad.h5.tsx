/**
 * The signature pad on H5 (SignaturePad.tsx is weapp's): the DOM canvas inside Taro's canvas element,
 * touches and the mouse in client coordinates (the canvas's place taken again before each stroke), the page
 * held still under the pen, and the export through `toDataURL`.
 */
import { useEffect, useRef } from 'react';
import {
  SignaturePadView,
  surfaceOf,
  useSignaturePad,
  type PadPlatform,
  type SignaturePadProps,
  type SignaturePadState,
  type Surface,
} from './signature-pad-core';

/** A mouse press this soon after a touch is the browser's emulation of that touch. */
const TOUCH_MOUSE_GAP_MS = 600;

const pixelRatio = () => window.devicePixelRatio || 1;

/** The canvas's place and CSS size now (the page may have scrolled or resized since). */
function measure(surface: Surface<HTMLCanvasElement>): void {
  const rect = surface.canvas.getBoundingClientRect();
  surface.left = rect.left;
  surface.top = rect.top;
  surface.width = rect.width;
  surface.height = rect.height;
  surface.scale = pixelRatio();
}

/**
 * Taro's Canvas is a <taro-canvas-core id> around a real <canvas>, found through the DOM. (Taro's H5
 * selector query finds it too, but answers `fields({ node, size })` with the node alone, and the app's unit
 * tests run without Taro's H5 APIs.)
 */
function domCanvas(id: string): Surface<HTMLCanvasElement> | null {
  const canvas = document.getElementById(id)?.querySelector('canvas');
  if (!canvas) return null;
  const surface = surfaceOf(canvas, pixelRatio());
  measure(surface);
  return surface;
}

const H5: PadPlatform<HTMLCanvasElement> = {
  find: domCanvas,
  // Taro's canvas element renders its inner <canvas> on its own schedule; a stroke looks again.
  afterMount: (look) => look(),
  remeasure: measure,
  touchPoint: (touch) => ({ x: touch.clientX ?? 0, y: touch.clientY ?? 0 }),
  // Neither may the page scroll under the pen, nor the browser emulate a mouse.
  holdPage: (event) => {
    if ((event as unknown as Event).cancelable) event.preventDefault();
  },
  png: async (canvas) => canvas.toDataURL('image/png'),
};

/**
 * The mouse draws too (a desktop browser, end-to-end tests): press on the pad, move and release anywhere
 * (listened on the window, so a stroke leaving the pad ends when the button is released).
 */
function useMouseStrokes(pad: SignaturePadState): void {
  const { canvasId } = pad;
  // The listeners stay for the pad's life; they call this render's handlers.
  const handlers = useRef(pad);
  handlers.current = pad;
  useEffect(() => {
    const host = document.getElementById(canvasId);
    if (!host) return undefined;
    const onMove = (event: MouseEvent) => handlers.current.move(event.clientX, event.clientY);
    const onUp = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
      handlers.current.finish();
    };
    const onDown = (event: MouseEvent) => {
      if (event.button !== 0 || Date.now() - handlers.current.lastTouch.current < TOUCH_MOUSE_GAP_MS) return;
      event.preventDefault();
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
      handlers.current.start(event.clientX, event.clientY);
    };
    host.addEventListener('mousedown', onDown);
    return () => {
      host.removeEventListener('mousedown', onDown);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
  }, [canvasId]);
}

/**
 * The handwritten signature pad of the signing screen: draw with a finger or the mouse, clear, undo the last
 * stroke, and confirm once the ink is a signature (SignatureStrokes.isSigned). Confirm hands `onConfirm` a
 * PNG data URL at most EXPORT_MAX_WIDTH pixels wide, transparent around black ink.
 */
export function SignaturePad(props: SignaturePadProps) {
  const pad = useSignaturePad(props, H5);
  useMouseStrokes(pad);
  return <SignaturePadView pad={pad} height={props.height} />;
}
