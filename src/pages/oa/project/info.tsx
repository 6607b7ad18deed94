import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectInfo } from '@/features/oa/components/projects';

/** A project with its members. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/oa/project/info">
      <IdentityGate need="recruiter">{isLogin ? <ProjectInfo id={Number(params.id)} /> : null}</IdentityGate>
    </PageShell>
  );
}
