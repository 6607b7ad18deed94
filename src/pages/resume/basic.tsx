import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { BasicForm } from '@/features/resume/components/section-forms';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/resume/basic">
      <IdentityGate need="seeker">{isLogin ? <BasicForm /> : null}</IdentityGate>
    </PageShell>
  );
}
