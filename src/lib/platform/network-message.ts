import { MSG } from '@common/messages';
import { t } from '../i18n';

/** What to tell the user when the network changes (spec section 8's network messages), or nothing. */
export function networkMessage(state: {
  isConnected: boolean;
  networkType: string;
  weak?: boolean;
}): string | undefined {
  if (!state.isConnected || state.networkType === 'none') return t(MSG.errors.networkNotConnected);
  if (state.networkType === 'unknown') return t(MSG.errors.networkUnknown);
  if (state.weak) return t(MSG.errors.networkException);
  return undefined;
}
