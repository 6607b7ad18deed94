/**
 * The automatic guard (docs/decisions.md, "Reports and measures"): run after each seeker's report, so an
 * account many seekers report is silenced before an operator gets to the queue.
 */
import { AUTO_MUTE_DAYS, AUTO_MUTE_REPORTERS } from '@common/reports';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { DAY_MS, type ReportsCore } from './reports-core';
import { createReportsRepository } from './reports.repository';

export function createAutoGuard({ deps, repo, now }: ReportsCore) {
  const { db, clock, events } = deps;

  /**
   * The automatic guard after a seeker's report of `userId`: AUTO_MUTE_REPORTERS different seekers within
   * AUTO_MUTE_DAYS mute the account until an operator looks (once: an account muted or suspended already
   * keeps its measure); the reports counted are flagged.
   */
  return async function guard(userId: number, subject: string) {
    const since = toIso(clock.now() - AUTO_MUTE_DAYS * DAY_MS);
    const reporters = await repo.seekersReporting(userId, since);
    if (reporters < AUTO_MUTE_REPORTERS) return;
    await repo.flagSince(userId, since);
    const at = now();
    const inForce = await repo.inForce(userId, at);
    if (inForce.some((m) => m.kind === 'mute' || m.kind === 'suspend')) return;
    const reason = `7天内被${reporters}名求职者举报，等待平台核实`;
    await transaction(db, events, async (tx) => {
      const txRepo = createReportsRepository(tx.db);
      const measureId = await txRepo.insertMeasure({ user_id: userId, kind: 'mute', reason, auto: 1, created_at: at });
      await txRepo.audit({
        measure_id: measureId,
        subject_user_id: userId,
        action: 'auto_mute',
        reason,
        detail: JSON.stringify({ reporters, since }),
        created_at: at,
      });
      tx.record('measure.applied', { measureId, userId, kind: 'mute', auto: true, subject, reason, until: null });
    });
  };
}
