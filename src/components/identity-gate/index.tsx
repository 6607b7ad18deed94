import { useState, type ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { Identity } from '@common/constants';
import { MSG } from '@common/messages';
import { ROUTES, routeUrl } from '@common/routes';
import { useT } from '@/lib/i18n';
import { continueAfterSwitch, switchIdentity } from '@/lib/refusal-remedy';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';

/**
 * A page of one identity's features (a recruiter's positions, a seeker's resume): for a logged-in user of the
 * other identity (or none yet) it says which identity the page needs and switches in one tap, instead of
 * loading calls the server would refuse. Logged-out users pass through (the page sends them to log in).
 */
export function IdentityGate({ need, children }: { need: Identity; children: ReactNode }) {
  const t = useT();
  const userInfo = useSession((s) => s.userInfo);
  const isLogin = useSession((s) => s.isLogin);
  const [busy, setBusy] = useState(false);
  if (!isLogin || !userInfo || userInfo.identity === need) return <>{children}</>;

  const switchNow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The stored identity changes with the answer, and this gate gives way to the page.
      continueAfterSwitch(await switchIdentity(need), false);
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const leave = () => {
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
    else void Taro.switchTab({ url: routeUrl(ROUTES.home) });
  };
  const needName = t(MSG.identity[need]);
  return (
    <View className="state-block identity-gate" data-testid="identity-gate">
      <Text className="state-block__title">
        {t(need === 'recruiter' ? MSG.errors.needsRecruiter : MSG.errors.needsSeeker)}
      </Text>
      <Text className="state-block__body">
        {userInfo.identity
          ? t('remedy.current', { identity: t(MSG.identity[userInfo.identity]) })
          : t('remedy.noIdentity')}
        {t('remedy.switchBody', { identity: needName })}
      </Text>
      <View className="state-block__action" data-testid="identity-gate-switch" onClick={() => void switchNow()}>
        {busy ? t('common.loading') : t('remedy.switch', { identity: needName })}
      </View>
      <Text className="identity-gate__back" data-testid="identity-gate-back" onClick={leave}>
        {t('common.back')}
      </Text>
    </View>
  );
}
