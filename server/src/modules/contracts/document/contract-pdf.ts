/**
 * The contract PDF: exactly the text of `contractText` (common/contract-text.ts), then the signature block:
 * Party A's seal with the sending time, Party B's drawn signature with the signing time. The contract number
 * is written into the PDF's info (`ContractNo`), so a verifier finds the contract from the file alone.
 */
import { CONTRACT_TITLE, contractText, type ContractTextInput } from '@common/contract-text';
import { chinaDateStartMs, formatChinaTime } from '@common/china-time';
import { createDocument, finish, numberPages } from './pdf-kit';
import type { PlatformNames } from './platform-certificate';
import { drawSeal } from './seal';

export interface ContractPdfInput {
  text: ContractTextInput;
  /** Party A sealed it (by sending). */
  partyA?: { companyName: string; sealImage?: Buffer; signedAt: string };
  /** Party B signed it. */
  partyB?: { name: string; signatureImage: Buffer; signedAt: string };
  /** A line at the end (e.g. how to verify). */
  footer?: string;
  /** Who the file's info names (the sealing certificate's `names`); the configuration's defaults when absent. */
  names?: PlatformNames;
}

const INK = '#1f2329';
const MUTED = '#646a73';

export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { text } = input;
  const doc = createDocument(
    {
      Title: `${CONTRACT_TITLE} ${text.contractNo}`,
      Subject: 'Labour contract',
      ContractNo: text.contractNo,
      CreationDate: new Date(chinaDateStartMs(text.contractDate)),
    },
    input.names,
  );
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  doc.fillColor(INK).fontSize(22).text(CONTRACT_TITLE, { align: 'center', characterSpacing: 6 });
  doc.moveDown(0.4);
  doc.fontSize(9).fillColor(MUTED).text(`合同编号：${text.contractNo}`, { align: 'right' });
  doc.moveDown(0.8);

  for (const section of contractText(text)) {
    doc.fillColor(INK).fontSize(12.5).text(section.title, left, doc.y, { width });
    doc.moveDown(0.3);
    doc.fontSize(10.5);
    for (const paragraph of section.paragraphs) {
      doc.fillColor(INK).text(paragraph, left, doc.y, { width, lineGap: 3, paragraphGap: 4 });
    }
    doc.moveDown(0.6);
  }

  // The signature block: keep it on one page.
  const blockHeight = 170;
  if (doc.y + blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 10;
  const half = width / 2;
  doc.fontSize(11).fillColor(INK);
  doc.text('甲方（盖章）：', left, top, { width: half, lineBreak: false });
  doc.text('乙方（签字）：', left + half, top, { width: half, lineBreak: false });
  if (input.partyA) {
    if (input.partyA.sealImage) {
      doc.image(input.partyA.sealImage, left + 40, top + 20, { fit: [110, 110] });
    } else {
      drawSeal(doc, input.partyA.companyName, left + 95, top + 75, 52);
    }
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`盖章时间：${formatChinaTime(input.partyA.signedAt)}`, left, top + 138, { width: half, lineBreak: false });
  }
  if (input.partyB) {
    doc.image(input.partyB.signatureImage, left + half + 10, top + 28, { fit: [170, 80] });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`签署人：${input.partyB.name}`, left + half, top + 120, { width: half, lineBreak: false })
      .text(`签署时间：${formatChinaTime(input.partyB.signedAt)}`, left + half, top + 138, {
        width: half,
        lineBreak: false,
      });
  }
  doc.y = top + blockHeight;
  if (input.footer) doc.fontSize(8).fillColor(MUTED).text(input.footer, left, doc.y, { width });
  numberPages(doc, `${text.contractNo}  `);
  return finish(doc);
}
