/**
 * Encryption at rest of the personal data the law calls sensitive (ID numbers, bank card numbers): AES-256-GCM
 * with a random 96-bit IV per value, stored as one text `v1.<iv>.<tag>.<ciphertext>` (base64url), so a changed
 * byte fails to decrypt instead of yielding a wrong number. Search over encrypted columns goes through a keyed
 * hash (HMAC-SHA256, a "blind index") of the normalised value, never by decrypting the table.
 *
 * The key is DATA_KEY (base64 of 32 bytes) or, for the embedded default, generated once into
 * DATA_DIR/data.key (like the token secret). Losing the key loses the data: back it up with the database.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldCipher {
  /** The stored form of `plain`: different every time, even for the same value. */
  encrypt(plain: string): string;
  /** The value back; throws when the stored text was changed or another key made it. */
  decrypt(stored: string): string;
  /**
   * The blind index of a value (after `normalise`): equal values give equal indexes, nothing else leaks.
   * `purpose` names a separate index with its own derived key (e.g. 'phone-tail'), so an index of a part of
   * a value never equals, and cannot be compared with, the index of a whole one.
   */
  blindIndex(value: string, purpose?: string): string;
}

/** Upper case, no spaces or dashes: '1101 0519-4912 31002x' and '11010519491231002X' index alike. */
export function normaliseForIndex(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * A cipher over a 32-byte master key. Encryption and the blind index use two keys derived from it (HKDF), so
 * an index never reveals anything about the encryption key.
 */
export function createFieldCipher(masterKey: Buffer): FieldCipher {
  if (masterKey.length !== 32) throw new Error('the data key must be 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('field-encryption');
  // One key per purpose, derived once; the unnamed purpose keeps the first label (existing indexes stay valid).
  const indexKeys = new Map<string, Buffer>();
  const indexKey = (purpose: string | undefined) => {
    const label = purpose ? `blind-index:${purpose}` : 'blind-index';
    let key = indexKeys.get(label);
    if (!key) indexKeys.set(label, (key = derive(label)));
    return key;
  };
  const b64 = (buffer: Buffer) => buffer.toString('base64url');

  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not an encrypted field');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('not an encrypted field');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, ivBytes);
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    blindIndex(value, purpose) {
      return createHmac('sha256', indexKey(purpose)).update(normaliseForIndex(value)).digest('base64url');
    },
  };
}

/** Shows only the ends of a sensitive number: 1101**********1234, 6222***********0123. */
export function maskSensitive(value: string, head = 4, tail = 4): string {
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}
