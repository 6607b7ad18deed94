/**
 * A captcha reader of the kind an attacker writes in an afternoon, to measure the image against: it decodes
 * the PNG, splits the dark pixels by colour, opens each colour layer (erosion then dilation) to drop thin
 * crossing curves, cuts connected components (splitting wide ones at their thinnest column) and matches each
 * piece against glyphs it renders itself from the server's own font at a range of angles and slants.
 * Against the first PNG captcha it read about one in five; the image must keep it under 2 %.
 */
import { createCanvas, GlobalFonts, Image } from '@napi-rs/canvas';
import path from 'node:path';
import { repoRoot } from '../src/core/config';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8ClampedArray;
}

/** Decodes a PNG into RGBA pixels (with Skia, as the server encodes it). */
export function decodePng(png: Buffer): Pixels {
  const image = new Image();
  image.src = png;
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, image.width, image.height);
  return { data: data as Uint8ClampedArray, width, height };
}

type Mask = Uint8Array;

/** Binary erosion (square of radius r), then dilation: removes strokes thinner than 2r + 1. Separable passes. */
function open(mask: Mask, w: number, h: number, r: number): Mask {
  // One pass along x or y: erosion keeps a pixel whose whole run is ink, dilation one with any ink.
  const pass = (src: Mask, alongX: boolean, erode: boolean): Mask => {
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let count = 0;
        for (let d = -r; d <= r; d += 1) {
          const xx = alongX ? x + d : x;
          const yy = alongX ? y : y + d;
          if (xx >= 0 && xx < w && yy >= 0 && yy < h && src[yy * w + xx]) count += 1;
        }
        out[y * w + x] = erode ? (count === 2 * r + 1 ? 1 : 0) : count > 0 ? 1 : 0;
      }
    }
    return out;
  };
  const eroded = pass(pass(mask, true, true), false, true);
  return pass(pass(eroded, true, false), false, false);
}

interface Component {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  pixels: number[];
}

function components(mask: Mask, w: number, h: number, minArea: number): Component[] {
  const seen = new Uint8Array(w * h);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start += 1) {
    if (!mask[start] || seen[start]) continue;
    const c: Component = { minX: w, maxX: 0, minY: h, maxY: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop() as number;
      const x = p % w;
      const y = (p - x) / w;
      c.pixels.push(p);
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const q = yy * w + xx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (c.pixels.length >= minArea) found.push(c);
  }
  return found;
}

function fromPixels(pixels: number[], w: number): Component {
  const c: Component = { minX: Infinity, maxX: -1, minY: Infinity, maxY: -1, pixels };
  for (const p of pixels) {
    const x = p % w;
    const y = (p - x) / w;
    c.minX = Math.min(c.minX, x);
    c.maxX = Math.max(c.maxX, x);
    c.minY = Math.min(c.minY, y);
    c.maxY = Math.max(c.maxY, y);
  }
  return c;
}

/** Splits a component at its thinnest column within its middle part. */
function split(c: Component, w: number): [Component, Component] {
  const width = c.maxX - c.minX + 1;
  const counts = new Array<number>(width).fill(0);
  for (const p of c.pixels) counts[(p % w) - c.minX] += 1;
  let cut = Math.floor(width / 2);
  for (let i = Math.floor(width * 0.3); i <= Math.ceil(width * 0.7); i += 1) {
    if (counts[i] < counts[cut]) cut = i;
  }
  const left = c.pixels.filter((p) => (p % w) - c.minX < cut);
  const right = c.pixels.filter((p) => (p % w) - c.minX >= cut);
  return [fromPixels(left, w), fromPixels(right, w)];
}

const GRID = 24;
/** Wider than any glyph: a piece this wide has a curve through it. */
const MAX_GLYPH_WIDTH = 75;

/** A component's (or template's) pixels scaled into a GRID x GRID box, with its aspect ratio. */
interface Shape {
  grid: Float32Array;
  aspect: number;
}

export function shapeOf(
  isInk: (x: number, y: number) => boolean,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
) {
  const grid = new Float32Array(GRID * GRID);
  const bw = maxX - minX + 1;
  const bh = maxY - minY + 1;
  for (let y = minY; y <= maxY; y += 1) {
    for (let x = minX; x <= maxX; x += 1) {
      if (!isInk(x, y)) continue;
      const gx = Math.min(GRID - 1, Math.floor(((x - minX) / bw) * GRID));
      const gy = Math.min(GRID - 1, Math.floor(((y - minY) / bh) * GRID));
      grid[gy * GRID + gx] += 1;
    }
  }
  // A small blur, so a stroke a cell off still counts.
  const blurred = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y += 1) {
    for (let x = 0; x < GRID; x += 1) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < GRID && yy < GRID) sum += grid[yy * GRID + xx] * (dx || dy ? 0.5 : 1);
        }
      }
      blurred[y * GRID + x] = sum;
    }
  }
  grid.set(blurred);
  let norm = 0;
  for (let i = 0; i < grid.length; i += 1) norm += grid[i] * grid[i];
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < grid.length; i += 1) grid[i] /= norm;
  return { grid, aspect: bw / bh };
}

interface Template extends Shape {
  char: string;
}

export type Templates = Template[];

/** Every character of the alphabet drawn in the font at angles -0.45..0.45 and slants -0.3..0.3. */
export function renderTemplates(alphabet: string, fontFile: string): Templates {
  GlobalFonts.registerFromPath(fontFile, 'SolverFont');
  const size = 120;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const templates: Templates = [];
  for (const char of alphabet) {
    for (let angle = -0.45; angle <= 0.451; angle += 0.15) {
      for (const slant of [-0.3, 0, 0.3]) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, size, size);
        ctx.translate(size / 2, size / 2);
        ctx.rotate(angle);
        ctx.transform(1, 0, slant, 1, 0, 0);
        ctx.font = '60px SolverFont';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = '#000';
        ctx.fillText(char, 0, 0);
        const { data } = ctx.getImageData(0, 0, size, size);
        const ink = (x: number, y: number) => data[(y * size + x) * 4] < 128;
        let minX = size;
        let minY = size;
        let maxX = -1;
        let maxY = -1;
        for (let y = 0; y < size; y += 1) {
          for (let x = 0; x < size; x += 1) {
            if (!ink(x, y)) continue;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
          }
        }
        if (maxX >= 0) templates.push({ char, ...shapeOf(ink, minX, minY, maxX, maxY) });
      }
    }
  }
  return templates;
}

export function bestMatch(shape: Shape, templates: Template[]): { char: string; score: number } {
  let best = { char: '?', score: -Infinity };
  for (const t of templates) {
    let dot = 0;
    for (let i = 0; i < t.grid.length; i += 1) dot += t.grid[i] * shape.grid[i];
    const score = dot - 0.3 * Math.abs(Math.log(t.aspect / shape.aspect));
    if (score > best.score) best = { char: t.char, score };
  }
  return best;
}

/** Groups dark pixels into colour layers: greedy clustering in RGB, small clusters dropped. */
function colourLayers({ data, width, height }: Pixels): Mask[] {
  const centres: { r: number; g: number; b: number; n: number; mask: Mask }[] = [];
  const nearest = (r: number, g: number, b: number, limit: number) => {
    let found = -1;
    let distance = limit * limit;
    centres.forEach((c, i) => {
      const d = (c.r - r) ** 2 + (c.g - g) ** 2 + (c.b - b) ** 2;
      if (d < distance) {
        distance = d;
        found = i;
      }
    });
    return found;
  };
  for (let p = 0; p < width * height; p += 1) {
    const r = data[p * 4];
    const g = data[p * 4 + 1];
    const b = data[p * 4 + 2];
    if (0.3 * r + 0.59 * g + 0.11 * b > 170) continue;
    let i = nearest(r, g, b, 130);
    if (i < 0) {
      centres.push({ r, g, b, n: 0, mask: new Uint8Array(width * height) });
      i = centres.length - 1;
    }
    const c = centres[i];
    c.n += 1;
    c.r += (r - c.r) / c.n;
    c.g += (g - c.g) / c.n;
    c.b += (b - c.b) / c.n;
    c.mask[p] = 1;
  }
  return centres.filter((c) => c.n >= 100).map((c) => c.mask);
}

/** Merges pieces of one glyph broken apart: those that share most of their columns. */
function mergeColumns(found: Component[], w: number): Component[] {
  const pieces = [...found].sort((a, b) => b.pixels.length - a.pixels.length);
  for (let i = 0; i < pieces.length; i += 1) {
    for (let j = i + 1; j < pieces.length; j += 1) {
      const a = pieces[i];
      const b = pieces[j];
      const overlap = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX);
      if (overlap > 0.6 * Math.min(a.maxX - a.minX, b.maxX - b.minX)) {
        pieces[i] = fromPixels([...a.pixels, ...b.pixels], w);
        pieces.splice(j, 1);
        j = i;
      }
    }
  }
  return pieces;
}

/**
 * A layer's glyph-sized pieces: as found if none is wider than a glyph (no curve through it), else after the
 * smallest opening that leaves none wider, each piece then given back its thin parts from the layer.
 */
function layerPieces(layer: Mask, w: number, h: number): Component[] {
  let found: Component[] = [];
  let radius = 0;
  for (radius = 0; radius <= 2; radius += 1) {
    found = components(radius ? open(layer, w, h, radius) : layer, w, h, 80);
    if (found.every((c) => c.maxX - c.minX <= MAX_GLYPH_WIDTH)) break;
  }
  if (radius === 0 || radius > 2) return found;
  return found.map((piece) => {
    const near = new Set<number>();
    for (const p of piece.pixels) {
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -radius; dy <= radius; dy += 1) {
        for (let dx = -radius; dx <= radius; dx += 1) {
          const q = (y + dy) * w + x + dx;
          if (x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h && layer[q]) near.add(q);
        }
      }
    }
    return fromPixels([...near], w);
  });
}

/** Reads `length` characters (a guess in any case: fewer pieces are split, extra ones dropped). */
export function solveCaptcha(pixels: Pixels, templates: Templates, length: number): string {
  const { width: w, height: h } = pixels;
  const layers = colourLayers(pixels);
  const found = mergeColumns(
    layers.flatMap((layer) => layerPieces(layer, w, h)),
    w,
  );
  // Too many: keep the largest. Too few: split the widest.
  let pieces = found.slice(0, length);
  while (pieces.length > 0 && pieces.length < length) {
    pieces.sort((a, b) => b.maxX - b.minX - (a.maxX - a.minX));
    const [widest, ...rest] = pieces;
    pieces = [...rest, ...split(widest, w)];
  }
  pieces.sort((a, b) => a.minX + a.maxX - (b.minX + b.maxX));
  return pieces
    .map((c) => {
      const set = new Set(c.pixels);
      const shape = shapeOf((x, y) => set.has(y * w + x), c.minX, c.minY, c.maxX, c.maxY);
      return bestMatch(shape, templates).char;
    })
    .join('');
}

export const serverFont = path.join(repoRoot(), 'server', 'assets', 'fonts', 'NotoSansSC-Regular.ttf');
