import Taro from '@tarojs/taro';
import { MSG } from '@common/messages';
import { t } from './i18n';
import { isSupported } from './platform/supported';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The user's position in GCJ-02 (what Chinese maps and our positions use). weapp asks WeChat, which asks
 * the user once (app.config `permission.scope.userLocation`). Rejects when refused or unavailable (with
 * 'current environment does not support this operation' where the platform has no location API).
 */
export async function locate(): Promise<Point> {
  if (!isSupported('getLocation')) throw new Error(t(MSG.errors.envUnsupported));
  const result = await Taro.getLocation({ type: 'gcj02' });
  return { latitude: result.latitude, longitude: result.longitude };
}
