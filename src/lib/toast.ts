import Taro from '@tarojs/taro';
import { TOAST_DURATION_MS } from '@common/constants';

/**
 * The app's one way to show a toast: 2000 ms unless told otherwise (spec section 9; Taro's own default is
 * 1500 ms). Taro's H5 build turns `Taro.showToast` into a direct import, so a default cannot be patched in.
 */
export function toast(options: Taro.showToast.Option): Promise<TaroGeneral.CallbackResult> {
  return Taro.showToast({ duration: TOAST_DURATION_MS, ...options });
}
