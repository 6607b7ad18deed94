import type { VersionInfo } from '@common/content';
import { APP_VERSION_CODE } from '@common/constants';
import { MSG } from '@common/messages';

/** `GET version/getVersion` (common/content.ts). */
export type { VersionInfo };

export interface AppVersionUi {
  showModal(options: {
    title: string;
    content: string;
    showCancel: boolean;
    confirmText: string;
    cancelText: string;
  }): Promise<{ confirm: boolean }>;
  openUrl(url: string): void;
  t(key: string): string;
}

/**
 * The Android shell loads this H5 app in a WebView whose user agent carries `JobReachAndroid` (or the
 * HTML5+ runtime that such shells inject). Only there does an app version check make sense.
 */
export function isAndroidShell(userAgent: string, hasPlusRuntime: boolean): boolean {
  return /\bAndroid\b/i.test(userAgent) && (hasPlusRuntime || /JobReachAndroid|Html5Plus/i.test(userAgent));
}

/**
 * App update (spec section 4): prompt when the server's minimum version is above the installed version
 * code (1055); cancel is hidden when the update is forced. Returns whether the user was prompted.
 */
export async function checkAppVersion(
  fetchVersion: () => Promise<VersionInfo>,
  ui: AppVersionUi,
  installedCode: number = APP_VERSION_CODE,
): Promise<boolean> {
  let info: VersionInfo;
  try {
    info = await fetchVersion();
  } catch {
    return false; // the request layer already told the user; launching goes on
  }
  if (!(Number(info.minimumVersion) > installedCode)) return false;
  const res = await ui.showModal({
    title: ui.t(MSG.appUpdate.title),
    content: info.updateLog || ui.t(MSG.appUpdate.available),
    showCancel: !info.forceUpdates,
    confirmText: ui.t(MSG.appUpdate.download),
    cancelText: ui.t(MSG.appUpdate.cancel),
  });
  if (res.confirm) ui.openUrl(info.downloadUrl);
  return true;
}
