/**
 * 谁看过我: the looks of companies at a seeker's resume (resume_views, 0021), one row per seeker, company
 * and China day. The only writer of resume_views.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** One look to record. */
export interface ResumeLook {
  seekerId: number;
  companyId: number;
  recruiterId: number;
  positionId: number | null;
  day: string;
  at: string;
}

export function createResumeViewsRepository(db: Db) {
  return {
    /**
     * The day's row of (seeker, company) gets one more look: the latest recruiter and time; the position
     * stays the one known when the look had none (a look from search after one for an application).
     */
    async record(look: ResumeLook): Promise<void> {
      await db
        .insertInto('resume_views')
        .values({
          seeker_user_id: look.seekerId,
          company_id: look.companyId,
          recruiter_user_id: look.recruiterId,
          position_id: look.positionId,
          day: look.day,
          views: 1,
          first_viewed_at: look.at,
          last_viewed_at: look.at,
        })
        .onConflict((oc) =>
          oc.columns(['seeker_user_id', 'company_id', 'day']).doUpdateSet({
            views: sql`resume_views.views + 1`,
            recruiter_user_id: look.recruiterId,
            position_id: sql`coalesce(${look.positionId}, resume_views.position_id)`,
            last_viewed_at: look.at,
          }),
        )
        .execute();
    },

    /** Per company that looked since `since` (a China date): the latest look and the number of looks. */
    async companiesViewing(seekerId: number, since: string) {
      const rows = await db
        .selectFrom('resume_views')
        .select((eb) => [
          'company_id',
          eb.fn.max('last_viewed_at').as('last_viewed_at'),
          eb.fn.sum<number>('views').as('views'),
        ])
        .where('seeker_user_id', '=', seekerId)
        .where('day', '>=', since)
        .groupBy('company_id')
        .execute();
      return rows.map((row) => ({
        companyId: row.company_id,
        lastViewedAt: String(row.last_viewed_at),
        views: Number(row.views),
      }));
    },

    /** The rows of some companies since `since`, latest look first (who looked last, for which position). */
    async latestRows(seekerId: number, companyIds: number[], since: string) {
      if (!companyIds.length) return [];
      return db
        .selectFrom('resume_views')
        .select(['company_id', 'recruiter_user_id', 'position_id', 'last_viewed_at'])
        .where('seeker_user_id', '=', seekerId)
        .where('company_id', 'in', companyIds)
        .where('day', '>=', since)
        .orderBy('last_viewed_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Removes the rows of days before `since`; answers how many. */
    async pruneBefore(since: string): Promise<number> {
      const result = await db.deleteFrom('resume_views').where('day', '<', since).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
