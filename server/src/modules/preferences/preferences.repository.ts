/** The only SQL of notification_preferences and sms_daily_counts (0035). */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export interface PreferencesRow {
  channels: string;
  quiet_from: string;
  quiet_to: string;
  updated_at: string;
}

export function createPreferencesRepository(db: Db) {
  return {
    async find(userId: number): Promise<PreferencesRow | undefined> {
      return db
        .selectFrom('notification_preferences')
        .select(['channels', 'quiet_from', 'quiet_to', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async save(userId: number, row: PreferencesRow): Promise<void> {
      await db
        .insertInto('notification_preferences')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
    },

    async smsSent(userId: number, day: string): Promise<number> {
      const row = await db
        .selectFrom('sms_daily_counts')
        .select('sent')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.sent ?? 0;
    },

    /**
     * Takes one SMS of the user's day when fewer than `cap` were taken: one statement, so two instances
     * sending at once cannot both take the last one. Answers whether it was taken.
     */
    async takeSms(userId: number, day: string, cap: number): Promise<boolean> {
      await db
        .insertInto('sms_daily_counts')
        .values({ user_id: userId, day, sent: 0 })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
      const result = await db
        .updateTable('sms_daily_counts')
        .set({ sent: sql`sent + 1` })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('sent', '<', cap)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Gives back an SMS taken for a send the provider refused (it is retried, and counts then). */
    async returnSms(userId: number, day: string): Promise<void> {
      await db
        .updateTable('sms_daily_counts')
        .set({ sent: sql`sent - 1` })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('sent', '>', 0)
        .execute();
    },

    /** Days before `day` are no longer needed (the sweep keeps the table to a few days). */
    async pruneSmsBefore(day: string): Promise<number> {
      const result = await db.deleteFrom('sms_daily_counts').where('day', '<', day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async forgetUser(userId: number): Promise<void> {
      await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
      await db.deleteFrom('sms_daily_counts').where('user_id', '=', userId).execute();
    },
  };
}
