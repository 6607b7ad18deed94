/**
 * A contract's documents for its two parties: the signed PDF (a paper contract's signed scan), the
 * attachment, and the evidence report of its audit trail, signed by the platform; and, for anyone, whether a
 * PDF is one of ours, unaltered, and who signed it when.
 */
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import type { ContractVerify } from '@common/contracts';
import { HttpError, refuse } from '../../http/errors';
import { notFound, type ContractCore } from './contract-core';
import { renderEvidencePdf, verifyOffThread, VerifyRefused, type SignedPdfCheck } from './document';

/** A file answered to a party: its bytes, the name to save it under, and its type (by extension). */
export interface ContractDocument {
  content: Buffer;
  filename: string;
  ext?: string;
}

export function createContractDocuments(core: ContractCore) {
  const { deps, repo, asParty } = core;

  return {
    /** The signed PDF (electronic), or the signed scan (paper), for either party. */
    async pdf(userId: number, id: number): Promise<ContractDocument> {
      const { row } = await asParty(userId, id);
      const key = row.status === 'signed' ? (row.kind === 'paper' ? row.attachment_key : row.pdf_key) : null;
      const content = key ? await deps.files.get(key) : undefined;
      if (!key || !content) throw refuse(CONTRACTS_SERVER_MSG.pdfNotReady);
      const ext = key.split('.').pop() ?? 'pdf';
      return { content, filename: `${row.contract_no}.${ext}`, ext };
    },

    /** The attachment, for either party. */
    async attachment(userId: number, id: number): Promise<ContractDocument> {
      const { row } = await asParty(userId, id);
      const key = row.attachment_key;
      const content = key ? await deps.files.get(key) : undefined;
      if (!key || !content) throw notFound();
      return { content, filename: row.attachment_name ?? 'attachment', ext: key.split('.').pop() };
    },

    /** The evidence report (PDF, signed by the platform) for either party. */
    async evidence(userId: number, id: number): Promise<ContractDocument> {
      const { row } = await asParty(userId, id);
      const trail = await repo.events(row.id);
      const pdf = await renderEvidencePdf({
        contractNo: row.contract_no,
        title: '劳动合同书',
        partyA: row.party_a_name,
        partyB: row.party_b_name,
        partyBIdMasked: core.idMasked(row),
        sentTextHash: row.text_hash,
        signedPdfHash: row.pdf_hash,
        certificateFingerprint: deps.certificate().fingerprint,
        names: deps.certificate().names,
        events: trail.map((item) => ({
          event: EVENT_LABELS[item.event] ?? item.event,
          actor: ACTOR_LABELS[item.actor] ?? item.actor,
          at: item.created_at,
          ip: item.ip,
          userAgent: item.user_agent,
          documentHash: item.document_hash,
        })),
        generatedAt: core.nowIso(),
      });
      return { content: await core.sealed(pdf, row), filename: `${row.contract_no}-evidence.pdf` };
    },

    /** Whether a PDF is one of ours, unaltered, and who signed it when (checked in a worker thread). */
    async verify(content: Buffer): Promise<ContractVerify> {
      if (!content.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse(CONTRACTS_SERVER_MSG.verifyNotPdf);
      const check = await checkSignature(content, deps.certificate().fingerprint);
      const row = check.contractNo ? await repo.findByNo(check.contractNo) : undefined;
      const ours = row && check.signed && check.intact && check.byPlatform ? row : undefined;
      return {
        signed: check.signed,
        intact: check.intact,
        ours: Boolean(ours),
        contractNo: ours ? check.contractNo : null,
        status: ours ? ours.status : null,
        partyA: ours ? ours.party_a_name : null,
        partyB: ours ? maskName(ours.party_b_name) : null,
        signedAt: ours ? (ours.signed_at ?? check.signedAt) : null,
      };
    },
  };
}

async function checkSignature(content: Buffer, fingerprint: string): Promise<SignedPdfCheck> {
  try {
    return await verifyOffThread(content, fingerprint);
  } catch (error) {
    if (!(error instanceof VerifyRefused)) throw error;
    if (error.reason === 'busy') throw new HttpError(429);
    throw refuse(CONTRACTS_SERVER_MSG.verifyFailed);
  }
}

/** 张小明 -> 张*明, 李雷 -> 李*. */
function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** How the evidence report names events and actors (it is a Chinese legal record). */
const EVENT_LABELS: Record<string, string> = {
  created: '创建合同',
  updated: '修改合同',
  attached: '上传附件',
  sent: '甲方盖章并发送',
  viewed: '乙方查看合同',
  partyBUpdated: '乙方补充信息',
  identityFailed: '乙方身份核验失败',
  codeSent: '发送签署验证码',
  signed: '乙方签署',
  refused: '乙方拒签',
  voided: '甲方撤回',
  expired: '超过签署期限',
  abnormal: '校验失败，标记异常',
  paperSigned: '登记纸质合同签署',
  'provider.completed': '电子签服务：签署完成',
  'provider.signerSigned': '电子签服务：签署人已签',
  'provider.refused': '电子签服务：拒签',
  'provider.expired': '电子签服务：过期',
};
const ACTOR_LABELS: Record<string, string> = { partyA: '甲方', partyB: '乙方', system: '系统', provider: '电子签服务' };
