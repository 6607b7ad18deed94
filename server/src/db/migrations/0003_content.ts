/**
 * Help-center content: agreements by type, FAQ articles, "about us" with the filing numbers. Every text is
 * stored in both languages (`*_zh`, `*_en`); the API answers the caller's. The first content
 * (db/seed/content.ts) is inserted here, so a production database without demo data still has its
 * agreements.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { INITIAL_AGREEMENTS, INITIAL_ARTICLES, INITIAL_INTRO } from './0003_content.data';
import { withId, withTimestamps } from './helpers';

const bilingual = <T extends string>(table: ReturnType<Kysely<unknown>['schema']['createTable']>, ...names: T[]) =>
  names.reduce(
    (t, name) =>
      t.addColumn(`${name}_zh`, 'text', (c) => c.notNull()).addColumn(`${name}_en`, 'text', (c) => c.notNull()),
    table,
  );

export function content(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        bilingual(
          withId(db.schema.createTable('agreements'), dialect)
            .addColumn('type', 'text', (c) => c.notNull())
            .addColumn('version', 'text', (c) => c.notNull()),
          'title',
          'content',
        ),
      ).execute();
      await db.schema.createIndex('agreements_type').on('agreements').columns(['type', 'id']).execute();

      await withTimestamps(
        bilingual(
          withId(db.schema.createTable('articles'), dialect)
            .addColumn('category', 'text', (c) => c.notNull())
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
          'title',
          'summary',
          'content',
        ),
      ).execute();
      await db.schema.createIndex('articles_category').on('articles').columns(['category', 'sort', 'id']).execute();

      await withTimestamps(
        bilingual(withId(db.schema.createTable('intros'), dialect), 'title', 'content', 'company', 'address')
          .addColumn('icp', 'text', (c) => c.notNull())
          .addColumn('police_filing', 'text', (c) => c.notNull())
          .addColumn('contact_phone', 'text', (c) => c.notNull())
          .addColumn('contact_email', 'text', (c) => c.notNull()),
      ).execute();

      const now = new Date().toISOString();
      const stamps = { created_at: now, updated_at: now };
      for (const a of INITIAL_AGREEMENTS) {
        await db
          .insertInto('agreements' as never)
          .values({
            type: a.type,
            version: a.version,
            title_zh: a.titleZh,
            title_en: a.titleEn,
            content_zh: a.contentZh,
            content_en: a.contentEn,
            ...stamps,
          } as never)
          .execute();
      }
      for (const [index, a] of INITIAL_ARTICLES.entries()) {
        await db
          .insertInto('articles' as never)
          .values({
            category: 'faq',
            sort: (index + 1) * 10,
            title_zh: a.titleZh,
            title_en: a.titleEn,
            summary_zh: a.summaryZh,
            summary_en: a.summaryEn,
            content_zh: a.contentZh,
            content_en: a.contentEn,
            ...stamps,
          } as never)
          .execute();
      }
      const i = INITIAL_INTRO;
      await db
        .insertInto('intros' as never)
        .values({
          title_zh: i.titleZh,
          title_en: i.titleEn,
          content_zh: i.contentZh,
          content_en: i.contentEn,
          company_zh: i.companyZh,
          company_en: i.companyEn,
          address_zh: i.addressZh,
          address_en: i.addressEn,
          icp: i.icp,
          police_filing: i.policeFiling,
          contact_phone: i.contactPhone,
          contact_email: i.contactEmail,
          ...stamps,
        } as never)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['intros', 'articles', 'agreements']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
