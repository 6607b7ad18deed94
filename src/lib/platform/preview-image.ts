import Taro from '@tarojs/taro';
import { withPlatformApi } from './supported';

/** weapp: WeChat's own full-screen viewer (zoom, swipe, save). */
export function previewImage(url: string): void {
  void withPlatformApi('previewImage', () => Taro.previewImage({ urls: [url], current: url }));
}
