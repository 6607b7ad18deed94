import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectEditor } from '@/features/oa/components/projects';

/** Add or modify (`?id=`) a project. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/oa/project/operate">
      <IdentityGate need="recruiter">
        {isLogin ? <ProjectEditor id={Number(params.id) || undefined} /> : null}
      </IdentityGate>
    </PageShell>
  );
}
