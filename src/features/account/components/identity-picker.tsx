import { useState } from 'react';
import Taro, { useRouter } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { Identity } from '@common/constants';
import { ROUTES, routeUrl } from '@common/routes';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { switchIdentity } from '@/services/refusal-remedy';
import './identity-picker.scss';
import '../strings';
import { toast } from '@/lib/toast';

const CHOICES: { identity: Identity; title: string; body: string }[] = [
  { identity: 'seeker', title: 'identity.seekerTitle', body: 'identity.seekerBody' },
  { identity: 'recruiter', title: 'identity.recruiterTitle', body: 'identity.recruiterBody' },
];

/**
 * Job seeker or recruiter (spec section 4). The server answers the message to show ('You have become a
 * job seeker' ...) and where a new seeker or a recruiter without a company goes next.
 */
export function IdentityPicker({ onChosen }: { onChosen?: () => void } = {}) {
  const t = useT();
  const userInfo = useSession((s) => s.userInfo);
  const [busy, setBusy] = useState<Identity>();
  // Right after a new account's first login (?first=1): the login pages behind are left for good.
  const first = Boolean(useRouter().params.first);

  const choose = async (identity: Identity) => {
    if (busy) return;
    setBusy(identity);
    try {
      // The remedy's switch: it also updates the stored user info (gates and refusals switch the same way).
      const answer = await switchIdentity(identity);
      void toast({ title: answer.msg, icon: 'none', duration: 2000 });
      // Onboarding shows the choice itself and goes on to its first step.
      if (onChosen) {
        onChosen();
        return;
      }
      setTimeout(() => {
        const url = `/${answer.next?.replace(/^\//, '')}`;
        if (answer.next && first) void Taro.reLaunch({ url });
        else if (answer.next) void Taro.redirectTo({ url });
        else void Taro.switchTab({ url: routeUrl(ROUTES.home) });
      }, 1200);
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <View className="identity-picker">
      <Text className="identity-picker__hint">{t('identity.hint')}</Text>
      {CHOICES.map((choice) => {
        const current = userInfo?.identity === choice.identity;
        return (
          <View
            key={choice.identity}
            className={`identity-card identity-card--${choice.identity} ${current ? 'identity-card--current' : ''}`}
            data-testid={`identity-${choice.identity}`}
            onClick={() => void choose(choice.identity)}
          >
            <Text className="identity-card__title">{t(choice.title)}</Text>
            <Text className="identity-card__body">{t(choice.body)}</Text>
            {current ? <Text className="identity-card__badge">{t('identity.current')}</Text> : null}
            {busy === choice.identity ? <Text className="identity-card__badge">{t('common.loading')}</Text> : null}
          </View>
        );
      })}
    </View>
  );
}
