import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * The spaced search text (`search_text`, db/search.ts) joins the list indexes a keyword search walks
 * without the full-text index, so the keyword is checked on the index entry and the walk never reads the
 * table:
 * - PostgreSQL, a keyword within a city or a district of at most REGION_WALK_MAX positions: the region's
 *   list index in list order, each entry's text checked with `strpos`, stopping at the cap. The GIN index
 *   gave every match in no order, each read from the table to sort it (2,500 rows of 工程 in a city of
 *   9,000 positions, 25 ms when they were not in PostgreSQL's buffers).
 * - Both, `GET positions/nearby` with a keyword: `positions_nearby` (0007), whose walk read every row of
 *   the circle's box from the table for its text.
 * PostgreSQL carries it as an INCLUDE column (not part of the order); SQLite has none, so it is the last
 * column. About 100 bytes an entry.
 *
 * PostgreSQL builds each new index under another name and then swaps it in: dropping an index locks its
 * table against reads until the migration commits, so the drops come last, after every build.
 */
const COVERED = 'company_id, recruit_end, salary_min, salary_max, job_type, education, experience';

/** name -> columns (and INCLUDE) of each index, before (0005 / 0007) and after. */
function definitions(dialect: DbDialect, after: boolean): Array<[string, string]> {
  const text = after ? (dialect === 'postgres' ? ' include (search_text)' : ', search_text') : '';
  const nearby: [string, string] = [
    'positions_nearby',
    dialect === 'postgres'
      ? `(geo_lat, geo_lng, company_id, recruit_end, job_type, sort_key)${text}`
      : `(geo_lat, geo_lng, company_id, recruit_end, job_type, sort_key${text})`,
  ];
  if (dialect !== 'postgres') return [nearby];
  return [
    ['positions_listed_city', `(region_city, sort_key desc, ${COVERED})${text}`],
    ['positions_listed_district', `(region_code, sort_key desc, ${COVERED})${text}`],
    nearby,
  ];
}

async function rebuild(db: Kysely<unknown>, dialect: DbDialect, after: boolean) {
  const indexes = definitions(dialect, after);
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

export function localSearchTextMigration(dialect: DbDialect): Migration {
  return {
    up: (db: Kysely<unknown>) => rebuild(db, dialect, true),
    down: (db: Kysely<unknown>) => rebuild(db, dialect, false),
  };
}
