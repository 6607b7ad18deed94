import Taro from '@tarojs/taro';
import { MSG } from '@common/messages';
import { t } from '../i18n';
import type { LaunchServices } from './launch';
import { checkAppVersion, isAndroidShell } from './app-version';
import { isWeChatBrowser, OPEN_IN_BROWSER_TOAST_MS } from './browser';
import { installNetworkWatch } from './network';
import { installPageLoader } from './page-loader';

/**
 * H5 launch work: the lazy page loading view, the 'open in a browser' toast inside WeChat's in-app
 * browser (5 s), and the app version check when running inside the Android shell.
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
    'position:fixed;left:50%;top:45%;transform:translate(-50%,-50%);z-index:10000;max-width:70vw;padding:10px 15px;border-radius:5px;background:rgba(17,17,17,.7);color:#fff;font-size:15px;line-height:1.5;text-align:center;pointer-events:none';
  document.body.appendChild(el);
  setTimeout(() => el.remove(), ms);
}

export function onPlatformLaunch(_options: { scene?: number }, services: LaunchServices): void {
  installPageLoader();
  installNetworkWatch();
  const ua = navigator.userAgent;
  if (isWeChatBrowser(ua)) showNotice(t(MSG.errors.openInBrowser), OPEN_IN_BROWSER_TOAST_MS);
  const plus = (window as unknown as { plus?: { runtime?: { openURL(url: string): void } } }).plus;
  if (isAndroidShell(ua, Boolean(plus?.runtime))) {
    void checkAppVersion(() => services.latestAppVersion('android'), {
      showModal: (o) => Taro.showModal(o),
      openUrl: (url) => (plus?.runtime ? plus.runtime.openURL(url) : window.location.assign(url)),
      t,
    });
  }
}
