/**
 * Leaving and a copy of one's data (docs/decisions.md, "Leaving"). A signed labour contract and its
 * evidence (events, PDF, signature) are kept when Party B deletes the account: the Labour Contract Law
 * (art. 50) has the employer keep the text of an ended contract two years, and the platform holds it for
 * both. Each is marked with `retain_until` (two years after its end date) and the retention sweep removes
 * it after that day. Every other contract of Party B goes with the account, files included. Contracts a
 * recruiter made are the company's and stay.
 */
import { chinaDate } from '@common/china-time';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import type { ContractFiles } from './contract-files';
import { createContractsPrivacyRepository } from './privacy.repository';

/** Years a signed contract of a deleted account is kept after it ends. */
export const CONTRACT_RETENTION_YEARS = 2;
const SWEEP_BATCH = 100;

/** The day `years` after `date` (YYYY-MM-DD; 29 February goes to 1 March). */
export function yearsAfter(date: string, years: number): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export function createContractsPrivacy({ db, clock, files }: { db: Db; clock: Clock; files: ContractFiles }) {
  const repo = createContractsPrivacyRepository(db);

  async function removeWithFiles(rows: Array<{ id: number } & Record<string, unknown>>): Promise<number> {
    await repo.remove(rows.map((row) => row.id));
    for (const row of rows) {
      for (const key of [row.attachment_key, row.signature_key, row.pdf_key]) {
        if (typeof key === 'string' && key) await files.remove(key);
      }
    }
    return rows.length;
  }

  return {
    waiting: (userId: number) => repo.waiting(userId),

    /** Party B's contracts: what they say (no ID or bank card number: those are in the PDF) and their PDFs. */
    async exportOf(userId: number) {
      const rows = await repo.ofPartyB(userId);
      const events = await repo.events(rows.map((row) => row.id));
      const pdfs: Array<{ name: string; content: Buffer }> = [];
      for (const row of rows) {
        const content = row.pdf_key ? await files.get(row.pdf_key) : undefined;
        if (content) pdfs.push({ name: `contracts/${row.contract_no}.pdf`, content });
      }
      return {
        contracts: rows.map(({ pdf_key: _key, application_id: _application, fields, ...row }) => ({
          ...row,
          fields: parse(fields),
          events: events.filter((e) => e.contract_id === row.id).map(({ contract_id: _id, ...e }) => e),
        })),
        pdfs,
      };
    },

    /** Marks the signed ones kept and removes the rest; answers the applications the kept ones name. */
    async forgetUser(userId: number): Promise<number[]> {
      const keep = await repo.retain(userId, (end) => yearsAfter(end, CONTRACT_RETENTION_YEARS));
      await removeWithFiles(await repo.unsignedOf(userId));
      return keep;
    },

    /** Kept contracts of deleted accounts past their retention go, with their evidence and files. */
    async sweepRetention(): Promise<number> {
      const today = chinaDate(clock.now());
      let removed = 0;
      for (;;) {
        const due = await repo.pastRetention(today, SWEEP_BATCH);
        removed += await removeWithFiles(due);
        if (due.length < SWEEP_BATCH) return removed;
      }
    },
  };
}

export type ContractsPrivacy = ReturnType<typeof createContractsPrivacy>;
