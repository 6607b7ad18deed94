import Taro from '@tarojs/taro';
import { pushRoute } from '@common/notifications';

/**
 * Opens what a push payload (or a tapped notification) points to, through the one routing function of
 * spec section 2 (`pushRoute` in common/notifications.ts). Answers whether a page was opened (type 3: no).
 * Lives with the notifications feature, not lib/, so the first page never loads the notification rules.
 */
export function openPushPayload(payload: { type: number; rid?: number | string | null }): boolean {
  const url = pushRoute(payload);
  if (!url) return false;
  void Taro.navigateTo({ url });
  return true;
}
