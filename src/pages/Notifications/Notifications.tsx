import Taro, { usePullDownRefresh } from '@tarojs/taro';
import { ROUTES } from '@common/routes';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { goToLogin } from '@/lib/navigation';
import { useSession } from '@/lib/session';

/** Notifications tab (pull-down refresh). The notification list itself is built by its own issue. */
export default function Notifications() {
  const t = useT();
  const isLogin = useSession((s) => s.isLogin);
  const refresh = useSession((s) => s.refresh);

  usePullDownRefresh(() => {
    refresh();
    void Taro.stopPullDownRefresh();
  });

  return (
    <PageShell route={ROUTES.notifications} tab="notifications">
      {isLogin ? (
        <StateBlock title={t('notifications.empty')} body={t('notifications.emptyBody')} testId="notifications-empty" />
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
