/**
 * Positions and company information (the Positions issue). Works on a database that already holds data:
 * - companies: code sets for size and type (the known display texts of earlier data are mapped, anything
 *   else becomes null / 'other'), the two checkboxes, submission and review times. A company row written by
 *   the app from now on starts as 'draft'; existing rows keep their status.
 * - positions: education / gender / experience as codes (experience texts like '1-3年' mapped, unknown text
 *   becomes 'none'; a missing education / gender becomes 'unlimited'); `approved_at`; `sort_at` (approval
 *   or refresh time, what the list is ordered by) and `sort_key`, its integer rank allocated in that order
 *   (db/search.ts `nextSortKey`), which is the full-text rowid; `region_province` / `region_city` so a
 *   region filter at any level is an equality; `search_text` / `search_tags` (db/search.ts).
 * - the Chinese full-text index (db/search.ts): SQLite FTS5 + triggers, PostgreSQL a generated tsvector +
 *   GIN; list indexes for approved positions; backfilled from the existing rows.
 * - saved_positions; users.last_active_at.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { positionSearchColumns } from '../search';
import { userRef } from './helpers';

/** Display texts of earlier data (the demo seed and the foundation) -> codes. */
const SIZE_TEXTS: Record<string, string> = {
  '0-20人': '0-20',
  '20人以下': '0-20',
  少于20人: '0-20',
  '20-99人': '20-99',
  '100-499人': '100-499',
  '500-999人': '500-999',
  '1000-9999人': '1000-9999',
  '10000人以上': '10000+',
};
const TYPE_TEXTS: Record<string, string> = {
  民营企业: 'private',
  民营: 'private',
  私营企业: 'private',
  国有企业: 'state_owned',
  国企: 'state_owned',
  外资企业: 'foreign',
  外企: 'foreign',
  合资企业: 'joint_venture',
  合资: 'joint_venture',
  上市公司: 'listed',
  事业单位: 'public_institution',
  其他: 'other',
};
const EXPERIENCE_TEXTS: Record<string, string> = {
  经验不限: 'none',
  不限: 'none',
  无经验: 'none',
  应届生: 'none',
  应届毕业生: 'none',
  '1年以内': 'lt1',
  '1年以下': 'lt1',
  '1-3年': '1-3',
  '3-5年': '3-5',
  '5-10年': '5-10',
  '10年以上': 'gt10',
};
const SIZE_CODES = ['0-20', '20-99', '100-499', '500-999', '1000-9999', '10000+'];
const TYPE_CODES = ['private', 'state_owned', 'foreign', 'joint_venture', 'listed', 'public_institution', 'other'];
const EXPERIENCE_CODES = ['none', 'lt1', '1-3', '3-5', '5-10', 'gt10'];
const EDUCATION_CODES = [
  'unlimited',
  'junior_high',
  'high_school',
  'technical_secondary',
  'junior_college',
  'bachelor',
  'master',
  'doctor',
];
const GENDER_CODES = ['male', 'female', 'unlimited'];

const literal = (value: string | null) => (value === null ? sql`null` : sql.lit(value));

/**
 * A CASE expression mapping known texts (and codes) of `column`; other text gives `otherwise`, null gives
 * `ifNull`.
 */
function mapping(
  column: string,
  texts: Record<string, string>,
  codes: string[],
  otherwise: string | null,
  ifNull: string | null,
) {
  const pairs = [...Object.entries(texts), ...codes.map((code) => [code, code] as const)];
  const whens = sql.join(
    pairs.map(([from, to]) => sql`when ${sql.ref(column)} = ${sql.lit(from)} then ${sql.lit(to)}`),
    sql` `,
  );
  return sql`case when ${sql.ref(column)} is null then ${literal(ifNull)} ${whens} else ${literal(otherwise)} end`;
}

interface PositionBackfillRow {
  id: number;
  title: string;
  industry: string | null;
  region_code: string | null;
  job_type: string;
  education: string | null;
  experience: string | null;
  salary_min: number | null;
  salary_max: number | null;
  company_name: string;
}

export function positionsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // ---- users ----------------------------------------------------------------------------------------
      await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();

      // ---- companies -------------------------------------------------------------------------------------
      for (const [name, type, flag] of [
        ['accept_terms', 'integer', true],
        ['accept_authorization', 'integer', true],
        ['submitted_at', 'text', false],
        ['reviewed_at', 'text', false],
      ] as const) {
        await db.schema
          .alterTable('companies')
          .addColumn(name, type, (c) => (flag ? c.notNull().defaultTo(0) : c))
          .execute();
      }
      await sql`update companies set
          size = ${mapping('size', SIZE_TEXTS, SIZE_CODES, null, null)},
          type = ${mapping('type', TYPE_TEXTS, TYPE_CODES, 'other', null)}`.execute(db);
      // Existing companies were entered through forms that had the boxes: count them as ticked.
      await sql`update companies set accept_terms = 1, accept_authorization = 1, submitted_at = created_at`.execute(db);
      await sql`update companies set reviewed_at = updated_at where status in ('approved', 'audit_failed')`.execute(db);

      // ---- positions -------------------------------------------------------------------------------------
      for (const [name, type] of [
        ['approved_at', 'text'],
        ['sort_at', 'text'],
        ['sort_key', 'integer'],
        ['region_province', 'text'],
        ['region_city', 'text'],
      ] as const) {
        await db.schema.alterTable('positions').addColumn(name, type).execute();
      }
      await db.schema
        .alterTable('positions')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('positions')
        .addColumn('search_tags', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update positions set
          experience = ${mapping('experience', EXPERIENCE_TEXTS, EXPERIENCE_CODES, 'none', 'none')},
          education = ${mapping('education', {}, EDUCATION_CODES, 'unlimited', 'unlimited')},
          gender = ${mapping('gender', {}, GENDER_CODES, 'unlimited', 'unlimited')},
          region_province = case when length(region_code) = 6 then substr(region_code, 1, 2) || '0000' end,
          region_city = case when length(region_code) = 6 then substr(region_code, 1, 4) || '00' end`.execute(db);
      // Positions that were ever listed get their list rank in the order they were listed / refreshed.
      await sql`update positions set
          approved_at = case when status in ('approved', 'paused', 'closed') then coalesce(refreshed_at, updated_at) end,
          sort_at = case when status in ('approved', 'paused', 'closed') then coalesce(refreshed_at, updated_at) end`.execute(
        db,
      );
      const ranked = await sql<{
        id: number;
      }>`select id from positions where sort_at is not null order by sort_at, id`.execute(db);
      let rank = 0;
      for (const { id } of ranked.rows) {
        rank += 1;
        await sql`update positions set sort_key = ${rank} where id = ${id}`.execute(db);
      }

      if (dialect === 'postgres') {
        await sql`create sequence positions_sort_key_seq`.execute(db);
        if (rank > 0) await sql`select setval('positions_sort_key_seq', ${rank})`.execute(db);
        await sql`alter table positions add column search_tsv tsvector
          generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
        await sql`create index positions_search on positions using gin (search_tsv) where status = 'approved'`.execute(
          db,
        );
      } else {
        // Contentless (the text lives in positions.search_text) with delete support; rowid = sort_key.
        await sql`create virtual table positions_fts using fts5(
            search_text, search_tags, content = '', contentless_delete = 1, tokenize = 'unicode61')`.execute(db);
        // Only listed (approved) positions are in the index: a row enters when it becomes approved with a
        // sort key and leaves when it stops being approved, is moved (refresh) or is deleted.
        await sql`create trigger positions_fts_insert after insert on positions
          when new.status = 'approved' and new.sort_key is not null begin
            insert into positions_fts (rowid, search_text, search_tags)
            values (new.sort_key, new.search_text, new.search_tags);
          end`.execute(db);
        await sql`create trigger positions_fts_delete after delete on positions
          when old.status = 'approved' and old.sort_key is not null begin
            delete from positions_fts where rowid = old.sort_key;
          end`.execute(db);
        await sql`create trigger positions_fts_update
          after update of status, sort_key, search_text, search_tags on positions begin
            delete from positions_fts where rowid = old.sort_key and old.status = 'approved';
            insert into positions_fts (rowid, search_text, search_tags)
            select new.sort_key, new.search_text, new.search_tags
            where new.status = 'approved' and new.sort_key is not null;
          end`.execute(db);
      }

      // Backfill the derived search columns (the triggers fill the SQLite index as they change).
      const rows = await sql<PositionBackfillRow>`
        select p.id, p.title, p.industry, p.region_code, p.job_type, p.education, p.experience, p.salary_min,
          p.salary_max, c.name as company_name
        from positions p join companies c on c.id = p.company_id`.execute(db);
      for (const row of rows.rows) {
        const columns = positionSearchColumns({
          title: row.title,
          companyName: row.company_name,
          industry: row.industry,
          regionCode: row.region_code,
          jobType: row.job_type,
          education: row.education,
          experience: row.experience,
          salaryMin: row.salary_min,
          salaryMax: row.salary_max,
        });
        await sql`update positions set search_text = ${columns.search_text}, search_tags = ${columns.search_tags}
          where id = ${row.id}`.execute(db);
      }

      // The list order and its filters (approved only; `status = 'approved'` is written as a literal by the
      // repository so SQLite can use these partial indexes). Each covers the columns the list's conditions
      // read, so a walk never reads the table for rows that do not make the page (db/search.ts).
      const covered = 'company_id, recruit_end, salary_min, salary_max, job_type, education, experience';
      await sql`create unique index positions_sort_key on positions (sort_key)`.execute(db);
      for (const [name, column] of [
        ['positions_listed', null],
        ['positions_listed_province', 'region_province'],
        ['positions_listed_city', 'region_city'],
        ['positions_listed_district', 'region_code'],
      ] as const) {
        await sql`create index ${sql.id(name)} on positions (${sql.raw(column ? `${column}, ` : '')}sort_key desc, ${sql.raw(covered)})
          where status = 'approved'`.execute(db);
      }
      if (dialect === 'sqlite') {
        // The join from an FTS match to its position, covering every column the list's conditions read
        // (db/search.ts): rows that do not make the page are never read from the table.
        await sql`create index positions_search_join on positions (sort_key, status, company_id, recruit_end,
          salary_min, salary_max, region_province, region_city, region_code, job_type, education, experience)
          where status = 'approved'`.execute(db);
      }
      // The sweep closing positions after their recruitment end date.
      await sql`create index positions_recruit_end on positions (recruit_end)
        where status in ('approved', 'paused')`.execute(db);
      // The review queue and the recruiter's list by status.
      await db.schema
        .createIndex('positions_recruiter_status')
        .on('positions')
        .columns(['recruiter_user_id', 'status', 'id desc'])
        .execute();

      // ---- saved positions -------------------------------------------------------------------------------
      await db.schema
        .createTable('saved_positions')
        .addColumn('user_id', 'integer', userRef)
        .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_positions_pk', ['user_id', 'position_id'])
        .execute();
      await db.schema
        .createIndex('saved_positions_user')
        .on('saved_positions')
        .columns(['user_id', 'created_at desc', 'position_id desc'])
        .execute();
      await db.schema.createIndex('saved_positions_position').on('saved_positions').column('position_id').execute();
    },

    async down(db: Kysely<unknown>) {
      await sql`drop table if exists saved_positions`.execute(db);
      if (dialect === 'sqlite') {
        for (const name of ['positions_fts_insert', 'positions_fts_delete', 'positions_fts_update']) {
          await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
        }
        await sql`drop table if exists positions_fts`.execute(db);
      } else {
        await sql`alter table positions drop column if exists search_tsv`.execute(db);
        await sql`drop sequence if exists positions_sort_key_seq`.execute(db);
      }
      // Columns stay (SQLite drops a column only by rebuilding the table); the codes are not turned back into text.
    },
  };
}
