import { useDidShow } from '@tarojs/taro';
import { View, Text, Image } from '@tarojs/components';
import type { RoutePath } from '@common/routes';
import { assetUrl } from '@/lib/request';
import { useT } from '@/lib/i18n';
import { goToLogin, openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { accountApi } from '../api/account-api';
import './personal-center.scss';

interface Entry {
  label: string;
  route: RoutePath;
  query?: Record<string, string | number>;
  needsLogin?: boolean;
}

const SEEKER_ENTRIES: Entry[] = [
  { label: 'center.resume', route: 'pages/resume/index', needsLogin: true },
  { label: 'center.applied', route: 'pages/recommendjob/myzw/kssq', needsLogin: true },
  { label: 'center.records', route: 'pages/record/record', query: { type: 1 }, needsLogin: true },
  { label: 'center.saved', route: 'pages/recommendjob/myzw/wdzw', needsLogin: true },
];

const RECRUITER_ENTRIES: Entry[] = [
  { label: 'center.talent', route: 'pages/index/resumlist', needsLogin: true },
  { label: 'center.positions', route: 'pages/ManagementPosition/ManagementPosition', needsLogin: true },
  { label: 'center.candidates', route: 'pages/applicant/applicant', needsLogin: true },
  { label: 'center.company', route: 'pages/CompanyManagement/CompanyManagement', needsLogin: true },
  { label: 'center.contracts', route: 'pages/contractAward/contractList', needsLogin: true },
  { label: 'center.projects', route: 'pages/oa/project/list', needsLogin: true },
  { label: 'center.staff', route: 'pages/oa/staff/list', needsLogin: true },
];

const COMMON_ENTRIES: Entry[] = [
  { label: 'center.settings', route: 'pages/users/user_edit/index', needsLogin: true },
  { label: 'center.switchIdentity', route: 'pages/user/identitySwitching', needsLogin: true },
  { label: 'center.help', route: 'pages/help/index' },
  { label: 'center.about', route: 'pages/help/our' },
];

/** Operators (role, not identity) also review positions and companies. */
const OPERATOR_ENTRIES: Entry[] = [{ label: 'center.review', route: 'pages/review/index', needsLogin: true }];

/** The personal center: who I am, and the entries of my identity (seeker or recruiter). */
export function PersonalCenter() {
  const t = useT();
  const { isLogin, userInfo } = useSession();
  const roleEntries = userInfo?.identity === 'recruiter' ? RECRUITER_ENTRIES : SEEKER_ENTRIES;

  // A fresh copy on every visit: the name follows the resume, the identity may have changed elsewhere.
  useDidShow(() => {
    if (!useSession.getState().isLogin) return;
    accountApi.userInfos().then((user) => useSession.getState().setUserInfo(user), () => undefined);
  });

  const open = (entry: Entry) => {
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
        {userInfo?.avatar ? (
          <Image className="center__avatar" src={assetUrl(userInfo.avatar)} mode="aspectFill" />
        ) : (
          <View className="center__avatar center__avatar--empty">{(userInfo?.nickname ?? '职').slice(0, 1)}</View>
        )}
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
