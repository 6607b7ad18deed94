/**
 * What every part of the contracts service shares (contracts.service.ts composes them): the service's
 * dependencies, a record read in clear, who may act on it, and the one way a contract changes state (a
 * conditional update with its audit event, in one transaction with whatever else the step writes).
 */
import { CONTRACTS_MSG } from '@common/messages.contracts';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import { contractPlainText } from '@common/contract-text';
import type { ContractDraft, ContractFields, ContractRow } from '@common/contracts';
import type { ContractStatus } from '@common/constants';
import type { Locale } from '@common/i18n';
import { chinaDate } from '@common/china-time';
import { createHash } from 'node:crypto';
import type { ESignProvider } from '../../adapters/esign';
import type { Clock } from '../../core/clock';
import type { AppEventBus, ContractFacts } from '../../core/events';
import { maskSensitive, type FieldCipher } from '../../core/field-cipher';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction, type Tx } from '../../db/transaction';
import { AppError, refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import type { OfferFacts } from '../applications/interviews.service';
import type { ContractFiles } from './contract-files';
import {
  createContractsRepository,
  type ContractChanges,
  type ContractEventInsert,
  type ContractRecord,
} from './contracts.repository';
import { renderContractPdf, signPdf, type PlatformCertificate } from './document';

/** Who asks, from where: written into the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
  userAgent: string;
}

export interface UploadedFile {
  content: Buffer;
  filename: string;
}

export interface ContractsServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  cipher: FieldCipher;
  files: ContractFiles;
  certificate: () => PlatformCertificate;
  company: Pick<CompanyService, 'ownedBy'>;
  offers: {
    offers(companyId: number): Promise<OfferFacts[]>;
    offer(companyId: number, applicationId: number): Promise<OfferFacts | undefined>;
  };
  /** The account's phone (signing codes go there) and name. */
  account: (userId: number) => Promise<{ phone: string | null; nickname: string | null } | undefined>;
  codes: {
    issue(phone: string, scene: 'sign', locale: Locale): Promise<{ retryAfter: number; expiresIn: number }>;
    check(phone: string, scene: 'sign', code: string): Promise<number>;
    consume(id: number, trx?: Db): Promise<void>;
  };
  /** A licensed provider (ESIGN_PROVIDER); absent: the built-in signing in the app. */
  provider?: ESignProvider;
  /** Where the provider posts its callbacks and sends the signer back. */
  publicBaseUrl?: string;
}

export const HOUR_MS = 3_600_000;
export const notFound = () => refuse(CONTRACTS_SERVER_MSG.notFound);
export const invalidTransition = () => refuse(CONTRACTS_SERVER_MSG.invalidTransition);

export function sha256(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The contract number: HT, the China date it was made, and the id. */
/** The stored columns of a form's fields (the two sensitive ones encrypted); the demo data writes them too. */
export function contractColumns(fields: ContractDraft, cipher: FieldCipher) {
  const { partyBIdNumber, bankCard, attachment: _attachment, ...rest } = fields;
  return {
    party_a_name: fields.partyAName,
    party_b_name: fields.partyBName,
    party_b_position: fields.partyBPosition,
    start_date: fields.startDate,
    end_date: fields.endDate,
    fields: JSON.stringify(rest),
    party_b_id_number: partyBIdNumber ? cipher.encrypt(partyBIdNumber) : '',
    bank_card: bankCard ? cipher.encrypt(bankCard) : '',
  };
}

export function contractNumber(id: number, now: number): string {
  return `HT${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** The facts every contract event carries (core/events.ts), as the record holds them. */
export function contractFacts(row: ContractRecord): ContractFacts {
  return {
    contractId: row.id,
    applicationId: row.application_id,
    contractNo: row.contract_no,
    companyName: row.party_a_name,
    positionTitle: row.party_b_position,
    seekerUserId: row.seeker_user_id,
    seekerName: row.party_b_name,
    recruiterUserId: row.recruiter_user_id,
    deadline: row.deadline,
  };
}

/** An audit event of a contract by `actor` (the person, their address and browser when known). */
export function auditEvent(
  row: Pick<ContractRecord, 'id'>,
  name: string,
  actor: ContractEventInsert['actor'],
  who?: Actor,
  documentHash?: string | null,
): ContractEventInsert {
  return {
    contract_id: row.id,
    event: name,
    actor,
    actor_user_id: who?.userId ?? null,
    ip: who?.ip ?? '',
    user_agent: (who?.userAgent ?? '').slice(0, 300),
    document_hash: documentHash ?? null,
  };
}

export function createContractCore(deps: ContractsServiceDeps) {
  const { db, clock, events, cipher } = deps;
  const repo = createContractsRepository(db);
  const nowIso = () => toIso(clock.now());

  // ---- Reading a record -------------------------------------------------------------------------------

  const decrypt = (stored: string) => (stored ? cipher.decrypt(stored) : '');

  /** Every field of the form, in clear. */
  function fieldsOf(row: ContractRecord): ContractFields {
    const rest = JSON.parse(row.fields) as Omit<ContractFields, 'partyBIdNumber' | 'bankCard'>;
    return { ...rest, partyBIdNumber: decrypt(row.party_b_id_number), bankCard: decrypt(row.bank_card) };
  }

  const columnsOf = (fields: ContractDraft) => contractColumns(fields, cipher);

  /** The hash of the contract's text as its fields say it now (compared with the one taken at sending). */
  const textHashOf = (row: ContractRecord, fields = fieldsOf(row)) =>
    sha256(contractPlainText({ ...fields, contractNo: row.contract_no }));

  /** Party B's ID number masked, '' when not given yet. */
  function idMasked(row: ContractRecord): string {
    const idNumber = decrypt(row.party_b_id_number);
    return idNumber ? maskSensitive(idNumber) : '';
  }

  function toRow(row: ContractRecord, role: ContractRow['role']): ContractRow {
    return {
      id: row.id,
      contractNo: row.contract_no,
      kind: row.kind,
      status: row.status,
      partyAName: row.party_a_name,
      partyBName: row.party_b_name,
      partyBPosition: row.party_b_position,
      partyBIdMasked: idMasked(row),
      startDate: row.start_date,
      endDate: row.end_date,
      deadline: row.deadline,
      sentAt: row.sent_at,
      signedAt: row.signed_at,
      updatedAt: row.updated_at,
      role,
    };
  }

  // ---- Who may act ------------------------------------------------------------------------------------

  async function companyOf(recruiterId: number) {
    const company = await deps.company.ownedBy(recruiterId);
    if (!company) throw notFound();
    return company;
  }

  /** The contract if the caller is a recruiter of its company (else not found). */
  async function asPartyA(recruiterId: number, id: number): Promise<ContractRecord> {
    const [row, company] = await Promise.all([repo.find(id), deps.company.ownedBy(recruiterId)]);
    if (!row || !company || row.company_id !== company.id) throw notFound();
    return row;
  }

  /** The contract if the caller is its seeker and it was sent (a draft is Party A's alone). */
  async function asPartyB(seekerId: number, id: number): Promise<ContractRecord> {
    const row = await repo.find(id);
    if (!row || row.seeker_user_id !== seekerId || row.status === 'draft') throw notFound();
    return row;
  }

  /** Either party, and which side the caller is on. */
  async function asParty(userId: number, id: number): Promise<{ row: ContractRecord; role: ContractRow['role'] }> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.seeker_user_id === userId && row.status !== 'draft') return { row, role: 'partyB' };
    const company = await deps.company.ownedBy(userId);
    if (company && company.id === row.company_id) return { row, role: 'partyA' };
    throw notFound();
  }

  // ---- Changing state ---------------------------------------------------------------------------------

  /**
   * A status change (only from `from`) with its audit event, in one transaction with what `inTx` writes
   * there too (the domain event it records, a used-up signing code). Refused when another request moved the
   * contract first.
   */
  async function move(
    row: ContractRecord,
    from: readonly ContractStatus[],
    changes: ContractChanges,
    audit: ContractEventInsert,
    inTx?: (tx: Tx) => void | Promise<void>,
  ): Promise<void> {
    await transaction(db, events, async (tx) => {
      const contracts = createContractsRepository(tx.db);
      const now = nowIso();
      if (!(await contracts.update(row.id, from, { ...changes, updated_at: now }))) throw invalidTransition();
      await contracts.addEvent(audit, now);
      if (inTx) await inTx(tx);
    });
  }

  /** Marks a sent contract abnormal (a failed check), outside the refused request's own work. */
  async function markAbnormal(row: ContractRecord, reason: string, who: Actor | undefined): Promise<void> {
    await move(
      row,
      ['sent'],
      { status: 'abnormal', reason },
      auditEvent(row, 'abnormal', who ? 'partyB' : 'system', who),
    );
  }

  /** Expires a sent contract whose deadline passed (the sweep, or a request that finds it late). */
  async function expire(row: ContractRecord): Promise<boolean> {
    try {
      await move(row, ['sent'], { status: 'expired' }, auditEvent(row, 'expired', 'system'), (tx) =>
        tx.record('contract.expired', contractFacts(row)),
      );
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** Refused unless the contract still waits for Party B; a deadline found passed expires it. */
  async function checkWaiting(row: ContractRecord): Promise<void> {
    if (row.status === 'expired') throw refuse(CONTRACTS_MSG.deadlinePassed);
    if (row.status !== 'sent') throw invalidTransition();
    if (row.deadline && Date.parse(row.deadline) <= clock.now()) {
      await expire(row);
      throw refuse(CONTRACTS_MSG.deadlinePassed);
    }
  }

  // ---- The contract PDF -------------------------------------------------------------------------------

  /** The unsigned contract PDF: Party A's seal from sending, Party B's signature when given. */
  async function render(row: ContractRecord, signature?: { image: Buffer; at: string }) {
    return renderContractPdf({
      text: { ...fieldsOf(row), contractNo: row.contract_no },
      partyA: row.sent_at ? { companyName: row.party_a_name, signedAt: row.sent_at } : undefined,
      partyB: signature && { name: row.party_b_name, signatureImage: signature.image, signedAt: signature.at },
      names: deps.certificate().names,
    });
  }

  /** The PDF signed (PAdES) by the platform. */
  async function sealed(pdf: Buffer, row: ContractRecord): Promise<Buffer> {
    return signPdf(pdf, deps.certificate(), {
      reason: `Labour contract ${row.contract_no}`,
      name: deps.certificate().names.company,
      location: 'CN',
      contactInfo: deps.publicBaseUrl ?? deps.certificate().names.product,
    });
  }

  return {
    deps,
    repo,
    nowIso,
    fieldsOf,
    columnsOf,
    textHashOf,
    idMasked,
    toRow,
    companyOf,
    asPartyA,
    asPartyB,
    asParty,
    move,
    markAbnormal,
    expire,
    checkWaiting,
    render,
    sealed,
  };
}

export type ContractCore = ReturnType<typeof createContractCore>;
