import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectEditor } from '@/features/oa/components/projects';
import { useEditTitle } from '@/features/oa/edit-title';

/** Add (新增项目) or edit (`?id=`, 编辑项目) a project. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  const id = Number(params.id) || undefined;
  return (
    <PageShell route="pages/oa/project/operate" title={useEditTitle('project', Boolean(id))}>
      <IdentityGate need="recruiter">{isLogin ? <ProjectEditor id={id} /> : null}</IdentityGate>
    </PageShell>
  );
}
