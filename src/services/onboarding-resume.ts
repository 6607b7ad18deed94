import Taro from '@tarojs/taro';
import { useSession } from '@/lib/session';

/**
 * A new account that closed the app half-way through onboarding comes back to it at the next
 * start; the page resumes at the first step neither done nor skipped. Kept tiny: it is in the weapp main
 * package. Waits for the first page (H5 starts its router after the app) and leaves a start on the
 * onboarding or login pages alone.
 */
export function resumeOnboarding(): void {
  const user = useSession.getState().userInfo;
  if (user && user.onboarding) setTimeout(openOnboarding, 100);
}

function openOnboarding(): void {
  const pages = Taro.getCurrentPages();
  if (!pages.length) {
    setTimeout(openOnboarding, 100);
    return;
  }
  if (!/pages\/(onboarding|login)\//.test(String(pages[pages.length - 1].route))) {
    void Taro.navigateTo({ url: '/pages/onboarding/index' });
  }
}
