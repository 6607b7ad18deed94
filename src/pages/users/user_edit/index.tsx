import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import * as auth from '@/api/auth';
import { PageShell } from '@/components/page-shell';
import { call } from '@/lib/call';
import { useRequireLogin } from '@/lib/use-require-login';
import { PhoneForm } from '@/features/auth/components/phone-form';
import { AccountSettings, logoutEverywhere } from '@/features/account/components/account-settings';

/**
 * Account settings. (A page composes features: auth revokes the token and binds or changes the phone, account
 * shows the settings.) `bindPhone=1`: a WeChat login without a phone lands here with the binding form open.
 */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  const [phoneOpen, setPhoneOpen] = useState(params.bindPhone === '1');
  if (!isLogin) return <PageShell route="pages/users/user_edit/index">{null}</PageShell>;
  return (
    <PageShell route="pages/users/user_edit/index">
      {phoneOpen ? (
        <PhoneForm fromLogin={params.bindPhone === '1'} onDone={() => setPhoneOpen(false)} />
      ) : (
        <AccountSettings
          onLogout={() => logoutEverywhere(() => call(auth.logout))}
          onPhone={() => setPhoneOpen(true)}
        />
      )}
    </PageShell>
  );
}
