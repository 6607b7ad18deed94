import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ResumeOverview } from '@/features/resume/components/resume-overview';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/resume/index">
      <IdentityGate need="seeker">{isLogin ? <ResumeOverview /> : null}</IdentityGate>
    </PageShell>
  );
}
