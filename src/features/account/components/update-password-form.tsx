import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import { updatePasswordSchema } from '@common/account';
import * as account from '@/api/account';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import '@/locales/account';

/** Change the password: the old one, the new one twice. Other sessions of the account end. */
export function UpdatePasswordForm() {
  const t = useT();
  const form = useForm(updatePasswordSchema, { oldPassword: '', password: '', confirmPassword: '' });
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
  return (
    <View className="auth-form">
      {field('oldPassword', t('auth.oldPassword'), t('auth.passwordPlaceholder'))}
      {field('password', t('auth.newPassword'), t('auth.passwordRule'))}
      {field('confirmPassword', t('auth.confirmPassword'), t('auth.confirmPlaceholder'))}
      <SubmitButton
        text={t('account.savePassword')}
        loading={form.submitting}
        testId="submit-update-password"
        onClick={() =>
          void form.submit(async (body) => {
            await call(account.updatePassword, body);
            void toast({ title: t('account.passwordChanged'), icon: 'success' });
            setTimeout(() => void Taro.navigateBack().catch(() => undefined), 1500);
          })
        }
      />
    </View>
  );
}
