import { OPEN_IN_BROWSER_TOAST_MS } from '@common/constants';
import { MSG, type MessageKey } from '@common/messages';

export { OPEN_IN_BROWSER_TOAST_MS };

/** Spec section 8: inside a messenger web view (WeChat's in-app browser), ask to open in a browser. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent);
}

const DESKTOP = /Windows NT|Macintosh|X11|WindowsWechat|MacWechat/i;
const HANDHELD = /Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Mobile/i;

/**
 * A platform without a desktop: a phone or tablet system (Android, iOS, HarmonyOS), not WeChat for Windows
 * or Mac, where there is an app to install instead of a desktop browser to switch to.
 */
export function hasNoDesktop(userAgent: string): boolean {
  return HANDHELD.test(userAgent) && !DESKTOP.test(userAgent);
}

/**
 * What the launch says (spec section 8): inside a messenger web view, 'please open in a browser' (5 s);
 * on a platform without a desktop it also suggests downloading the app. Elsewhere nothing.
 */
export function launchNoticeKeys(userAgent: string): MessageKey[] {
  if (!isWeChatBrowser(userAgent)) return [];
  return hasNoDesktop(userAgent) ? [MSG.errors.openInBrowser, MSG.errors.downloadApp] : [MSG.errors.openInBrowser];
}
