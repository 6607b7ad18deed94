/**
 * Signing at a licensed provider (爱签 today, adapters/asign.ts through the neutral adapters/esign.ts): a
 * contract made while a provider is configured (`provider = 'asign'`) is created there when Party A sends it,
 * withdrawn there when Party A withdraws it, signed on the provider's page, and closed by the provider's
 * callbacks (a signature brings the provider's signed PDF). A provider failure changes nothing here.
 */
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import type { RemoteSigner } from '../../adapters/esign';
import { AppError, forbidden, HttpError, refuse } from '../../http/errors';
import { auditEvent, contractFacts, sha256, type ContractCore } from './contract-core';
import type { ContractRecord } from './contracts.repository';

function providerFailed(error: unknown): AppError {
  const failure = refuse(CONTRACTS_SERVER_MSG.providerFailed);
  (failure as { cause?: unknown }).cause = error;
  return failure;
}

export function createProviderSigning(core: ContractCore) {
  const { deps, repo, fieldsOf, move } = core;

  /** Party B as the provider knows them. */
  function remoteSigner(row: ContractRecord): RemoteSigner {
    const fields = fieldsOf(row);
    return {
      account: `seeker-${row.seeker_user_id}`,
      name: fields.partyBName,
      idNumber: fields.partyBIdNumber,
      phone: fields.partyBPhone,
      kind: 'person',
    };
  }

  return {
    /** Sending a contract signed at the provider: it is created there as sent (Party A's seal on it). */
    async created(row: ContractRecord, sentAt: string, deadline: string): Promise<void> {
      if (row.provider !== 'asign' || !deps.provider) return;
      const pdf = await core.render({ ...row, sent_at: sentAt });
      await deps.provider
        .createContract({
          contractNo: row.contract_no,
          title: `劳动合同 ${row.contract_no}`,
          pdf,
          deadline,
          notifyUrl: `${deps.publicBaseUrl ?? ''}/api/contracts/callback/asign`,
          signers: [remoteSigner(row)],
        })
        .catch((error: unknown) => {
          throw providerFailed(error);
        });
    },

    /** Withdrawing a sent contract: withdrawn at the provider first, when it waits there. */
    async withdrawn(row: ContractRecord, reason: string | undefined): Promise<void> {
      if (row.status !== 'sent' || row.provider !== 'asign' || !deps.provider) return;
      await deps.provider.withdraw(row.contract_no, reason || 'withdrawn').catch((error: unknown) => {
        throw providerFailed(error);
      });
    },

    /** The provider's signing page for Party B (they come back to `returnUrl`). */
    async signUrl(seekerId: number, id: number, returnUrl: string) {
      const row = await core.asPartyB(seekerId, id);
      if (row.provider !== 'asign' || !deps.provider) throw refuse(CONTRACTS_SERVER_MSG.providerOnly);
      await core.checkWaiting(row);
      const url = await deps.provider.signUrl(row.contract_no, remoteSigner(row), returnUrl).catch((error: unknown) => {
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
      const audit = {
        ...auditEvent(row, `provider.${callback.kind}`, 'provider'),
        provider_event_id: callback.eventId,
      };
      const facts = contractFacts(row);
      if (callback.kind === 'completed' && row.status === 'sent') {
        const pdf = await deps.provider.download(row.contract_no);
        const key = await deps.files.put(row.id, 'contract', 'pdf', pdf);
        await move(
          row,
          ['sent'],
          { status: 'signed', signed_at: callback.at, pdf_key: key, pdf_hash: sha256(pdf) },
          audit,
          (tx) => tx.record('contract.signed', facts),
        );
      } else if (callback.kind === 'refused' && row.status === 'sent') {
        const reason = callback.reason ?? '';
        await move(row, ['sent'], { status: 'refused', reason }, audit, (tx) =>
          tx.record('contract.refused', { ...facts, reason }),
        );
      } else if (callback.kind === 'expired' && row.status === 'sent') {
        await move(row, ['sent'], { status: 'expired' }, audit, (tx) => tx.record('contract.expired', facts));
      } else {
        await repo.addEvent(audit, core.nowIso());
      }
      return { handled: true };
    },
  };
}

export type ProviderSigning = ReturnType<typeof createProviderSigning>;
