/**
 * Links to private files that work without a login header (an <img> cannot send one) but only for a short
 * time: the query carries an expiry and an HMAC of the file's key, the purpose and that expiry, made with a
 * server secret. Anyone holding the link may use it until it expires, so links are answered only to those
 * allowed to see the file, and expire in minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** The query of a link to `key` valid until `expires` (ms since the epoch): `exp=…&sig=…`. */
  sign(key: string, expires: number): string;
  /** Whether a link's signature is ours and it has not expired at `now`. */
  verify(key: string, expires: number, sig: string, now: number): boolean;
}

export function linkSigner(secret: string, purpose: string): LinkSigner {
  const signature = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${purpose}:${key}:${expires}`).digest('base64url');
  return {
    sign: (key, expires) => `exp=${expires}&sig=${signature(key, expires)}`,
    verify(key, expires, sig, now) {
      if (!Number.isSafeInteger(expires) || expires < now) return false;
      const expected = Buffer.from(signature(key, expires));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
