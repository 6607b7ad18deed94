import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';

/**
 * PostgreSQL: the unique index on `positions.sort_key` becomes partial (`where sort_key is not null`, the
 * same uniqueness: NULLs never collide). As a full index it looked cheaper to the planner than the covering
 * `positions_listed` for the public list (`order by sort_key desc`), but walking it backwards starts with
 * every unlisted position (NULL sort keys sort first in DESC) and read ~100 ms of heap at 1,000,000 rows;
 * partial, it cannot serve that query and `positions_listed` answers in a few ms. SQLite: unchanged (its
 * list plans are pinned with INDEXED BY, see db/search.ts).
 */
export function listOrderIndexMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists positions_sort_key`.execute(db);
      await sql`create unique index positions_sort_key on positions (sort_key) where sort_key is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists positions_sort_key`.execute(db);
      await sql`create unique index positions_sort_key on positions (sort_key)`.execute(db);
    },
  };
}
