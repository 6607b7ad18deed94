/**
 * PDF → lines of text with pdfjs-dist (legacy build, in-process worker). Text items are placed back into
 * lines by their baseline (y) and x order; a page laid out in two columns is read column by column; the
 * cells of a grid (table) stay on one line, separated by a tab, so the parser can split them.
 */
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { READ_LIMITS, ResumeReadError } from './errors';

type PdfjsModule = typeof Pdfjs;

let loaded: PdfjsModule | undefined;

/**
 * pdfjs ships as ESM only. Node (>= 20.19) can require() it, but jest's module registry cannot, so it is
 * loaded through Node's own loader (as uploads/file-type.ts does); in the esbuild bundle (packages stay
 * external) and under tsx it is the same plain require. The worker module is loaded the same way and handed
 * to pdfjs as `globalThis.pdfjsWorker`, so pdfjs runs its "fake worker" in this thread: no worker file
 * to locate, no thread to start.
 */
function pdfjs(): PdfjsModule {
  if (!loaded) {
    const nodeModule = process.getBuiltinModule('node:module') as typeof import('node:module');
    const req = nodeModule.createRequire(__filename);
    const holder = globalThis as { pdfjsWorker?: unknown };
    holder.pdfjsWorker ??= req('pdfjs-dist/legacy/build/pdf.worker.mjs');
    loaded = req('pdfjs-dist/legacy/build/pdf.mjs') as PdfjsModule;
  }
  return loaded;
}

/** One run of text on a page, in PDF units with y growing downwards. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Set when table cells were joined (joinCellLines): this item begins a cell. */
  cellStart?: boolean;
}

/** Lines of every page (at most READ_LIMITS.pages), in reading order. */
export async function pdfLines(content: Buffer): Promise<string[]> {
  const lib = pdfjs();
  const task = lib.getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise.catch(() => {
      throw new ResumeReadError('unreadable');
    });
    const lines: string[] = [];
    const pages = Math.min(doc.numPages, READ_LIMITS.pages);
    for (let n = 1; n <= pages; n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const text = await page.getTextContent();
      const items: TextItem[] = [];
      for (const raw of text.items) {
        if (!('str' in raw) || !raw.str.trim()) continue;
        const [, , c, d, e, f] = raw.transform as number[];
        const size = Math.hypot(c, d) || raw.height || 10;
        items.push({ text: raw.str, x: e, y: viewport.height - f, width: raw.width, size });
      }
      lines.push(...pageLines(items, viewport.width));
      page.cleanup();
    }
    return lines;
  } finally {
    await task.destroy();
  }
}

/** Items whose baselines are within a third of the font size are on one line (sub-pixel jitter, mixed fonts). */
export function groupRows(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - item.y) <= Math.max(2, item.size / 3)) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

/**
 * One row's items as text: touching items are glued (a CJK string is often cut into several items), a
 * word gap becomes a space, and a wide gap (a table cell or a right-aligned date) a tab.
 */
export function rowText(row: TextItem[]): string {
  let out = '';
  let end: number | undefined;
  for (const item of row) {
    if (end !== undefined) {
      const gap = item.x - end;
      if (item.cellStart || gap > item.size * 1.5) out += '\t';
      else if (gap > item.size * 0.2 && !out.endsWith(' ') && !item.text.startsWith(' ')) out += ' ';
    }
    out += item.text;
    end = item.x + item.width;
  }
  return out.replace(/[ \u00a0]+/g, ' ').trim();
}

/**
 * A page in two columns has an x where, below some header rows, no item crosses and both sides carry text
 * on rows of their own (a table's cells sit on the same rows on both sides, columns do not). Returns that
 * split and the number of header rows, or undefined for a one-column page.
 */
export function findColumns(rows: TextItem[][], pageWidth: number): { split: number; head: number } | undefined {
  if (rows.length < 6) return undefined;
  let best: { split: number; head: number; score: number } | undefined;
  for (let split = pageWidth * 0.22; split <= pageWidth * 0.72; split += 4) {
    // The first row from which nothing crosses the split until the end of the page.
    let head = rows.length;
    for (let i = rows.length - 1; i >= 0; i -= 1) {
      if (rows[i].some((it) => it.x < split - 2 && it.x + it.width > split + 2)) break;
      head = i;
    }
    const body = rows.slice(head);
    if (body.length < 6 || head > rows.length * 0.35) continue;
    const leftRows = body.filter((row) => row.some((it) => it.x + it.width <= split));
    const rightRows = body.filter((row) => row.some((it) => it.x >= split));
    if (leftRows.length < 3 || rightRows.length < 3) continue;
    // Both sides carry real text: dates set at the right of a one-column page are not a column.
    const ink = (side: (it: TextItem) => boolean) =>
      body
        .flat()
        .filter(side)
        .reduce((sum, it) => sum + it.width, 0);
    const leftInk = ink((it) => it.x + it.width <= split);
    const rightInk = ink((it) => it.x >= split);
    if (Math.min(leftInk, rightInk) < 0.15 * (leftInk + rightInk)) continue;
    // Rows holding both sides are fine (columns often keep the same line pitch); a page where nearly every
    // row holds both sides and nothing crosses is a bare table, read row by row.
    const shared = body.filter((row) => row.some((it) => it.x + it.width <= split) && row.some((it) => it.x >= split));
    if (shared.length > body.length * 0.9) continue;
    const score = Math.min(leftRows.length, rightRows.length) - head * 0.5;
    if (!best || score > best.score) best = { split, head, score };
  }
  return best ? { split: best.split, head: best.head } : undefined;
}

/** A row's cells: runs of items separated by a wide gap (what rowText writes as a tab). */
function cellsOf(row: TextItem[]): TextItem[][] {
  const cells: TextItem[][] = [];
  let end: number | undefined;
  for (const item of row) {
    if (end === undefined || item.cellStart || item.x - end > item.size * 1.5) cells.push([item]);
    else cells[cells.length - 1].push(item);
    end = item.x + item.width;
  }
  return cells;
}

/**
 * Text wrapped inside table cells ("China Europe International Business" / "School") comes out as a second,
 * thinner row right under the first, each of its runs starting where one of the row's cells starts. Such a
 * row is folded into the one above, cell by cell, so a table row stays one line.
 */
export function joinCellLines(rows: TextItem[][]): TextItem[][] {
  const out: TextItem[][] = [];
  for (const row of rows) {
    const previous = out[out.length - 1];
    if (previous) {
      const above = cellsOf(previous);
      const below = cellsOf(row);
      const gap = row[0].y - previous[0].y;
      // Each run starts where a cell above starts and ends before the next cell above begins; a table has
      // at least three cells (a name with a date at the right is not one), and a bullet or "Label:" line
      // is text of its own.
      const inCell = (cell: TextItem[]) => {
        const at = above.findIndex((top) => Math.abs(top[0].x - cell[0].x) <= 1.5);
        const last = cell[cell.length - 1];
        return at >= 0 && (at === above.length - 1 || last.x + last.width < above[at + 1][0].x - 2);
      };
      const fits =
        above.length >= 3 &&
        below.length <= above.length &&
        gap <= row[0].size * 1.8 &&
        !/^[•·●\-*]|^[\p{L} ]{1,16}[:：]/u.test(row[0].text) &&
        below.every(inCell);
      if (fits) {
        // Give each wrapped run the x just after the end of its cell's text, so it reads on in that cell.
        const merged = above.map((cell) => {
          const more = below.find((b) => Math.abs(b[0].x - cell[0].x) <= 1.5);
          if (!more) return cell;
          const last = cell[cell.length - 1];
          const shift = last.x + last.width + (/[A-Za-z0-9,.-]$/.test(last.text) ? last.size * 0.3 : 0) - more[0].x;
          return [...cell, ...more.map((it) => ({ ...it, x: it.x + shift, y: last.y }))];
        });
        // The shifted runs may now reach past the next cell's start: mark where cells begin.
        out[out.length - 1] = merged.flatMap((cell) => cell.map((it, i) => ({ ...it, cellStart: i === 0 })));
        continue;
      }
    }
    out.push(row);
  }
  return out;
}

/**
 * A paragraph wrapped by its writer's layout comes out as several rows: a row that reaches its column's right
 * edge and is followed by a row starting at the same x is one text with the next. Rows with a wide gap (a
 * name with a date at the right) are never joined.
 */
export function joinWrapped(input: TextItem[][]): string[] {
  const rows = joinCellLines(input);
  if (!rows.length) return [];
  const right = Math.max(...rows.flat().map((it) => it.x + it.width));
  const out: string[] = [];
  let previous: TextItem[] | undefined;
  for (const row of rows) {
    const text = rowText(row);
    if (!text) continue;
    const last = previous?.[previous.length - 1];
    const wraps =
      previous &&
      last &&
      !rowText(previous).includes('\t') &&
      !text.includes('\t') &&
      // A new "标签：" / "Label:" line starts a field of its own, however far the previous one reached.
      !/^[\p{L} ]{1,16}[:：]/u.test(text) &&
      last.x + last.width >= right - last.size * 2 &&
      Math.abs(row[0].x - previous[0].x) <= 1.5 &&
      Math.abs(row[0].size - last.size) < 0.5 &&
      row[0].y - last.y <= last.size * 2;
    if (wraps) {
      const before = out[out.length - 1];
      const glue = /[A-Za-z0-9,.;:]$/.test(before) && /^[A-Za-z0-9]/.test(text) ? ' ' : '';
      out[out.length - 1] = before + glue + text;
    } else out.push(text);
    previous = row;
  }
  return out;
}

/** A page's lines in reading order: header rows, then the left column, then the right one. */
export function pageLines(items: TextItem[], pageWidth: number): string[] {
  const rows = groupRows(items);
  const columns = findColumns(rows, pageWidth);
  if (!columns) return joinWrapped(rows);
  const head = joinWrapped(rows.slice(0, columns.head));
  const body = rows.slice(columns.head).flat();
  const left = joinWrapped(groupRows(body.filter((it) => it.x < columns.split)));
  const right = joinWrapped(groupRows(body.filter((it) => it.x >= columns.split)));
  return [...head, ...left, ...right];
}
