import Taro from '@tarojs/taro';
import type { LoginAnswer } from '@common/auth';
import { resolveLocale } from '@common/i18n';
import { ROUTES, routeUrl } from '@common/routes';
import { useLocale } from '@/lib/i18n';
import { returnAfterLogin } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { removeItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { bindWeChatSilently } from '@/services/subscribe';

/** The server's binding ticket lasts 15 minutes; forget it a little earlier. */
const BIND_TICKET_TTL_MS = 14 * 60_000;

/**
 * After any successful login: store the session (token with its expiry, user info), adopt the account's
 * language, then continue: a WeChat user without a phone binds one first, a user without an identity
 * chooses one, everyone else returns to where they were.
 */
export function finishLogin(answer: LoginAnswer): void {
  useSession.getState().login(answer);
  // A phone or code login on the weapp: the account gets this WeChat's openid (subscription messages need it).
  bindWeChatSilently(answer.user);
  if (answer.user?.language) useLocale.getState().setLocale(resolveLocale(answer.user.language));
  if (answer.needPhone && answer.bindTicket) {
    setItem(STORAGE_KEYS.bindTicket, answer.bindTicket, Date.now() + BIND_TICKET_TTL_MS);
  } else removeItem(STORAGE_KEYS.bindTicket);
  if (answer.needPhone) {
    void Taro.redirectTo({ url: routeUrl('pages/users/user_edit/index', { bindPhone: 1 }) });
  } else continueAfterLogin(answer);
}

/** The rest of a login once the account has a phone: choose an identity first, else back to where the user was. */
export function continueAfterLogin(answer: LoginAnswer): void {
  if (!answer.user?.identity) {
    void Taro.redirectTo({ url: routeUrl(ROUTES.identitySwitching, { first: 1 }) });
  } else if (answer.user.onboarding) {
    // Onboarding not finished: back to its first step left.
    void Taro.redirectTo({ url: routeUrl(ROUTES.onboarding) });
  } else {
    returnAfterLogin();
  }
}
