/**
 * ID card photos: private files under DATA_DIR/private/staff, named `<companyId>-<random>.<ext>` (so a key
 * names its company, and a form can only refer to its own company's uploads), served only through links
 * signed with a server secret that expire after PHOTO_LINK_SECONDS.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const KEY = /^(\d+)-[a-f0-9]{32}\.(jpg|png)$/;

export function createStaffPhotos(dir: string, secret: string) {
  const file = (key: string) => path.join(dir, key);
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
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file(key), content, { mode: 0o600 });
      return key;
    },

    async get(key: string): Promise<Buffer | undefined> {
      if (!KEY.test(key)) return undefined;
      return fs.readFile(file(key)).catch(() => undefined);
    },

    async remove(key: string | null | undefined): Promise<void> {
      if (key && KEY.test(key)) await fs.rm(file(key), { force: true });
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
