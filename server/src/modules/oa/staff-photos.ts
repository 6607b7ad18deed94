/**
 * ID card photos: private files under `private/staff/` of the file storage (core/blob-store.ts), named `<companyId>-<random>.<ext>` (so a key
 * names its company, and a form can only refer to its own company's uploads), served only through links
 * signed with a server secret that expire after PHOTO_LINK_SECONDS.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';

const KEY = /^(\d+)-[a-f0-9]{32}\.(jpg|png)$/;
const FOLDER = 'private/staff/';

export function createStaffPhotos(store: BlobStore, secret: string) {
  const signature = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`staff-photo:${key}:${expires}`).digest('base64url');

  return {
    /** The company a key belongs to, or undefined for anything that is not one of our keys. */
    companyOf(key: string): number | undefined {
      const match = KEY.exec(key);
      return match ? Number(match[1]) : undefined;
    },

    async put(companyId: number, ext: string, content: Buffer): Promise<string> {
      const key = `${companyId}-${randomBytes(16).toString('hex')}.${ext}`;
      await store.put(FOLDER + key, content, ext === 'png' ? 'image/png' : 'image/jpeg');
      return key;
    },

    async get(key: string): Promise<Buffer | undefined> {
      if (!KEY.test(key)) return undefined;
      return store.get(FOLDER + key);
    },

    async remove(key: string | null | undefined): Promise<void> {
      if (key && KEY.test(key)) await store.remove(FOLDER + key);
    },

    /** The query of a link to `key` valid until `expires` (ms since the epoch). */
    sign(key: string, expires: number): string {
      return `exp=${expires}&sig=${signature(key, expires)}`;
    },

    /** Whether a link's signature is ours and it has not expired at `now`. */
    verify(key: string, expires: number, sig: string, now: number): boolean {
      if (!KEY.test(key) || !Number.isSafeInteger(expires) || expires < now) return false;
      const expected = Buffer.from(signature(key, expires));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type StaffPhotos = ReturnType<typeof createStaffPhotos>;
