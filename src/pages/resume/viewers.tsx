import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ResumeViewers } from '@/features/resume/components/resume-viewers';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/resume/viewers">
      <IdentityGate need="seeker">{isLogin ? <ResumeViewers /> : null}</IdentityGate>
    </PageShell>
  );
}
