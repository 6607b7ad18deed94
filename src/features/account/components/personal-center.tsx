import Taro, { useDidShow } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import * as account from '@/api/account';
import { call } from '@/lib/call';
import { Avatar } from '@/components/avatar';
import { useT } from '@/lib/i18n';
import { goToLogin, openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { COMMON_ENTRIES, OPERATOR_ENTRIES, RECRUITER_ENTRIES, SEEKER_ENTRIES, type CenterEntry } from '../menu-entries';
import './personal-center.scss';
import '@/locales/account';

/** The personal center: who I am, and the entries of my identity (seeker or recruiter). */
export function PersonalCenter() {
  const t = useT();
  const { isLogin, userInfo } = useSession();
  const roleEntries = userInfo?.identity === 'recruiter' ? RECRUITER_ENTRIES : SEEKER_ENTRIES;

  // A fresh copy on every visit: the name follows the resume, the identity may have changed elsewhere.
  useDidShow(() => {
    if (!useSession.getState().isLogin) return;
    call(account.userInfos).then(
      (user) => {
        useSession.getState().setUserInfo(user);
        // A login within the cooling-off cancelled the deletion asked for: tell the user once.
        if (user.deletionCancelledAt) {
          void Taro.showModal({ content: t('account.deletionCancelled'), showCancel: false });
          void call(account.deletionNoticeSeen, undefined, { silent: true }).catch(() => undefined);
        }
      },
      () => undefined,
    );
  });

  const open = (entry: CenterEntry) => {
    if (entry.needsLogin && !isLogin) goToLogin();
    else openRoute(entry.route, entry.query);
  };

  return (
    <View className="center">
      <View
        className="center__profile"
        data-testid="center-profile"
        onClick={() => (isLogin ? openRoute('pages/users/user_edit/index') : openRoute('pages/login/login/login'))}
      >
        <Avatar src={userInfo?.avatar} name={userInfo?.nickname} className="center__avatar" />
        <View className="center__who">
          <Text className="center__name">
            {isLogin ? userInfo?.nickname || userInfo?.phone : t('center.loginPrompt')}
          </Text>
          <Text className="center__meta">
            {isLogin
              ? `${userInfo?.phone ?? ''}  ${userInfo?.identity ? t(`identity.${userInfo.identity}`) : t('account.noIdentity')}`
              : t('center.loginHint')}
          </Text>
        </View>
      </View>
      {[userInfo?.role === 'operator' ? OPERATOR_ENTRIES : [], roleEntries, COMMON_ENTRIES]
        .filter((group) => group.length)
        .map((group, index) => (
          <View key={index} className="center__group">
            {group.map((entry) => (
              <View
                key={entry.route}
                className="center__entry"
                data-testid={`center-${entry.label}`}
                onClick={() => open(entry)}
              >
                <Text>{t(entry.label)}</Text>
                <Text className="center__chevron">›</Text>
              </View>
            ))}
          </View>
        ))}
    </View>
  );
}
