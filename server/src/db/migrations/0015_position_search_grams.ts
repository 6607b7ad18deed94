import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * PostgreSQL: `positions.search_grams`, a stored generated tsvector of the search text's tokens, every pair
 * of adjacent tokens joined behind a 0 ('前 端 开 发' also gives 0前端 0端开 0开发), the filter tags
 * (`search_tags`) and the list-order bucket `k<sort_key >> 12>` (db/search.ts `SORT_BUCKET_BITS`), with a
 * partial GIN index on listed rows (db/search.ts). A keyword of N characters becomes an AND of its N-1
 * pairs and the filters more terms of the same AND: one GIN intersection that needs no recheck of
 * positions, where the phrase query on `search_tsv` read every row holding all the characters (~100-200 ms
 * at 1,000,000 rows for 前端开发). The buckets let a keyword ask for its newest matches first
 * (`KeywordSearch.windows`); a refresh gives a new sort key and so a new bucket. Positions are stripped:
 * the query needs none and the column stays smaller.
 *
 * The pairs are computed in SQL so every writer stays as it is: replacing `(\S+) (\S+)` with `0\1\2` joins
 * the pairs starting at even tokens ('a b c d e' -> '0ab 0cd e'), the same after dropping the first token
 * the pairs at odd ones (' 0bc 0de'); the leftover single tokens are in the text already. The leading 0
 * keeps pairs out of a Latin prefix ('java:*' would otherwise also gather every pair 'java后', 'java开').
 * `search_tsv` and its index stay while instances of the previous version may still query them.
 *
 * SQLite: nothing (its FTS5 index already holds the tags and answers phrases from its own positions).
 */
const GRAMS = String.raw`strip(to_tsvector('simple', search_text
  || ' ' || regexp_replace(search_text, '(\S+) (\S+)', '0\1\2', 'g')
  || ' ' || regexp_replace(regexp_replace(search_text, '^\S+', ''), '(\S+) (\S+)', '0\1\2', 'g')
  || ' ' || search_tags
  || coalesce(' k' || (sort_key >> 12)::text, '')))`;

export function positionSearchGramsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // Filling existing rows rewrites the table once; a larger sort memory builds the GIN index in one pass.
      await sql`set local maintenance_work_mem = '256MB'`.execute(db);
      await sql`alter table positions add column search_grams tsvector
        generated always as (${sql.raw(GRAMS)}) stored`.execute(db);
      await sql`create index positions_search_grams on positions using gin (search_grams)
        where status = 'approved'`.execute(db);
      // Without statistics on the new column the planner guesses every keyword rare and takes the GIN bitmap
      // even for a character in a third of the rows (2 s at 1,000,000 rows instead of a 15 ms list walk).
      await sql`analyze positions`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists positions_search_grams`.execute(db);
      await sql`alter table positions drop column if exists search_grams`.execute(db);
    },
  };
}
