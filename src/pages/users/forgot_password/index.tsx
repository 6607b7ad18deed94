import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { FindPasswordForm } from '@/features/auth/components/auth-forms';

export default function Page() {
  const t = useT();
  return (
    <PageShell route="pages/users/forgot_password/index">
      <AuthHeader title={t('auth.findPasswordTitle')} subtitle={t('auth.findPasswordSub')} />
      <FindPasswordForm />
    </PageShell>
  );
}
