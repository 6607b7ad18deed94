/**
 * A category filter without a keyword or a region (PostgreSQL): `positions_category` (0020) covers the
 * columns the list's conditions read, so its walk in list order reads no table row. Before, a leaf's page
 * read ~1,000 table rows for the company and recruitment-end checks (45 ms p99 at 1,000,000 positions), and
 * a level-1 or level-2 filter (a range of codes) read every listed position of the range and sorted them
 * (240-330 ms); db/search.ts `plainListFrom` now walks a range as one ordered walk per leaf, merged.
 * SQLite keeps the index as it is: its lists go through the FTS tags for a category (db/search.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

const COVERED = 'company_id, recruit_end, salary_min, salary_max, salary_unit, job_type, education, experience';

export function categoryWalkMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create index positions_category_next on positions (category_code, sort_key desc)
        include (${sql.raw(COVERED)}) where status = 'approved'`.execute(db);
      await sql`drop index positions_category`.execute(db);
      await sql`alter index positions_category_next rename to positions_category`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index positions_category`.execute(db);
      await sql`create index positions_category on positions (category_code, sort_key desc)
        where status = 'approved'`.execute(db);
    },
  };
}
