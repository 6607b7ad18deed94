import { useEffect, useRef, useState } from 'react';
import { View, Text, Image, Input } from '@tarojs/components';
import { firstIssueMessage, phoneSchema } from '@common/validation';
import { SMS_RESEND_SECONDS, type Captcha, type SendCodeBody } from '@common/auth';
import { MSG } from '@common/messages';
import * as auth from '@/api/auth';
import { Field, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useLocale, useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import './code-sender.scss';
import { toast } from '@/lib/toast';
import { useThrottledTap } from '@/lib/throttle';
import '../strings';

interface Props {
  phone: string | undefined;
  scene: SendCodeBody['scene'];
  /** Shows a phone problem under the phone field. */
  onPhoneError: (message: string) => void;
  code: string | undefined;
  codeError?: string;
  onCodeChange: (code: string) => void;
  /** changePhone for a phone-less WeChat login: its binding ticket says who asks. */
  bindTicket?: string;
}

/**
 * The "send code" button with its 60 s countdown, and the image captcha only once the server asks for it
 * (`auth.captchaRequired`: a phone or an address past its free codes of the hour, or wrong codes typed;
 * docs/decisions.md, "Captcha on risk"). A returning user on a normal day never sees it. Once shown it stays,
 * and a refused send refreshes it, since an answer is single use.
 */
export function CodeSender({ phone, scene, onPhoneError, code, codeError, onCodeChange, bindTicket }: Props) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [captcha, setCaptcha] = useState<Captcha>();
  const [answer, setAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>();

  const refreshCaptcha = () => {
    setAnswer('');
    call(auth.captchaImage)
      .then(setCaptcha)
      .catch(() => setCaptcha(undefined));
  };

  useEffect(() => () => clearInterval(timer.current), []);

  const startCountdown = (seconds: number) => {
    clearInterval(timer.current);
    setCountdown(seconds);
    timer.current = setInterval(() => {
      setCountdown((n) => {
        if (n <= 1) clearInterval(timer.current);
        return n - 1;
      });
    }, 1000);
  };

  const send = async () => {
    if (sending || countdown > 0) return;
    const parsed = phoneSchema.safeParse(phone ?? '');
    if (!parsed.success) {
      onPhoneError(firstIssueMessage(parsed.error, locale));
      return;
    }
    if (captcha?.captchaEnabled && !answer.trim()) {
      setCaptchaError(t('auth.captchaRequired'));
      return;
    }
    setSending(true);
    try {
      await call(auth.sendCode, {
        phone: parsed.data,
        scene,
        ...(bindTicket ? { bindTicket } : {}),
        ...(captcha?.captchaEnabled ? { uuid: captcha.uuid, captcha: answer.trim() } : {}),
      });
      void toast({ title: t('auth.codeSent'), icon: 'none' });
      startCountdown(SMS_RESEND_SECONDS);
    } catch (error) {
      const refusal = shownRefusal(error);
      if (refusal.key === MSG.auth.captchaRequired) {
        // The server asks for the captcha now: show it, the user types it and sends again.
        setCaptchaError(t('auth.captchaAsked'));
        refreshCaptcha();
        return;
      }
      if (captcha?.captchaEnabled) refreshCaptcha();
      const status = await call(auth.codeStatus, { phone: parsed.data }).catch(() => undefined);
      if (status && status.retryAfter > 0) startCountdown(status.retryAfter);
    } finally {
      setSending(false);
    }
  };

  // Two taps before the button shows "sending" would send two codes: one per THROTTLE_MS (spec section 9).
  const sendTap = useThrottledTap(send);

  return (
    <View>
      {captcha?.captchaEnabled ? (
        <Field label={t('auth.captcha')} error={captchaError} name="captcha">
          <View className="code-sender__captcha">
            <Input
              className="form-input code-sender__captcha-input"
              value={answer}
              maxlength={8}
              placeholder={t('auth.captchaPlaceholder')}
              placeholderClass="form-input__placeholder"
              data-testid="input-captcha"
              onInput={(e) => {
                setAnswer(e.detail.value);
                setCaptchaError(undefined);
              }}
            />
            <View className="code-sender__captcha-box" onClick={refreshCaptcha}>
              <Image
                className="code-sender__captcha-img"
                src={captcha.img}
                mode="aspectFit"
                imgProps={{ alt: t('auth.captcha') }}
                data-testid="captcha-image"
              />
              <Text className="code-sender__captcha-refresh" data-testid="captcha-refresh">
                {t('auth.captchaRefresh')}
              </Text>
            </View>
          </View>
        </Field>
      ) : null}
      <TextField
        name="code"
        label={t('auth.code')}
        value={code}
        type="number"
        maxlength={6}
        placeholder={t('auth.codePlaceholder')}
        error={codeError}
        onChange={onCodeChange}
        extra={
          <View
            className={`code-sender__button ${countdown > 0 || sending ? 'code-sender__button--off' : ''}`}
            data-testid="send-code"
            onClick={sendTap}
          >
            <Text>{countdown > 0 ? t('auth.resendIn', { seconds: countdown }) : t('auth.sendCode')}</Text>
          </View>
        }
      />
    </View>
  );
}
