import { View, Text } from '@tarojs/components';
import { changePhoneSchema, type LoginAnswer } from '@common/auth';
import * as auth from '@/api/auth';
import { SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { getItem, removeItem, STORAGE_KEYS } from '@/lib/storage';
import { useForm } from '@/lib/use-form';
import { continueAfterLogin } from '../finish-login';
import { PhoneAndCode } from './phone-and-code';
import '../phone-strings';
import './auth-forms.scss';
import { toast } from '@/lib/toast';
import '../strings';

/**
 * Binding a first phone (a WeChat login without one) or changing it: the new number and an SMS code sent to
 * it (scene changePhone). A phone-less login proves itself with its binding ticket, so the call works even
 * when its token is gone; binding a registered number moves WeChat to that account and logs in to it.
 */
export function PhoneForm({ onDone, fromLogin }: { onDone: () => void; fromLogin?: boolean }) {
  const t = useT();
  const userInfo = useSession((s) => s.userInfo);
  const binding = !userInfo?.phone;
  const bindTicket = binding ? getItem<string>(STORAGE_KEYS.bindTicket) : undefined;
  const form = useForm(changePhoneSchema, { phone: '', code: '' });

  const submit = () =>
    void form.submit(async ({ phone, code }) => {
      const answer = await call(auth.changePhone, { phone, code, ...(bindTicket ? { bindTicket } : {}) });
      useSession.getState().login(answer);
      removeItem(STORAGE_KEYS.bindTicket);
      void toast({ title: t(binding ? 'phone.bound' : 'phone.changed'), icon: 'success' });
      if (fromLogin) setTimeout(() => continueAfterLogin(answer), 1200);
      else onDone();
    });

  return (
    <View className="auth-form" data-testid="phone-form">
      <Text className="auth-form__title">{t(binding ? 'phone.bindTitle' : 'phone.changeTitle')}</Text>
      <Text className="auth-form__hint">
        {binding ? t('phone.bindHint') : t('phone.changeHint', { phone: userInfo?.phone ?? '' })}
      </Text>
      <PhoneAndCode
        form={form}
        scene="changePhone"
        phoneLabel={t('phone.newPhone')}
        bindTicket={bindTicket}
        setPhone={(v) => form.set('phone', v)}
        setCode={(v) => form.set('code', v)}
        setPhoneError={(m) => form.setErrors({ ...form.errors, phone: m })}
      />
      <SubmitButton
        text={t(binding ? 'phone.bind' : 'phone.change')}
        loading={form.submitting}
        testId="submit-phone"
        onClick={submit}
      />
      <Text
        className="auth-form__secondary"
        data-testid="phone-cancel"
        // Binding later, right after a WeChat login: the login goes on (identity, then where the user was).
        onClick={() => (fromLogin && userInfo ? continueAfterLogin({ user: userInfo } as LoginAnswer) : onDone())}
      >
        {binding ? t('phone.later') : t('common.cancel')}
      </Text>
    </View>
  );
}
