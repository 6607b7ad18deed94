/**
 * The positions' writes of moderation (reports module, through moderation.service.ts): taking positions
 * down into audit_failed with the operator's reason, and putting them back as they were when it is lifted.
 */
import type { Db } from '../../db/connect';
import type { PositionStatus } from '../../db/types';

/** What a take-down moves to audit_failed: listed, paused or waiting for review. */
export const TAKEN_DOWN_FROM: PositionStatus[] = ['approved', 'paused', 'under_review'];

export function createPositionModerationRepository(db: Db) {
  return {
    /** A position that is not deleted, with its company's name and status. */
    async facts(id: number) {
      return db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select([
          'p.id',
          'p.title',
          'p.status',
          'p.recruiter_user_id',
          'p.company_id',
          'p.responsibilities',
          'p.requirements',
          'p.conditions',
          'p.working_hours',
          'c.name as company_name',
          'c.status as company_status',
        ])
        .where('p.id', '=', id)
        .where('p.status', '!=', 'deleted')
        .executeTakeFirst();
    },

    /** The positions of a recruiter a take-down would move, with their status. */
    async ofRecruiter(userId: number) {
      return db
        .selectFrom('positions')
        .select(['id', 'status'])
        .where('recruiter_user_id', '=', userId)
        .where('status', 'in', TAKEN_DOWN_FROM)
        .orderBy('id')
        .execute();
    },

    /** `from` -> audit_failed with the reason; answers whether it happened. */
    async takeDown(id: number, from: PositionStatus, reason: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({ status: 'audit_failed', review_reason: reason, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** audit_failed -> `to` (its status before a take-down), unless it changed since; answers whether it did. */
    async restore(id: number, to: PositionStatus, now: string): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({ status: to, review_reason: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'audit_failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
