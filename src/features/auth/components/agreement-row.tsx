import { CheckRow, InlineLink } from '@/components/form';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import '../strings';

interface Props {
  checked: boolean | undefined;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** "I have read and agree to the User Agreement and the Privacy Policy", with links to both texts. */
export function AgreementRow({ checked, error, onChange }: Props) {
  const t = useT();
  return (
    <CheckRow checked={Boolean(checked)} onChange={onChange} error={error} testId="agreement">
      {t('auth.agreePrefix')}
      <InlineLink
        text={t('auth.userAgreement')}
        testId="link-user-agreement"
        onClick={() => openRoute('pages/help/textByPage', { type: 'user' })}
      />
      {t('auth.and')}
      <InlineLink
        text={t('auth.privacyPolicy')}
        testId="link-privacy"
        onClick={() => openRoute('pages/help/textByPage', { type: 'privacy' })}
      />
    </CheckRow>
  );
}
