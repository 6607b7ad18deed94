import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { IdentityPicker } from '@/features/account/components/identity-picker';

export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/user/identitySwitching">{isLogin ? <IdentityPicker /> : null}</PageShell>;
}
