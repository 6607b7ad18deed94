import Taro from '@tarojs/taro';
import { t } from '../i18n';
import type { LaunchServices } from './launch';
import {
  checkAppVersion,
  downloadAndInstall,
  installedVersionCode,
  isAndroidShell,
  type PlusLike,
} from './app-version';
import { launchNoticeKeys, OPEN_IN_BROWSER_TOAST_MS } from './browser';
import { toast } from '../toast';
import { installNetworkWatch } from './network';
import { installPageLoader } from './page-loader';

/**
 * H5 launch work: the lazy page loading view, the 'open in a browser' toast inside WeChat's in-app
 * browser (5 s; on a phone it also suggests the app), and the app version check inside the Android shell
 * (which downloads and installs the new package there).
 */
// Installed as soon as the app module loads: the router requests the first page chunk before launch.
installPageLoader();

/**
 * A toast-like notice of our own for the launch: Taro's toast shown before the first page mounts is hidden
 * by its router as soon as the page appears (it took the launch path for another page), so the spec's 5 s
 * "open in a browser" toast vanished after about half a second.
 */
function showNotice(text: string, ms: number): void {
  const el = document.createElement('div');
  el.setAttribute('role', 'status');
  el.dataset.testid = 'launch-notice';
  el.textContent = text;
  el.style.cssText =
    'position:fixed;left:50%;top:45%;transform:translate(-50%,-50%);z-index:10000;max-width:70vw;padding:10px 15px;border-radius:5px;background:rgba(17,17,17,.7);color:#fff;font-size:15px;line-height:1.5;text-align:center;white-space:pre-line;pointer-events:none';
  document.body.appendChild(el);
  setTimeout(() => el.remove(), ms);
}

export function onPlatformLaunch(_options: { scene?: number }, services: LaunchServices): void {
  installPageLoader();
  installNetworkWatch();
  const ua = navigator.userAgent;
  const notice = launchNoticeKeys(ua);
  if (notice.length) showNotice(notice.map((key) => t(key)).join('\n'), OPEN_IN_BROWSER_TOAST_MS);
  const plus = (window as unknown as { plus?: PlusLike }).plus;
  if (isAndroidShell(ua, Boolean(plus?.runtime))) {
    const say = (title: string) => void toast({ title, icon: 'none' });
    const installed = plus?.runtime ? installedVersionCode(plus, say, t) : Promise.resolve(undefined);
    void installed.then((code) =>
      checkAppVersion(
        () => services.latestAppVersion('android'),
        {
          showModal: (o) => Taro.showModal(o),
          openUrl: (url) => (plus?.runtime ? void downloadAndInstall(url, plus, say, t) : window.location.assign(url)),
          t,
        },
        code,
      ),
    );
  }
}
