/**
 * Recommendations for both sides (common/recommend.ts):
 * - `positions_recommend`: a city's listed positions by category, newest first within a category, carrying
 *   every column the candidate walk filters and scores on (company, recruitment end, pay, job type,
 *   recruiter, approval time), so finding a seeker's candidates reads no table row (PostgreSQL: INCLUDE;
 *   SQLite: trailing key columns).
 * - `resume_expectation_categories`: one row per job expectation and category code, with the region a
 *   position is compared with (db/expectation-matches.ts); 推荐牛人 walks `(region, category_code,
 *   updated_at)` for a position's city and categories. Filled here from the existing expectations; the
 *   resume repository keeps it with each expectation write.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { expectationMatchRows, type ExpectationMatchSource } from '../expectation-matches';

const COVERED =
  'company_id, recruit_end, salary_min, salary_max, salary_unit, negotiable, job_type, recruiter_user_id, sort_at';

/** Expectations read per statement while filling the table. */
const CHUNK = 500;

export function recommendationsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index positions_recommend on positions ${sql.raw(
        dialect === 'postgres'
          ? `(region_city, category_code, sort_key desc) include (${COVERED})`
          : `(region_city, category_code, sort_key desc, ${COVERED})`,
      )} where status = 'approved'`.execute(db);

      await db.schema
        .createTable('resume_expectation_categories')
        .addColumn('expectation_id', 'integer', (c) =>
          c.notNull().references('resume_expectations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category_code', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('resume_expectation_categories_pk', ['expectation_id', 'category_code'])
        .execute();
      await sql`create index resume_expectation_categories_walk on resume_expectation_categories
        (region, category_code, updated_at desc, user_id, expectation_id)`.execute(db);
      // The account's rows go with it (deletion walks by user).
      await sql`create index resume_expectation_categories_user on resume_expectation_categories (user_id)`.execute(db);

      for (let after = 0; ;) {
        const { rows } = await sql<ExpectationMatchSource>`select id, user_id, category_codes, location, updated_at
          from resume_expectations where id > ${after} order by id limit ${CHUNK}`.execute(db);
        if (!rows.length) break;
        after = rows[rows.length - 1].id;
        const matches = rows.flatMap(expectationMatchRows);
        if (matches.length)
          await db
            .insertInto('resume_expectation_categories' as never)
            .values(matches as never)
            .execute();
      }
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('resume_expectation_categories').execute();
      await db.schema.dropIndex('positions_recommend').execute();
    },
  };
}
