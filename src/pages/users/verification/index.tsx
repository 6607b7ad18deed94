import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { useRequireLogin } from '@/lib/use-require-login';
import { RecruiterVerification } from '@/features/verification/components/recruiter-verification';
import '@/features/verification/strings';

/** 实名认证: a recruiter's verification, from account settings. */
export default function Page() {
  const t = useT();
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/users/verification/index" title={t('verification.title')}>
      {isLogin ? <RecruiterVerification /> : null}
    </PageShell>
  );
}
