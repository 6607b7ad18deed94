/**
 * Labour contracts (architecture section 4): from an offer (an application whose interview passed) to a
 * signed, verifiable PDF.
 *
 *   draft --send--> sent --sign--> signed          (electronic: Party B signs in the app or at the provider)
 *     |               |--refuse--> refused
 *     |               |--sweep---> expired         (deadline passed)
 *     |--void---------|----------> void            (the recruiter withdraws before signature)
 *                     '--check---> abnormal        (text changed after sending; identity wrong 5 times)
 *   draft | sent --paper--> signed                 (paper: the signed scan and the signing date)
 *
 * Who reaches a contract: the recruiters of its company (Party A) and its seeker (Party B, from sending on);
 * anyone else gets the not-found refusal. Party B's ID number and bank card are encrypted at rest and shown
 * in clear to the two parties only (masked in lists). The text as sent is hashed (SHA-256); signing
 * recomputes it from the stored fields and refuses (abnormal) when it differs. Party B correcting their own
 * details while it waits refreshes the hash, with an audit event. Every step writes the audit trail (event,
 * actor, time, address, user agent, document hash), which the evidence report prints.
 */
import { CONTRACTS_MSG } from '@common/messages.contracts';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import { contractPlainText } from '@common/contract-text';
import {
  CONTRACT_DEADLINE_MAX_DAYS,
  CONTRACT_DEADLINE_MIN_HOURS,
  CONTRACT_IDENTITY_MAX_TRIES,
  CONTRACT_MIN_READ_SECONDS,
  CONTRACT_REMINDER_HOURS,
  CONTRACT_TABS,
  PARTY_B_OWN_FIELDS,
  SIGNATURE_MAX_BYTES,
  contractSchema,
  type ContractDetail,
  type ContractDraft,
  type ContractFields,
  type ContractOffer,
  type ContractPrefill,
  type ContractRow,
  type ContractTab,
  type ContractVerify,
  type CreateContractBody,
  type PartyBBody,
  type SignContractBody,
  type SignIdentityBody,
} from '@common/contracts';
import type { ContractStatus } from '@common/constants';
import type { Locale } from '@common/i18n';
import { createHash } from 'node:crypto';
import type { ESignProvider } from '../../adapters/esign';
import type { Clock } from '../../core/clock';
import type { AppEventBus, ContractFacts, EventName } from '../../core/events';
import { maskSensitive, type FieldCipher } from '../../core/field-cipher';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { chinaDate } from '@common/china-time';
import { transaction, type Tx } from '../../db/transaction';
import { AppError, forbidden, HttpError, refuse } from '../../http/errors';
import { isUniqueViolation } from '../../db/dialect';
import type { CompanyService } from '../company/company.service';
import type { OfferFacts } from '../applications/interviews.service';
import { regionName } from '../regions/regions.service';
import { detectFileType } from '../uploads/file-type';
import type { ContractFiles } from './contract-files';
import {
  createContractsRepository,
  type ContractChanges,
  type ContractEventInsert,
  type ContractRecord,
  type ContractScope,
} from './contracts.repository';
import { renderContractPdf, renderEvidencePdf, signPdf, verifySignedPdf, type PlatformCertificate } from './document';

type Window = { limit: number; offset: number };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Attachments and paper scans: PDF, JPG or PNG, at most this size. */
export const CONTRACT_FILE_MAX_MB = 10;
const CONTRACT_FILE_EXTS = ['pdf', 'jpg', 'png'];

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

const notFound = () => refuse(CONTRACTS_SERVER_MSG.notFound);
const invalidTransition = () => refuse(CONTRACTS_SERVER_MSG.invalidTransition);

export function sha256(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The contract number: HT, the China date it was made, and the id. */
export function contractNumber(id: number, now: number): string {
  return `HT${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

export function createContractsService(deps: ContractsServiceDeps) {
  const { db, clock, events, cipher, files } = deps;
  const repo = createContractsRepository(db);
  const nowIso = () => toIso(clock.now());

  // ---- Reading a record -------------------------------------------------------------------------------

  const decrypt = (stored: string) => (stored ? cipher.decrypt(stored) : '');

  /** Every field of the form, in clear. */
  function fieldsOf(row: ContractRecord): ContractFields {
    const rest = JSON.parse(row.fields) as Omit<ContractFields, 'partyBIdNumber' | 'bankCard'>;
    return { ...rest, partyBIdNumber: decrypt(row.party_b_id_number), bankCard: decrypt(row.bank_card) };
  }

  /** The stored columns of a form's fields (the two sensitive ones encrypted). */
  function columnsOf(fields: ContractDraft) {
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

  const textHashOf = (row: ContractRecord, fields = fieldsOf(row)) =>
    sha256(contractPlainText({ ...fields, contractNo: row.contract_no }));

  function facts(row: ContractRecord): ContractFacts {
    return {
      contractId: row.id,
      contractNo: row.contract_no,
      companyName: row.party_a_name,
      positionTitle: row.party_b_position,
      seekerUserId: row.seeker_user_id,
      seekerName: row.party_b_name,
      recruiterUserId: row.recruiter_user_id,
      deadline: row.deadline,
    };
  }

  function toRow(row: ContractRecord, role: ContractRow['role']): ContractRow {
    const idNumber = decrypt(row.party_b_id_number);
    return {
      id: row.id,
      contractNo: row.contract_no,
      kind: row.kind,
      status: row.status,
      partyAName: row.party_a_name,
      partyBName: row.party_b_name,
      partyBPosition: row.party_b_position,
      partyBIdMasked: idNumber ? maskSensitive(idNumber) : '',
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

  // ---- Writing ----------------------------------------------------------------------------------------

  const event = (
    row: ContractRecord,
    name: string,
    actor: ContractEventInsert['actor'],
    who?: Actor,
    documentHash?: string | null,
  ): ContractEventInsert => ({
    contract_id: row.id,
    event: name,
    actor,
    actor_user_id: who?.userId ?? null,
    ip: who?.ip ?? '',
    user_agent: (who?.userAgent ?? '').slice(0, 300),
    document_hash: documentHash ?? null,
  });

  /**
   * A status change (only from `from`) with its audit event and domain event, in one transaction.
   * Refused when another request moved the contract first.
   */
  async function move(
    row: ContractRecord,
    from: readonly ContractStatus[],
    changes: ContractChanges,
    audit: ContractEventInsert,
    publish?: { name: EventName; extra?: Record<string, unknown> },
    inTx?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await transaction(db, events, async (tx) => {
      const contracts = createContractsRepository(tx.db);
      const now = nowIso();
      if (!(await contracts.update(row.id, from, { ...changes, updated_at: now }))) throw invalidTransition();
      await contracts.addEvent(audit, now);
      if (inTx) await inTx(tx);
      if (publish) {
        const updated = { ...row, ...changes } as ContractRecord;
        tx.record(publish.name as 'contract.sent', { ...facts(updated), ...publish.extra } as ContractFacts);
      }
    });
  }

  /** Marks a sent contract abnormal (a failed check), outside the refused request's own work. */
  async function markAbnormal(row: ContractRecord, reason: string, who: Actor | undefined): Promise<void> {
    await move(row, ['sent'], { status: 'abnormal', reason }, event(row, 'abnormal', who ? 'partyB' : 'system', who));
  }

  /** Expires a sent contract whose deadline passed (the sweep, or a request that finds it late). */
  async function expire(row: ContractRecord): Promise<boolean> {
    try {
      await move(row, ['sent'], { status: 'expired' }, event(row, 'expired', 'system'), { name: 'contract.expired' });
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

  async function readFile(upload: UploadedFile): Promise<{ ext: string; content: Buffer }> {
    if (!upload.content.length) throw refuse(CONTRACTS_SERVER_MSG.fileMissing);
    if (upload.content.length > CONTRACT_FILE_MAX_MB * 1024 * 1024) {
      throw new HttpError(413, CONTRACTS_SERVER_MSG.fileTooLarge, { mb: CONTRACT_FILE_MAX_MB });
    }
    const type = await detectFileType(upload.content);
    if (!type || !CONTRACT_FILE_EXTS.includes(type.ext)) throw new HttpError(415, CONTRACTS_SERVER_MSG.fileType);
    return { ext: type.ext, content: upload.content };
  }

  /** Party B's identity as typed equals the contract's; a miss counts, the 5th marks it abnormal. */
  async function checkIdentity(row: ContractRecord, identity: SignIdentityBody, who: Actor): Promise<void> {
    const fields = fieldsOf(row);
    const matches =
      identity.name.trim() === fields.partyBName.trim() &&
      identity.idNumber.toUpperCase() === fields.partyBIdNumber.toUpperCase();
    if (matches) return;
    const failures = await repo.addIdentityFailure(row.id, nowIso());
    await repo.addEvent(event(row, 'identityFailed', 'partyB', who), nowIso());
    if (failures >= CONTRACT_IDENTITY_MAX_TRIES) {
      await markAbnormal(row, 'identity', who);
      throw refuse(CONTRACTS_MSG.identityLocked);
    }
    throw refuse(CONTRACTS_MSG.identityMismatch, { left: CONTRACT_IDENTITY_MAX_TRIES - failures });
  }

  /** What must hold before Party B may ask for a code or sign: waiting, read long enough, complete. */
  async function checkReadyToSign(row: ContractRecord): Promise<void> {
    await checkWaiting(row);
    const since = row.read_since ? Date.parse(row.read_since) : undefined;
    if (since === undefined || clock.now() - since < CONTRACT_MIN_READ_SECONDS * 1000) {
      throw refuse(CONTRACTS_SERVER_MSG.readFirst, { seconds: CONTRACT_MIN_READ_SECONDS });
    }
    if (!contractSchema.safeParse(fieldsOf(row)).success) throw refuse(CONTRACTS_SERVER_MSG.partyBIncomplete);
  }

  async function phoneOf(userId: number): Promise<string> {
    const phone = (await deps.account(userId))?.phone;
    if (!phone) throw refuse(CONTRACTS_SERVER_MSG.phoneMissing);
    return phone;
  }

  /** The unsigned contract PDF: Party A's seal from sending, Party B's signature when given. */
  async function render(row: ContractRecord, signature?: { image: Buffer; at: string }) {
    return renderContractPdf({
      text: { ...fieldsOf(row), contractNo: row.contract_no },
      partyA: row.sent_at ? { companyName: row.party_a_name, signedAt: row.sent_at } : undefined,
      partyB: signature && { name: row.party_b_name, signatureImage: signature.image, signedAt: signature.at },
    });
  }

  async function sealed(pdf: Buffer, row: ContractRecord): Promise<Buffer> {
    return signPdf(pdf, deps.certificate(), {
      reason: `Labour contract ${row.contract_no}`,
      name: 'JobMarket Platform',
      location: 'CN',
      contactInfo: deps.publicBaseUrl ?? 'jobmarket',
    });
  }

  function checkDeadline(deadline: string): string {
    const at = Date.parse(deadline);
    const now = clock.now();
    if (!(at >= now + CONTRACT_DEADLINE_MIN_HOURS * HOUR_MS && at <= now + CONTRACT_DEADLINE_MAX_DAYS * DAY_MS)) {
      throw refuse(CONTRACTS_SERVER_MSG.deadlineRange, {
        min: CONTRACT_DEADLINE_MIN_HOURS,
        max: CONTRACT_DEADLINE_MAX_DAYS,
      });
    }
    return toIso(at);
  }

  return {
    // ---- Party A ------------------------------------------------------------------------------------------

    /** The company's offers, with the open contract of each (what the "new contract" list shows). */
    async offers(recruiterId: number): Promise<ContractOffer[]> {
      const company = await deps.company.ownedBy(recruiterId);
      if (!company) return [];
      const offers = await deps.offers.offers(company.id);
      const open = await repo.openOf(offers.map((offer) => offer.applicationId));
      return offers.map((offer) => ({
        applicationId: offer.applicationId,
        seekerName: offer.seekerName,
        positionTitle: offer.positionTitle,
        passedAt: offer.passedAt,
        contractId: open.get(offer.applicationId) ?? null,
      }));
    },

    /** The form for an offer, prefilled from the company and the candidate (no typing twice). */
    async prefill(recruiterId: number, applicationId: number): Promise<ContractPrefill> {
      const company = await companyOf(recruiterId);
      const offer = await deps.offers.offer(company.id, applicationId);
      if (!offer) throw refuse(CONTRACTS_SERVER_MSG.offerNotFound);
      const seeker = await deps.account(offer.seekerUserId);
      const address = [regionName(company.region_code), company.address_detail ?? '']
        .filter(Boolean)
        .join(' ')
        .replace('·', '');
      return {
        applicationId,
        kind: 'electronic',
        partyAName: company.name,
        partyAAddress: address,
        partyAPhone: company.contact_phone ?? '',
        partyBName: offer.seekerName,
        partyBPosition: offer.positionTitle,
        partyBPhone: seeker?.phone ?? '',
        contractDate: chinaDate(clock.now()),
      };
    },

    /** A draft for an offer of the caller's company (one open contract per offer; the company verified). */
    async create(recruiterId: number, body: CreateContractBody, who: Actor): Promise<{ id: number; status: 'draft' }> {
      const company = await companyOf(recruiterId);
      if (company.status !== 'approved') throw refuse(CONTRACTS_SERVER_MSG.companyNotVerified);
      const offer = await deps.offers.offer(company.id, body.applicationId);
      if (!offer) throw refuse(CONTRACTS_SERVER_MSG.offerNotFound);
      if ((await repo.openOf([offer.applicationId])).size) throw refuse(CONTRACTS_SERVER_MSG.alreadyExists);
      const { applicationId: _applicationId, ...fields } = body;
      const id = await transaction(db, events, async (tx) => {
        const contracts = createContractsRepository(tx.db);
        const now = nowIso();
        const inserted = await contracts.insert(
          {
            application_id: offer.applicationId,
            company_id: company.id,
            seeker_user_id: offer.seekerUserId,
            recruiter_user_id: recruiterId,
            kind: fields.kind,
            ...columnsOf(fields),
            provider: deps.provider && fields.kind === 'electronic' ? 'asign' : 'builtin',
          },
          now,
          (newId) => contractNumber(newId, clock.now()),
        );
        await contracts.addEvent(
          { ...event({ id: inserted } as ContractRecord, 'created', 'partyA', who), document_hash: null },
          now,
        );
        return inserted;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refuse(CONTRACTS_SERVER_MSG.alreadyExists);
        throw error;
      });
      return { id, status: 'draft' };
    },

    /** Edits a draft (once sent, the text is fixed: withdraw it and make a new one). */
    async update(recruiterId: number, id: number, body: ContractDraft, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft') throw invalidTransition();
      await move(row, ['draft'], { ...columnsOf(body), kind: body.kind }, event(row, 'updated', 'partyA', who));
      return { id, status: 'draft' as const };
    },

    /** The draft's one attachment (PDF, JPG or PNG), replacing an earlier one. */
    async attach(recruiterId: number, id: number, upload: UploadedFile, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft') throw invalidTransition();
      const file = await readFile(upload);
      const key = await files.put(row.id, 'attachment', file.ext, file.content);
      const name = upload.filename.slice(0, 100) || `attachment.${file.ext}`;
      await move(
        row,
        ['draft'],
        { attachment_key: key, attachment_name: name },
        event(row, 'attached', 'partyA', who, sha256(file.content)),
      );
      return { id, status: 'draft' as const };
    },

    /**
     * draft -> sent (electronic): Party A seals it by sending; the text's hash is kept; Party B is told.
     * With a provider, the contract is created there first (a provider failure changes nothing here).
     */
    async send(recruiterId: number, id: number, deadline: string, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft') throw invalidTransition();
      if (row.kind !== 'electronic') throw refuse(CONTRACTS_SERVER_MSG.electronicOnly);
      const company = await companyOf(recruiterId);
      if (company.status !== 'approved') throw refuse(CONTRACTS_SERVER_MSG.companyNotVerified);
      const at = checkDeadline(deadline);
      const sentAt = nowIso();
      const hash = textHashOf(row);
      if (row.provider === 'asign' && deps.provider) {
        const pdf = await render({ ...row, sent_at: sentAt });
        await deps.provider
          .createContract({
            contractNo: row.contract_no,
            title: `劳动合同 ${row.contract_no}`,
            pdf,
            deadline: at,
            notifyUrl: `${deps.publicBaseUrl ?? ''}/api/contracts/callback/asign`,
            signers: [await remoteSigner(row)],
          })
          .catch((error: unknown) => {
            throw providerFailed(error);
          });
      }
      await move(
        row,
        ['draft'],
        { status: 'sent', deadline: at, sent_at: sentAt, text_hash: hash, reminded_at: null, read_since: null },
        event(row, 'sent', 'partyA', who, hash),
        { name: 'contract.sent' },
      );
      return { id, status: 'sent' as const };
    },

    /** draft | sent -> void: the recruiter withdraws it before signature (Party B is told if it was sent). */
    async void(recruiterId: number, id: number, reason: string | undefined, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft' && row.status !== 'sent') throw invalidTransition();
      if (row.status === 'sent' && row.provider === 'asign' && deps.provider) {
        await deps.provider.withdraw(row.contract_no, reason || 'withdrawn').catch((error: unknown) => {
          throw providerFailed(error);
        });
      }
      await move(
        row,
        [row.status],
        { status: 'void', reason: reason || null },
        event(row, 'voided', 'partyA', who),
        row.status === 'sent' ? { name: 'contract.voided', extra: { reason: reason ?? '' } } : undefined,
      );
      return { id, status: 'void' as const };
    },

    /** Paper: the signed scan (the one attachment) and the signing date -> signed. */
    async recordPaper(recruiterId: number, id: number, upload: UploadedFile, signedAt: string, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.kind !== 'paper') throw refuse(CONTRACTS_SERVER_MSG.paperOnly);
      if (row.status !== 'draft' && row.status !== 'sent') throw invalidTransition();
      const contractDate = (JSON.parse(row.fields) as { contractDate: string }).contractDate;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(signedAt) || signedAt > chinaDate(clock.now()) || signedAt < contractDate) {
        throw refuse(CONTRACTS_SERVER_MSG.signedAtInvalid);
      }
      const file = await readFile(upload);
      const key = await files.put(row.id, 'paper', file.ext, file.content);
      const hash = sha256(file.content);
      await move(
        row,
        [row.status],
        {
          status: 'signed',
          signed_at: toIso(Date.parse(`${signedAt}T00:00:00+08:00`)),
          attachment_key: key,
          attachment_name: upload.filename.slice(0, 100) || `paper.${file.ext}`,
          pdf_hash: hash,
        },
        event(row, 'paperSigned', 'partyA', who, hash),
        { name: 'contract.signed' },
      );
      return { id, status: 'signed' as const };
    },

    // ---- Both parties ---------------------------------------------------------------------------------

    async list(
      userId: number,
      identity: 'seeker' | 'recruiter',
      tab: ContractTab,
      keyword: string | undefined,
      window: Window,
    ) {
      let scope: ContractScope;
      if (identity === 'recruiter') {
        const company = await deps.company.ownedBy(userId);
        if (!company) return { rows: [], total: 0, counts: { all: 0, waiting: 0, signed: 0, others: 0 } };
        scope = { companyId: company.id };
      } else {
        scope = { seekerId: userId };
      }
      const statuses = tab === 'all' ? undefined : CONTRACT_TABS[tab];
      const [{ rows, total }, byStatus] = await Promise.all([
        repo.list(scope, statuses, keyword || undefined, window),
        repo.countByStatus(scope, keyword || undefined),
      ]);
      const count = (list: readonly ContractStatus[]) => list.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
      const role = identity === 'recruiter' ? 'partyA' : 'partyB';
      return {
        rows: rows.map((row) => toRow(row, role)),
        total,
        counts: {
          all: [...byStatus.values()].reduce((a, b) => a + b, 0),
          waiting: count(CONTRACT_TABS.waiting),
          signed: count(CONTRACT_TABS.signed),
          others: count(CONTRACT_TABS.others),
        },
      };
    },

    /** The whole contract for one of its parties; Party B opening it while it waits starts the reading time. */
    async detail(userId: number, id: number, who: Actor): Promise<ContractDetail> {
      const found = await asParty(userId, id);
      const role = found.role;
      let row = found.row;
      if (role === 'partyB' && row.status === 'sent' && !row.read_since) {
        await repo.markRead(row.id, nowIso());
        await repo.addEvent(event(row, 'viewed', 'partyB', who, row.text_hash), nowIso());
        row = (await repo.find(row.id))!;
      }
      const fields = fieldsOf(row);
      const trail = await repo.events(row.id);
      return {
        ...toRow(row, role),
        applicationId: row.application_id,
        fields: { ...fields, attachment: row.attachment_name ?? undefined },
        attachmentName: row.attachment_name,
        provider: row.provider,
        reason: row.reason,
        partyBComplete: PARTY_B_OWN_FIELDS.every((name) => Boolean(fields[name])),
        readSince: row.read_since,
        minReadSeconds: CONTRACT_MIN_READ_SECONDS,
        identityTriesLeft: Math.max(0, CONTRACT_IDENTITY_MAX_TRIES - row.identity_failures),
        textHash: row.text_hash,
        events: trail.map((item) => ({ event: item.event, actor: item.actor, at: item.created_at })),
      };
    },

    /** The signed PDF (electronic), or the signed scan (paper), for either party. */
    async pdf(userId: number, id: number) {
      const { row } = await asParty(userId, id);
      const key = row.status === 'signed' ? (row.kind === 'paper' ? row.attachment_key : row.pdf_key) : null;
      const content = key ? await files.get(key) : undefined;
      if (!content) throw refuse(CONTRACTS_SERVER_MSG.pdfNotReady);
      const ext = key!.split('.').pop() ?? 'pdf';
      return { content, filename: `${row.contract_no}.${ext}`, ext };
    },

    /** The attachment, for either party. */
    async attachment(userId: number, id: number) {
      const { row } = await asParty(userId, id);
      const content = row.attachment_key ? await files.get(row.attachment_key) : undefined;
      if (!content) throw notFound();
      return { content, filename: row.attachment_name ?? 'attachment', ext: row.attachment_key!.split('.').pop()! };
    },

    /** The evidence report (PDF, signed by the platform) for either party. */
    async evidence(userId: number, id: number): Promise<{ content: Buffer; filename: string }> {
      const { row } = await asParty(userId, id);
      const trail = await repo.events(row.id);
      const idNumber = decrypt(row.party_b_id_number);
      const pdf = await renderEvidencePdf({
        contractNo: row.contract_no,
        title: '劳动合同书',
        partyA: row.party_a_name,
        partyB: row.party_b_name,
        partyBIdMasked: idNumber ? maskSensitive(idNumber) : '',
        sentTextHash: row.text_hash,
        signedPdfHash: row.pdf_hash,
        certificateFingerprint: deps.certificate().fingerprint,
        events: trail.map((item) => ({
          event: EVENT_LABELS[item.event] ?? item.event,
          actor: ACTOR_LABELS[item.actor] ?? item.actor,
          at: item.created_at,
          ip: item.ip,
          userAgent: item.user_agent,
          documentHash: item.document_hash,
        })),
        generatedAt: nowIso(),
      });
      return { content: await sealed(pdf, row), filename: `${row.contract_no}-evidence.pdf` };
    },

    /** Party B's newest contract of each offer (the records' type 2 show them beside the offers). */
    async ofApplications(seekerId: number, applicationIds: number[]) {
      const found = await repo.latestSentOf(seekerId, applicationIds);
      return new Map(
        [...found].map(([applicationId, row]) => [
          applicationId,
          { id: row.id, contractNo: row.contract_no, status: row.status },
        ]),
      );
    },

    /** A signed contract's Party B for the company's staff records (undefined: not theirs, not signed). */
    async signedPartyB(companyId: number, id: number) {
      const row = await repo.find(id);
      if (!row || row.company_id !== companyId || row.status !== 'signed') return undefined;
      const fields = fieldsOf(row);
      return {
        name: fields.partyBName,
        phone: fields.partyBPhone,
        idNumber: fields.partyBIdNumber,
        position: fields.partyBPosition,
        contactAddress: fields.partyBContactAddress,
        householdAddress: fields.partyBRegisteredAddress,
        entryDate: fields.startDate,
      };
    },

    // ---- Party B --------------------------------------------------------------------------------------

    /** Party B completes or corrects their own details while it waits; the text's hash follows. */
    async updatePartyB(seekerId: number, id: number, body: PartyBBody, who: Actor) {
      const row = await asPartyB(seekerId, id);
      await checkWaiting(row);
      if (row.provider === 'asign') throw invalidTransition();
      const fields = { ...fieldsOf(row), ...body };
      const hash = sha256(contractPlainText({ ...fields, contractNo: row.contract_no }));
      // The stored text must match the hash taken when it was sent: check before accepting a change.
      if (row.text_hash !== textHashOf(row)) {
        await markAbnormal(row, 'text', undefined);
        throw refuse(CONTRACTS_MSG.textChanged);
      }
      await move(
        row,
        ['sent'],
        { ...columnsOf(fields), text_hash: hash },
        event(row, 'partyBUpdated', 'partyB', who, hash),
      );
      return { id, status: 'sent' as const };
    },

    /** A signing code to the account's phone, once the text was read and the identity matches. */
    async sendSignCode(seekerId: number, id: number, identity: SignIdentityBody, locale: Locale, who: Actor) {
      const row = await asPartyB(seekerId, id);
      if (row.provider === 'asign') throw invalidTransition();
      await checkReadyToSign(row);
      await checkIdentity(row, identity, who);
      const phone = await phoneOf(seekerId);
      const sent = await deps.codes.issue(phone, 'sign', locale);
      await repo.addEvent(event(row, 'codeSent', 'partyB', who), nowIso());
      return { ...sent, phone: maskSensitive(phone, 3, 4) };
    },

    /**
     * sent -> signed with the built-in provider: reading time, identity, the SMS code (the intent to sign),
     * the unchanged text, the drawn signature; then the PDF with both signatures, sealed (PAdES) by the
     * platform, stored with its hash. The code is used up in the same transaction as the signature.
     */
    async sign(seekerId: number, id: number, body: SignContractBody, who: Actor) {
      const row = await asPartyB(seekerId, id);
      if (row.provider === 'asign') throw invalidTransition();
      await checkReadyToSign(row);
      await checkIdentity(row, body, who);
      const codeId = await deps.codes.check(await phoneOf(seekerId), 'sign', body.smsCode);
      if (row.text_hash !== textHashOf(row)) {
        await markAbnormal(row, 'text', who);
        throw refuse(CONTRACTS_MSG.textChanged);
      }
      const image = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
      const isPng = image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      if (!isPng || image.length > SIGNATURE_MAX_BYTES || image.length < 100) {
        throw refuse(CONTRACTS_SERVER_MSG.signatureInvalid);
      }
      const signedAt = nowIso();
      const pdf = await sealed(await render(row, { image, at: signedAt }), row);
      const [signatureKey, pdfKey] = await Promise.all([
        files.put(row.id, 'signature', 'png', image),
        files.put(row.id, 'contract', 'pdf', pdf),
      ]);
      const pdfHash = sha256(pdf);
      await move(
        row,
        ['sent'],
        { status: 'signed', signed_at: signedAt, signature_key: signatureKey, pdf_key: pdfKey, pdf_hash: pdfHash },
        event(row, 'signed', 'partyB', who, row.text_hash),
        { name: 'contract.signed' },
        (tx) => deps.codes.consume(codeId, tx.db),
      );
      return { id, status: 'signed' as const };
    },

    /** sent -> refused, with Party B's reason (Party A is told). */
    async refuse(seekerId: number, id: number, reason: string, who: Actor) {
      const row = await asPartyB(seekerId, id);
      await checkWaiting(row);
      await move(row, ['sent'], { status: 'refused', reason }, event(row, 'refused', 'partyB', who), {
        name: 'contract.refused',
        extra: { reason },
      });
      return { id, status: 'refused' as const };
    },

    /** With a provider: the provider's signing page for Party B (they come back to `returnUrl`). */
    async signUrl(seekerId: number, id: number, returnUrl: string) {
      const row = await asPartyB(seekerId, id);
      if (row.provider !== 'asign' || !deps.provider) throw refuse(CONTRACTS_SERVER_MSG.providerOnly);
      await checkWaiting(row);
      const url = await deps.provider
        .signUrl(row.contract_no, await remoteSigner(row), returnUrl)
        .catch((error: unknown) => {
          throw providerFailed(error);
        });
      return { url };
    },

    /**
     * A provider's callback (signature verified by the adapter; a repeat is ignored): a signature
     * completes the contract with the provider's signed PDF; a refusal or expiry closes it.
     */
    async onProviderCallback(headers: Record<string, string | string[] | undefined>, rawBody: string) {
      if (!deps.provider) throw new HttpError(404);
      let callback;
      try {
        callback = deps.provider.parseCallback(headers, rawBody);
      } catch {
        throw forbidden();
      }
      if (await repo.hasProviderEvent(callback.eventId)) return { handled: false };
      const row = await repo.findByNo(callback.contractNo);
      if (!row || row.provider !== 'asign') return { handled: false };
      const audit = { ...event(row, `provider.${callback.kind}`, 'provider'), provider_event_id: callback.eventId };
      if (callback.kind === 'completed' && row.status === 'sent') {
        const pdf = await deps.provider.download(row.contract_no);
        const key = await files.put(row.id, 'contract', 'pdf', pdf);
        await move(
          row,
          ['sent'],
          { status: 'signed', signed_at: callback.at, pdf_key: key, pdf_hash: sha256(pdf) },
          audit,
          {
            name: 'contract.signed',
          },
        );
      } else if (callback.kind === 'refused' && row.status === 'sent') {
        const reason = callback.reason ?? '';
        await move(row, ['sent'], { status: 'refused', reason }, audit, {
          name: 'contract.refused',
          extra: { reason },
        });
      } else if (callback.kind === 'expired' && row.status === 'sent') {
        await move(row, ['sent'], { status: 'expired' }, audit, { name: 'contract.expired' });
      } else {
        await repo.addEvent(audit, nowIso());
      }
      return { handled: true };
    },

    // ---- Anyone -----------------------------------------------------------------------------------------

    /** Whether a PDF is one of ours, unaltered, and who signed it when. */
    async verify(content: Buffer): Promise<ContractVerify> {
      if (!content.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse(CONTRACTS_SERVER_MSG.verifyNotPdf);
      const check = verifySignedPdf(content, deps.certificate());
      const row = check.contractNo ? await repo.findByNo(check.contractNo) : undefined;
      const ours = Boolean(row && check.signed && check.intact && check.byPlatform);
      return {
        signed: check.signed,
        intact: check.intact,
        ours,
        contractNo: ours ? check.contractNo : null,
        status: ours ? row!.status : null,
        partyA: ours ? row!.party_a_name : null,
        partyB: ours ? maskName(row!.party_b_name) : null,
        signedAt: ours ? (row!.signed_at ?? check.signedAt) : null,
      };
    },

    // ---- The sweep --------------------------------------------------------------------------------------

    /** Expires contracts past their deadline and reminds Party B once, CONTRACT_REMINDER_HOURS before it. */
    async sweep() {
      let expired = 0;
      for (;;) {
        const batch = await repo.pastDeadline(nowIso(), 100);
        for (const row of batch) if (await expire(row)) expired += 1;
        if (batch.length < 100) break;
      }
      let reminded = 0;
      const until = toIso(clock.now() + CONTRACT_REMINDER_HOURS * HOUR_MS);
      for (;;) {
        const batch = await repo.dueForReminder(nowIso(), until, 100);
        for (const row of batch) {
          const done = await transaction(db, events, async (tx) => {
            if (!(await createContractsRepository(tx.db).markReminded(row.id, nowIso()))) return false;
            tx.record('contract.deadlineSoon', facts(row));
            return true;
          });
          if (done) reminded += 1;
        }
        if (batch.length < 100) break;
      }
      return { expired, reminded };
    },
  };

  async function remoteSigner(row: ContractRecord) {
    const fields = fieldsOf(row);
    return {
      account: `seeker-${row.seeker_user_id}`,
      name: fields.partyBName,
      idNumber: fields.partyBIdNumber,
      phone: fields.partyBPhone,
      kind: 'person' as const,
    };
  }
}

function providerFailed(error: unknown): AppError {
  const failure = refuse(CONTRACTS_SERVER_MSG.providerFailed);
  (failure as { cause?: unknown }).cause = error;
  return failure;
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

export type ContractsService = ReturnType<typeof createContractsService>;
