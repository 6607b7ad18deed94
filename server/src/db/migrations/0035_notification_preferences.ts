import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * 通知设置, written only by the preferences module (server/src/modules/preferences):
 * - `notification_preferences`: one row per user who saved the page (none: the defaults of
 *   common/preferences.ts). `channels` is JSON `{group: {wechat, sms}}` so a new group or channel needs no
 *   migration; quiet hours are China wall times "HH:mm".
 * - `sms_daily_counts`: the notification SMS a user was sent per China day (login codes are not counted),
 *   so the SMS channel holds to SMS_DAILY_CAP across instances; a row is taken before sending and given back
 *   when the provider fails.
 */
export function notificationPreferencesMigration(_dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('channels', 'text', (c) => c.notNull())
        .addColumn('quiet_from', 'text', (c) => c.notNull())
        .addColumn('quiet_to', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sms_daily_counts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('sms_daily_counts_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sms_daily_counts').execute();
      await db.schema.dropTable('notification_preferences').execute();
    },
  };
}
