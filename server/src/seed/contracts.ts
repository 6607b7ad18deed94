/**
 * Demo offers and contracts, so every contract state shows up on first start. The demo recruiter's company
 * (杭州云栖科技) made offers to six seekers: the demo seeker's contract waits for their signature (they can
 * sign it in the app), one other is signed (a real, sealed PDF), one refused, one expired, one is a draft,
 * one a paper contract recorded as signed, and one offer has no contract yet (the "new contract" list).
 * The demo seeker also has a withdrawn contract from another company. Offers are written as the
 * applications module stores them (an application passed, its interview passed); contracts as the
 * contracts module does (ID number and bank card encrypted, the text's hash at sending, the audit trail).
 */
import { contractPlainText } from '@common/contract-text';
import type { ContractFields } from '@common/contracts';
import type { ContractStatus } from '@common/constants';
import { createHash } from 'node:crypto';
import type { FieldCipher } from '../core/field-cipher';
import { encodePng } from '../core/png';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import type { ContractFiles } from '../modules/contracts/contract-files';
import { contractColumns, contractNumber } from '../modules/contracts/contract-core';
import { renderContractPdf, signPdf, type PlatformCertificate } from '../modules/contracts/document';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

export interface DemoContractTools {
  cipher: FieldCipher;
  files: ContractFiles;
  certificate: () => PlatformCertificate;
}

interface Party {
  seekerId: number;
  name: string;
  phone: string;
  idNumber: string;
  bankCard: string;
}

interface Employer {
  companyId: number;
  ownerId: number;
  name: string;
  address: string;
  phone: string;
  position: { id: number; title: string };
}

/** Valid demo ID numbers (GB 11643 check digits). */
export const DEMO_ID_NUMBERS = [
  '11010519491231002X',
  '330106199204152315',
  '31010419951120342X',
  '440305199308080010',
  '510107199612013322',
  '32010219900307451X',
  '330102199701010021',
];

/** A small drawn signature: a PNG of a few strokes (the seed has no pad to draw on). */
function demoSignature(): Buffer {
  const height = 80;
  return encodePng(240, height, (x, y) => {
    const wave = height / 2 + Math.sin(x / 9) * 18 * Math.cos(x / 40);
    const ink = Math.abs(y - wave) < 1.6 || (x > 40 && x < 43 && y > 12 && y < 66);
    return ink ? 0x1a1a1aff : 0;
  });
}

function fieldsFor(employer: Employer, party: Party, now: number, kind: 'electronic' | 'paper'): ContractFields {
  const start = new Date(now + 14 * DAY).toISOString().slice(0, 10);
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y + 3, m - 1, d - 1)).toISOString().slice(0, 10);
  const probationEnd = new Date(Date.UTC(y, m - 1 + 3, d - 1)).toISOString().slice(0, 10);
  return {
    kind,
    partyAName: employer.name,
    partyAAddress: employer.address,
    partyAPhone: employer.phone,
    partyBName: party.name,
    partyBPosition: employer.position.title,
    partyBIdNumber: party.idNumber,
    partyBContactAddress: '浙江省杭州市西湖区古墩路 88 号',
    partyBRegisteredAddress: '浙江省杭州市上城区解放路 1 号',
    partyBPhone: party.phone,
    contractDate: new Date(now).toISOString().slice(0, 10),
    startDate: start,
    endDate: end,
    probationStart: start,
    probationEnd,
    probationSalary: 16000,
    formalSalary: 20000,
    payDay: 10,
    bankName: '招商银行杭州分行',
    bankCard: party.bankCard,
    terms: '乙方享受补充医疗保险和年度体检；年终奖依公司当年度绩效制度发放。',
  };
}

async function insertOffer(db: Db, employer: Employer, seekerId: number, at: number): Promise<number> {
  const time = toIso(at);
  const application = await db
    .insertInto('applications')
    .values({
      seeker_user_id: seekerId,
      position_id: employer.position.id,
      company_id: employer.companyId,
      status: 'passed',
      created_at: toIso(at - 5 * DAY),
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interviews')
    .values({
      application_id: application.id,
      seeker_user_id: seekerId,
      company_id: employer.companyId,
      position_id: employer.position.id,
      recruiter_user_id: employer.ownerId,
      method: 'offline',
      time: toIso(at - 2 * DAY),
      address: employer.address,
      contact: employer.phone,
      note: '请携带身份证和学历证书原件',
      status: 'passed',
      created_at: toIso(at - 4 * DAY),
      updated_at: time,
    })
    .execute();
  return application.id;
}

interface DemoContract {
  employer: Employer;
  party: Party;
  status: ContractStatus;
  kind?: 'electronic' | 'paper';
  /** When the offer was made, before now. */
  offeredAgo: number;
  reason?: string;
}

export async function insertDemoContracts(
  db: Db,
  tools: DemoContractTools,
  now: number,
  { recruiter, other, seeker, others }: { recruiter: Employer; other: Employer; seeker: Party; others: Party[] },
): Promise<void> {
  const contracts: DemoContract[] = [
    { employer: recruiter, party: seeker, status: 'sent', offeredAgo: 2 * DAY },
    { employer: recruiter, party: others[0], status: 'signed', offeredAgo: 9 * DAY },
    { employer: recruiter, party: others[1], status: 'refused', offeredAgo: 12 * DAY, reason: '已接受其他公司的录用' },
    { employer: recruiter, party: others[2], status: 'expired', offeredAgo: 20 * DAY },
    { employer: recruiter, party: others[3], status: 'draft', offeredAgo: 1 * DAY },
    { employer: recruiter, party: others[4], status: 'signed', kind: 'paper', offeredAgo: 15 * DAY },
    { employer: other, party: seeker, status: 'void', offeredAgo: 25 * DAY, reason: '岗位编制调整' },
  ];
  for (const [index, demo] of contracts.entries()) {
    const offeredAt = now - demo.offeredAgo;
    const applicationId = await insertOffer(db, demo.employer, demo.party.seekerId, offeredAt);
    const kind = demo.kind ?? 'electronic';
    const fields = fieldsFor(demo.employer, demo.party, offeredAt, kind);
    const created = offeredAt + HOUR;
    const row = await db
      .insertInto('contracts')
      .values({
        contract_no: `demo-${index}`,
        application_id: applicationId,
        company_id: demo.employer.companyId,
        seeker_user_id: demo.party.seekerId,
        recruiter_user_id: demo.employer.ownerId,
        kind,
        status: 'draft',
        ...contractColumns(fields, tools.cipher),
        created_at: toIso(created),
        updated_at: toIso(created),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contractNo = contractNumber(row.id, created);
    const events: Array<{ event: string; actor: 'partyA' | 'partyB' | 'system'; at: number; hash?: string }> = [
      { event: 'created', actor: 'partyA', at: created },
    ];
    const changes: Record<string, unknown> = { contract_no: contractNo, status: demo.status };
    const hash = sha256(contractPlainText({ ...fields, contractNo }));
    const sentAt = created + 2 * HOUR;
    if (demo.status !== 'draft' && kind === 'electronic') {
      Object.assign(changes, {
        sent_at: toIso(sentAt),
        text_hash: hash,
        deadline: toIso(demo.status === 'expired' ? sentAt + 7 * DAY : Math.max(sentAt, now) + 5 * DAY),
      });
      events.push({ event: 'sent', actor: 'partyA', at: sentAt, hash });
    }
    if (demo.reason) changes.reason = demo.reason;
    if (demo.status === 'refused') events.push({ event: 'refused', actor: 'partyB', at: sentAt + DAY });
    if (demo.status === 'expired') events.push({ event: 'expired', actor: 'system', at: sentAt + 7 * DAY });
    if (demo.status === 'void') events.push({ event: 'voided', actor: 'partyA', at: sentAt + DAY });
    if (demo.status === 'signed') {
      const signedAt = sentAt + DAY;
      let pdf = await renderContractPdf({
        text: { ...fields, contractNo },
        partyA: { companyName: fields.partyAName, signedAt: toIso(sentAt) },
        partyB:
          kind === 'electronic'
            ? { name: fields.partyBName, signatureImage: demoSignature(), signedAt: toIso(signedAt) }
            : undefined,
        names: tools.certificate().names,
      });
      if (kind === 'electronic') {
        pdf = await signPdf(pdf, tools.certificate(), {
          reason: `Labour contract ${contractNo}`,
          name: tools.certificate().names.company,
          location: 'CN',
          contactInfo: tools.certificate().names.product,
        });
        Object.assign(changes, { pdf_key: await tools.files.put(row.id, 'contract', 'pdf', pdf) });
        events.push({ event: 'viewed', actor: 'partyB', at: sentAt + HOUR, hash });
        events.push({ event: 'signed', actor: 'partyB', at: signedAt, hash });
      } else {
        // A paper contract's scan (here: the printed text) is its one attachment.
        Object.assign(changes, {
          attachment_key: await tools.files.put(row.id, 'paper', 'pdf', pdf),
          attachment_name: `${contractNo}-扫描件.pdf`,
        });
        events.push({ event: 'paperSigned', actor: 'partyA', at: signedAt, hash: sha256(pdf) });
      }
      Object.assign(changes, { signed_at: toIso(signedAt), pdf_hash: sha256(pdf) });
    }
    const last = events[events.length - 1].at;
    await db
      .updateTable('contracts')
      .set({ ...changes, updated_at: toIso(last) })
      .where('id', '=', row.id)
      .execute();
    for (const item of events) {
      await db
        .insertInto('contract_events')
        .values({
          contract_id: row.id,
          event: item.event,
          actor: item.actor,
          actor_user_id:
            item.actor === 'partyA' ? demo.employer.ownerId : item.actor === 'partyB' ? demo.party.seekerId : null,
          ip: item.actor === 'system' ? '' : '127.0.0.1',
          user_agent: item.actor === 'system' ? '' : 'demo',
          document_hash: item.hash ?? null,
          created_at: toIso(item.at),
        })
        .execute();
    }
  }
  // One more offer of the demo recruiter without a contract: what "new contract" starts from.
  await insertOffer(db, recruiter, others[5].seekerId, now - 6 * HOUR);
}
