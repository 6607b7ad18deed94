/**
 * The demo companies' logos: each a coloured tile with a white mark, drawn here (the demo has no designer)
 * and stored where an uploaded logo is (the public uploads of the blob store), so the company pages, job
 * cards and chat show logos as they do for a real company. Names are fixed per company, so a second seed of
 * another database writes the same files.
 */
import { createHash } from 'node:crypto';
import type { BlobStore } from '../core/blob-store';
import { encodePng } from '../core/png';
import { UPLOADS_FOLDER, UPLOADS_URL_PREFIX } from '../modules/uploads/uploads.service';

const SIZE = 96;
const RADIUS = 20;
/** Tile colours (RGBA), dark enough for the white mark. */
const TILES = [0x147a43ff, 0x1769c2ff, 0xb4460cff, 0x6d3fc9ff, 0x0f6e66ff, 0xb3261eff, 0x8a5a00ff, 0x334155ff];
const WHITE = 0xffffffff;

/** Whether (x, y) lies in the tile (a square with rounded corners). */
function inTile(x: number, y: number): boolean {
  const dx = Math.max(RADIUS - x, 0, x - (SIZE - 1 - RADIUS));
  const dy = Math.max(RADIUS - y, 0, y - (SIZE - 1 - RADIUS));
  return dx * dx + dy * dy <= RADIUS * RADIUS;
}

/** The white mark of the n-th logo: a ring, three bars or a diamond. */
function inMark(kind: number, x: number, y: number): boolean {
  const cx = x - (SIZE - 1) / 2;
  const cy = y - (SIZE - 1) / 2;
  if (kind === 0) {
    const r = Math.hypot(cx, cy);
    return r >= 18 && r <= 28;
  }
  if (kind === 1) return Math.abs(cy) <= 26 && [-18, 0, 18].some((bar) => Math.abs(cx - bar) <= 5);
  return Math.abs(cx) + Math.abs(cy) <= 28 && Math.abs(cx) + Math.abs(cy) >= 14;
}

export function demoLogoPng(index: number): Buffer {
  const tile = TILES[index % TILES.length];
  const kind = index % 3;
  return encodePng(SIZE, SIZE, (x, y) => (!inTile(x, y) ? 0 : inMark(kind, x, y) ? WHITE : tile));
}

/** Stores the n-th demo logo for a company and answers the URL its record keeps. */
export async function storeDemoLogo(store: BlobStore, companyName: string, index: number): Promise<string> {
  const name = `${createHash('md5').update(`demo-logo:${companyName}`).digest('hex')}.png`;
  await store.put(UPLOADS_FOLDER + name, demoLogoPng(index), 'image/png');
  return UPLOADS_URL_PREFIX + name;
}
