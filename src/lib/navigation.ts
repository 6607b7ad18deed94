import Taro from '@tarojs/taro';
import { LOGIN_REDIRECT_DEBOUNCE_MS, INVALID_OPERATION_HOME_DELAY_MS } from '@common/constants';
import { ROUTES, TAB_ROUTES, routeUrl, type RoutePath } from '@common/routes';
import { MSG } from '@common/messages';
import { t } from './i18n';
import { setItem, getItem, removeItem, STORAGE_KEYS } from './storage';
import { toast } from './toast';

/** Path and query of the page on top of the stack, to come back to after login. */
function currentPageUrl(): string | undefined {
  const pages = Taro.getCurrentPages();
  const page = pages[pages.length - 1];
  if (!page?.route) return undefined;
  const route = page.route.replace(/^\//, '');
  const options = (page as { options?: Record<string, string> }).options ?? {};
  return routeUrl(route as RoutePath, options);
}

let loginTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends a not-logged-in user to the real login page with the toast 请先登录！, debounced 800 ms (spec
 * section 2) so that a burst of rejected calls navigates and says it once. The page the user was on is remembered for the way back.
 * (The spec's legacy `/pages/public/login` helper points nowhere; it is not reproduced.)
 */
export function goToLogin(): void {
  if (loginTimer) clearTimeout(loginTimer);
  loginTimer = setTimeout(() => {
    loginTimer = undefined;
    const here = currentPageUrl();
    if (here && here.startsWith(`/${ROUTES.login}`)) return;
    if (here) setItem(STORAGE_KEYS.loginRedirect, here);
    // Spec sections 2 and 8: 'please log in first!' comes with the way to login. Shown once the login page
    // is up: a toast shown before the navigation is hidden by the H5 router when the new page appears.
    void Taro.navigateTo({ url: routeUrl(ROUTES.login) }).then(() =>
      toast({ title: t(MSG.errors.loginFirst), icon: 'none' }),
    );
  }, LOGIN_REDIRECT_DEBOUNCE_MS);
}

/** After a successful login: back to where the user was, else home. */
export function returnAfterLogin(): void {
  const target = getItem<string>(STORAGE_KEYS.loginRedirect);
  removeItem(STORAGE_KEYS.loginRedirect);
  if (target && !TAB_ROUTES.some((tab) => target.startsWith(`/${tab}`))) {
    void Taro.redirectTo({ url: target });
  } else {
    void Taro.switchTab({ url: target ?? routeUrl(ROUTES.home) });
  }
}

/** An invalid operation: toast 'operation error', then back to the home tab after 1.5 s. */
export function invalidOperation(): void {
  void toast({ title: t(MSG.errors.operation), icon: 'none' });
  setTimeout(() => {
    void Taro.switchTab({ url: routeUrl(ROUTES.home) });
  }, INVALID_OPERATION_HOME_DELAY_MS);
}

export function isTabRoute(route: string): boolean {
  return TAB_ROUTES.some((tab) => route.replace(/^\//, '').startsWith(tab));
}

/** Opens any route; tab pages need switchTab. */
export function openRoute(route: RoutePath, query?: Record<string, string | number | undefined>): void {
  if (isTabRoute(route)) void Taro.switchTab({ url: routeUrl(route) });
  else void Taro.navigateTo({ url: routeUrl(route, query) });
}

export function cancelPendingLoginRedirect(): void {
  if (loginTimer) clearTimeout(loginTimer);
  loginTimer = undefined;
}
