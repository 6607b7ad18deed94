import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { SavedPositions } from '@/features/positions/components/saved-positions';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/recommendjob/myzw/wdzw">{isLogin ? <SavedPositions /> : null}</PageShell>;
}
