import Taro from '@tarojs/taro';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The user's position in GCJ-02 (what Chinese maps and our positions use). weapp asks WeChat, which asks
 * the user once (app.config `permission.scope.userLocation`). Rejects when refused or unavailable.
 */
export async function locate(): Promise<Point> {
  const result = await Taro.getLocation({ type: 'gcj02' });
  return { latitude: result.latitude, longitude: result.longitude };
}
