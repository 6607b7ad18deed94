/**
 * What both PDFs share: an A4 pdfkit document with the embedded Noto Sans SC (one weight, subset by pdfkit
 * into each file), collected into a Buffer, and page numbers. Not compressed into object streams:
 * the signature placeholder (@signpdf/placeholder-plain) edits the classic xref table pdfkit writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { repoRoot } from '../../../core/config';
import { DEFAULT_PLATFORM_NAMES, type PlatformNames } from './platform-certificate';

export const FONT = 'NotoSansSC';
let fontBytes: Buffer | undefined;

/** server/assets/fonts/NotoSansSC-Regular.ttf, read once. */
function font(): Buffer {
  fontBytes ??= fs.readFileSync(path.join(repoRoot(), 'server', 'assets', 'fonts', 'NotoSansSC-Regular.ttf'));
  return fontBytes;
}

/**
 * A new document whose info names the product (Producer, Creator: not pdfkit's defaults) and the company of
 * record (Author), as configured (PRODUCT_NAME, COMPANY_OF_RECORD).
 */
export function createDocument(info: Record<string, string | Date>, names: PlatformNames = DEFAULT_PLATFORM_NAMES) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { ...info, Author: names.company, Producer: names.product, Creator: names.product } as PDFKit.DocumentInfo,
    bufferPages: true,
    autoFirstPage: true,
  });
  doc.registerFont(FONT, font());
  doc.font(FONT);
  return doc;
}

/** Ends the document and answers its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Page numbers at the foot of every buffered page ("第 1 / 3 页"). */
export function numberPages(doc: PDFKit.PDFDocument, prefix = ''): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#888888')
      .text(`${prefix}第 ${index + 1} / ${range.count} 页`, doc.page.margins.left, doc.page.height - 40, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
