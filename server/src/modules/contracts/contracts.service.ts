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
 *
 * The service is composed of its parts, which share contract-core.ts: Party A (party-a.service.ts), Party B
 * and the deadlines (signing.service.ts), a licensed provider (asign-signing.ts), reading
 * (contract-reading.service.ts) and the documents (contract-documents.service.ts).
 */
import { createProviderSigning } from './asign-signing';
import { createContractCore, type ContractsServiceDeps } from './contract-core';
import { createContractDocuments } from './contract-documents.service';
import { createContractReading } from './contract-reading.service';
import { createPartyAService } from './party-a.service';
import { createSigningService } from './signing.service';

/** The demo seed numbers the contracts it writes as the service does. */

export function createContractsService(deps: ContractsServiceDeps) {
  const core = createContractCore(deps);
  const provider = createProviderSigning(core);
  return {
    ...createPartyAService(core, provider),
    ...createSigningService(core),
    signUrl: provider.signUrl,
    onProviderCallback: provider.onProviderCallback,
    ...createContractReading(core),
    ...createContractDocuments(core),
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
