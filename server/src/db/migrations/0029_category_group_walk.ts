/**
 * Walks that read the list's indexes only, for three filters that read the table:
 * - A level-1 or level-2 category filter without a keyword or a region (PostgreSQL): one ordered walk of the
 *   category's top-level group. `positions_category_group` is keyed by the group (the code's first two
 *   digits) in list order and covers the columns the list's conditions read, the stored code included (a
 *   level-2 filter keeps its range as a row condition on the walk, about a fifth of the group's entries).
 *   Before, a range was walked as one ordered walk per leaf, merged (0028): fine for a level-2 range of a
 *   few leaves, but a level-1 group of sixty leaves opened sixty walks to fill one page (25 ms p50, 280 ms
 *   p99 at 1,000,000 positions when their pages were not in PostgreSQL's buffers). SQLite keeps its plan: its
 *   category lists go through the FTS tags (db/search.ts).
 * - A salary filter (both databases): since salary units (0023) it compares `salary_unit`, which the region
 *   list indexes did not carry, so a province with a salary read every listed position of the province from
 *   the table and sorted them (PostgreSQL: 364 ms p50 at 1,000,000). The list indexes are rebuilt with it.
 * - 推荐牛人's neighbours (expectations of the position's top-level group in its city and province): the same
 *   group key on the expectations' match rows, one ordered walk per region instead of reading the group's
 *   range of codes whole and sorting it (both databases).
 *
 * PostgreSQL builds each rebuilt index under another name and then swaps it in, the drops last (0017: a drop
 * locks the table against reads until the migration commits).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

const GROUP_COVERED =
  'category_code, company_id, recruit_end, salary_min, salary_max, salary_unit, job_type, education, experience';

/** name -> columns of each list index before (0005 / 0017) and after (with salary_unit). */
function listIndexes(dialect: DbDialect, after: boolean): Array<[string, string]> {
  const covered = `company_id, recruit_end, salary_min, salary_max, job_type, education, experience${after ? ', salary_unit' : ''}`;
  const text = dialect === 'postgres' ? ' include (search_text)' : '';
  return [
    ['positions_listed', `(sort_key desc, ${covered})`],
    ['positions_listed_province', `(region_province, sort_key desc, ${covered})`],
    ['positions_listed_city', `(region_city, sort_key desc, ${covered})${text}`],
    ['positions_listed_district', `(region_code, sort_key desc, ${covered})${text}`],
  ];
}

async function rebuildListIndexes(db: Kysely<unknown>, dialect: DbDialect, after: boolean) {
  const indexes = listIndexes(dialect, after);
  if (dialect !== 'postgres') {
    // SQLite cannot rename an index; its writers lock the file anyway and readers go on (WAL).
    for (const [name, columns] of indexes) {
      await sql`drop index if exists ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on positions ${sql.raw(columns)} where status = 'approved'`.execute(db);
    }
    return;
  }
  for (const [name, columns] of indexes) {
    await sql`create index ${sql.id(`${name}_next`)} on positions ${sql.raw(columns)}
      where status = 'approved'`.execute(db);
  }
  for (const [name] of indexes) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`alter index ${sql.id(`${name}_next`)} rename to ${sql.id(name)}`.execute(db);
  }
}

export function categoryGroupWalkMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index resume_expectation_categories_group on resume_expectation_categories
        (region, substr(category_code, 1, 2), updated_at desc, user_id, expectation_id, category_code)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create index positions_category_group on positions (substr(category_code, 1, 2), sort_key desc)
          include (${sql.raw(GROUP_COVERED)}) where status = 'approved'`.execute(db);
      }
      await rebuildListIndexes(db, dialect, true);
    },
    async down(db: Kysely<unknown>) {
      await rebuildListIndexes(db, dialect, false);
      if (dialect === 'postgres') await sql`drop index positions_category_group`.execute(db);
      await sql`drop index resume_expectation_categories_group`.execute(db);
    },
  };
}
