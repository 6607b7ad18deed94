/**
 * Applications, interviews and notifications (the Applications issue). Only new tables: works the same on
 * a database that already holds data.
 * - applications: one per seeker and position (unique); `company_id` copied from the position so the
 *   recruiter's lists read one table; `auto_closed_days` is set when the sweep closed it without a reply;
 *   `reminded_at` remembers the single no-reply reminder to the recruiter.
 * - interviews: on an application; at most one open (invited / waiting) per application, enforced by a
 *   partial unique index (both dialects); `reminded_at` remembers the reminder before it starts.
 * - notifications: kind + JSON params rendered at read time; `rid` what the push payload opens.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function applicationsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // ---- applications ----------------------------------------------------------------------------------
      await withTimestamps(
        withId(db.schema.createTable('applications'), dialect)
          .addColumn('seeker_user_id', 'integer', userRef)
          .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('auto_closed_days', 'integer')
          .addColumn('reminded_at', 'text')
          .addUniqueConstraint('applications_seeker_position', ['seeker_user_id', 'position_id']),
      ).execute();
      // The seeker's list (newest first, by status).
      await db.schema
        .createIndex('applications_seeker')
        .on('applications')
        .columns(['seeker_user_id', 'status', 'id desc'])
        .execute();
      // The recruiter's list and counts, per company and per position.
      await db.schema
        .createIndex('applications_company')
        .on('applications')
        .columns(['company_id', 'status', 'id desc'])
        .execute();
      await db.schema
        .createIndex('applications_position')
        .on('applications')
        .columns(['position_id', 'status', 'id desc'])
        .execute();
      // The sweep: delivered applications by age.
      await sql`create index applications_delivered on applications (created_at) where status = 'delivered'`.execute(
        db,
      );

      // ---- interviews ------------------------------------------------------------------------------------
      await withTimestamps(
        withId(db.schema.createTable('interviews'), dialect)
          .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
          .addColumn('seeker_user_id', 'integer', userRef)
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
          .addColumn('recruiter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('method', 'text', (c) => c.notNull())
          .addColumn('time', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('reminded_at', 'text'),
      ).execute();
      await sql`create unique index interviews_open on interviews (application_id)
        where status in ('invited', 'waiting')`.execute(db);
      await db.schema
        .createIndex('interviews_application')
        .on('interviews')
        .columns(['application_id', 'id desc'])
        .execute();
      // The seeker's records, newest time first; the contact rule (company + seeker).
      await db.schema
        .createIndex('interviews_seeker')
        .on('interviews')
        .columns(['seeker_user_id', 'time desc', 'id desc'])
        .execute();
      await db.schema
        .createIndex('interviews_company_seeker')
        .on('interviews')
        .columns(['company_id', 'seeker_user_id'])
        .execute();
      // The reminder sweep: open interviews by start time.
      await sql`create index interviews_open_time on interviews (time)
        where status in ('invited', 'waiting') and reminded_at is null`.execute(db);

      // ---- notifications ---------------------------------------------------------------------------------
      await withId(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('rid', 'integer')
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id desc']).execute();
      await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await sql`drop table if exists notifications`.execute(db);
      await sql`drop table if exists interviews`.execute(db);
      await sql`drop table if exists applications`.execute(db);
    },
  };
}
