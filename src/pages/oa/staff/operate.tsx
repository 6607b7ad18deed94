import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { StaffEditor } from '@/features/oa/components/staff-editor';
import { useEditTitle } from '@/features/oa/edit-title';

/** Add (新增员工; `?contractId=` from a signed contract) or edit (`?id=`, 编辑员工) a staff record. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  const id = Number(params.id) || undefined;
  return (
    <PageShell route="pages/oa/staff/operate" title={useEditTitle('staff', Boolean(id))}>
      <IdentityGate need="recruiter">
        {isLogin ? <StaffEditor id={id} contractId={Number(params.contractId) || undefined} /> : null}
      </IdentityGate>
    </PageShell>
  );
}
