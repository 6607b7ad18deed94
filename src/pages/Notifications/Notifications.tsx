import Taro, { usePullDownRefresh } from '@tarojs/taro';
import { ROUTES } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { goToLogin } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** Notifications tab (pull-down refresh; the unread count is the tab bar's badge). */
export default function Notifications() {
  const t = useT();
  const isLogin = useSession((s) => s.isLogin);
  // Logged out, a pull re-reads the session (a login in another tab); the list handles its own pulls.
  usePullDownRefresh(() => {
    useSession.getState().refresh();
    if (!useSession.getState().isLogin) void Taro.stopPullDownRefresh();
  });
  return (
    <PageShell route={ROUTES.notifications} tab="notifications">
      {isLogin ? (
        <NotificationList />
      ) : (
        <StateBlock
          title={t('notifications.loginTitle')}
          body={t('notifications.loginBody')}
          actionText={t('common.login')}
          onAction={goToLogin}
          testId="notifications-login"
        />
      )}
    </PageShell>
  );
}
