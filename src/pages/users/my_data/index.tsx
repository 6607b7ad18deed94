import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { MyData } from '@/features/account/components/my-data';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/users/my_data/index">{isLogin ? <MyData /> : null}</PageShell>;
}
