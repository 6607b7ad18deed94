/**
 * Party B, the seeker, while a sent contract waits for them: completing their own details, the built-in
 * signing (reading time, identity, SMS code, drawn signature, the PDF sealed by the platform), refusing; and
 * the sweep that expires contracts past their deadline and reminds Party B of one due soon. Signing at a
 * licensed provider is asign-signing.ts.
 */
import { CONTRACTS_MSG } from '@common/messages.contracts';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import { contractPlainText } from '@common/contract-text';
import {
  CONTRACT_IDENTITY_MAX_TRIES,
  CONTRACT_MIN_READ_SECONDS,
  CONTRACT_REMINDER_HOURS,
  SIGNATURE_MAX_BYTES,
  contractSchema,
  type PartyBBody,
  type SignContractBody,
  type SignIdentityBody,
} from '@common/contracts';
import type { Locale } from '@common/i18n';
import { maskSensitive } from '../../core/field-cipher';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import {
  auditEvent,
  contractFacts,
  HOUR_MS,
  invalidTransition,
  sha256,
  type Actor,
  type ContractCore,
} from './contract-core';
import { createContractsRepository, type ContractRecord } from './contracts.repository';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function createSigningService(core: ContractCore) {
  const { deps, repo, nowIso, fieldsOf, asPartyB, move, markAbnormal, checkWaiting } = core;
  const { clock, files } = deps;

  /** Party B's identity as typed equals the contract's; a miss counts, the 5th marks it abnormal. */
  async function checkIdentity(row: ContractRecord, identity: SignIdentityBody, who: Actor): Promise<void> {
    const fields = fieldsOf(row);
    const matches =
      identity.name.trim() === fields.partyBName.trim() &&
      identity.idNumber.toUpperCase() === fields.partyBIdNumber.toUpperCase();
    if (matches) return;
    const failures = await repo.addIdentityFailure(row.id, nowIso());
    await repo.addEvent(auditEvent(row, 'identityFailed', 'partyB', who), nowIso());
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

  /** The stored text must still hash as it did when sent; otherwise the contract is marked abnormal. */
  async function checkTextUnchanged(row: ContractRecord, who: Actor | undefined): Promise<void> {
    if (row.text_hash === core.textHashOf(row)) return;
    await markAbnormal(row, 'text', who);
    throw refuse(CONTRACTS_MSG.textChanged);
  }

  async function phoneOf(userId: number): Promise<string> {
    const phone = (await deps.account(userId))?.phone;
    if (!phone) throw refuse(CONTRACTS_SERVER_MSG.phoneMissing);
    return phone;
  }

  /** A sent contract signed in the app: refused when it is signed at a provider. */
  async function builtinOf(seekerId: number, id: number): Promise<ContractRecord> {
    const row = await asPartyB(seekerId, id);
    if (row.provider === 'asign') throw invalidTransition();
    return row;
  }

  return {
    /** Party B completes or corrects their own details while it waits; the text's hash follows. */
    async updatePartyB(seekerId: number, id: number, body: PartyBBody, who: Actor) {
      const row = await asPartyB(seekerId, id);
      await checkWaiting(row);
      if (row.provider === 'asign') throw invalidTransition();
      const fields = { ...fieldsOf(row), ...body };
      const hash = sha256(contractPlainText({ ...fields, contractNo: row.contract_no }));
      // The stored text must match the hash taken when it was sent: check before accepting a change.
      await checkTextUnchanged(row, undefined);
      await move(
        row,
        ['sent'],
        { ...core.columnsOf(fields), text_hash: hash },
        auditEvent(row, 'partyBUpdated', 'partyB', who, hash),
      );
      return { id, status: 'sent' as const };
    },

    /** A signing code to the account's phone, once the text was read and the identity matches. */
    async sendSignCode(seekerId: number, id: number, identity: SignIdentityBody, locale: Locale, who: Actor) {
      const row = await builtinOf(seekerId, id);
      await checkReadyToSign(row);
      await checkIdentity(row, identity, who);
      const phone = await phoneOf(seekerId);
      const sent = await deps.codes.issue(phone, 'sign', locale);
      await repo.addEvent(auditEvent(row, 'codeSent', 'partyB', who), nowIso());
      return { ...sent, phone: maskSensitive(phone, 3, 4) };
    },

    /**
     * sent -> signed with the built-in provider: reading time, identity, the SMS code (the intent to sign),
     * the unchanged text, the drawn signature; then the PDF with both signatures, sealed (PAdES) by the
     * platform, stored with its hash. The code is used up in the same transaction as the signature.
     */
    async sign(seekerId: number, id: number, body: SignContractBody, who: Actor) {
      const row = await builtinOf(seekerId, id);
      await checkReadyToSign(row);
      await checkIdentity(row, body, who);
      const codeId = await deps.codes.check(await phoneOf(seekerId), 'sign', body.smsCode);
      await checkTextUnchanged(row, who);
      const image = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
      const isPng = image.subarray(0, 8).equals(PNG_SIGNATURE);
      if (!isPng || image.length > SIGNATURE_MAX_BYTES || image.length < 100) {
        throw refuse(CONTRACTS_SERVER_MSG.signatureInvalid);
      }
      const signedAt = nowIso();
      const pdf = await core.sealed(await core.render(row, { image, at: signedAt }), row);
      const [signatureKey, pdfKey] = await Promise.all([
        files.put(row.id, 'signature', 'png', image),
        files.put(row.id, 'contract', 'pdf', pdf),
      ]);
      const pdfHash = sha256(pdf);
      await move(
        row,
        ['sent'],
        { status: 'signed', signed_at: signedAt, signature_key: signatureKey, pdf_key: pdfKey, pdf_hash: pdfHash },
        auditEvent(row, 'signed', 'partyB', who, row.text_hash),
        async (tx) => {
          await deps.codes.consume(codeId, tx.db);
          tx.record('contract.signed', contractFacts(row));
        },
      );
      return { id, status: 'signed' as const };
    },

    /** sent -> refused, with Party B's reason (Party A is told). */
    async refuse(seekerId: number, id: number, reason: string, who: Actor) {
      const row = await asPartyB(seekerId, id);
      await checkWaiting(row);
      await move(row, ['sent'], { status: 'refused', reason }, auditEvent(row, 'refused', 'partyB', who), (tx) =>
        tx.record('contract.refused', { ...contractFacts(row), reason }),
      );
      return { id, status: 'refused' as const };
    },

    /** Expires contracts past their deadline and reminds Party B once, CONTRACT_REMINDER_HOURS before it. */
    async sweep() {
      let expired = 0;
      for (;;) {
        const batch = await repo.pastDeadline(nowIso(), 100);
        for (const row of batch) if (await core.expire(row)) expired += 1;
        if (batch.length < 100) break;
      }
      let reminded = 0;
      const until = toIso(clock.now() + CONTRACT_REMINDER_HOURS * HOUR_MS);
      for (;;) {
        const batch = await repo.dueForReminder(nowIso(), until, 100);
        for (const row of batch) {
          const done = await transaction(deps.db, deps.events, async (tx) => {
            if (!(await createContractsRepository(tx.db).markReminded(row.id, nowIso()))) return false;
            tx.record('contract.deadlineSoon', contractFacts(row));
            return true;
          });
          if (done) reminded += 1;
        }
        if (batch.length < 100) break;
      }
      return { expired, reminded };
    },
  };
}
