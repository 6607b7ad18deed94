import Taro from '@tarojs/taro';
import { t } from '../i18n';
import { runUpdateFlow } from './update-manager';

/**
 * Mini-program launch work (this file is used on weapp; `launch.h5.ts` is its H5 twin).
 * `Taro.getUpdateManager` exists only on weapp, hence the full `process.env.TARO_ENV` guard that Taro
 * replaces at build time.
 */
export function onPlatformLaunch(options: { scene?: number }): void {
  if (process.env.TARO_ENV !== 'weapp') return;
  runUpdateFlow(options.scene, Taro.getUpdateManager?.(), {
    showModal: (o) => Taro.showModal(o),
    showToast: (o) => void Taro.showToast(o),
    t,
  });
}
