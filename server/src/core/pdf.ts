/**
 * A4 PDFs with pdfkit and the one embedded font (server/assets/fonts/NotoSansSC-Regular.ttf, subset by pdfkit
 * into each file): the contracts' documents and the online resume as PDF both start here. Not compressed into
 * object streams (the contracts' signature placeholder edits the classic xref table pdfkit writes).
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { repoRoot } from './config';

export const PDF_FONT = 'NotoSansSC';
let fontBytes: Buffer | undefined;

/** The font file, read once. */
function font(): Buffer {
  fontBytes ??= fs.readFileSync(path.join(repoRoot(), 'server', 'assets', 'fonts', 'NotoSansSC-Regular.ttf'));
  return fontBytes;
}

/** Who the document's info names: the product (Producer, Creator) and the company of record (Author). */
export interface PdfNames {
  product: string;
  company: string;
}

/** A new A4 document (pages buffered, the font registered and chosen) whose info names `names`. */
export function createPdf(info: Record<string, string | Date>, names: PdfNames, margin = 64) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: { ...info, Author: names.company, Producer: names.product, Creator: names.product } as PDFKit.DocumentInfo,
    bufferPages: true,
    autoFirstPage: true,
  });
  doc.registerFont(PDF_FONT, font());
  doc.font(PDF_FONT);
  return doc;
}

/** Ends the document and answers its bytes. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
