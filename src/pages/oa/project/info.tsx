import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectInfo } from '@/features/oa/components/projects';

/** A project with its members. */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  return (
    <PageShell route="pages/oa/project/info">
      <IdentityGate need="recruiter">{!isLogin ? null : id ? <ProjectInfo id={id} /> : <InvalidLink />}</IdentityGate>
    </PageShell>
  );
}
