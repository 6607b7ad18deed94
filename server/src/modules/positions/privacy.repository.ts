/** A user's saved positions and looks at positions; a company's open positions (what blocks its recruiter leaving). */
import type { Db } from '../../db/connect';

/** Positions a seeker can still find or that still await review. */
const OPEN = ['under_review', 'approved', 'paused'] as const;

export function createPositionsPrivacyRepository(db: Db) {
  return {
    async openCount(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('status', 'in', [...OPEN])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async saved(userId: number) {
      return db
        .selectFrom('saved_positions as s')
        .innerJoin('positions as p', 'p.id', 's.position_id')
        .select(['p.id as positionId', 'p.title', 's.created_at as savedAt'])
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at', 'desc')
        .execute();
    },

    async forget(userId: number): Promise<void> {
      await db.deleteFrom('saved_positions').where('user_id', '=', userId).execute();
      await db.deleteFrom('position_views').where('viewer_user_id', '=', userId).execute();
    },
  };
}
