/**
 * Seekers' looks at positions (position_views, 0021): one row per position, seeker and China day; the
 * recruiter's list counts them. The only writer of position_views.
 */
import type { Db } from '../../db/connect';

export function createPositionViewsRepository(db: Db) {
  return {
    /** The day's look of this seeker at this position; a second look the same day changes nothing. */
    async record(positionId: number, viewerId: number, day: string, at: string): Promise<void> {
      await db
        .insertInto('position_views')
        .values({ position_id: positionId, viewer_user_id: viewerId, day, viewed_at: at })
        .onConflict((oc) => oc.columns(['position_id', 'viewer_user_id', 'day']).doNothing())
        .execute();
    },

    /** Looks per position since `since` (a China date); positions without any are absent. */
    async counts(positionIds: number[], since: string): Promise<Map<number, number>> {
      if (!positionIds.length) return new Map();
      const rows = await db
        .selectFrom('position_views')
        .select((eb) => ['position_id', eb.fn.countAll<number>().as('n')])
        .where('position_id', 'in', positionIds)
        .where('day', '>=', since)
        .groupBy('position_id')
        .execute();
      return new Map(rows.map((row) => [row.position_id, Number(row.n)]));
    },

    /** Title and industry of positions (谁看过我 names the position a resume was read for). */
    async briefs(positionIds: number[]) {
      if (!positionIds.length) return [];
      return db.selectFrom('positions').select(['id', 'title', 'industry']).where('id', 'in', positionIds).execute();
    },

    /** Removes the looks of days before `since`; answers how many. */
    async pruneBefore(since: string): Promise<number> {
      const result = await db.deleteFrom('position_views').where('day', '<', since).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
