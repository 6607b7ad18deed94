import type { VersionInfo } from '@common/content';
import { APP_VERSION_CODE, DOWNLOAD_TIMEOUT_MS } from '@common/constants';
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

/** The slice of the HTML5+ runtime (the Android shell) that reads the app's version and installs a package. */
export interface PlusLike {
  runtime: {
    appid?: string;
    getProperty?(appid: string, done: (info: { versionCode?: string | number }) => void): void;
    install?(path: string, options: { force?: boolean }, success: () => void, fail: (error: unknown) => void): void;
    restart?(): void;
    openURL(url: string): void;
  };
  downloader?: {
    createDownload(
      url: string,
      options: { timeout?: number; retry?: number },
      done: (download: { filename?: string }, status: number) => void,
    ): { start(): void };
  };
}

/**
 * The installed version code, read from the shell (HTML5+ `runtime.getProperty`); when it cannot be read
 * the user is told 'failed to get application info' (spec section 8) and the build's own code is used.
 */
export function installedVersionCode(plus: PlusLike, say: (text: string) => void, t: (key: string) => string) {
  return new Promise<number>((resolve) => {
    const failed = () => {
      say(t(MSG.errors.appInfoFailed));
      resolve(APP_VERSION_CODE);
    };
    const { appid, getProperty } = plus.runtime;
    if (!appid || !getProperty) return failed();
    try {
      getProperty.call(plus.runtime, appid, (info) => {
        const code = Number(info?.versionCode);
        if (Number.isFinite(code) && code > 0) resolve(code);
        else failed();
      });
    } catch {
      failed();
    }
  });
}

/**
 * Downloads the new package inside the shell (within DOWNLOAD_TIMEOUT_MS) and installs it, then restarts.
 * Spec section 8: a failed download says 'update failed', a failed install 'installation failed'. Without
 * the HTML5+ downloader the link opens in the system browser instead. Resolves whether it installed.
 */
export function downloadAndInstall(
  url: string,
  plus: PlusLike,
  say: (text: string) => void,
  t: (key: string) => string,
): Promise<boolean> {
  const { downloader, runtime } = plus;
  if (!downloader || !runtime.install) {
    runtime.openURL(url);
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    const fail = (key: string) => {
      say(t(key));
      resolve(false);
    };
    try {
      downloader
        .createDownload(url, { timeout: Math.ceil(DOWNLOAD_TIMEOUT_MS / 1000), retry: 0 }, (download, status) => {
          if (status !== 200 || !download?.filename) return fail(MSG.errors.updateFailed);
          runtime.install!(
            download.filename,
            { force: false },
            () => {
              resolve(true);
              runtime.restart?.();
            },
            () => fail(MSG.errors.installFailed),
          );
        })
        .start();
    } catch {
      fail(MSG.errors.updateFailed);
    }
  });
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
