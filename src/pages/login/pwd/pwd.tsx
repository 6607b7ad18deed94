import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { LoginByPasswordForm } from '@/features/auth/components/auth-forms';

export default function Page() {
  const t = useT();
  return (
    <PageShell route="pages/login/pwd/pwd">
      <AuthHeader title={t('auth.passwordLoginTitle')} subtitle={t('auth.passwordLoginSub')} />
      <LoginByPasswordForm />
    </PageShell>
  );
}
