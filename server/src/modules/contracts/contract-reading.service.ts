/**
 * Reading contracts: the signing list of either party, one contract in clear for its two parties (Party B
 * opening a sent one starts the reading time), and what other modules read of them (the seeker's records,
 * the company's staff records).
 */
import {
  CONTRACT_IDENTITY_MAX_TRIES,
  CONTRACT_MIN_READ_SECONDS,
  CONTRACT_TABS,
  PARTY_B_OWN_FIELDS,
  type ContractDetail,
  type ContractTab,
} from '@common/contracts';
import type { ContractStatus } from '@common/constants';
import { auditEvent, type Actor, type ContractCore } from './contract-core';
import type { ContractScope } from './contracts.repository';

type Window = { limit: number; offset: number };

export function createContractReading(core: ContractCore) {
  const { deps, repo, nowIso, fieldsOf, toRow } = core;

  return {
    /** The company's contracts (recruiter) or the seeker's own, one tab and page, with every tab's count. */
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
      const found = await core.asParty(userId, id);
      const role = found.role;
      let row = found.row;
      if (role === 'partyB' && row.status === 'sent' && !row.read_since) {
        await repo.markRead(row.id, nowIso());
        await repo.addEvent(auditEvent(row, 'viewed', 'partyB', who, row.text_hash), nowIso());
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

    /**
     * The application's newest contract, as the applications detail shows it: the recruiter sees any, the
     * seeker those sent to them (null when none). The caller checked who may see the application.
     */
    async ofApplication(applicationId: number, viewer: 'seeker' | 'recruiter') {
      return (await repo.newestOf(applicationId, viewer === 'seeker')) ?? null;
    },

    /**
     * A signed contract's Party B for the company's staff records (undefined: not theirs, not signed), with
     * the application it was made for (adding the record hires it).
     */
    async signedPartyB(companyId: number, id: number) {
      const row = await repo.find(id);
      if (!row || row.company_id !== companyId || row.status !== 'signed') return undefined;
      const fields = fieldsOf(row);
      return {
        applicationId: row.application_id,
        name: fields.partyBName,
        phone: fields.partyBPhone,
        idNumber: fields.partyBIdNumber,
        position: fields.partyBPosition,
        contactAddress: fields.partyBContactAddress,
        householdAddress: fields.partyBRegisteredAddress,
        entryDate: fields.startDate,
      };
    },
  };
}
