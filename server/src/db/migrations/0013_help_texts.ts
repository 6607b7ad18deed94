/**
 * The help texts made true to the app (0013_help_texts.data.ts): the FAQ articles rewritten in both
 * languages, and the version's update log gains an English column. An update log still holding the text
 * the demo data wrote before this migration gets the current one.
 */
import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { HELP_ARTICLES, UPDATE_LOG } from './0013_help_texts.data';

/** The update log the demo data wrote before this migration (replaced when still there). */
const OLD_UPDATE_LOG = '1. 优化职位搜索与筛选体验\n2. 新增电子合同在线签署\n3. 修复已知问题，提升稳定性';

export function helpTextsMigration(_dialect: DbDialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      const now = new Date().toISOString();
      for (const article of HELP_ARTICLES) {
        await db
          .updateTable('articles')
          .set({
            title_en: article.titleEn,
            summary_zh: article.summaryZh,
            summary_en: article.summaryEn,
            content_zh: article.contentZh,
            content_en: article.contentEn,
            updated_at: now,
          })
          .where('title_zh', '=', article.titleZh)
          .execute();
      }
      await db.schema
        .alterTable('app_versions')
        .addColumn('update_log_en', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db
        .updateTable('app_versions')
        .set({ update_log: UPDATE_LOG.zh, update_log_en: UPDATE_LOG.en, updated_at: now })
        .where('update_log', '=', OLD_UPDATE_LOG)
        .execute();
    },
  };
}
