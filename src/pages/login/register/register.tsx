import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { RegisterForm } from '@/features/auth/components/auth-forms';

export default function Page() {
  const t = useT();
  return (
    <PageShell route="pages/login/register/register">
      <AuthHeader title={t('auth.registerTitle')} subtitle={t('auth.registerSub')} />
      <RegisterForm />
    </PageShell>
  );
}
