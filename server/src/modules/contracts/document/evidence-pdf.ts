/**
 * The evidence report of a contract: who did what and when, from where, with which document hash; the hash
 * of the text at sending and of the signed PDF; the certificate that seals both. It names the mode
 * honestly: the platform's own evidence, not a licensed certification authority's signature.
 */
import { formatChinaTime } from '@common/china-time';
import { createDocument, finish, numberPages } from './pdf-kit';
import type { PlatformNames } from './platform-certificate';

export interface EvidenceInput {
  contractNo: string;
  title: string;
  partyA: string;
  partyB: string;
  partyBIdMasked: string;
  sentTextHash: string | null;
  signedPdfHash: string | null;
  certificateFingerprint: string;
  events: Array<{
    event: string;
    actor: string;
    at: string;
    ip: string;
    userAgent: string;
    documentHash: string | null;
  }>;
  generatedAt: string;
  /** Who the file's info names (the sealing certificate's `names`); the configuration's defaults when absent. */
  names?: PlatformNames;
}

const INK = '#1f2329';
const MUTED = '#646a73';

export async function renderEvidencePdf(input: EvidenceInput): Promise<Buffer> {
  const doc = createDocument(
    {
      Title: `证据报告 ${input.contractNo}`,
      Subject: 'Evidence report',
      ContractNo: input.contractNo,
      CreationDate: new Date(Date.parse(input.generatedAt)),
    },
    input.names,
  );
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).fontSize(18).text('电子合同证据报告', { align: 'center' });
  doc.fontSize(10).fillColor(MUTED).text('Evidence report', { align: 'center' });
  doc.moveDown(1);
  const facts: Array<[string, string]> = [
    ['合同编号', input.contractNo],
    ['合同名称', input.title],
    ['甲方', input.partyA],
    ['乙方', `${input.partyB}${input.partyBIdMasked ? `（${input.partyBIdMasked}）` : ''}`],
    ['发送时文本 SHA-256', input.sentTextHash ?? '—'],
    ['签署文件 SHA-256', input.signedPdfHash ?? '—'],
    ['平台证书指纹 SHA-256', input.certificateFingerprint],
    ['报告生成时间', formatChinaTime(input.generatedAt)],
  ];
  for (const [label, value] of facts) {
    doc.fontSize(10).fillColor(MUTED).text(`${label}：`, left, doc.y, { continued: true });
    doc.fillColor(INK).text(value, { width });
  }
  doc.moveDown(0.6);
  doc
    .fontSize(9)
    .fillColor('#b54708')
    .text(
      '说明：本合同采用平台存证模式签署（平台自有证书对合同文件签名并保存完整证据链），非第三方电子认证服务机构颁发的证书签名。可在平台“验证合同”中上传合同 PDF 核验文件是否被篡改。',
      left,
      doc.y,
      { width, lineGap: 2 },
    );
  doc.moveDown(1);

  doc.fillColor(INK).fontSize(12).text('操作记录', left, doc.y);
  doc.moveDown(0.4);
  const columns = [
    { title: '时间', width: 78 },
    { title: '事件', width: 92 },
    { title: '操作方', width: 42 },
    { title: 'IP 地址', width: 66 },
    { title: '设备', width: width - 78 - 92 - 42 - 66 },
  ];
  const row = (cells: string[], color: string, size: number) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc
        .fontSize(size)
        .fillColor(color)
        .text(cell, x, y, { width: columns[index].width - 4 });
      bottom = Math.max(bottom, doc.y);
      x += columns[index].width;
    });
    doc.y = bottom + 3;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.4)
      .strokeColor('#dee0e3')
      .stroke();
    doc.y += 3;
  };
  row(
    columns.map((column) => column.title),
    MUTED,
    9,
  );
  for (const event of input.events) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const hash = event.documentHash ? `\n文档 ${event.documentHash.slice(0, 16)}…` : '';
    row(
      [
        formatChinaTime(event.at),
        `${event.event}${hash}`,
        event.actor,
        event.ip || '—',
        event.userAgent.slice(0, 80) || '—',
      ],
      INK,
      8.5,
    );
  }
  numberPages(doc, `${input.contractNo}  `);
  return finish(doc);
}
