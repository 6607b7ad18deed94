import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * The spaced search text (`search_text`, db/search.ts) joins the list indexes a keyword search walks
 * without the full-text index, so the keyword is checked on the index entry and the walk never reads the
 * table:
 * - PostgreSQL, a keyword within a city or a district: the region's list index in list order, each entry's
 *   text checked with `strpos`, stopping at the cap. A city holds at most ~10,000 listed positions at
 *   1,000,000; the GIN index gave every match in no order, each read from the table to sort it (2,500 rows
 *   of 工程 in a large city, 25 ms when they were not in PostgreSQL's buffers).
 * - Both, `GET positions/nearby` with a keyword: `positions_nearby` (0007), whose walk read every row of
 *   the circle's box from the table for its text.
 * PostgreSQL carries it as an INCLUDE column (not part of the order); SQLite has none, so it is the last
 * column. About 100 bytes an entry.
 */
const COVERED = 'company_id, recruit_end, salary_min, salary_max, job_type, education, experience';
const REGION_INDEXES = [
  ['positions_listed_city', 'region_city'],
  ['positions_listed_district', 'region_code'],
] as const;

async function regionIndexes(db: Kysely<unknown>, include: string) {
  for (const [name, column] of REGION_INDEXES) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on positions (${sql.raw(column)}, sort_key desc, ${sql.raw(COVERED)})
      ${sql.raw(include)} where status = 'approved'`.execute(db);
  }
}

/** `tail`: more key columns (SQLite); `include`: an INCLUDE clause (PostgreSQL). */
async function nearbyIndex(db: Kysely<unknown>, { tail = '', include = '' }: { tail?: string; include?: string }) {
  await sql`drop index if exists positions_nearby`.execute(db);
  await sql`create index positions_nearby on positions (geo_lat, geo_lng, company_id, recruit_end, job_type,
    sort_key${sql.raw(tail)}) ${sql.raw(include)} where status = 'approved'`.execute(db);
}

export function localSearchTextMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await regionIndexes(db, 'include (search_text)');
        await nearbyIndex(db, { include: 'include (search_text)' });
      } else {
        await nearbyIndex(db, { tail: ', search_text' });
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await regionIndexes(db, '');
      await nearbyIndex(db, {});
    },
  };
}
