import Taro from '@tarojs/taro';

/** weapp: WeChat's own full-screen viewer (zoom, swipe, save). */
export function previewImage(url: string): void {
  void Taro.previewImage({ urls: [url], current: url });
}
