import Taro from '@tarojs/taro';
import type { Identity } from '@common/constants';
import { MSG } from '@common/messages';
import { routeUrl, type RoutePath } from '@common/routes';
import * as account from '@/api/account';
import { call, callWithMessage } from '@/lib/call';
import { addStrings, t } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

addStrings({
  'zh-Hans': {
    'remedy.switchBody': '切换为{identity}后即可使用，之后可随时切换回来。',
    'remedy.switchShort': '立即切换',
    'remedy.switch': '切换为{identity}',
    'remedy.current': '你当前的身份是{identity}。',
    'remedy.noIdentity': '你还没有选择身份。',
    'remedy.companyBody': '完善企业信息并通过审核后即可使用此功能。',
    'remedy.company': '去完善',
  },
  en: {
    'remedy.switchBody': 'Switch to {identity} to use it; you can switch back at any time.',
    'remedy.switchShort': 'Switch',
    'remedy.switch': 'Switch to {identity}',
    'remedy.current': 'You are using the app as a {identity}.',
    'remedy.noIdentity': 'You have not chosen an identity yet.',
    'remedy.companyBody': 'Complete your company information and pass the review to use this feature.',
    'remedy.company': 'Complete it',
  },
});

/**
 * Refusals a retry can never cure, and what cures them: the other identity's feature offers the switch in
 * one tap, a feature that needs the company (or its approval) leads to the company page. `remedy-keys.ts`
 * says which refusals have one; this module (loaded when one is needed, on H5) carries them out.
 */
/** What cures a refusal: the other identity, or the company page. */
export type Remedy = { kind: 'identity'; identity: Identity } | { kind: 'company' };

const COMPANY_ROUTE: RoutePath = 'pages/CompanyManagement/CompanyManagement';

/** Where the user is (to come back after switching). */
function currentRoute(): { route: string; query: Record<string, string> } | undefined {
  const pages = Taro.getCurrentPages();
  const page = pages[pages.length - 1];
  if (!page?.route) return undefined;
  return { route: page.route.replace(/^\//, ''), query: (page as { options?: Record<string, string> }).options ?? {} };
}

/** Asks the server who the user is now (silently) and stores it: the stored copy may be stale. */
export function refreshStoredUser(): Promise<void> {
  return call(account.userInfos, undefined, { silent: true }).then((user) => useSession.getState().setUserInfo(user));
}

/**
 * Switches the account's identity (`POST user/identity`) and keeps the stored user info in step. Answers the
 * server's message and the page a new recruiter without a company goes to next.
 */
export function switchIdentity(identity: Identity) {
  return callWithMessage(account.switchIdentity, { identity }).then(({ data, msg }) => {
    const answer = { msg, identity: data?.identity ?? identity, next: data?.next ?? null };
    const user = useSession.getState().userInfo;
    if (user) useSession.getState().setUserInfo({ ...user, identity: answer.identity });
    return answer;
  });
}

/** After switching from a gate or a refusal: the company form for a new recruiter, else this page again. */
export function continueAfterSwitch(answer: { msg: string; next: string | null }, reload: boolean): void {
  void toast({ title: answer.msg, icon: 'none', duration: 2000 });
  if (answer.next) {
    void Taro.redirectTo({ url: `/${answer.next.replace(/^\//, '')}` });
    return;
  }
  const here = currentRoute();
  if (reload && here) void Taro.redirectTo({ url: routeUrl(here.route as RoutePath, here.query) });
}

let offering = false;

/** A modal for a refusal with a remedy; several refusals at once (a page's parallel calls) show one. */
export async function offerRemedy(remedy: Remedy, message: string): Promise<void> {
  if (offering) return;
  offering = true;
  try {
    if (remedy.kind === 'identity') {
      const name = t(MSG.identity[remedy.identity]);
      const choice = await Taro.showModal({
        title: message,
        content: t('remedy.switchBody', { identity: name }),
        confirmText: t('remedy.switchShort'),
        cancelText: t('common.cancel'),
      });
      if (!choice.confirm) return;
      continueAfterSwitch(await switchIdentity(remedy.identity), true);
    } else {
      const choice = await Taro.showModal({
        title: message,
        content: t('remedy.companyBody'),
        confirmText: t('remedy.company'),
        cancelText: t('common.cancel'),
      });
      if (choice.confirm) void Taro.navigateTo({ url: routeUrl(COMPANY_ROUTE) });
    }
  } catch {
    // The switch itself was refused: the request layer has shown why.
  } finally {
    offering = false;
  }
}
