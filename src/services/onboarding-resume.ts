import Taro from '@tarojs/taro';
import * as onboardingApi from '@/api/onboarding';
import { call } from '@/lib/call';
import { useSession } from '@/lib/session';
import { getItem, removeItem, STORAGE_KEYS } from '@/lib/storage';

/**
 * A new account that closed the app half-way through onboarding comes back to it at the next
 * start; the page resumes at the first step neither done nor skipped. Kept tiny: it is in the weapp main
 * package. Waits for the first page (H5 starts its router after the app) and leaves a start on the
 * onboarding or login pages alone.
 */
export function resumeOnboarding(): void {
  const user = useSession.getState().userInfo;
  if (!user) return;
  if (user.onboarding) setTimeout(openOnboarding, 100);
  else if (getItem<number>(STORAGE_KEYS.onboardingJoinWaiting) === user.id) void afterJoinAnswer();
}

/**
 * A recruiter left onboarding while a join request waited: once it is approved the server reopens onboarding
 * at the first position (the copy of the account here does not know yet), so ask. Still waiting: ask again at
 * the next start; answered either way: stop asking.
 */
async function afterJoinAnswer(): Promise<void> {
  const state = await call(onboardingApi.state, undefined, { silent: true }).catch(() => undefined);
  if (!state || state.joinRequest?.status === 'pending') return;
  removeItem(STORAGE_KEYS.onboardingJoinWaiting);
  const { userInfo, setUserInfo } = useSession.getState();
  if (!state.active || !state.next || !userInfo) return;
  setUserInfo({ ...userInfo, onboarding: true });
  setTimeout(openOnboarding, 100);
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
