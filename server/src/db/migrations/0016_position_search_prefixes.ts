import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * PostgreSQL: `positions.search_grams` (0015) written again with two more kinds of lexeme (db/search.ts):
 * - every Latin word's prefixes of 3 to 8 characters behind a 1 ('java' gives 1jav and 1java), so a Latin
 *   prefix is one exact term: `java:*` made GIN gather every word starting with java on each scan (31 ms
 *   at 1,000,000 rows, again for every window);
 * - the list-order bucket at 8 levels, `k<sort_key >> 12>` (as before), `kb<sort_key >> 14>`, `kc<>> 16>`
 *   ... `kh<>> 26>`, so any run of the list order is an OR of a few aligned bucket lexemes (of the largest
 *   levels that fit) instead of one lexeme per 4,096 keys.
 * Everything 0015 wrote is still there, so an instance of the previous version can query the new column.
 * The older `search_tsv` (0005) goes: nothing since 0015 reads it, and it made every row ~300 bytes wider
 * (the list reads rows scattered over the table, so narrower rows stay in memory better).
 *
 * Tokens of 3 characters or more are never CJK (those are single-character tokens), so a token of at least
 * N characters anywhere in the text is a Latin word; `(^| )(\S{N})\S*` keeps its first N behind ' 1' and
 * leaves the shorter tokens as they are (already in the text: a duplicate lexeme is one lexeme).
 *
 * SQLite: nothing (FTS5 answers prefixes and walks in list order by itself).
 */
const PREFIXES = [3, 4, 5, 6, 7, 8]
  .map((n) => String.raw`|| ' ' || regexp_replace(search_text, '(^| )(\S{${n}})\S*', ' 1\2', 'g')`)
  .join('\n  ');
const LEVELS = ['', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
  .map((mark, level) => `|| coalesce(' k${mark}' || (sort_key >> ${12 + 2 * level})::text, '')`)
  .join('\n  ');
const GRAMS = String.raw`strip(to_tsvector('simple', search_text
  || ' ' || regexp_replace(search_text, '(\S+) (\S+)', '0\1\2', 'g')
  || ' ' || regexp_replace(regexp_replace(search_text, '^\S+', ''), '(\S+) (\S+)', '0\1\2', 'g')
  ${PREFIXES}
  || ' ' || search_tags
  ${LEVELS}))`;

/** 0015's expression, for `down`. */
const GRAMS_0015 = String.raw`strip(to_tsvector('simple', search_text
  || ' ' || regexp_replace(search_text, '(\S+) (\S+)', '0\1\2', 'g')
  || ' ' || regexp_replace(regexp_replace(search_text, '^\S+', ''), '(\S+) (\S+)', '0\1\2', 'g')
  || ' ' || search_tags
  || coalesce(' k' || (sort_key >> 12)::text, '')))`;

async function writeGrams(db: Kysely<unknown>, expression: string) {
  // Filling the rows rewrites the table once; a larger sort memory builds the GIN index in one pass.
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`drop index if exists positions_search_grams`.execute(db);
  await sql`alter table positions drop column if exists search_grams`.execute(db);
  await sql`alter table positions add column search_grams tsvector
    generated always as (${sql.raw(expression)}) stored`.execute(db);
  await sql`create index positions_search_grams on positions using gin (search_grams)
    where status = 'approved'`.execute(db);
  // The planner needs the new column's statistics (see 0015).
  await sql`analyze positions`.execute(db);
}

export function positionSearchPrefixesMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists positions_search`.execute(db);
      await sql`alter table positions drop column if exists search_tsv`.execute(db);
      // Rewrites the table, which also gives back the dropped column's space.
      await writeGrams(db, GRAMS);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await writeGrams(db, GRAMS_0015);
      await sql`alter table positions add column search_tsv tsvector
        generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
      await sql`create index positions_search on positions using gin (search_tsv) where status = 'approved'`.execute(
        db,
      );
    },
  };
}
