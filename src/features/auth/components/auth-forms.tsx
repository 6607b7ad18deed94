import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';
import { View, Text, Button } from '@tarojs/components';
import { findPwdSchema, loginByCodeFormSchema, loginByPwdFormSchema, registerFormSchema } from '@common/auth';
import * as auth from '@/api/auth';
import { TextField, SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useForm } from '@/lib/use-form';
import { agreementRefusal, termsFields, useShownVersions } from '../agreement-gate';
import { finishLogin } from '../finish-login';
import { AgreementRow } from './agreement-row';
import { PhoneAndCode } from './phone-and-code';
import './auth-forms.scss';
import { toast } from '@/lib/toast';
import { useThrottledTap } from '@/lib/throttle';
import { RequestError } from '@/lib/request';
import '../strings';

function AuthLinks({ links }: { links: { text: string; onClick: () => void; testId: string }[] }) {
  return (
    <View className="auth-links">
      {links.map((link) => (
        <Text key={link.testId} className="auth-links__item" data-testid={link.testId} onClick={link.onClick}>
          {link.text}
        </Text>
      ))}
    </View>
  );
}

/**
 * Phone + SMS code: logs in, and a new phone gets its account on its first login. The agreements
 * must be ticked; the body says so with the versions the links show, which the server records. A refusal
 * about them puts the box right: `auth.termsRequired` asks to tick it, `auth.termsChanged` unticks it and
 * loads the new versions to read.
 */
export function LoginByCodeForm() {
  const t = useT();
  const form = useForm(loginByCodeFormSchema, { phone: '', code: '', agreement: false as true });
  const versions = useShownVersions();
  const weapp = process.env.TARO_ENV === 'weapp';
  const onAgreementRefusal = (error: unknown) => {
    const what = error instanceof RequestError ? agreementRefusal(error.key) : undefined;
    if (what === 'reread') {
      form.set('agreement', false as true);
      versions.reload();
    }
    if (what) form.setErrors({ ...form.errors, agreement: error instanceof Error ? error.message : '' });
    throw error;
  };
  const askAgreement = () => form.setErrors({ ...form.errors, agreement: t('validation.agreement') });
  // One WeChat login per THROTTLE_MS however fast the button is tapped (spec section 9).
  const weChatLogin = useThrottledTap(() => {
    if (!form.values.agreement) return askAgreement();
    void withPlatformApi('login', () => Taro.login()).then(async (res) => {
      if (res)
        finishLogin(await call(auth.loginByWeChat, { code: res.code, ...termsFields(true, versions.current()) }));
    });
  });
  // 手机号快捷登录: WeChat's button hands a code for the phone (the agreements ticked first, so the button
  // asks WeChat only then). A refusal, or an old base library (no code), leaves code login here.
  const phoneLogin = ({ detail }: { detail: { code?: string } }) => {
    const phoneCode = detail.code;
    if (!phoneCode) return void toast({ title: t('auth.phoneLoginFallback'), icon: 'none' });
    // A refusal was toasted by the request layer (its message says to use code login).
    void withPlatformApi('login', () => Taro.login())
      .then(async (res) => {
        if (res)
          finishLogin(
            await call(auth.loginByWeChatPhone, {
              phoneCode,
              loginCode: res.code,
              ...termsFields(true, versions.current()),
            }),
          );
      })
      .catch(() => undefined);
  };
  return (
    <View className="auth-form">
      <PhoneAndCode
        form={form}
        scene="login"
        setPhone={(v) => form.set('phone', v)}
        setCode={(v) => form.set('code', v)}
        setPhoneError={(m) => form.setErrors({ ...form.errors, phone: m })}
      />
      <AgreementRow
        checked={form.values.agreement}
        error={form.errors.agreement}
        onChange={(v) => form.set('agreement', v as true)}
      />
      <SubmitButton
        text={t('auth.login')}
        loading={form.submitting}
        testId="submit-login"
        onClick={() =>
          void form.submit(async ({ phone, code, agreement }) => {
            const terms = termsFields(agreement, versions.current());
            finishLogin(await call(auth.loginByCode, { phone, code, ...terms }).catch(onAgreementRefusal));
          })
        }
      />
      {weapp ? (
        <Button
          className="form-submit"
          openType={form.values.agreement ? 'getPhoneNumber' : undefined}
          onClick={form.values.agreement ? undefined : askAgreement}
          onGetPhoneNumber={phoneLogin}
          data-testid="phone-login"
        >
          {t('auth.phoneLogin')}
        </Button>
      ) : null}
      {weapp ? <SubmitButton plain text={t('auth.weChatLogin')} testId="wechat-login" onClick={weChatLogin} /> : null}
      <AuthLinks
        links={[
          { text: t('auth.passwordLogin'), testId: 'link-pwd', onClick: () => openRoute('pages/login/pwd/pwd') },
          {
            text: t('auth.register'),
            testId: 'link-register',
            onClick: () => openRoute('pages/login/register/register'),
          },
        ]}
      />
    </View>
  );
}

export function LoginByPasswordForm() {
  const t = useT();
  const form = useForm(loginByPwdFormSchema, { phone: '', password: '', agreement: false as true });
  return (
    <View className="auth-form">
      <TextField
        name="phone"
        label={t('auth.phone')}
        type="number"
        maxlength={11}
        value={form.values.phone}
        placeholder={t('auth.phonePlaceholder')}
        error={form.errors.phone}
        onChange={(v) => form.set('phone', v)}
      />
      <TextField
        name="password"
        label={t('auth.password')}
        password
        maxlength={16}
        value={form.values.password}
        placeholder={t('auth.passwordPlaceholder')}
        error={form.errors.password}
        onChange={(v) => form.set('password', v)}
      />
      <AgreementRow
        checked={form.values.agreement}
        error={form.errors.agreement}
        onChange={(v) => form.set('agreement', v as true)}
      />
      <SubmitButton
        text={t('auth.login')}
        loading={form.submitting}
        testId="submit-login"
        onClick={() =>
          void form.submit(async ({ phone, password }) => {
            finishLogin(await call(auth.loginByPwd, { phone, password }));
          })
        }
      />
      <AuthLinks
        links={[
          { text: t('auth.codeLogin'), testId: 'link-code-login', onClick: () => openRoute('pages/login/login/login') },
          {
            text: t('auth.forgotPassword'),
            testId: 'link-forgot',
            onClick: () => openRoute('pages/users/forgot_password/index'),
          },
        ]}
      />
    </View>
  );
}

function PasswordPair({
  values,
  errors,
  setPassword,
  setConfirm,
}: {
  values: { password?: string; confirmPassword?: string };
  errors: Record<string, string>;
  setPassword: (v: string) => void;
  setConfirm: (v: string) => void;
}) {
  const t = useT();
  return (
    <>
      <TextField
        name="password"
        label={t('auth.newPassword')}
        password
        maxlength={16}
        value={values.password}
        placeholder={t('auth.passwordRule')}
        error={errors.password}
        onChange={setPassword}
      />
      <TextField
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        password
        maxlength={16}
        value={values.confirmPassword}
        placeholder={t('auth.confirmPlaceholder')}
        error={errors.confirmPassword}
        onChange={setConfirm}
      />
    </>
  );
}

/**
 * Registration: `pages/login/register/register` and `pages/users/register/index` are one flow. Code login
 * creates accounts too; this page stays for those who want a password from the start.
 */
export function RegisterForm() {
  const t = useT();
  const versions = useShownVersions();
  const form = useForm(registerFormSchema, {
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
    agreement: false as true,
  });
  return (
    <View className="auth-form">
      <PhoneAndCode
        form={form}
        scene="register"
        setPhone={(v) => form.set('phone', v)}
        setCode={(v) => form.set('code', v)}
        setPhoneError={(m) => form.setErrors({ ...form.errors, phone: m })}
      />
      <PasswordPair
        values={form.values}
        errors={form.errors}
        setPassword={(v) => form.set('password', v)}
        setConfirm={(v) => form.set('confirmPassword', v)}
      />
      <AgreementRow
        checked={form.values.agreement}
        error={form.errors.agreement}
        onChange={(v) => form.set('agreement', v as true)}
      />
      <SubmitButton
        text={t('auth.registerAndLogin')}
        loading={form.submitting}
        testId="submit-register"
        onClick={() =>
          void form.submit(async ({ agreement, ...body }) => {
            finishLogin(await call(auth.register, { ...body, ...termsFields(agreement, versions.current()) }));
          })
        }
      />
      <AuthLinks
        links={[{ text: t('auth.haveAccount'), testId: 'link-login', onClick: () => openRoute('pages/login/pwd/pwd') }]}
      />
    </View>
  );
}

export function FindPasswordForm() {
  const t = useT();
  const form = useForm(findPwdSchema, { phone: '', code: '', password: '', confirmPassword: '' });
  return (
    <View className="auth-form">
      <PhoneAndCode
        form={form}
        scene="findPwd"
        setPhone={(v) => form.set('phone', v)}
        setCode={(v) => form.set('code', v)}
        setPhoneError={(m) => form.setErrors({ ...form.errors, phone: m })}
      />
      <PasswordPair
        values={form.values}
        errors={form.errors}
        setPassword={(v) => form.set('password', v)}
        setConfirm={(v) => form.set('confirmPassword', v)}
      />
      <SubmitButton
        text={t('auth.resetPassword')}
        loading={form.submitting}
        testId="submit-find-password"
        onClick={() =>
          void form.submit(async (body) => {
            await call(auth.findPwd, body);
            void toast({ title: t('auth.passwordReset'), icon: 'success' });
            setTimeout(() => void Taro.redirectTo({ url: '/pages/login/pwd/pwd' }), 1500);
          })
        }
      />
    </View>
  );
}
