import Taro from '@tarojs/taro';
import { MSG } from '@common/messages';
import { t } from '../i18n';
import { request } from '../request';
import { checkAppVersion, isAndroidShell, type VersionInfo } from './app-version';
import { isWeChatBrowser, OPEN_IN_BROWSER_TOAST_MS } from './browser';
import { installNetworkWatch } from './network';
import { installPageLoader } from './page-loader';
import { toast } from '../toast';

/**
 * H5 launch work: the lazy page loading view, the 'open in a browser' toast inside WeChat's in-app
 * browser (5 s), and the app version check when running inside the Android shell.
 */
// Installed as soon as the app module loads: the router requests the first page chunk before launch.
installPageLoader();

export function onPlatformLaunch(_options: { scene?: number }): void {
  installPageLoader();
  installNetworkWatch();
  const ua = navigator.userAgent;
  if (isWeChatBrowser(ua)) {
    void toast({ title: t(MSG.errors.openInBrowser), icon: 'none', duration: OPEN_IN_BROWSER_TOAST_MS });
  }
  const plus = (window as unknown as { plus?: { runtime?: { openURL(url: string): void } } }).plus;
  if (isAndroidShell(ua, Boolean(plus?.runtime))) {
    void checkAppVersion(
      () =>
        request<VersionInfo>({ url: 'version/getVersion', data: { name: 'android' }, noAuth: true }).then(
          (b) => b.data as VersionInfo,
        ),
      {
        showModal: (o) => Taro.showModal(o),
        openUrl: (url) => (plus?.runtime ? plus.runtime.openURL(url) : window.location.assign(url)),
        t,
      },
    );
  }
}

/** Nothing to do on H5 when the app shows again (weapp hides its native tab bar). */
export function onPlatformShow(): void {}
