/**
 * Leaving and a copy of one's data (docs/decisions.md, "Leaving"): the reports a user filed are theirs
 * (copied, then removed with the account); reports about them, the measures and the audit log stay, as the
 * platform's record of what was done.
 */
import type { Db } from '../../db/connect';
import { createReportsRepository } from './reports.repository';

export function createReportsPrivacy({ db }: { db: Db }) {
  const repo = createReportsRepository(db);
  return {
    async exportOf(userId: number) {
      const rows = await repo.filedBy(userId);
      return {
        reports: rows.map((row) => ({
          target: row.target_type,
          subject: row.subject,
          reason: row.reason,
          note: row.note,
          status: row.status,
          outcome: row.outcome,
          outcomeReason: row.outcome_reason,
          at: row.created_at,
        })),
      };
    },

    async forgetUser(userId: number): Promise<void> {
      await repo.forgetFiledBy(userId);
    },
  };
}
