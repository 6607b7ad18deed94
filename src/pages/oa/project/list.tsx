import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectList } from '@/features/oa/components/projects';

/** The company's projects by status. */
export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/oa/project/list">
      <IdentityGate need="recruiter">{isLogin ? <ProjectList /> : null}</IdentityGate>
    </PageShell>
  );
}
