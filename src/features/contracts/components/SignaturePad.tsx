import { useEffect, useReducer, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Button, Canvas, Text, View } from '@tarojs/components';
import type { CanvasTouchEvent } from '@tarojs/components/types/common';
import { SIGNATURE_MAX_BYTES } from '@common/contracts';
import { useT, t as translate } from '@/lib/i18n';
import { SignatureStrokes, traceStroke, traceTail, type PathSink, type Point } from '../signature-strokes';
import { weappCanvasPng, weappPixelRatio, weappSelectorQuery } from '../canvas-platform';
import './SignaturePad.scss';
import '../signature-strings';
import '../strings';
import { toast } from '@/lib/toast';

/** Ink: black, about 3 CSS pixels, round caps and joins (a pen, not a marker). */
export const INK_COLOR = '#000000';
export const INK_WIDTH = 3;
/** The exported PNG is at most this wide (the server takes at most SIGNATURE_MAX_BYTES). */
export const EXPORT_MAX_WIDTH = 600;
export const PNG_PREFIX = 'data:image/png;base64,';

interface Props {
  /** Gets the signature as a PNG data URL; the pad stays busy until a returned promise settles. */
  onConfirm: (dataUrl: string) => unknown;
  /** Neither drawing nor buttons answer (the screen is sending, or signing is not open). */
  disabled?: boolean;
  /** Height of the drawing area in CSS pixels (its width is the container's). */
  height?: number;
}

/** What the pad uses of a 2d context: the browser's CanvasRenderingContext2D and weapp's both have it. */
interface Context2D extends PathSink {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  strokeStyle: unknown;
  fillStyle: unknown;
}

/** The canvas node: an HTMLCanvasElement on H5 (Taro's <canvas> inside taro-canvas-core), weapp's Canvas. */
interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): unknown;
  toDataURL?(type?: string): string;
  getBoundingClientRect?(): { left: number; top: number; width: number; height: number };
}

/** The canvas with its context (null where there is none: jsdom), its CSS size and its pixel ratio. */
interface Surface {
  canvas: CanvasNode;
  ctx: Context2D | null;
  width: number;
  height: number;
  scale: number;
  /** H5: where the canvas is on the screen, to turn client coordinates into the pad's. */
  left: number;
  top: number;
}

const isH5 = process.env.TARO_ENV === 'h5';
/** A mouse press this soon after a touch is the browser's emulation of that touch. */
const TOUCH_MOUSE_GAP_MS = 600;

let padCount = 0;

function pixelRatio(): number {
  if (isH5) return window.devicePixelRatio || 1;
  return weappPixelRatio();
}

/** The canvas with its 2d context, when it has one (jsdom has none: the pad then only keeps the model). */
function surfaceOf(canvas: CanvasNode, width = 0, height = 0): Surface {
  let ctx: Context2D | null = null;
  try {
    ctx = (canvas.getContext('2d') as Context2D | null) ?? null;
  } catch {
    ctx = null;
  }
  return { canvas, ctx, width, height, scale: pixelRatio(), left: 0, top: 0 };
}

/**
 * H5: Taro's Canvas is a <taro-canvas-core id> around a real <canvas>, found through the DOM. (Taro's H5
 * selector query finds it too, but answers `fields({ node, size })` with the node alone, and the app's unit
 * tests run without Taro's H5 APIs.)
 */
function domCanvas(id: string): Surface | null {
  const canvas = document.getElementById(id)?.querySelector('canvas');
  if (!canvas) return null;
  const surface = surfaceOf(canvas);
  measure(surface);
  return surface;
}

/** weapp: the canvas node and its CSS size through the selector query (`fields({ node, size })`). */
function queryCanvas(id: string): Promise<Surface | null> {
  return new Promise((resolve) => {
    weappSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode | null; width?: number; height?: number } | null> | undefined) => {
        const found = res?.[0];
        resolve(found?.node ? surfaceOf(found.node, found.width, found.height) : null);
      });
  });
}

/** H5: the canvas's place and CSS size now (the page may have scrolled or resized since). */
function measure(surface: Surface): void {
  const rect = surface.canvas.getBoundingClientRect?.();
  if (!rect) return;
  surface.left = rect.left;
  surface.top = rect.top;
  surface.width = rect.width;
  surface.height = rect.height;
  surface.scale = pixelRatio();
}

function setInk(ctx: Context2D, sx: number, sy: number): void {
  ctx.setTransform(sx, 0, 0, sy, 0, 0);
  ctx.lineWidth = INK_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK_COLOR;
  ctx.fillStyle = INK_COLOR;
}

/** The canvas's pixel size for its CSS size at a scale (at least 1 pixel: a 0 × 0 canvas exports nothing). */
function pixels(surface: Surface, scale: number): { w: number; h: number } {
  return {
    w: Math.max(1, Math.round(surface.width * scale)),
    h: Math.max(1, Math.round(surface.height * scale)),
  };
}

/**
 * Sizes the canvas for `scale` pixels per CSS pixel and draws every stroke again. Ink only: the baseline
 * and the hint are views under the canvas, so they are never part of the exported image.
 */
function paint(surface: Surface, strokes: SignatureStrokes['strokes'], scale = surface.scale): void {
  const { canvas, ctx } = surface;
  const { w, h } = pixels(surface, scale);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  if (!ctx) return;
  setInk(ctx, 1, 1);
  ctx.clearRect(0, 0, w, h);
  setInk(ctx, w / Math.max(surface.width, 1), h / Math.max(surface.height, 1));
  for (const stroke of strokes) traceStroke(ctx, stroke, INK_WIDTH);
}

/** The canvas no longer has the pixel size the pad gave it (resized, zoomed, or reset by Taro's H5 canvas). */
function stale(surface: Surface): boolean {
  const { w, h } = pixels(surface, surface.scale);
  return surface.canvas.width !== w || surface.canvas.height !== h;
}

/** Bytes of the PNG in a base64 data URL. */
function pngBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(PNG_PREFIX.length);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * The signature as a PNG data URL, at most EXPORT_MAX_WIDTH wide: the strokes are drawn again at the export
 * scale (not the screen's picture shrunk), exported, then drawn again for the screen. H5 `toDataURL`;
 * weapp `canvasToTempFilePath({ canvas })` and the file read back as base64.
 */
async function exportPng(surface: Surface, strokes: SignatureStrokes['strokes']): Promise<string> {
  const scale = surface.width > 0 ? Math.min(surface.scale, EXPORT_MAX_WIDTH / surface.width) : surface.scale;
  paint(surface, strokes, scale);
  try {
    let dataUrl: string;
    if (isH5) {
      dataUrl = surface.canvas.toDataURL?.('image/png') ?? '';
    } else {
      dataUrl = `${PNG_PREFIX}${await weappCanvasPng(surface.canvas)}`;
    }
    if (!dataUrl.startsWith(PNG_PREFIX)) throw new Error('The canvas gave no PNG');
    return dataUrl;
  } finally {
    paint(surface, strokes);
  }
}

const buttonClass = (off: boolean) => `signature-pad__button ${off ? 'signature-pad__button--off' : ''}`;

function say(title: string): void {
  void toast({ title, icon: 'none' });
}

/**
 * The handwritten signature pad of the signing screen: draw with a finger (and on H5 with the mouse), clear,
 * undo the last stroke, and confirm once the ink is a signature (SignatureStrokes.isSigned). Confirm hands
 * `onConfirm` a PNG data URL at most EXPORT_MAX_WIDTH pixels wide, transparent around black ink.
 */
export function SignaturePad({ onConfirm, disabled = false, height = 200 }: Props) {
  const t = useT();
  const [canvasId] = useState(() => `signature-pad-${(padCount += 1)}`);
  const [model] = useState(() => new SignatureStrokes());
  const [busy, setBusy] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const surface = useRef<Surface | null>(null);
  const attaching = useRef<Promise<Surface | null> | null>(null);
  const mounted = useRef(true);
  const lastTouch = useRef(0);
  const locked = disabled || busy;
  const live = useRef({ locked });
  live.current = { locked };

  /** Takes the canvas found and draws what the model holds (the first strokes may precede it). */
  const adopt = (found: Surface | null): Surface | null => {
    if (!found || !mounted.current) return null;
    surface.current = found;
    model.setWidth(found.width);
    paint(found, model.strokes);
    return found;
  };
  /** Finds the canvas once (again while it was not there yet). */
  const attach = (): Promise<Surface | null> => {
    if (surface.current) return Promise.resolve(surface.current);
    if (isH5) return Promise.resolve(adopt(domCanvas(canvasId)));
    attaching.current ??= queryCanvas(canvasId).then((found) => {
      attaching.current = null;
      return adopt(found);
    });
    return attaching.current;
  };

  useEffect(() => {
    mounted.current = true;
    // H5: Taro's canvas element renders its inner <canvas> on its own schedule; a stroke looks again.
    // weapp: the canvas exists after React's commit reaches the page (setData), on the next tick.
    if (isH5) void attach();
    else Taro.nextTick(() => void attach());
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Before a stroke: H5 measures again, and any canvas that lost its pixel size is redrawn. */
  const prepare = (): Surface | null => {
    if (!surface.current) void attach(); // on H5 at once, on weapp for the strokes to come
    const current = surface.current;
    if (!current) return null;
    if (isH5) measure(current);
    model.setWidth(current.width);
    if (stale(current)) paint(current, model.strokes);
    return current;
  };

  /** A point in the pad's CSS pixels, kept inside the pad once its size is known. */
  const local = (x: number, y: number, on: Surface | null): Point => {
    const at = isH5 && on ? { x: x - on.left, y: y - on.top } : { x, y };
    if (!on || on.width <= 0 || on.height <= 0) return at;
    return { x: Math.min(Math.max(at.x, 0), on.width), y: Math.min(Math.max(at.y, 0), on.height) };
  };

  const drawTail = (final = false) => {
    const current = surface.current;
    const stroke = model.strokes[model.strokes.length - 1];
    if (!current?.ctx || !stroke) return;
    const { w, h } = pixels(current, current.scale);
    setInk(current.ctx, w / Math.max(current.width, 1), h / Math.max(current.height, 1));
    traceTail(current.ctx, stroke, INK_WIDTH, final);
  };

  const start = (x: number, y: number) => {
    if (live.current.locked) return;
    const on = prepare();
    const wasEmpty = model.isEmpty();
    model.begin(local(x, y, on));
    drawTail();
    if (wasEmpty) rerender();
  };
  const move = (x: number, y: number) => {
    if (!model.drawing) return;
    if (model.extend(local(x, y, surface.current))) drawTail();
  };
  const finish = () => {
    if (!model.end()) return;
    drawTail(true);
    rerender();
  };

  // On H5 the mouse draws too (a desktop browser, end-to-end tests): press on the pad, move and release
  // anywhere (listened on the window, so a stroke leaving the pad ends when the button is released).
  const handlers = useRef({ start, move, finish });
  handlers.current = { start, move, finish };
  useEffect(() => {
    if (!isH5) return undefined;
    const host = document.getElementById(canvasId);
    if (!host) return undefined;
    const onMove = (event: MouseEvent) => handlers.current.move(event.clientX, event.clientY);
    const onUp = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
      handlers.current.finish();
    };
    const onDown = (event: MouseEvent) => {
      if (event.button !== 0 || Date.now() - lastTouch.current < TOUCH_MOUSE_GAP_MS) return;
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

  /** weapp: the touch's x/y are already the canvas's; H5: a DOM Touch, in client coordinates. */
  const touchAt = (event: CanvasTouchEvent): { x: number; y: number } | null => {
    const touch = event.touches?.[0] as (Partial<Touch> & { x?: number; y?: number }) | undefined;
    if (!touch) return null;
    return isH5 ? { x: touch.clientX ?? 0, y: touch.clientY ?? 0 } : { x: touch.x ?? 0, y: touch.y ?? 0 };
  };
  const holdPage = (event: CanvasTouchEvent) => {
    lastTouch.current = Date.now();
    // H5: the page must not scroll under the pen (weapp: disableScroll), nor the browser emulate a mouse.
    if (isH5 && (event as unknown as Event).cancelable) event.preventDefault();
  };

  const clear = () => {
    if (live.current.locked || model.isEmpty()) return;
    model.clear();
    if (surface.current) paint(surface.current, model.strokes);
    rerender();
  };
  const undo = () => {
    if (live.current.locked || !model.undo()) return;
    if (surface.current) paint(surface.current, model.strokes);
    rerender();
  };
  const confirm = async () => {
    if (live.current.locked || model.drawing || !model.isSigned()) return;
    live.current = { locked: true }; // at once: the next render says busy too
    setBusy(true);
    try {
      let dataUrl: string;
      try {
        const on = (await attach()) ?? null;
        if (!on) throw new Error('The signature pad has no canvas');
        if (isH5) measure(on);
        dataUrl = await exportPng(on, model.strokes);
      } catch {
        say(translate('contracts.pad.exportFailed'));
        return;
      }
      if (pngBytes(dataUrl) > SIGNATURE_MAX_BYTES) {
        say(translate('contracts.signatureTooLarge'));
        return;
      }
      await onConfirm(dataUrl);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const empty = model.isEmpty();
  const signed = model.isSigned();
  return (
    <View className={`signature-pad ${locked ? 'signature-pad--locked' : ''}`}>
      <View className="signature-pad__area" style={{ height: `${height}px` }}>
        <View className="signature-pad__baseline" />
        {empty ? <Text className="signature-pad__hint">{t('contracts.pad.hint')}</Text> : null}
        <Canvas
          id={canvasId}
          type="2d"
          className="signature-pad__canvas"
          style={{ height: `${height}px` }}
          disableScroll
          data-testid="signature-pad"
          aria-label={t('contracts.pad.label')}
          onTouchStart={(event) => {
            holdPage(event);
            const at = touchAt(event);
            if (at) start(at.x, at.y);
          }}
          onTouchMove={(event) => {
            holdPage(event);
            const at = touchAt(event);
            if (at) move(at.x, at.y);
          }}
          onTouchEnd={(event) => {
            lastTouch.current = Date.now();
            // Another finger still down keeps the stroke going; the last one lifted ends it.
            if (!event.touches?.length) finish();
          }}
          onTouchCancel={() => finish()}
        />
      </View>
      <View className="signature-pad__actions">
        <Button
          className={buttonClass(locked || empty)}
          data-testid="signature-clear"
          disabled={locked || empty}
          onClick={clear}
        >
          {t('contracts.pad.clear')}
        </Button>
        <Button
          className={buttonClass(locked || empty)}
          data-testid="signature-undo"
          disabled={locked || empty}
          onClick={undo}
        >
          {t('contracts.pad.undo')}
        </Button>
        <Button
          className={`${buttonClass(locked || !signed)} signature-pad__button--primary`}
          data-testid="signature-confirm"
          disabled={locked || !signed}
          loading={busy}
          onClick={() => void confirm()}
        >
          {t('contracts.pad.confirm')}
        </Button>
      </View>
    </View>
  );
}
