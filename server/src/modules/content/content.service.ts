/** Content shown to everyone: the common menu and the app version check. */
import { MSG } from '@common/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { createContentRepository } from './content.repository';

export interface MenuItem {
  id: number;
  name: string;
  icon: string;
  path: string;
  sort: number;
}

export interface AppVersionInfo {
  /** A version code: the app prompts to update when this exceeds its installed code (1055 for 1.1.4). */
  minimumVersion: number;
  updateLog: string;
  forceUpdates: boolean;
  downloadUrl: string;
}

export function createContentService({ db, appDownloadUrl }: { db: Db; appDownloadUrl?: string }) {
  const repo = createContentRepository(db);
  return {
    async menus(): Promise<MenuItem[]> {
      const rows = await repo.listMenus();
      return rows.map(({ id, name, icon, path, sort }) => ({ id, name, icon, path, sort }));
    },

    async appVersion(name: string): Promise<AppVersionInfo> {
      const row = await repo.findAppVersion(name);
      if (!row) throw new AppError(502, MSG.errors.appInfoFailed);
      return {
        minimumVersion: row.minimum_version,
        updateLog: row.update_log,
        forceUpdates: row.force_updates === 1,
        // The spec's download link is fixed: configuration wins over the stored row.
        downloadUrl: appDownloadUrl ?? row.download_url,
      };
    },
  };
}
