import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { DeleteAccount } from '@/features/account/components/delete-account';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/users/delete_account/index">{isLogin ? <DeleteAccount /> : null}</PageShell>;
}
