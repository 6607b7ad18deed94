/**
 * ID card photos: private files under `private/staff/` of the file storage (core/blob-store.ts), named `<companyId>-<random>.<ext>` (so a key
 * names its company, and a form can only refer to its own company's uploads), served only through links
 * signed with a server secret that expire after PHOTO_LINK_SECONDS.
 */
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';
import { linkSigner } from '../../core/signed-links';

const KEY = /^(\d+)-[a-f0-9]{32}\.(jpg|png)$/;
const FOLDER = 'private/staff/';

export function createStaffPhotos(store: BlobStore, secret: string) {
  const links = linkSigner(secret, 'staff-photo');

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
    sign: (key: string, expires: number): string => links.sign(key, expires),

    /** Whether a link's signature is ours and it has not expired at `now`. */
    verify(key: string, expires: number, sig: string, now: number): boolean {
      return KEY.test(key) && links.verify(key, expires, sig, now);
    },
  };
}

export type StaffPhotos = ReturnType<typeof createStaffPhotos>;
