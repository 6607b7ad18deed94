/**
 * The consent check at start (issue 31, part 6): a logged-in user whose accepted agreements are not the
 * versions in force (a changed user agreement or privacy policy, or an account older than the records) is
 * asked again (`GET user/consents` answers `mustAccept`). The question itself (services/consent-prompt.ts)
 * is loaded only when it is needed, so on H5 it stays out of the first page.
 */
import * as auth from '@/api/auth';
import { call } from '@/lib/call';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { loadConsentPrompt } from './consent-prompt-loader';

/** Asks the server, then the user when a newer version waits. Never fails: it tries again at the next start. */
export async function checkConsents(): Promise<void> {
  if (!useSession.getState().isLogin) return;
  const status = await call(auth.consents, undefined, { silent: true }).catch((error: unknown) => {
    shownRefusal(error);
  });
  if (!status?.mustAccept) return;
  const prompt = await loadConsentPrompt();
  await prompt.askConsent(status);
}
