/**
 * Job categories and industries as codes (issue 30; data and lookups in common/taxonomy/):
 * - `positions.category_code`: a third-level job category ('100101'); `positions.industry_code`: a GB/T
 *   4754-2017 division ('65'). Nullable: the previous version's inserts know neither, and a row no name
 *   matched keeps its free text. `positions_category` walks a category's listed positions in list order.
 * - `resume_expectations.category_codes`: the categories an expectation names, comma-separated ('' none).
 * Existing rows are mapped by name (`matchTaxonomy`: the same name, else the longest name inside the text,
 * else a name containing it): a position's title gives its category (third level only), its industry text
 * its division; an expectation's `position` its category. Where nothing matches the code stays empty and
 * the text stays what it was (the free text is the note). A mapped position's search tags gain its
 * category at three levels (`t100000 t100100 t100101`, db/search.ts `categoryTags`), so a category filter
 * is an index tag on SQLite (the FTS triggers of 0005 follow the update) and on PostgreSQL (search_grams is
 * generated from search_tags).
 * Titles and industries are mapped once per distinct text and written a chunk of texts per statement (one
 * pass over the table each), not row by row.
 */
import { categoryIndex } from '@common/taxonomy/categories';
import { industryIndex } from '@common/taxonomy/industries';
import { matchTaxonomy } from '@common/taxonomy/tree';
import { sql, type Kysely, type Migration } from 'kysely';
import { categoryTags } from '../search';

/** Distinct texts mapped per statement. */
const CHUNK = 200;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** `case <column> when text then value ... end` for a chunk of [text, value]. */
function caseOf(column: string, pairs: Array<[string, string]>) {
  return sql`case ${sql.ref(column)} ${sql.join(
    pairs.map(([text, value]) => sql`when ${text} then ${value}`),
    sql` `,
  )} end`;
}

export function taxonomyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('positions').addColumn('category_code', 'text').execute();
      await db.schema.alterTable('positions').addColumn('industry_code', 'text').execute();
      await db.schema
        .alterTable('resume_expectations')
        .addColumn('category_codes', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      const categories = categoryIndex();
      const industries = industryIndex();

      // Positions: the title names the category.
      const titles = await sql<{ title: string }>`select distinct title from positions`.execute(db);
      const byTitle = titles.rows.flatMap(({ title }): Array<[string, string]> => {
        const node = matchTaxonomy(categories, title, { leavesOnly: true });
        return node ? [[title, node.code]] : [];
      });
      for (const part of chunks(byTitle)) {
        const texts = part.map(([text]) => text);
        const tags = part.map(([text, code]): [string, string] => [text, ` ${categoryTags(code)}`]);
        await sql`update positions set category_code = ${caseOf('title', part)},
            search_tags = search_tags || ${caseOf('title', tags)}
          where title in (${sql.join(texts)})`.execute(db);
      }

      // Positions: the industry text names the division (only divisions: a section is too broad to pick).
      const texts = await sql<{
        industry: string;
      }>`select distinct industry from positions where industry is not null`.execute(db);
      const byIndustry = texts.rows.flatMap(({ industry }): Array<[string, string]> => {
        const node = matchTaxonomy(industries, industry, { leavesOnly: true });
        return node ? [[industry, node.code]] : [];
      });
      for (const part of chunks(byIndustry)) {
        await sql`update positions set industry_code = ${caseOf('industry', part)}
          where industry in (${sql.join(part.map(([text]) => text))})`.execute(db);
      }

      // Expectations: a few per seeker, mapped one by one (any level: an expectation may be broad).
      const expectations = await sql<{ id: number; position: string }>`
        select id, position from resume_expectations`.execute(db);
      for (const row of expectations.rows) {
        const node = matchTaxonomy(categories, row.position);
        if (node)
          await sql`update resume_expectations set category_codes = ${node.code} where id = ${row.id}`.execute(db);
      }

      await sql`create index positions_category on positions (category_code, sort_key desc)
        where status = 'approved'`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('positions_category').execute();
      // The tags this migration appended go with the column they came from.
      await sql`update positions set search_tags = trim(substr(search_tags, 1, length(search_tags) - 24))
        where category_code is not null`.execute(db);
      await db.schema.alterTable('resume_expectations').dropColumn('category_codes').execute();
      await db.schema.alterTable('positions').dropColumn('industry_code').execute();
      await db.schema.alterTable('positions').dropColumn('category_code').execute();
    },
  };
}
