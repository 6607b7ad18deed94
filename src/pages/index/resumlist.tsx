import { ROUTES } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ResumeList } from '@/features/resume/components/resume-list';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route={ROUTES.resumeList}>{isLogin ? <ResumeList /> : null}</PageShell>;
}
