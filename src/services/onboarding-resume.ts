import Taro from '@tarojs/taro';
import { ROUTES, routeUrl } from '@common/routes';
import { useSession } from '@/lib/session';

/**
 * A new account that closed the app half-way through onboarding (issue 31) comes back to it at the next
 * start; the page resumes at the first step neither done nor skipped. Waits for the first page (H5 starts its
 * router after the app) and leaves a start on the onboarding or login pages alone.
 */
export function resumeOnboarding(tries = 20): void {
  const { isLogin, userInfo } = useSession.getState();
  if (!isLogin || !userInfo?.onboarding) return;
  const pages = Taro.getCurrentPages();
  if (!pages.length) {
    if (tries > 0) setTimeout(() => resumeOnboarding(tries - 1), 100);
    return;
  }
  const here = pages[pages.length - 1]?.route ?? '';
  if (here.includes(ROUTES.onboarding) || here.includes('pages/login/')) return;
  void Taro.navigateTo({ url: routeUrl(ROUTES.onboarding) });
}
