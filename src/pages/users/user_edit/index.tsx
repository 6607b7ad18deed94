import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { authApi } from '@/features/auth/api/auth-api';
import { AccountSettings, logoutEverywhere } from '@/features/account/components/account-settings';

/** Account settings. (A page composes features: auth revokes the token, account shows the settings.) */
export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/users/user_edit/index">
      {isLogin ? <AccountSettings onLogout={() => logoutEverywhere(authApi.logout)} /> : null}
    </PageShell>
  );
}
