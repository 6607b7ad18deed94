import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectInfo } from '@/features/oa/components/projects';

/** A project with its members. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return <PageShell route="pages/oa/project/info">{isLogin ? <ProjectInfo id={Number(params.id)} /> : null}</PageShell>;
}
