import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { StaffEditor } from '@/features/oa/components/staff-editor';

/** Add (`?contractId=` from a signed contract) or edit (`?id=`) a staff record. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/oa/staff/operate">
      <IdentityGate need="recruiter">
        {isLogin ? (
          <StaffEditor id={Number(params.id) || undefined} contractId={Number(params.contractId) || undefined} />
        ) : null}
      </IdentityGate>
    </PageShell>
  );
}
