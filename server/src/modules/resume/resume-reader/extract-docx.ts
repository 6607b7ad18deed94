/**
 * DOCX → lines of text with mammoth. Its HTML keeps what raw text loses: paragraphs, list items and table
 * rows. A table whose cells hold one short paragraph each is a grid (时间 | 学校 | 专业 | 学历): a row becomes
 * one line with its cells separated by tabs. A table whose cells hold several paragraphs is a layout (a
 * two-column resume drawn as a table): its cells are read one after the other, column by column.
 */
import mammoth from 'mammoth';
import { READ_LIMITS, ResumeReadError } from './errors';

export async function docxLines(content: Buffer): Promise<string[]> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: content })).value;
  } catch {
    throw new ResumeReadError('unreadable');
  }
  return htmlLines(html.slice(0, READ_LIMITS.chars * 4));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(text: string): string {
  return text
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** The text blocks (paragraphs, headings, list items) of an HTML fragment without tables. */
function blocks(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    for (const line of decode(match[2]).split('\n')) if (line.trim()) out.push(line.trim());
  }
  return out;
}

/** Lines of mammoth's HTML in document order; tables as grid rows or layout cells (see above). */
export function htmlLines(html: string): string[] {
  const lines: string[] = [];
  let rest = html;
  for (;;) {
    const start = rest.indexOf('<table');
    if (start < 0) break;
    lines.push(...blocks(rest.slice(0, start)));
    const end = matchingTableEnd(rest, start);
    lines.push(...tableLines(rest.slice(start, end)));
    rest = rest.slice(end);
  }
  lines.push(...blocks(rest));
  return lines;
}

function matchingTableEnd(html: string, start: number): number {
  let depth = 0;
  const re = /<(\/?)table\b[^>]*>/g;
  re.lastIndex = start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

function tableLines(table: string): string[] {
  const inner = table.replace(/^<table\b[^>]*>/, '').replace(/<\/table>$/, '');
  const rows = [...inner.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1]),
  );
  const isLayout = rows.some((row) => row.some((cell) => blocks(cell).length > 2 || cell.includes('<table')));
  if (isLayout) {
    // Column by column: every cell of the first column, then the second, ...
    const width = Math.max(...rows.map((row) => row.length));
    const out: string[] = [];
    for (let col = 0; col < width; col += 1) {
      for (const row of rows) if (row[col] !== undefined) out.push(...htmlLines(row[col]));
    }
    return out;
  }
  return rows
    .map((row) =>
      row
        .map((cell) => blocks(cell).join(' '))
        .join('\t')
        .trim(),
    )
    .filter(Boolean);
}
