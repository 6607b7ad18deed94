/**
 * The image of a captcha: a PNG drawn with Skia (@napi-rs/canvas), large enough to read on a phone and
 * built so that a program cannot read the answer out of it. A reader program separates the text from the
 * noise, cuts it into characters and matches each against glyphs drawn from the same font; an earlier image
 * (each character in its own colour, thin crossing curves, characters apart) was read that way about one time
 * in six. So here nothing tells text from noise or one character from the next:
 * - one colour gradient paints the text and the curves alike (no colour per character, none for the noise);
 * - the curves have the text's stroke width and cross it, so an opening that drops them drops the text too;
 * - the characters stand close (wide ones touch or overlap) and the curves join them: one connected shape,
 *   no gap to cut at;
 * - each character has its own size, weight, width, angle and slant and its own ripple, so a glyph drawn
 *   from the font does not match it; and the whole line is bent by a wave.
 * People still read it: dark on light, capitals about 45 px tall in a 100 px image (small letters 30+),
 * two curves, each character mostly in view.
 * `planCaptcha` and `renderCaptcha` are apart so the tests can draw a character alone and check that.
 */
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from '../../core/config';

/** Pixel size of the image; the app shows it at half (crisp on 2x screens). */
export const CAPTCHA_WIDTH = 280;
export const CAPTCHA_HEIGHT = 100;

export const CAPTCHA_BACKGROUND = '#f4f7f5';
/** Dark inks: each has a contrast of 7:1 or more against the background. */
export const CAPTCHA_INKS = ['#1f3a93', '#8e1b1b', '#14532d', '#4a1d96', '#7c2d12', '#0f3f5c'];
export const CAPTCHA_FONT_FILE = path.join(repoRoot(), 'server', 'assets', 'fonts', 'NotoSansSC-Regular.ttf');
const FONT_FAMILY = 'CaptchaSans';

let fontRegistered = false;
function registerFont(): void {
  if (fontRegistered) return;
  fontRegistered = true;
  GlobalFonts.registerFromPath(CAPTCHA_FONT_FILE, FONT_FAMILY);
}

/** A uniform random number in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

export interface GlyphPlan {
  char: string;
  x: number;
  y: number;
  size: number;
  /** Extra outline width: from regular to bold. */
  weight: number;
  scaleX: number;
  angle: number;
  slant: number;
  /** A ripple of the glyph's rows: amplitude (px), period (px), phase. */
  ripple: [number, number, number];
}

export interface CaptchaPlan {
  glyphs: GlyphPlan[];
  /** The gradient that paints text and curves: two inks between two points. */
  gradient: { from: [number, number]; to: [number, number]; inks: [string, string] };
  /** Cubic curves: start, two controls, end; and their width (that of the text's strokes). */
  curves: { points: number[]; width: number }[];
  dots: { x: number; y: number; alpha: number }[];
  /** The line's vertical wave: amplitude, period, phase. */
  wave: [number, number, number];
}

/** Picks every random choice of an image of `text`. */
export function planCaptcha(text: string): CaptchaPlan {
  const chars = text.split('');
  const sizes = chars.map(() => between(58, 68));
  // Advance by less than a glyph's width so that neighbours overlap a little.
  const steps = chars.map((_, i) => (i === 0 ? 0 : (sizes[i - 1] + sizes[i]) * between(0.31, 0.35)));
  const span = steps.reduce((a, b) => a + b, 0);
  let x = CAPTCHA_WIDTH / 2 - span / 2 + between(-12, 12);
  const glyphs = chars.map((char, i) => {
    x += steps[i];
    return {
      char,
      x,
      // A little above the middle: descenders (g, j, p, q, y) need more room below than capitals above.
      y: CAPTCHA_HEIGHT / 2 - 7 + between(-4, 4),
      size: sizes[i],
      weight: between(0, 2.5),
      scaleX: between(0.85, 1.15),
      angle: between(-0.35, 0.35),
      slant: between(-0.25, 0.25),
      ripple: [between(1.5, 3), between(14, 24), between(0, Math.PI * 2)] as [number, number, number],
    };
  });
  const first = randomInt(0, CAPTCHA_INKS.length);
  const second = (first + randomInt(1, CAPTCHA_INKS.length)) % CAPTCHA_INKS.length;
  // As wide as the text's strokes; across the line (one falling, one rising), not along it, where they
  // would hide the middle of every character.
  const stroke = sizes.reduce((a, b) => a + b, 0) / sizes.length / 13 + 0.8;
  const left = glyphs[0].x - 45;
  const right = glyphs[glyphs.length - 1].x + 45;
  const falling = randomInt(0, 2) === 1;
  const high = () => between(12, 32);
  const low = () => between(68, 88);
  // One curve across the whole line; a shorter one across one half, the other way.
  const curves = [
    [left + between(-15, 10), falling ? high() : low(), right + between(-10, 15), falling ? low() : high()],
    (() => {
      const start = between(left, (left + right) / 2 - 30);
      return [start, falling ? low() : high(), start + between(90, 130), falling ? high() : low()];
    })(),
  ].map(([x0, y0, x1, y1]) => ({
    points: [
      x0,
      y0,
      x0 + (x1 - x0) * between(0.2, 0.45),
      between(10, 90),
      x0 + (x1 - x0) * between(0.55, 0.8),
      between(10, 90),
      x1,
      y1,
    ],
    width: stroke + between(-0.4, 0.4),
  }));
  return {
    glyphs,
    gradient: {
      from: [between(0, 60), between(0, CAPTCHA_HEIGHT)],
      to: [between(CAPTCHA_WIDTH - 60, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT)],
      inks: [CAPTCHA_INKS[first], CAPTCHA_INKS[second]],
    },
    curves,
    dots: Array.from({ length: 60 }, () => ({
      x: between(0, CAPTCHA_WIDTH),
      y: between(0, CAPTCHA_HEIGHT),
      alpha: between(0.05, 0.18),
    })),
    wave: [between(3, 6), between(40, 70), between(0, Math.PI * 2)],
  };
}

/** One glyph, rippled: drawn alone, then copied onto `ctx` in 2 px rows shifted along a sine. */
function drawGlyph(ctx: SKRSContext2D, glyph: GlyphPlan, paint: CanvasGradient | string): void {
  const box = 120;
  const own = createCanvas(box, box);
  const g = own.getContext('2d');
  g.translate(box / 2, box / 2);
  g.rotate(glyph.angle);
  g.transform(glyph.scaleX, 0, glyph.slant, 1, 0, 0);
  g.font = `${Math.round(glyph.size)}px ${FONT_FAMILY}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = '#000';
  g.fillText(glyph.char, 0, 0);
  if (glyph.weight > 0.3) {
    g.strokeStyle = '#000';
    g.lineWidth = glyph.weight;
    g.lineJoin = 'round';
    g.strokeText(glyph.char, 0, 0);
  }
  // The glyph's shape as a mask over the shared paint, so its colour is the gradient's at that place.
  const [amplitude, period, phase] = glyph.ripple;
  const left = glyph.x - box / 2;
  const top = glyph.y - box / 2;
  const shaped = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const s = shaped.getContext('2d');
  for (let row = 0; row < box; row += 2) {
    const dx = amplitude * Math.sin(row / period + phase);
    s.drawImage(own, 0, row, box, 2, left + dx, top + row, box, 2);
  }
  s.globalCompositeOperation = 'source-in';
  s.fillStyle = paint;
  s.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  ctx.drawImage(shaped, 0, 0);
}

type CanvasGradient = ReturnType<SKRSContext2D['createLinearGradient']>;

/**
 * Draws a plan. `only` draws one part alone on the background (a glyph's index, or 'curves'), for the
 * legibility checks; without it, the whole captcha.
 */
export function renderCaptcha(plan: CaptchaPlan, only?: number | 'curves'): Canvas {
  registerFont();
  const flat = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = flat.getContext('2d');
  ctx.fillStyle = CAPTCHA_BACKGROUND;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const { from, to, inks } = plan.gradient;
  const paint = ctx.createLinearGradient(from[0], from[1], to[0], to[1]);
  paint.addColorStop(0, inks[0]);
  paint.addColorStop(1, inks[1]);
  if (only === undefined) {
    // A few faint dots: texture against thresholding, too light to bother a reader.
    for (const dot of plan.dots) {
      ctx.fillStyle = `rgba(60, 80, 70, ${dot.alpha})`;
      ctx.fillRect(dot.x, dot.y, 2, 2);
    }
  }
  plan.glyphs.forEach((glyph, i) => {
    if (only === undefined || only === i) drawGlyph(ctx, glyph, paint);
  });
  if (only === undefined || only === 'curves') {
    ctx.strokeStyle = paint;
    ctx.lineCap = 'round';
    for (const { points: p, width } of plan.curves) {
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(p[0], p[1]);
      ctx.bezierCurveTo(p[2], p[3], p[4], p[5], p[6], p[7]);
      ctx.stroke();
    }
  }

  // Bend the whole line: each column moves up or down along one wave.
  const bent = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const out = bent.getContext('2d');
  out.fillStyle = CAPTCHA_BACKGROUND;
  out.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const [amplitude, period, phase] = plan.wave;
  for (let x = 0; x < CAPTCHA_WIDTH; x += 2) {
    const dy = amplitude * Math.sin(x / period + phase);
    out.drawImage(flat, x, 0, 2, CAPTCHA_HEIGHT, x, dy, 2, CAPTCHA_HEIGHT);
  }
  return bent;
}

/** Draws `text` and answers the PNG. */
export function drawCaptcha(text: string): Buffer {
  return renderCaptcha(planCaptcha(text)).toBuffer('image/png');
}
