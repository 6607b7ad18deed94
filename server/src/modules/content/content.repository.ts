import type { Db } from '../../db/connect';
import type { AgreementRow, AppVersionRow, ArticleRow, CommonMenuRow, IntroRow, IntroUpdate } from '../../db/types';

export function createContentRepository(db: Db) {
  return {
    async listMenus(): Promise<CommonMenuRow[]> {
      return db.selectFrom('common_menus').selectAll().orderBy('sort').orderBy('id').execute();
    },

    async findAppVersion(name: string): Promise<AppVersionRow | undefined> {
      return db.selectFrom('app_versions').selectAll().where('name', '=', name).executeTakeFirst();
    },

    /** The current (newest) agreement of a type. */
    async currentAgreement(type: string): Promise<AgreementRow | undefined> {
      return db
        .selectFrom('agreements')
        .selectAll()
        .where('type', '=', type)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The current agreement of every type, by type. */
    async currentAgreements(): Promise<AgreementRow[]> {
      return db
        .selectFrom('agreements')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('agreements')
            .select((e) => e.fn.max('id').as('id'))
            .groupBy('type'),
        )
        .orderBy('id')
        .execute();
    },

    async findAgreement(id: number): Promise<AgreementRow | undefined> {
      return db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async listArticles(
      category: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const rows = await db
        .selectFrom('articles')
        .selectAll()
        .where('category', '=', category)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },

    async findArticle(id: number): Promise<ArticleRow | undefined> {
      return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async currentIntro(): Promise<IntroRow | undefined> {
      return db.selectFrom('intros').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async listIntros(limit: number, offset: number): Promise<{ rows: IntroRow[]; total: number }> {
      const rows = await db
        .selectFrom('intros')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await db
        .selectFrom('intros')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },

    async findIntro(id: number): Promise<IntroRow | undefined> {
      return db.selectFrom('intros').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async updateIntro(id: number, changes: IntroUpdate): Promise<void> {
      await db.updateTable('intros').set(changes).where('id', '=', id).execute();
    },
  };
}
