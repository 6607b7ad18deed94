/**
 * Party A, the recruiters of the company: the offers a contract can be made for, drafting (with its one
 * attachment), sending for signature, withdrawing before signature, and recording a signed paper contract.
 */
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import {
  CONTRACT_DEADLINE_MAX_DAYS,
  CONTRACT_DEADLINE_MIN_HOURS,
  type ContractDraft,
  type ContractOffer,
  type ContractPrefill,
  type CreateContractBody,
} from '@common/contracts';
import { chinaDate, chinaDateStartMs } from '@common/china-time';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/dialect';
import { refuse } from '../../http/errors';
import { regionName } from '../regions/regions.service';
import type { ProviderSigning } from './asign-signing';
import { checkUpload } from './contract-files';
import {
  auditEvent,
  contractFacts,
  contractNumber,
  HOUR_MS,
  invalidTransition,
  sha256,
  type Actor,
  type ContractCore,
  type UploadedFile,
} from './contract-core';
import { createContractsRepository } from './contracts.repository';

export function createPartyAService(core: ContractCore, provider: ProviderSigning) {
  const { deps, repo, nowIso, columnsOf, companyOf, asPartyA, move } = core;
  const { clock, files } = deps;

  /** The signing deadline as ISO text, if it lies between the shortest and the longest wait allowed. */
  function checkDeadline(deadline: string): string {
    const at = Date.parse(deadline);
    const now = clock.now();
    const earliest = now + CONTRACT_DEADLINE_MIN_HOURS * HOUR_MS;
    const latest = now + CONTRACT_DEADLINE_MAX_DAYS * 24 * HOUR_MS;
    if (!(at >= earliest && at <= latest)) {
      throw refuse(CONTRACTS_SERVER_MSG.deadlineRange, {
        min: CONTRACT_DEADLINE_MIN_HOURS,
        max: CONTRACT_DEADLINE_MAX_DAYS,
      });
    }
    return toIso(at);
  }

  return {
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
      const id = await transaction(deps.db, deps.events, async (tx) => {
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
        await contracts.addEvent(auditEvent({ id: inserted }, 'created', 'partyA', who), now);
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
      await move(row, ['draft'], { ...columnsOf(body), kind: body.kind }, auditEvent(row, 'updated', 'partyA', who));
      return { id, status: 'draft' as const };
    },

    /** The draft's one attachment (PDF, JPG or PNG), replacing an earlier one. */
    async attach(recruiterId: number, id: number, upload: UploadedFile, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft') throw invalidTransition();
      const file = await checkUpload(upload.content);
      const key = await files.put(row.id, 'attachment', file.ext, file.content);
      const name = upload.filename.slice(0, 100) || `attachment.${file.ext}`;
      await move(
        row,
        ['draft'],
        { attachment_key: key, attachment_name: name },
        auditEvent(row, 'attached', 'partyA', who, sha256(file.content)),
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
      const hash = core.textHashOf(row);
      await provider.created(row, sentAt, at);
      await move(
        row,
        ['draft'],
        { status: 'sent', deadline: at, sent_at: sentAt, text_hash: hash, reminded_at: null, read_since: null },
        auditEvent(row, 'sent', 'partyA', who, hash),
        (tx) => tx.record('contract.sent', contractFacts({ ...row, deadline: at })),
      );
      return { id, status: 'sent' as const };
    },

    /** draft | sent -> void: the recruiter withdraws it before signature (Party B is told if it was sent). */
    async void(recruiterId: number, id: number, reason: string | undefined, who: Actor) {
      const row = await asPartyA(recruiterId, id);
      if (row.status !== 'draft' && row.status !== 'sent') throw invalidTransition();
      await provider.withdrawn(row, reason);
      await move(
        row,
        [row.status],
        { status: 'void', reason: reason || null },
        auditEvent(row, 'voided', 'partyA', who),
        (tx) => {
          if (row.status === 'sent') tx.record('contract.voided', { ...contractFacts(row), reason: reason ?? '' });
        },
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
      const file = await checkUpload(upload.content);
      const key = await files.put(row.id, 'paper', file.ext, file.content);
      const hash = sha256(file.content);
      await move(
        row,
        [row.status],
        {
          status: 'signed',
          signed_at: toIso(chinaDateStartMs(signedAt)),
          attachment_key: key,
          attachment_name: upload.filename.slice(0, 100) || `paper.${file.ext}`,
          pdf_hash: hash,
        },
        auditEvent(row, 'paperSigned', 'partyA', who, hash),
        (tx) => tx.record('contract.signed', contractFacts(row)),
      );
      return { id, status: 'signed' as const };
    },
  };
}
