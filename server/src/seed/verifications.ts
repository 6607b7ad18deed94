/**
 * Verified recruiters in the demo: the demo recruiter is verified (已认证 on their jobs, in
 * chat and on the company page), and a second company's recruiter waits in the operators' queue. Each proof is
 * a drawn work badge stored where a private document goes (the blob store's private documents, shown only
 * through signed links); the ID numbers are encrypted with the field cipher, as a submission stores them.
 */
import { createHash } from 'node:crypto';
import type { BlobStore } from '../core/blob-store';
import type { FieldCipher } from '../core/field-cipher';
import { encodePng } from '../core/png';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { DOCUMENTS_FOLDER } from '../modules/uploads/uploads.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoVerifier {
  userId: number;
  companyId: number;
  companyName: string;
  realName: string;
  /** A valid ID number (its check digit) of nobody real. */
  idNumber: string;
}

/** A work badge: a white card with a green band, a grey photo and name lines (the demo has no photographer). */
function demoBadgePng(seed: number): Buffer {
  const [w, h] = [120, 180];
  return encodePng(w, h, (x, y) => {
    if (x < 4 || y < 4 || x >= w - 4 || y >= h - 4) return 0x334155ff;
    if (y < 40) return 0x147a43ff;
    if (x >= 30 && x < 90 && y >= 55 && y < 120) return 0xb8c0ccff;
    if (x >= 20 && x < 100 && ((y >= 135 && y < 143) || (y >= 152 && y < 158 && x < 60 + (seed % 40)))) {
      return 0x51565dff;
    }
    return 0xffffffff;
  });
}

async function storeProof(store: BlobStore | undefined, userId: number, seed: number): Promise<string[]> {
  if (!store) return [];
  const name = `${userId}-${createHash('md5').update(`demo-proof:${userId}`).digest('hex')}.png`;
  await store.put(DOCUMENTS_FOLDER + name, demoBadgePng(seed), 'image/png');
  return [`/api/documents/${name}`];
}

export async function insertDemoVerifications(
  db: Db,
  cipher: FieldCipher,
  store: BlobStore | undefined,
  now: number,
  { verified, pending }: { verified: DemoVerifier; pending: DemoVerifier },
): Promise<void> {
  for (const [index, who] of [verified, pending].entries()) {
    const submitted = toIso(now - (index === 0 ? 30 * DAY : 3 * HOUR));
    await db
      .insertInto('recruiter_verifications')
      .values({
        user_id: who.userId,
        company_id: who.companyId,
        company_name: who.companyName,
        real_name: who.realName,
        id_number: cipher.encrypt(who.idNumber),
        proof_kind: index === 0 ? 'badge' : 'certificate',
        proof_files: JSON.stringify(await storeProof(store, who.userId, index)),
        status: index === 0 ? 'verified' : 'pending',
        reason: null,
        reviewer_user_id: null,
        submitted_at: submitted,
        reviewed_at: index === 0 ? toIso(now - 29 * DAY) : null,
        created_at: submitted,
        updated_at: submitted,
      })
      .execute();
  }
}
