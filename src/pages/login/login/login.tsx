import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { LoginByCodeForm } from '@/features/auth/components/auth-forms';

export default function Page() {
  const t = useT();
  return (
    <PageShell route="pages/login/login/login">
      <AuthHeader title={t('auth.welcome')} subtitle={t('auth.welcomeSub')} />
      <LoginByCodeForm />
    </PageShell>
  );
}
