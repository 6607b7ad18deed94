import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { PositionForm } from '@/features/positions/components/position-form';

/** Post a job; `?id=` edits one (and sends it back to review). */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/CreatePosition/CreatePosition">
      <IdentityGate need="recruiter">{isLogin ? <PositionForm id={params.id} /> : null}</IdentityGate>
    </PageShell>
  );
}
