/**
 * What the reports module asks of positions (docs/decisions.md, "Reports and measures"): a reported
 * position's facts and texts, whatever its status; taking one position (or every position of a suspended
 * recruiter) down, which moves it to audit_failed with the operator's reason, so it leaves every list and
 * its recruiter reads why (an edit sends it back to review); and restoring what a lifted measure took down,
 * each to the status it had, unless the recruiter changed it since.
 */
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { PositionStatus } from '../../db/types';
import { createPositionModerationRepository, TAKEN_DOWN_FROM } from './moderation.repository';

/** A position taken down and the status it goes back to. */
export interface TakenDown {
  id: number;
  from: PositionStatus;
}

export function createPositionModeration({ db, clock, events }: { db: Db; clock: Clock; events: AppEventBus }) {
  const repo = createPositionModerationRepository(db);
  const now = () => toIso(clock.now());
  const changed = async (ids: number[]) => {
    for (const positionId of ids) await events.publish('position.changed', { positionId });
  };

  return {
    /** A position that is not deleted, as an operator reads it; undefined for an unknown or deleted one. */
    async facts(id: number) {
      const row = await repo.facts(id);
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        status: row.status,
        recruiterUserId: row.recruiter_user_id,
        companyId: row.company_id,
        companyName: row.company_name,
        responsibilities: row.responsibilities ?? '',
        requirements: row.requirements ?? '',
        conditions: row.conditions ?? '',
        workingHours: row.working_hours ?? '',
      };
    },

    /** Takes one position down (listed, paused or under review); answers what to restore, or null. */
    async takeDown(id: number, reason: string): Promise<TakenDown | null> {
      const row = await repo.facts(id);
      if (!row || !TAKEN_DOWN_FROM.includes(row.status)) return null;
      if (!(await repo.takeDown(id, row.status, reason, now()))) return null;
      await changed([id]);
      return { id, from: row.status };
    },

    /** Takes every position of a recruiter down (a suspension); answers what to restore. */
    async takeDownAllOf(userId: number, reason: string): Promise<TakenDown[]> {
      const done: TakenDown[] = [];
      for (const row of await repo.ofRecruiter(userId)) {
        if (await repo.takeDown(row.id, row.status, reason, now())) done.push({ id: row.id, from: row.status });
      }
      await changed(done.map((item) => item.id));
      return done;
    },

    /** Puts taken-down positions back as they were (those still taken down); answers how many. */
    async restore(items: TakenDown[]): Promise<number> {
      const restored: number[] = [];
      for (const item of items) if (await repo.restore(item.id, item.from, now())) restored.push(item.id);
      await changed(restored);
      return restored.length;
    },
  };
}

export type PositionModeration = ReturnType<typeof createPositionModeration>;
