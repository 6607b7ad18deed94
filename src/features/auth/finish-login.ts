import Taro from '@tarojs/taro';
import { resolveLocale } from '@common/i18n';
import { ROUTES, routeUrl } from '@common/routes';
import { useLocale } from '@/lib/i18n';
import { returnAfterLogin } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import type { LoginAnswer } from './api/auth-api';

/**
 * After any successful login: store the session (token with its expiry, user info), adopt the account's
 * language, then continue: a WeChat user without a phone binds one first, a user without an identity
 * chooses one, everyone else returns to where they were.
 */
export function finishLogin(answer: LoginAnswer): void {
  useSession.getState().login(answer);
  if (answer.user?.language) useLocale.getState().setLocale(resolveLocale(answer.user.language));
  if (answer.needPhone) {
    void Taro.redirectTo({ url: routeUrl('pages/users/user_edit/index', { bindPhone: 1 }) });
  } else if (!answer.user?.identity) {
    void Taro.redirectTo({ url: routeUrl(ROUTES.identitySwitching, { first: 1 }) });
  } else {
    returnAfterLogin();
  }
}
