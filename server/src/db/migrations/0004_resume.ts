/**
 * The seeker's online resume (the Resume issue). `resume_basics` is the resume's header, one row per user,
 * created by the first write to any section: it holds the basic information (null until saved), the
 * "hidden from search" flag and `updated_at`, the time of the last change to any section (the recruiters'
 * list shows the newest first). The other sections are rows per user; skills are one row per user.
 * Only new tables: works the same on an existing database.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId, withTimestamps } from './helpers';

const TABLES = [
  'resume_blocked_companies',
  'resume_skills',
  'resume_educations',
  'resume_projects',
  'resume_experiences',
  'resume_expectations',
  'resume_basics',
];

export function resume(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        db.schema
          .createTable('resume_basics')
          .addColumn('user_id', 'integer', (c) => userRef(c).primaryKey())
          .addColumn('nickname', 'text')
          .addColumn('wechat', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('birth_date', 'text')
          .addColumn('gender', 'text')
          .addColumn('job_status', 'text')
          .addColumn('hobbies', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('self_evaluation', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('other_skills', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('accept_overtime', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('accept_travel', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('basic_saved_at', 'text'),
      ).execute();
      // The recruiters' list: open resumes, newest change first; the job status filter.
      await db.schema
        .createIndex('resume_basics_list')
        .on('resume_basics')
        .columns(['hidden', 'updated_at desc', 'user_id desc'])
        .execute();
      await db.schema
        .createIndex('resume_basics_job_status')
        .on('resume_basics')
        .columns(['job_status', 'updated_at desc'])
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('resume_expectations'), dialect)
          .addColumn('user_id', 'integer', userRef)
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('job_type', 'text', (c) => c.notNull())
          .addColumn('salary_min', 'integer', (c) => c.notNull())
          .addColumn('salary_max', 'integer', (c) => c.notNull())
          .addColumn('preference', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('location', 'text', (c) => c.notNull())
          .addColumn('join_time', 'text'),
      ).execute();
      await db.schema
        .createIndex('resume_expectations_user')
        .on('resume_expectations')
        .columns(['user_id', 'id'])
        .execute();
      // The list's city filter (a prefix of the region code) and salary overlap.
      await db.schema
        .createIndex('resume_expectations_location')
        .on('resume_expectations')
        .columns(['location', 'user_id'])
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('resume_experiences'), dialect)
          .addColumn('user_id', 'integer', userRef)
          .addColumn('job_title', 'text', (c) => c.notNull())
          .addColumn('industry', 'text', (c) => c.notNull())
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text')
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull()),
      ).execute();
      await db.schema
        .createIndex('resume_experiences_user')
        .on('resume_experiences')
        .columns(['user_id', 'start_date'])
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('resume_projects'), dialect)
          .addColumn('user_id', 'integer', userRef)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('performance', 'text', (c) => c.notNull().defaultTo('')),
      ).execute();
      await db.schema.createIndex('resume_projects_user').on('resume_projects').columns(['user_id', 'id']).execute();

      await withTimestamps(
        withId(db.schema.createTable('resume_educations'), dialect)
          .addColumn('user_id', 'integer', userRef)
          .addColumn('school', 'text', (c) => c.notNull())
          .addColumn('degree', 'text', (c) => c.notNull())
          .addColumn('major', 'text', (c) => c.notNull())
          .addColumn('social_practice', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('graduation_date', 'text', (c) => c.notNull()),
      ).execute();
      // The list's degree filter (any education of the user at or above a degree).
      await db.schema
        .createIndex('resume_educations_user_degree')
        .on('resume_educations')
        .columns(['user_id', 'degree'])
        .execute();

      await withTimestamps(
        db.schema
          .createTable('resume_skills')
          .addColumn('user_id', 'integer', (c) => userRef(c).primaryKey())
          .addColumn('professional_skills', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('languages', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('certificates', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('training', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('remark', 'text', (c) => c.notNull().defaultTo('')),
      ).execute();

      await withId(db.schema.createTable('resume_blocked_companies'), dialect)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('name_core', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // One entry per core and seeker; the list narrows candidates by core (equal, prefix, suffix).
      await db.schema
        .createIndex('resume_blocked_user_core')
        .unique()
        .on('resume_blocked_companies')
        .columns(['user_id', 'name_core'])
        .execute();
      await db.schema.createIndex('resume_blocked_core').on('resume_blocked_companies').column('name_core').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of TABLES) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    },
  };
}
