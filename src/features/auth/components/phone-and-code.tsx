import type { SendCodeBody } from '@common/auth';
import { TextField } from '@/components/form';
import { useT } from '@/lib/i18n';
import { CodeSender } from './code-sender';
import '../strings';

/**
 * Phone + SMS code (with the captcha when enabled), shared by login, registration, recovery and
 * binding or changing the phone (`phoneLabel`, `bindTicket`).
 */
export function PhoneAndCode<F extends { values: { phone?: string; code?: string }; errors: Record<string, string> }>({
  form,
  scene,
  setPhone,
  setCode,
  setPhoneError,
  phoneLabel,
  bindTicket,
}: {
  form: F;
  scene: SendCodeBody['scene'];
  setPhone: (v: string) => void;
  setCode: (v: string) => void;
  setPhoneError: (message: string) => void;
  phoneLabel?: string;
  bindTicket?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        name="phone"
        label={phoneLabel ?? t('auth.phone')}
        type="number"
        maxlength={11}
        value={form.values.phone}
        placeholder={t('auth.phonePlaceholder')}
        error={form.errors.phone}
        onChange={setPhone}
      />
      <CodeSender
        phone={form.values.phone}
        scene={scene}
        bindTicket={bindTicket}
        onPhoneError={setPhoneError}
        code={form.values.code}
        codeError={form.errors.code}
        onCodeChange={setCode}
      />
    </>
  );
}
