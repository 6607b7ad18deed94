import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { StaffList } from '@/features/oa/components/staff-list';

/** The company's staff roster (recruiters). */
export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/oa/staff/list">
      <IdentityGate need="recruiter">{isLogin ? <StaffList /> : null}</IdentityGate>
    </PageShell>
  );
}
