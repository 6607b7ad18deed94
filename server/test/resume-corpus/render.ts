/**
 * Draws a corpus entry: first as a small document model (title, headings, lines whose parts sit apart, wrapped
 * paragraphs, table rows, a name/date line with the date at the right, two columns), then as a PDF (pdfkit,
 * the embedded Noto Sans SC, text placed at positions, table grids drawn with lines) or a DOCX (docx:
 * paragraphs with tabs, tables, a two-cell table for two columns).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';
import { CORPUS, type CorpusEntry, type DateStyle, type Headings } from './corpus';
import { PEOPLE, type Person } from './people';

type Block =
  | { k: 'title'; text: string }
  | { k: 'heading'; text: string }
  | { k: 'line'; parts: string[] }
  | { k: 'para'; text: string }
  | { k: 'row'; cells: string[] }
  | { k: 'split'; left: string; right: string };

export interface Layout {
  top: Block[];
  /** A sidebar: the page is then in two columns. */
  side?: Block[];
  main: Block[];
}

// ---- Words ---------------------------------------------------------------------------------------------------

const HEADINGS: Record<Headings, Record<string, string>> = {
  zhA: {
    basic: '基本信息',
    education: '教育背景',
    experience: '工作经历',
    projects: '项目经历',
    skills: '专业技能',
    languages: '语言能力',
    certificates: '证书',
    summary: '自我评价',
  },
  zhB: {
    basic: '个人信息',
    education: '教育经历',
    experience: '工作经验',
    projects: '项目经验',
    skills: '技能特长',
    languages: '',
    certificates: '',
    summary: '个人评价',
  },
  en: {
    basic: 'Personal Information',
    education: 'Education',
    experience: 'Work Experience',
    projects: 'Projects',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certifications',
    summary: 'Summary',
  },
  en2: {
    basic: 'Contact',
    education: 'EDUCATION',
    experience: 'PROFESSIONAL EXPERIENCE',
    projects: 'Selected Projects',
    skills: 'Technical Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    summary: 'Profile',
  },
  bi: {
    basic: '基本信息 Profile',
    education: '教育背景 Education',
    experience: '工作经历 Work Experience',
    projects: '项目经历 Projects',
    skills: '专业技能 Skills',
    languages: '语言 Languages',
    certificates: '证书 Certificates',
    summary: '自我评价 Summary',
  },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function fmt(ym: string, style: DateStyle): string {
  const [y, m] = ym.split('-');
  const month = Number(m);
  switch (style) {
    case 'dot':
      return `${y}.${m}`;
    case 'slash':
      return `${y}/${month}`;
    case 'cn':
      return `${y}年${month}月`;
    case 'en':
      return `${MONTHS[month - 1]} ${y}`;
    case 'mmyyyy':
      return `${m}/${y}`;
    case 'dash':
      return `${y}-${m}`;
  }
}

function range(start: string, end: string, style: DateStyle, lang: Person['lang']): string {
  const now = style === 'en' || style === 'mmyyyy' || (lang === 'en' && style !== 'cn') ? 'Present' : '至今';
  const to = end ? fmt(end, style) : now;
  switch (style) {
    case 'cn':
      return `${fmt(start, style)}${end ? '至' : ''}${to}`;
    case 'slash':
      return `${fmt(start, style)}–${to}`;
    case 'en':
      return `${fmt(start, style)} – ${to}`;
    case 'dash':
      return `${fmt(start, style)} ~ ${to}`;
    default:
      return `${fmt(start, style)} - ${to}`;
  }
}

function birth(p: Person, entry: CorpusEntry): string {
  const [y, m, d] = p.birthDate.split('-');
  if (p.lang === 'en')
    return `${d === '01' ? '' : `${Number(d)} `}${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(m) - 1]} ${y}`;
  if (d !== '01') return entry.dates === 'cn' ? `${y}年${Number(m)}月${Number(d)}日` : `${y}-${m}-${d}`;
  return entry.dates === 'cn' || entry.dates === 'en' ? `${y}年${Number(m)}月` : `${y}.${m}`;
}

// ---- The model -----------------------------------------------------------------------------------------------

function contacts(p: Person, entry: CorpusEntry, oneLine: boolean): Block[] {
  const zh = p.lang === 'zh';
  const gender = p.gender ? (zh ? (p.gender === 'male' ? '男' : '女') : p.gender === 'male' ? 'Male' : 'Female') : '';
  if (entry.contacts === 'inline') {
    const first = zh
      ? [gender, p.birthDate ? birth(p, entry) : '', `现居${p.city}`]
      : [gender, p.birthDate ? `Born ${birth(p, entry)}` : '', p.city];
    return [
      { k: 'line', parts: [first.filter(Boolean).join(' | ')] },
      {
        k: 'line',
        parts: [
          [p.phone, p.email, p.wechat && (zh ? `微信：${p.wechat}` : `WeChat: ${p.wechat}`)]
            .filter(Boolean)
            .join(' | '),
        ],
      },
    ];
  }
  const pairs: string[] = zh
    ? [
        gender && `性别：${gender}`,
        p.birthDate && `出生年月：${birth(p, entry)}`,
        `电话：${p.phone}`,
        `邮箱：${p.email}`,
        p.wechat && `微信：${p.wechat}`,
        `${entry.headings === 'zhB' ? '所在城市' : '现居'}：${p.city}`,
      ]
    : [
        gender && `Gender: ${gender}`,
        p.birthDate && `Date of Birth: ${birth(p, entry)}`,
        `Phone: ${p.phone}`,
        `Email: ${p.email}`,
        p.wechat && `WeChat: ${p.wechat}`,
        `${entry.headings === 'en2' ? 'Location' : 'City'}: ${p.city}`,
      ];
  const list = pairs.filter(Boolean);
  if (!oneLine) return list.map((text) => ({ k: 'para', text }));
  const out: Block[] = [];
  for (let i = 0; i < list.length; i += 2) out.push({ k: 'line', parts: list.slice(i, i + 2) });
  return out;
}

function education(p: Person, entry: CorpusEntry): Block[] {
  const zh = p.lang === 'zh';
  const out: Block[] = [];
  if (entry.layout === 'grid')
    out.push({ k: 'row', cells: zh ? ['时间', '学校', '专业', '学历'] : ['Period', 'School', 'Major', 'Degree'] });
  for (const ed of p.educations) {
    const dates = range(ed.start, ed.end, entry.dates, p.lang);
    if (entry.layout === 'grid') out.push({ k: 'row', cells: [dates, ed.school, ed.major, ed.degreeWord] });
    else if (entry.titles === 'one')
      out.push({ k: 'line', parts: [dates, ed.school, ed.major, ed.degreeWord].filter(Boolean) });
    else {
      out.push({ k: 'split', left: ed.school, right: dates });
      out.push({
        k: 'line',
        parts: [zh ? [ed.major, ed.degreeWord].filter(Boolean).join(' · ') : `${ed.degreeWord} in ${ed.major}`],
      });
    }
  }
  return out;
}

function experience(p: Person, entry: CorpusEntry): Block[] {
  const zh = p.lang === 'zh';
  const out: Block[] = [];
  for (const ex of p.experiences) {
    const dates = range(ex.start, ex.end, entry.dates, p.lang);
    if (entry.layout === 'grid') {
      out.push({ k: 'row', cells: [dates, ex.company, ex.title] });
      out.push({ k: 'row', cells: [ex.lines.join(zh ? '' : ' ')] });
      continue;
    }
    if (entry.titles === 'labels') {
      out.push({ k: 'line', parts: [zh ? `公司名称：${ex.company}` : `Company: ${ex.company}`] });
      out.push({ k: 'line', parts: [zh ? `职位：${ex.title}` : `Position: ${ex.title}`] });
      out.push({ k: 'line', parts: [zh ? `时间：${dates}` : `Period: ${dates}`] });
      out.push({ k: 'para', text: `${zh ? '工作内容：' : 'Responsibilities: '}${ex.lines[0]}` });
      for (const line of ex.lines.slice(1)) out.push({ k: 'para', text: line });
      continue;
    }
    if (entry.titles === 'one') out.push({ k: 'line', parts: [dates, ex.company, ex.title] });
    else if (zh) {
      out.push({ k: 'split', left: ex.company, right: dates });
      out.push({ k: 'line', parts: [ex.title] });
    } else {
      out.push({
        k: 'line',
        parts: [entry.kind === 'pdf' ? `${ex.title} at ${ex.company}` : `${ex.title}, ${ex.company}`],
      });
      out.push({ k: 'line', parts: [dates] });
    }
    for (const line of ex.lines) out.push({ k: 'para', text: `• ${line}` });
  }
  return out;
}

function projects(p: Person, entry: CorpusEntry): Block[] {
  const zh = p.lang === 'zh';
  const out: Block[] = [];
  for (const pr of p.projects) {
    const dates = pr.start ? range(pr.start, pr.end ?? '', entry.dates, p.lang) : '';
    if (!zh) {
      if (dates) out.push({ k: 'split', left: `${pr.name} — ${pr.role}`, right: dates });
      else out.push({ k: 'line', parts: [`${pr.name} — ${pr.role}`] });
      out.push({ k: 'para', text: pr.description });
      out.push({ k: 'para', text: `Results: ${pr.performance}` });
    } else if (entry.titles === 'one') {
      out.push({ k: 'line', parts: [[pr.name, pr.role, dates].filter(Boolean).join(' | ')] });
      out.push({ k: 'para', text: `项目描述：${pr.description}` });
      out.push({ k: 'para', text: `项目业绩：${pr.performance}` });
    } else {
      out.push({ k: 'line', parts: [`项目名称：${pr.name}`] });
      out.push({ k: 'line', parts: [`担任角色：${pr.role}`] });
      out.push({ k: 'para', text: `项目描述：${pr.description}` });
      out.push({ k: 'para', text: `项目成果：${pr.performance}` });
    }
  }
  return out;
}

function skills(p: Person, entry: CorpusEntry, words: Record<string, string>): Block[] {
  const zh = p.lang === 'zh';
  const out: Block[] = [{ k: 'heading', text: words.skills }, ...p.skills.map((text): Block => ({ k: 'para', text }))];
  // zhB resumes keep languages and certificates as labelled lines inside the skills section.
  if (!words.languages) {
    if (p.languages) out.push({ k: 'para', text: `语言：${p.languages}` });
    if (p.certificates) out.push({ k: 'para', text: `证书：${p.certificates}` });
    return out;
  }
  if (p.languages) out.push({ k: 'heading', text: words.languages }, { k: 'para', text: p.languages });
  if (p.certificates)
    out.push(
      { k: 'heading', text: zh || entry.headings !== 'en' ? words.certificates : 'Certifications' },
      { k: 'para', text: p.certificates },
    );
  return out;
}

export function layoutOf(entry: CorpusEntry): Layout {
  const p = PEOPLE[entry.person];
  const plain = HEADINGS[entry.headings];
  const words = entry.decorated
    ? Object.fromEntries(
        Object.entries(plain).map(([k, v]) => [k, v && (/[\u4e00-\u9fff]/.test(v) ? `【${v}】` : `■ ${v}`)]),
      )
    : plain;
  const omit = new Set(entry.omit ?? []);
  const order = (entry.order ?? ['summary', 'education', 'experience', 'projects', 'skills']).filter(
    (s) => !omit.has(s),
  );
  const columns = entry.layout === 'columns';
  const section = (name: string): Block[] => {
    switch (name) {
      case 'summary':
        return [
          { k: 'heading', text: words.summary },
          { k: 'para', text: p.summary },
        ];
      case 'education':
        return p.educations.length ? [{ k: 'heading', text: words.education }, ...education(p, entry)] : [];
      case 'experience':
        return p.experiences.length ? [{ k: 'heading', text: words.experience }, ...experience(p, entry)] : [];
      case 'projects':
        return p.projects.length ? [{ k: 'heading', text: words.projects }, ...projects(p, entry)] : [];
      default:
        return columns ? [] : skills(p, entry, words);
    }
  };
  const top: Block[] = [{ k: 'title', text: p.name }];
  if (columns) {
    const side: Block[] = [{ k: 'heading', text: words.basic }, ...contacts(p, entry, false)];
    if (order.includes('skills')) side.push(...skills(p, entry, words));
    return { top, side, main: order.flatMap(section) };
  }
  top.push(...contacts(p, entry, true));
  return { top, main: order.flatMap(section) };
}

// ---- PDF -----------------------------------------------------------------------------------------------------

const FONT = path.join(__dirname, '..', '..', 'assets', 'fonts', 'NotoSansSC-Regular.ttf');
let fontBytes: Buffer | undefined;
const font = () => (fontBytes ??= fs.readFileSync(FONT));

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 20, heading: 13, text: 9.5 };

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/** Draws blocks in a column from y; returns the page index and y where it ended. */
function drawBlocks(
  doc: PDFKit.PDFDocument,
  blocks: Block[],
  x: number,
  width: number,
  start: { page: number; y: number },
) {
  let { page, y } = start;
  const bottom = PAGE.height - PAGE.margin;
  const need = (h: number) => {
    if (y + h <= bottom) return;
    page += 1;
    if (page >= doc.bufferedPageRange().count) doc.addPage({ size: 'A4', margin: 0 });
    doc.switchToPage(page);
    y = PAGE.margin;
  };
  doc.switchToPage(page);
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i];
    if (block.k === 'title') {
      doc.fontSize(SIZE.title).text(block.text, x, y, { lineBreak: false });
      y += SIZE.title + 10;
    } else if (block.k === 'heading') {
      need(40);
      y += 8;
      doc.fontSize(SIZE.heading).text(block.text, x, y, { lineBreak: false });
      y += SIZE.heading + 4;
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.6)
        .stroke();
      y += 6;
    } else if (block.k === 'line') {
      need(16);
      doc.fontSize(SIZE.text);
      let at = x;
      for (const part of block.parts) {
        doc.text(part, at, y, { lineBreak: false });
        at += doc.widthOfString(part) + 26;
      }
      y += SIZE.text + 6;
    } else if (block.k === 'split') {
      need(16);
      doc.fontSize(SIZE.text).text(block.left, x, y, { lineBreak: false });
      doc.text(block.right, x + width - doc.widthOfString(block.right), y, { lineBreak: false });
      y += SIZE.text + 6;
    } else if (block.k === 'para') {
      doc.fontSize(SIZE.text);
      const h = doc.heightOfString(block.text, { width, lineGap: 2 });
      need(h + 4);
      doc.text(block.text, x, y, { width, lineGap: 2 });
      y += h + 4;
    } else {
      // A table: this row and the rows after it; the columns fit the widest cell of the full rows.
      const rows: string[][] = [];
      while (i < blocks.length && blocks[i].k === 'row') rows.push((blocks[i++] as { cells: string[] }).cells);
      i -= 1;
      doc.fontSize(SIZE.text);
      const cols = Math.max(...rows.map((r) => r.length));
      const widths = Array.from(
        { length: cols },
        (_, c) => Math.max(...rows.filter((r) => r.length === cols).map((r) => doc.widthOfString(r[c] ?? ''))) + 22,
      );
      const scale = Math.min(1, width / widths.reduce((a, b) => a + b, 0));
      const colW = widths.map((w) => w * scale);
      for (const row of rows) {
        const spans = row.length === 1 ? [width] : colW;
        const h =
          Math.max(...row.map((cell, c) => doc.heightOfString(cell, { width: spans[c] - 20, lineGap: 2 }))) + 10;
        need(h);
        let at = x;
        row.forEach((cell, c) => {
          doc.rect(at, y, spans[c], h).lineWidth(0.5).stroke();
          doc.text(cell, at + 10, y + 5, { width: spans[c] - 20, lineGap: 2 });
          at += spans[c];
        });
        y += h;
      }
      y += 6;
    }
  }
  return { page, y };
}

export async function renderPdf(layout: Layout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: 'resume', CreationDate: new Date(0) },
  });
  const done = collect(doc);
  doc.registerFont('noto', font());
  doc.font('noto');
  const inner = PAGE.width - 2 * PAGE.margin;
  const afterTop = drawBlocks(doc, layout.top, PAGE.margin, inner, { page: 0, y: PAGE.margin });
  if (layout.side) {
    const sideW = 150;
    drawBlocks(doc, layout.side, PAGE.margin, sideW, afterTop);
    drawBlocks(doc, layout.main, PAGE.margin + sideW + 24, inner - sideW - 24, afterTop);
  } else drawBlocks(doc, layout.main, PAGE.margin, inner, afterTop);
  doc.end();
  return done;
}

// ---- DOCX ----------------------------------------------------------------------------------------------------

function paragraphs(blocks: Block[]): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i];
    if (block.k === 'title')
      out.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(block.text)] }));
    else if (block.k === 'heading')
      out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.text)] }));
    else if (block.k === 'line')
      out.push(
        new Paragraph({
          children: block.parts.map((part, n) =>
            n ? new TextRun({ children: [new Tab(), part] }) : new TextRun(part),
          ),
        }),
      );
    else if (block.k === 'split')
      out.push(
        new Paragraph({
          tabStops: [{ type: 'right', position: 9000 }],
          children: [new TextRun(block.left), new TextRun({ children: [new Tab(), block.right] })],
        }),
      );
    else if (block.k === 'para') out.push(new Paragraph({ children: [new TextRun(block.text)] }));
    else {
      const rows: string[][] = [];
      while (i < blocks.length && blocks[i].k === 'row') rows.push((blocks[i++] as { cells: string[] }).cells);
      i -= 1;
      const cols = Math.max(...rows.map((r) => r.length));
      out.push(
        new Table({
          width: { size: 9000, type: WidthType.DXA },
          rows: rows.map(
            (row) =>
              new TableRow({
                children: row.map(
                  (cell) => new TableCell({ columnSpan: row.length === 1 ? cols : 1, children: [new Paragraph(cell)] }),
                ),
              }),
          ),
        }),
      );
    }
  }
  return out;
}

export async function renderDocx(layout: Layout): Promise<Buffer> {
  const children: (Paragraph | Table)[] = paragraphs(layout.top);
  if (layout.side) {
    children.push(
      new Table({
        width: { size: 9600, type: WidthType.DXA },
        columnWidths: [3000, 6600],
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 3000, type: WidthType.DXA },
                children: paragraphs(layout.side) as Paragraph[],
              }),
              new TableCell({ width: { size: 6600, type: WidthType.DXA }, children: paragraphs(layout.main) }),
            ],
          }),
        ],
      }),
    );
  } else children.push(...paragraphs(layout.main));
  const doc = new Document({
    creator: 'resume-corpus',
    styles: { default: { document: { run: { font: 'Noto Sans SC', size: 20 } } } },
    sections: [{ children: [new Paragraph({ alignment: AlignmentType.LEFT, children: [] }), ...children] }],
  });
  return Packer.toBuffer(doc);
}

export async function renderEntry(entry: CorpusEntry): Promise<Buffer> {
  const layout = layoutOf(entry);
  return entry.kind === 'pdf' ? renderPdf(layout) : renderDocx(layout);
}

/** A PDF with pictures only (what a scanner gives): shapes, no text layer. */
export async function renderScannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: new Date(0) } });
  const done = collect(doc);
  for (let i = 0; i < 30; i += 1) doc.rect(48, 48 + i * 24, 200 + (i % 5) * 50, 10).fill('#333');
  doc.end();
  return done;
}

export { CORPUS };
