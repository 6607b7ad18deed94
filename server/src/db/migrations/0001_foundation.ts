/**
 * Foundation tables: users and sessions, companies, positions, the common menu and app versions.
 * Statuses and enums are TEXT checked in the services (zod), not by CHECK constraints, so adding a state
 * later needs no table rebuild on SQLite.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

export function foundation(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('users'), dialect)
          .addColumn('phone', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text')
          .addColumn('nickname', 'text', (c) => c.notNull())
          .addColumn('avatar', 'text')
          .addColumn('identity', 'text')
          .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh-Hans'))
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
          .addColumn('wechat_openid', 'text'),
      ).execute();
      // NULLs never collide in a unique index on either dialect: only bound openids must be unique.
      await db.schema.createIndex('users_wechat_openid').unique().on('users').column('wechat_openid').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', userRef)
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Revoking every session of a user (logout everywhere, password change).
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withTimestamps(
        withId(db.schema.createTable('companies'), dialect)
          .addColumn('owner_user_id', 'integer', (c) => userRef(c).unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('website', 'text')
          .addColumn('contact_phone', 'text')
          .addColumn('region_code', 'text')
          .addColumn('address_detail', 'text')
          .addColumn('size', 'text')
          .addColumn('type', 'text')
          .addColumn('slogan', 'text')
          .addColumn('introduction', 'text')
          .addColumn('logo', 'text')
          .addColumn('business_license', 'text')
          .addColumn('seal_letter', 'text')
          .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('under_review'))
          .addColumn('review_reason', 'text'),
      ).execute();
      await db.schema.createIndex('companies_status').on('companies').columns(['status', 'id']).execute();

      await withTimestamps(
        withId(db.schema.createTable('positions'), dialect)
          .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('recruiter_user_id', 'integer', userRef)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('job_type', 'text', (c) => c.notNull())
          .addColumn('industry', 'text')
          .addColumn('education', 'text')
          .addColumn('gender', 'text')
          .addColumn('experience', 'text')
          .addColumn('requirements', 'text')
          .addColumn('working_hours', 'text')
          .addColumn('form', 'text', (c) => c.notNull().defaultTo('offline'))
          .addColumn('region_code', 'text')
          .addColumn('address_detail', 'text')
          .addColumn('recruit_start', 'text')
          .addColumn('recruit_end', 'text')
          .addColumn('headcount', 'integer')
          .addColumn('responsibilities', 'text')
          .addColumn('conditions', 'text')
          .addColumn('salary_min', 'integer')
          .addColumn('salary_max', 'integer')
          .addColumn('show_on_company_page', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('under_review'))
          .addColumn('review_reason', 'text')
          .addColumn('refreshed_at', 'text'),
      ).execute();
      // The public list: approved, newest first by id, optionally narrowed to a region.
      await db.schema.createIndex('positions_status_id').on('positions').columns(['status', 'id desc']).execute();
      await db.schema
        .createIndex('positions_status_region_id')
        .on('positions')
        .columns(['status', 'region_code', 'id desc'])
        .execute();
      // A company's page and a recruiter's own list.
      await db.schema.createIndex('positions_company').on('positions').columns(['company_id', 'id desc']).execute();
      await db.schema
        .createIndex('positions_recruiter')
        .on('positions')
        .columns(['recruiter_user_id', 'id desc'])
        .execute();

      await withId(db.schema.createTable('common_menus'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('app_versions'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('version_code', 'integer', (c) => c.notNull())
          .addColumn('version_name', 'text', (c) => c.notNull())
          .addColumn('minimum_version', 'integer', (c) => c.notNull())
          .addColumn('update_log', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('force_updates', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('download_url', 'text', (c) => c.notNull()),
      ).execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['app_versions', 'common_menus', 'positions', 'companies', 'sessions', 'users']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
