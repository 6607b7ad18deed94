import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { UpdatePasswordForm } from '@/features/account/components/update-password-form';
// The password fields' labels are the auth screens' strings.
import '@/features/auth/strings';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/users/update_password/index">{isLogin ? <UpdatePasswordForm /> : null}</PageShell>;
}
