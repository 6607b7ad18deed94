import Taro from '@tarojs/taro';
import { pushAudience, pushRoute } from '@common/push';
import { ROUTES } from '@common/routes';
import { t } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * Opens what a push payload (or a tapped notification) points to, through the one routing function of
 * spec section 2 (`pushRoute` in common/notifications.ts). Answers whether a page was opened (type 3: no).
 * Lives with the notifications feature, not lib/, so the first page never loads the notification rules.
 */
export function openPushPayload(payload: { type: number; rid?: number | string | null }): boolean {
  const url = pushRoute(payload);
  if (!url) return false;
  // The page behind it needs the identity it speaks to: a user with both identities switches first.
  const audience = pushAudience(payload.type);
  const identity = useSession.getState().userInfo?.identity;
  if (audience && identity !== audience) {
    void Taro.showModal({
      title: t('notice.switchTitle'),
      content: t('notice.switchBody', { identity: t(`identity.${audience}`) }),
      confirmText: t('notice.switch'),
    })
      .then((answer) => {
        if (answer.confirm) void Taro.navigateTo({ url: `/${ROUTES.identitySwitching}` });
      })
      .catch(() => undefined);
    return true;
  }
  void Taro.navigateTo({ url });
  return true;
}
