import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { SkillsForm } from '@/features/resume/components/section-forms';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/resume/skillsqualifications">
      <IdentityGate need="seeker">{isLogin ? <SkillsForm /> : null}</IdentityGate>
    </PageShell>
  );
}
