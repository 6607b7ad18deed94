/**
 * 谁看过我 (issue 30, part 5): who looked at a resume and at a position, one row per viewer and China day
 * (only new tables: works the same on a database that already holds data).
 * - resume_views (the resume module's): a recruiter's company opening a seeker's resume (the recruiters'
 *   detail, the resume of an application). One row per (seeker, company, China day): a second look that day
 *   raises `views` and moves `last_viewed_at`, `recruiter_user_id` and `position_id` to the latest look.
 *   `position_id` is the position the resume was read for (an application), null from search.
 * - position_views (the positions module's): a seeker opening a position's detail, one row per (position,
 *   seeker, China day); the recruiter's list counts them.
 * Rows older than the retention (VIEW_RETENTION_DAYS, docs/decisions.md) are pruned by a daily job, so
 * both indexes on `day` serve the prune.
 */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

export function viewsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('resume_views'), dialect)
        .addColumn('seeker_user_id', 'integer', userRef)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('recruiter_user_id', 'integer', userRef)
        .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('set null'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('first_viewed_at', 'text', (c) => c.notNull())
        .addColumn('last_viewed_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('resume_views_seeker_company_day', ['seeker_user_id', 'company_id', 'day'])
        .execute();
      // The seeker's list: their rows by company, newest first.
      await db.schema
        .createIndex('resume_views_seeker_last')
        .on('resume_views')
        .columns(['seeker_user_id', 'last_viewed_at desc'])
        .execute();
      await db.schema.createIndex('resume_views_day').on('resume_views').column('day').execute();

      await db.schema
        .createTable('position_views')
        .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('viewer_user_id', 'integer', userRef)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('viewed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('position_views_pk', ['position_id', 'viewer_user_id', 'day'])
        .execute();
      await db.schema.createIndex('position_views_day').on('position_views').column('day').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('position_views').execute();
      await db.schema.dropTable('resume_views').execute();
    },
  };
}
