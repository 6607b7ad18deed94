/** Spec section 8: inside a messenger web view (WeChat's in-app browser), ask to open in a browser. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent);
}

export const OPEN_IN_BROWSER_TOAST_MS = 5000;
