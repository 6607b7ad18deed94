import { useDidShow } from '@tarojs/taro';
import { goToLogin } from './navigation';
import { useSession } from './session';

/**
 * Pages that need login send a logged-out user to the login page (which returns here afterwards).
 * Answers whether the user is logged in, so the page can render nothing private meanwhile.
 */
export function useRequireLogin(): boolean {
  const isLogin = useSession((s) => s.isLogin);
  useDidShow(() => {
    useSession.getState().refresh();
    if (!useSession.getState().isLogin) goToLogin();
  });
  return isLogin;
}
