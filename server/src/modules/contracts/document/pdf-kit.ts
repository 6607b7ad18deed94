/**
 * What both PDFs share: an A4 pdfkit document with the embedded Noto Sans SC (core/pdf.ts, which the online
 * resume's PDF uses too), collected into a Buffer, and page numbers. Not compressed into object streams:
 * the signature placeholder (@signpdf/placeholder-plain) edits the classic xref table pdfkit writes.
 */
import { createPdf, finishPdf, PDF_FONT } from '../../../core/pdf';
import { DEFAULT_PLATFORM_NAMES, type PlatformNames } from './platform-certificate';

export const FONT = PDF_FONT;

/**
 * A new document whose info names the product (Producer, Creator: not pdfkit's defaults) and the company of
 * record (Author), as configured (PRODUCT_NAME, COMPANY_OF_RECORD).
 */
export function createDocument(info: Record<string, string | Date>, names: PlatformNames = DEFAULT_PLATFORM_NAMES) {
  return createPdf(info, names);
}

/** Ends the document and answers its bytes. */
export const finish = finishPdf;

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
