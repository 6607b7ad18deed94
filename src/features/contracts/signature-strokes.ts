/**
 * The handwritten signature as data: strokes of points in CSS pixels relative to the pad's top left corner.
 * No platform code here: the signature pad feeds it touches and mouse moves and draws what it holds, so a
 * redraw (resize, undo, export at another scale) always starts from this model, never from the pixels.
 */

export interface Point {
  x: number;
  y: number;
}

export type Stroke = readonly Point[];

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * When the ink is a signature. Strokes shorter than MIN_STROKE_PX (a tap, a dot, a slip of the finger) do
 * not count at all; of the rest there must be at least SIGNED_MIN_STROKES, or one long enough: at least
 * SIGNED_WIDTH_RATIO of the pad's width, and never less than SIGNED_MIN_PX (a narrow pad, or an unknown width).
 * So a Chinese name (several strokes) or a Latin one written in one go passes, a tap or a dot never does.
 */
export const MIN_STROKE_PX = 10;
export const SIGNED_MIN_STROKES = 2;
export const SIGNED_WIDTH_RATIO = 0.35;
export const SIGNED_MIN_PX = 60;

/** Points closer than this to the previous one add nothing to draw (a finger at rest still reports moves). */
const MIN_STEP_PX = 0.5;

export function strokeLength(stroke: Stroke): number {
  let length = 0;
  for (let i = 1; i < stroke.length; i += 1) {
    length += Math.hypot(stroke[i].x - stroke[i - 1].x, stroke[i].y - stroke[i - 1].y);
  }
  return length;
}

export class SignatureStrokes {
  private list: Point[][] = [];
  private open = false;

  /** width: the pad's width in CSS pixels (0 while unknown); the signed rule is relative to it. */
  constructor(private width = 0) {}

  setWidth(width: number): void {
    this.width = width > 0 ? width : 0;
  }

  get strokes(): readonly Stroke[] {
    return this.list;
  }

  /** A stroke is being drawn (between begin and end). */
  get drawing(): boolean {
    return this.open;
  }

  /** Starts a stroke at the point (a stroke still open is ended first). */
  begin(point: Point): void {
    this.list.push([copy(point)]);
    this.open = true;
  }

  /** Adds a point to the open stroke: false when there is none or the point is where the pen already is. */
  extend(point: Point): boolean {
    if (!this.open) return false;
    const stroke = this.list[this.list.length - 1];
    const last = stroke[stroke.length - 1];
    if (Math.hypot(point.x - last.x, point.y - last.y) < MIN_STEP_PX) return false;
    stroke.push(copy(point));
    return true;
  }

  /** Ends the open stroke (the pen is lifted): false when none was open. */
  end(): boolean {
    const was = this.open;
    this.open = false;
    return was;
  }

  /** Removes the last stroke (the open one too): false when there was nothing to remove. */
  undo(): boolean {
    this.open = false;
    return this.list.pop() !== undefined;
  }

  clear(): void {
    this.list = [];
    this.open = false;
  }

  isEmpty(): boolean {
    return this.list.length === 0;
  }

  /** Total length of the strokes that count as ink (see MIN_STROKE_PX). */
  inkLength(): number {
    return this.list.map(strokeLength).reduce((sum, length) => (length >= MIN_STROKE_PX ? sum + length : sum), 0);
  }

  /** The ink is substantial enough to be a signature (the rule is above SIGNED_MIN_STROKES). */
  isSigned(): boolean {
    const inked = this.list.map(strokeLength).filter((length) => length >= MIN_STROKE_PX);
    if (inked.length >= SIGNED_MIN_STROKES) return true;
    const total = inked.reduce((sum, length) => sum + length, 0);
    return total >= Math.max(SIGNED_MIN_PX, SIGNED_WIDTH_RATIO * this.width);
  }

  /** The box around every point drawn (line width not included), or null when empty. */
  bounds(): Bounds | null {
    let box: Bounds | null = null;
    for (const stroke of this.list) {
      for (const { x, y } of stroke) {
        if (!box) box = { left: x, top: y, right: x, bottom: y };
        else {
          box.left = Math.min(box.left, x);
          box.top = Math.min(box.top, y);
          box.right = Math.max(box.right, x);
          box.bottom = Math.max(box.bottom, y);
        }
      }
    }
    return box;
  }
}

function copy({ x, y }: Point): Point {
  return { x, y };
}

/** What tracing needs of a 2d context: weapp's and the browser's both have it, and tests record it. */
export interface PathSink {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  stroke(): void;
  fill(): void;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Draws a whole stroke, smoothed: straight to the middle of the first segment, then quadratic curves through
 * each point to the next middle, straight to the last point. A single point is a dot of the line's width.
 */
export function traceStroke(sink: PathSink, stroke: Stroke, lineWidth: number): void {
  if (stroke.length === 0) return;
  if (stroke.length === 1) {
    dot(sink, stroke[0], lineWidth);
    return;
  }
  sink.beginPath();
  sink.moveTo(stroke[0].x, stroke[0].y);
  if (stroke.length > 2) {
    const start = mid(stroke[0], stroke[1]);
    sink.lineTo(start.x, start.y);
  }
  for (let i = 1; i < stroke.length - 1; i += 1) {
    const to = mid(stroke[i], stroke[i + 1]);
    sink.quadraticCurveTo(stroke[i].x, stroke[i].y, to.x, to.y);
  }
  const last = stroke[stroke.length - 1];
  sink.lineTo(last.x, last.y);
  sink.stroke();
}

/**
 * Draws only what the newest point of an open stroke adds, so that drawing while the finger moves costs the
 * same at any length; together the pieces cover what traceStroke draws. `final`: the pen was lifted, draw
 * the last half segment that the curves leave for the next point.
 */
export function traceTail(sink: PathSink, stroke: Stroke, lineWidth: number, final = false): void {
  const n = stroke.length;
  if (n === 0) return;
  if (final) {
    if (n < 2) return;
    const from = mid(stroke[n - 2], stroke[n - 1]);
    line(sink, from, stroke[n - 1]);
    return;
  }
  if (n === 1) dot(sink, stroke[0], lineWidth);
  else if (n === 2) line(sink, stroke[0], mid(stroke[0], stroke[1]));
  else {
    const from = mid(stroke[n - 3], stroke[n - 2]);
    const to = mid(stroke[n - 2], stroke[n - 1]);
    sink.beginPath();
    sink.moveTo(from.x, from.y);
    sink.quadraticCurveTo(stroke[n - 2].x, stroke[n - 2].y, to.x, to.y);
    sink.stroke();
  }
}

function line(sink: PathSink, from: Point, to: Point): void {
  sink.beginPath();
  sink.moveTo(from.x, from.y);
  sink.lineTo(to.x, to.y);
  sink.stroke();
}

function dot(sink: PathSink, at: Point, lineWidth: number): void {
  sink.beginPath();
  sink.arc(at.x, at.y, lineWidth / 2, 0, Math.PI * 2);
  sink.fill();
}
