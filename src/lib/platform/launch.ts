import Taro from '@tarojs/taro';
import { t } from '../i18n';
import { TAB_BAR_HIDE_DELAY_MS } from '@common/constants';
import { installNetworkWatch } from './network';
import { runUpdateFlow } from './update-manager';
import { toast } from '../toast';
import type { VersionInfo } from './app-version';

/** What the launch asks the server, handed in by app.ts (lib/ makes no domain call itself). */
export interface LaunchServices {
  /** The newest app version the server offers for a platform (the Android shell's update check on H5). */
  latestAppVersion(platform: string): Promise<VersionInfo>;
}

/**
 * Mini-program launch work (this file is used on weapp; `launch.h5.ts` is its H5 twin).
 * `Taro.getUpdateManager` exists only on weapp, hence the full `process.env.TARO_ENV` guard that Taro
 * replaces at build time.
 */
export function onPlatformLaunch(options: { scene?: number }, _services: LaunchServices): void {
  if (process.env.TARO_ENV !== 'weapp') return;
  // Spec sections 2 and 9: the native tab bar is hidden 200 ms after launch and at the end of launch.
  setTimeout(hideNativeTabBar, TAB_BAR_HIDE_DELAY_MS);
  // ... and on every show of the app.
  Taro.onAppShow(hideNativeTabBar);
  installNetworkWatch();
  runUpdateFlow(options.scene, Taro.getUpdateManager?.(), {
    showModal: (o) => Taro.showModal(o),
    showToast: (o) => void toast(o),
    t,
  });
  hideNativeTabBar();
}

function hideNativeTabBar(): void {
  // Outside a tab page WeChat answers "not TabBar page": nothing to hide there.
  void Taro.hideTabBar({ animation: false }).catch(() => undefined);
}
