import { useEffect, useRef } from 'react';
import type { AgreementVersions } from '@common/auth';
import { MSG, type MessageKey } from '@common/messages';
import * as content from '@/api/content';
import { call } from '@/lib/call';

/**
 * The agreements a login that may create an account accepts (issue 31): the versions of the user agreement and
 * the privacy policy the page links to, so the server records what the user saw; the server refuses a
 * version no longer in force (`auth.termsChanged`) and a new phone without the ticked agreements
 * (`auth.termsRequired`).
 */
export async function shownVersions(): Promise<AgreementVersions | undefined> {
  const page = await call(content.agreements, undefined, { silent: true }).catch(() => undefined);
  const version = (type: string) => page?.rows.find((row) => row.type === type)?.version;
  const user = version('user');
  const privacy = version('privacy');
  // Without them the server takes the versions in force, which are the ones the links open.
  return user && privacy ? { user, privacy } : undefined;
}

/** The agreement fields of a login body: only a ticked box accepts, in the versions shown when known. */
export function termsFields(
  ticked: boolean,
  versions: AgreementVersions | undefined,
): { acceptTerms?: true; agreementVersions?: AgreementVersions } {
  if (!ticked) return {};
  return versions ? { acceptTerms: true, agreementVersions: versions } : { acceptTerms: true };
}

/**
 * What a refusal means for the agreement box: `tick` (a new phone needs the agreements), `reread` (they
 * changed while the page was open: untick, load the new versions), or nothing to do with it.
 */
export function agreementRefusal(key: MessageKey | undefined): 'tick' | 'reread' | undefined {
  if (key === MSG.auth.termsRequired) return 'tick';
  if (key === MSG.auth.termsChanged) return 'reread';
  return undefined;
}

/** The versions shown on this page: loaded once, reloaded with `reload()` after `auth.termsChanged`. */
export function useShownVersions(): { current: () => AgreementVersions | undefined; reload: () => void } {
  const versions = useRef<AgreementVersions>();
  const reload = () => {
    void shownVersions().then((shown) => {
      versions.current = shown;
    });
  };
  useEffect(reload, []);
  return { current: () => versions.current, reload };
}
