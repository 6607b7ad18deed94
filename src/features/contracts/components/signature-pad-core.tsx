/**
 * The handwritten signature pad without its platform: the strokes captured into the model
 * (signature-strokes.ts), drawn and redrawn on a 2d canvas, whether the pad is empty or signed, clear, undo,
 * and the export to a PNG data URL. Each platform's twin gives it the canvas and the few calls that differ
 * (`PadPlatform`): SignaturePad.tsx for weapp (Taro's selector query and canvas export), SignaturePad.h5.tsx
 * for H5 (the DOM canvas, `toDataURL`, and the mouse).
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button, Canvas, Text, View } from '@tarojs/components';
import type { CanvasTouchEvent } from '@tarojs/components/types/common';
import { SIGNATURE_MAX_BYTES } from '@common/contracts';
import { useT, t as translate } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { SignatureStrokes, traceStroke, traceTail, type PathSink, type Point } from '../signature-strokes';
import './SignaturePad.scss';
import '../signature-strings';
import '../strings';

/** Ink: black, about 3 CSS pixels, round caps and joins (a pen, not a marker). */
export const INK_COLOR = '#000000';
export const INK_WIDTH = 3;
/** The exported PNG is at most this wide (the server takes at most SIGNATURE_MAX_BYTES). */
export const EXPORT_MAX_WIDTH = 600;
export const PNG_PREFIX = 'data:image/png;base64,';

export interface SignaturePadProps {
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
export interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): unknown;
}

/** The canvas with its context (null where there is none: jsdom), its CSS size and its pixel ratio. */
export interface Surface<C extends CanvasNode = CanvasNode> {
  canvas: C;
  ctx: Context2D | null;
  width: number;
  height: number;
  scale: number;
  /** Where the canvas is in the touches' coordinates (H5: on the screen; weapp: 0, touches are the canvas's). */
  left: number;
  top: number;
}

/** A touch as either platform reports it: weapp's canvas x/y, H5's DOM client coordinates. */
export type PadTouch = { x?: number; y?: number; clientX?: number; clientY?: number };

/** What differs between the platforms (each twin gives its own). */
export interface PadPlatform<C extends CanvasNode = CanvasNode> {
  /** The pad's canvas by id: at once (H5, in the DOM) or through a query (weapp); null while it is not there. */
  find(canvasId: string): Surface<C> | null | Promise<Surface<C> | null>;
  /** Runs `look` once the canvas may exist after mounting. */
  afterMount(look: () => void): void;
  /** Takes the canvas's place and size again before drawing or exporting (H5: the page may have moved). */
  remeasure(surface: Surface<C>): void;
  /** A touch's point, in the coordinates of `Surface.left` and `top`. */
  touchPoint(touch: PadTouch): Point;
  /** Keeps the page from scrolling under the pen (weapp's Canvas does it itself: disableScroll). */
  holdPage(event: CanvasTouchEvent): void;
  /** The canvas as a PNG data URL. */
  png(canvas: C): Promise<string>;
}

/** The canvas with its 2d context, when it has one (jsdom has none: the pad then only keeps the model). */
export function surfaceOf<C extends CanvasNode>(canvas: C, scale: number, width = 0, height = 0): Surface<C> {
  let ctx: Context2D | null = null;
  try {
    ctx = (canvas.getContext('2d') as Context2D | null) ?? null;
  } catch {
    ctx = null;
  }
  return { canvas, ctx, width, height, scale, left: 0, top: 0 };
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
 * scale (not the screen's picture shrunk), exported by the platform, then drawn again for the screen.
 */
async function exportPng<C extends CanvasNode>(
  surface: Surface<C>,
  strokes: SignatureStrokes['strokes'],
  png: (canvas: C) => Promise<string>,
): Promise<string> {
  const scale = surface.width > 0 ? Math.min(surface.scale, EXPORT_MAX_WIDTH / surface.width) : surface.scale;
  paint(surface, strokes, scale);
  try {
    const dataUrl = await png(surface.canvas);
    if (!dataUrl.startsWith(PNG_PREFIX)) throw new Error('The canvas gave no PNG');
    return dataUrl;
  } finally {
    paint(surface, strokes);
  }
}

function say(title: string): void {
  void toast({ title, icon: 'none' });
}

let padCount = 0;

/**
 * The pad's state and handlers on a platform: strokes in the pad's CSS pixels (kept inside the pad once its
 * size is known), drawn as they grow; clear, undo and confirm (the export, checked against
 * SIGNATURE_MAX_BYTES, handed to `onConfirm` once). `start`, `move` and `finish` take the touches'
 * coordinates (the H5 twin's mouse uses them too).
 */
export function useSignaturePad<C extends CanvasNode>(
  { onConfirm, disabled = false }: SignaturePadProps,
  platform: PadPlatform<C>,
) {
  const [canvasId] = useState(() => `signature-pad-${(padCount += 1)}`);
  const [model] = useState(() => new SignatureStrokes());
  const [busy, setBusy] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const surface = useRef<Surface<C> | null>(null);
  const attaching = useRef<Promise<Surface<C> | null> | null>(null);
  const mounted = useRef(true);
  const lastTouch = useRef(0);
  const locked = disabled || busy;
  const live = useRef({ locked });
  live.current = { locked };

  /** Takes the canvas found and draws what the model holds (the first strokes may precede it). */
  const adopt = (found: Surface<C> | null): Surface<C> | null => {
    if (!found || !mounted.current) return null;
    surface.current = found;
    model.setWidth(found.width);
    paint(found, model.strokes);
    return found;
  };
  /** Finds the canvas once (again while it was not there yet); a canvas found at once is adopted at once. */
  const attach = (): Promise<Surface<C> | null> => {
    if (surface.current) return Promise.resolve(surface.current);
    if (attaching.current) return attaching.current;
    const found = platform.find(canvasId);
    if (!(found instanceof Promise)) return Promise.resolve(adopt(found));
    attaching.current = found.then((result) => {
      attaching.current = null;
      return adopt(result);
    });
    return attaching.current;
  };

  useEffect(() => {
    mounted.current = true;
    platform.afterMount(() => void attach());
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Before a stroke: the canvas measured again, and redrawn if it lost its pixel size. */
  const prepare = (): Surface<C> | null => {
    if (!surface.current) void attach(); // found at once on H5, for the strokes to come on weapp
    const current = surface.current;
    if (!current) return null;
    platform.remeasure(current);
    model.setWidth(current.width);
    if (stale(current)) paint(current, model.strokes);
    return current;
  };

  /** A point in the pad's CSS pixels, kept inside the pad once its size is known. */
  const local = (x: number, y: number, on: Surface | null): Point => {
    const at = on ? { x: x - on.left, y: y - on.top } : { x, y };
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
        const on = await attach();
        if (!on) throw new Error('The signature pad has no canvas');
        platform.remeasure(on);
        dataUrl = await exportPng(on, model.strokes, platform.png);
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

  /** A finger down or moving: the page held still; a mouse press this soon after is the touch's emulation. */
  const touched = (event: CanvasTouchEvent): Point | null => {
    lastTouch.current = Date.now();
    platform.holdPage(event);
    const touch = event.touches?.[0] as PadTouch | undefined;
    return touch ? platform.touchPoint(touch) : null;
  };

  return {
    canvasId,
    busy,
    locked,
    empty: model.isEmpty(),
    signed: model.isSigned(),
    /** When a finger last touched the pad (ms). */
    lastTouch,
    start,
    move,
    finish,
    clear,
    undo,
    confirm,
    touched,
  };
}

export type SignaturePadState = ReturnType<typeof useSignaturePad>;

const buttonClass = (off: boolean) => `signature-pad__button ${off ? 'signature-pad__button--off' : ''}`;

/** The pad on screen: the drawing area (baseline and hint under the canvas) and its three buttons. */
export function SignaturePadView({ pad, height = 200 }: { pad: SignaturePadState; height?: number }) {
  const t = useT();
  const { locked, empty, signed, busy } = pad;
  return (
    <View className={`signature-pad ${locked ? 'signature-pad--locked' : ''}`}>
      <View className="signature-pad__area" style={{ height: `${height}px` }}>
        <View className="signature-pad__baseline" />
        {empty ? <Text className="signature-pad__hint">{t('contracts.pad.hint')}</Text> : null}
        <Canvas
          id={pad.canvasId}
          type="2d"
          className="signature-pad__canvas"
          style={{ height: `${height}px` }}
          disableScroll
          data-testid="signature-pad"
          aria-label={t('contracts.pad.label')}
          onTouchStart={(event) => {
            const at = pad.touched(event);
            if (at) pad.start(at.x, at.y);
          }}
          onTouchMove={(event) => {
            const at = pad.touched(event);
            if (at) pad.move(at.x, at.y);
          }}
          onTouchEnd={(event) => {
            pad.lastTouch.current = Date.now();
            // Another finger still down keeps the stroke going; the last one lifted ends it.
            if (!event.touches?.length) pad.finish();
          }}
          onTouchCancel={() => pad.finish()}
        />
      </View>
      <View className="signature-pad__actions">
        <Button
          className={buttonClass(locked || empty)}
          data-testid="signature-clear"
          disabled={locked || empty}
          onClick={pad.clear}
        >
          {t('contracts.pad.clear')}
        </Button>
        <Button
          className={buttonClass(locked || empty)}
          data-testid="signature-undo"
          disabled={locked || empty}
          onClick={pad.undo}
        >
          {t('contracts.pad.undo')}
        </Button>
        <Button
          className={`${buttonClass(locked || !signed)} signature-pad__button--primary`}
          data-testid="signature-confirm"
          disabled={locked || !signed}
          loading={busy}
          onClick={() => void pad.confirm()}
        >
          {t('contracts.pad.confirm')}
        </Button>
      </View>
    </View>
  );
}
