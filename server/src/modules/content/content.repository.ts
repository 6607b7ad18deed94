import type { Db } from '../../db/connect';
import type { AppVersionRow, CommonMenuRow } from '../../db/types';

export function createContentRepository(db: Db) {
  return {
    async listMenus(): Promise<CommonMenuRow[]> {
      return db.selectFrom('common_menus').selectAll().orderBy('sort').orderBy('id').execute();
    },

    async findAppVersion(name: string): Promise<AppVersionRow | undefined> {
      return db.selectFrom('app_versions').selectAll().where('name', '=', name).executeTakeFirst();
    },
  };
}
