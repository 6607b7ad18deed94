import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { PositionManager } from '@/features/positions/components/position-manager';

export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/ManagementPosition/ManagementPosition">
      <IdentityGate need="recruiter">{isLogin ? <PositionManager initialStatus={params.status} /> : null}</IdentityGate>
    </PageShell>
  );
}
