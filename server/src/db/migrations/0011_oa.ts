/**
 * Office admin (only new tables). Staff records hold the ID number and the phone as field-cipher texts with a
 * keyed blind index each (search and uniqueness without decrypting the table); ID card photos are private
 * file keys. The access log keeps the staff member's name, so it outlives a deleted record (the company's
 * evidence of who saw what). Project members are unique per project and staff member (a unique index: a
 * duplicate is refused also when two requests race).
 */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function oaMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('staff'), dialect)
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('phone_index', 'text', (c) => c.notNull())
          .addColumn('id_number', 'text', (c) => c.notNull())
          .addColumn('id_number_index', 'text', (c) => c.notNull())
          .addColumn('id_number_tail', 'text', (c) => c.notNull())
          .addColumn('id_front_key', 'text')
          .addColumn('id_back_key', 'text')
          .addColumn('gender', 'text', (c) => c.notNull())
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('qq', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('wechat', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('contact_address', 'text', (c) => c.notNull())
          .addColumn('nationality', 'text', (c) => c.notNull())
          .addColumn('household_address', 'text', (c) => c.notNull())
          .addColumn('graduation_date', 'text', (c) => c.notNull())
          .addColumn('entry_date', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('verified_at', 'text')
          .addUniqueConstraint('staff_company_id_number', ['company_id', 'id_number_index']),
      ).execute();
      await db.schema.createIndex('staff_company').on('staff').columns(['company_id', 'id desc']).execute();
      await db.schema.createIndex('staff_phone').on('staff').columns(['company_id', 'phone_index']).execute();

      await withId(db.schema.createTable('staff_access_log'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('viewer_user_id', 'integer', userRef)
        .addColumn('viewer_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_access_log_company')
        .on('staff_access_log')
        .columns(['company_id', 'id desc'])
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('projects'), dialect)
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('introduction', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('ended_at', 'text'),
      ).execute();
      await db.schema.createIndex('projects_company').on('projects').columns(['company_id', 'id desc']).execute();

      await withId(db.schema.createTable('project_members'), dialect)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('post', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('project_members_once', ['project_id', 'staff_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('project_members').execute();
      await db.schema.dropTable('projects').execute();
      await db.schema.dropTable('staff_access_log').execute();
      await db.schema.dropTable('staff').execute();
    },
  };
}
