import Taro from '@tarojs/taro';
import type { IdentitySwitched } from '@common/account';
import type { Identity } from '@common/constants';
import { MSG, type MessageKey } from '@common/messages';
import { routeUrl, type RoutePath } from '@common/routes';
import { t } from './i18n';
import { handleRefusalsWith, request, type RequestError } from './request';
import { useSession } from './session';
import { toast } from './toast';

/**
 * Refusals a retry can never cure, and what cures them: the other identity's feature offers the switch in
 * one tap, a feature that needs the company (or its approval) leads to the company page. `installRemedies`
 * (at launch) has the request layer offer them for such a refusal instead of a toast the user cannot act on.
 */
const IDENTITY_REMEDIES: Partial<Record<MessageKey, Identity>> = {
  [MSG.errors.needsRecruiter]: 'recruiter',
  [MSG.errors.needsSeeker]: 'seeker',
  [MSG.positions.recruiterOnly]: 'recruiter',
};

const COMPANY_REMEDIES: readonly MessageKey[] = [
  MSG.positions.companyRequired,
  MSG.positions.companyPending,
  MSG.resume.companyRequired,
  MSG.resume.companyNotApproved,
];

const COMPANY_ROUTE: RoutePath = 'pages/CompanyManagement/CompanyManagement';

export type Remedy = { kind: 'identity'; identity: Identity } | { kind: 'company' };

export function remedyFor(key: MessageKey | undefined): Remedy | undefined {
  if (!key) return undefined;
  const identity = IDENTITY_REMEDIES[key];
  if (identity) return { kind: 'identity', identity };
  if (COMPANY_REMEDIES.includes(key)) return { kind: 'company' };
  return undefined;
}

/** Where the user is (to come back after switching). */
function currentRoute(): { route: string; query: Record<string, string> } | undefined {
  const pages = Taro.getCurrentPages();
  const page = pages[pages.length - 1];
  if (!page?.route) return undefined;
  return { route: page.route.replace(/^\//, ''), query: (page as { options?: Record<string, string> }).options ?? {} };
}

/**
 * Switches the account's identity (`POST user/identity`) and keeps the stored user info in step. Answers the
 * server's message and the page a new recruiter without a company goes to next.
 */
export async function switchIdentity(identity: Identity): Promise<IdentitySwitched & { msg: string }> {
  const body = await request<IdentitySwitched>({ url: 'user/identity', method: 'POST', data: { identity } });
  const answer = { msg: body.msg, identity: body.data?.identity ?? identity, next: body.data?.next ?? null };
  const user = useSession.getState().userInfo;
  if (user) useSession.getState().setUserInfo({ ...user, identity: answer.identity });
  return answer;
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

/** Has the request layer offer the remedy of a refusal that has one (instead of its toast). */
export function installRemedies(): void {
  handleRefusalsWith((error: RequestError) => {
    const remedy = remedyFor(error.key);
    if (!remedy) return false;
    void offerRemedy(remedy, error.message);
    return true;
  });
}
