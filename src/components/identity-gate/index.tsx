import { useEffect, useState, type ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { Identity } from '@common/constants';
import { MSG } from '@common/messages';
import { ROUTES, routeUrl } from '@common/routes';
import { useT } from '@/lib/i18n';
import { continueAfterSwitch, refreshStoredUser, switchIdentity } from '@/services/refusal-remedy';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { StateBlock } from '../state-block';

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
  const mismatch = isLogin && Boolean(userInfo) && userInfo?.identity !== need;
  // The stored copy may be stale (the identity changed on another device, or was just chosen): ask the
  // server once before blocking the page.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!mismatch || checked) return;
    refreshStoredUser()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [mismatch, checked]);
  if (!mismatch) return <>{children}</>;
  if (!checked) return <StateBlock title={t('common.loading')} testId="identity-gate-checking" />;

  const switchNow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The stored identity changes with the answer and the gate gives way to the page (which loads as it
      // mounts), or a new recruiter goes on to the company form.
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
        {userInfo?.identity
          ? t('remedy.current', { identity: t(MSG.identity[userInfo!.identity!]) })
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
