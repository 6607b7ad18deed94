import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { NotificationSettings } from '@/features/preferences/components/notification-settings';

/** 通知设置: channels per group of notifications and quiet hours, from account settings. */
export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/users/notification_settings/index">{isLogin ? <NotificationSettings /> : null}</PageShell>
  );
}
