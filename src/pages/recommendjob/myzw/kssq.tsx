import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { MyApplications } from '@/features/applications/components/my-applications';

/** Applied positions: status, the recruiter's reason, the latest interview. */
export default function AppliedPositionsPage() {
  const ready = useRequireLogin();
  return (
    <PageShell route="pages/recommendjob/myzw/kssq">
      <IdentityGate need="seeker">{ready ? <MyApplications /> : null}</IdentityGate>
    </PageShell>
  );
}
