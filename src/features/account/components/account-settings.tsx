import { useEffect } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { profileSchema } from '@common/account';
import type { Locale } from '@common/i18n';
import { ROUTES, routeUrl } from '@common/routes';
import * as account from '@/api/account';
import * as uploads from '@/api/uploads';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { Avatar } from '@/components/avatar';
import { useSession } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { useImageUpload } from '@/lib/use-image-upload';
import { RecruiterContact } from './recruiter-contact';
import './account-settings.scss';
import { toast } from '@/lib/toast';
import '@/locales/account';

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'zh-Hans', label: '简体中文' },
  { value: 'en', label: 'English' },
];

/**
 * Account settings: avatar (upload with progress), nickname, a recruiter's WeChat ID and phone for chat
 * exchanges, language, phone (the page opens its form), password, logout.
 */
export function AccountSettings({ onLogout, onPhone }: { onLogout: () => Promise<void>; onPhone: () => void }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const userInfo = useSession((s) => s.userInfo);
  const form = useForm(profileSchema, { nickname: userInfo?.nickname ?? '' });
  const avatar = useImageUpload(uploads.uploadImage);

  useEffect(() => {
    // Fresh copy of the account (another device may have changed it).
    void call(account.userInfos)
      .then((user) => {
        useSession.getState().setUserInfo(user);
        form.set('nickname', user.nickname ?? '');
      })
      .catch(() => undefined);
  }, []);

  const saveProfile = (patch: { nickname?: string; avatar?: string; language?: Locale }) =>
    call(account.updateProfile, patch).then((user) => useSession.getState().setUserInfo(user));

  const chooseAvatar = async () => {
    const picked = await avatar.pick();
    if (!picked) return;
    try {
      await saveProfile({ avatar: picked.answer.url });
      void toast({ title: t('account.saved'), icon: 'success' });
    } catch (error) {
      shownRefusal(error);
    }
  };

  const changeLanguage = async (value: Locale) => {
    useLocale.getState().setLocale(value);
    if (useSession.getState().isLogin) await saveProfile({ language: value }).catch(() => undefined);
  };

  return (
    <View className="account-settings">
      <View className="account-settings__card">
        <View className="account-row" data-testid="avatar-row" onClick={() => void chooseAvatar()}>
          <Text className="account-row__label">{t('account.avatar')}</Text>
          <View className="account-row__value">
            <Avatar src={userInfo?.avatar} name={userInfo?.nickname} className="account-avatar" />
            {avatar.progress !== undefined ? (
              <Text className="account-row__progress" data-testid="avatar-progress">
                {t('account.uploading', { percent: avatar.progress })}
              </Text>
            ) : null}
          </View>
        </View>
        <View className="account-settings__nickname">
          <TextField
            name="nickname"
            label={t('account.nickname')}
            value={form.values.nickname}
            maxlength={20}
            error={form.errors.nickname}
            onChange={(v) => form.set('nickname', v)}
          />
          <SubmitButton
            text={t('account.saveNickname')}
            loading={form.submitting}
            testId="save-nickname"
            onClick={() =>
              void form.submit(async ({ nickname }) => {
                await saveProfile({ nickname });
                void toast({ title: t('account.saved'), icon: 'success' });
              })
            }
          />
        </View>
      </View>

      {userInfo?.identity === 'recruiter' ? <RecruiterContact /> : null}

      <View className="account-settings__card">
        <View className="account-row">
          <Text className="account-row__label">{t('common.language')}</Text>
          <View className="account-segment">
            {LANGUAGES.map((lang) => (
              <Text
                key={lang.value}
                className={`account-segment__item ${locale === lang.value ? 'account-segment__item--on' : ''}`}
                data-testid={`language-${lang.value}`}
                // Each language's name is written in that language (简体中文, English).
                {...{ lang: lang.value }}
                onClick={() => void changeLanguage(lang.value)}
              >
                {lang.label}
              </Text>
            ))}
          </View>
        </View>
        <View
          className="account-row"
          onClick={() => openRoute('pages/user/identitySwitching')}
          data-testid="row-identity"
        >
          <Text className="account-row__label">{t('account.identity')}</Text>
          <Text className="account-row__value account-row__value--link">
            {userInfo?.identity ? t(`identity.${userInfo.identity}`) : t('account.noIdentity')}
          </Text>
        </View>
        <View className="account-row" onClick={onPhone} data-testid="row-phone">
          <Text className="account-row__label">{t('account.phone')}</Text>
          <Text className="account-row__value account-row__value--link">
            {userInfo?.phone || t('account.phoneUnbound')}
          </Text>
        </View>
        {userInfo?.identity === 'recruiter' ? (
          <View
            className="account-row"
            onClick={() => openRoute('pages/users/verification/index')}
            data-testid="row-verification"
          >
            <Text className="account-row__label">{t('account.verification')}</Text>
            <Text className="account-row__value account-row__value--link">›</Text>
          </View>
        ) : null}
        <View
          className="account-row"
          onClick={() => openRoute('pages/users/notification_settings/index')}
          data-testid="row-notification-settings"
        >
          <Text className="account-row__label">{t('page.pages/users/notification_settings/index')}</Text>
          <Text className="account-row__value account-row__value--link">›</Text>
        </View>
        <View
          className="account-row"
          onClick={() => openRoute('pages/users/update_password/index')}
          data-testid="row-password"
        >
          <Text className="account-row__label">{t('account.changePassword')}</Text>
          <Text className="account-row__value account-row__value--link">›</Text>
        </View>
        <View
          className="account-row"
          onClick={() => openRoute('pages/users/user_agreement/index')}
          data-testid="row-policies"
        >
          <Text className="account-row__label">{t('page.pages/users/user_agreement/index')}</Text>
          <Text className="account-row__value account-row__value--link">›</Text>
        </View>
        <View className="account-row" onClick={() => openRoute('pages/users/my_data/index')} data-testid="row-my-data">
          <Text className="account-row__label">{t('account.myData')}</Text>
          <Text className="account-row__value account-row__value--link">›</Text>
        </View>
        <View
          className="account-row"
          onClick={() => openRoute('pages/users/delete_account/index')}
          data-testid="row-delete-account"
        >
          <Text className="account-row__label">{t('account.deleteAccount')}</Text>
          <Text className="account-row__value account-row__value--link">›</Text>
        </View>
      </View>

      <SubmitButton plain text={t('account.logout')} testId="logout" onClick={() => void onLogout()} />
    </View>
  );
}

/** Logout: revoke the token on the server, then forget it here even if the server cannot be reached. */
export async function logoutEverywhere(revoke: () => Promise<unknown>): Promise<void> {
  await revoke().catch(() => undefined);
  useSession.getState().logout();
  void Taro.switchTab({ url: routeUrl(ROUTES.home) });
}
