import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { updatePasswordSchema } from '@common/account';
import * as account from '@/api/account';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import '@/locales/account';

/**
 * Change the password: the old one, the new one twice. An account without one (made by a code login or
 * WeChat) sets its first: no old password to type. Other sessions of the account end.
 */
export function UpdatePasswordForm() {
  const t = useT();
  const form = useForm(updatePasswordSchema, { oldPassword: '', password: '', confirmPassword: '' });
  // Asked fresh (the stored user info may predate a password set since); the old field shows until known.
  const [hasPassword, setHasPassword] = useState<boolean>();
  useEffect(() => {
    call(account.userInfos)
      .then((user) => setHasPassword(user.hasPassword))
      .catch((error: unknown) => {
        shownRefusal(error);
      });
  }, []);
  const field = (name: 'oldPassword' | 'password' | 'confirmPassword', label: string, placeholder: string) => (
    <TextField
      name={name}
      label={label}
      password
      maxlength={16}
      value={form.values[name]}
      placeholder={placeholder}
      error={form.errors[name]}
      onChange={(v) => form.set(name, v)}
    />
  );
  const firstPassword = hasPassword === false;
  return (
    <View className="auth-form">
      {firstPassword ? (
        <Text className="auth-form__hint" data-testid="first-password">
          {t('account.firstPasswordHint')}
        </Text>
      ) : (
        field('oldPassword', t('auth.oldPassword'), t('auth.passwordPlaceholder'))
      )}
      {field('password', t('auth.newPassword'), t('auth.passwordRule'))}
      {field('confirmPassword', t('auth.confirmPassword'), t('auth.confirmPlaceholder'))}
      <SubmitButton
        text={firstPassword ? t('account.setPassword') : t('account.savePassword')}
        loading={form.submitting}
        testId="submit-update-password"
        onClick={() => {
          if (!firstPassword && !form.values.oldPassword) {
            form.setErrors({ ...form.errors, oldPassword: t('validation.required') });
            return;
          }
          void form.submit(async ({ oldPassword, ...body }) => {
            await call(account.updatePassword, firstPassword ? body : { ...body, oldPassword });
            void toast({ title: t('account.passwordChanged'), icon: 'success' });
            setTimeout(() => void Taro.navigateBack().catch(() => undefined), 1500);
          });
        }}
      />
    </View>
  );
}
