/**
 * Stored uploads: the kind is decided by the content's magic bytes (never by the name or the declared
 * type), the file gets a random name under `uploads/` of the file storage (core/blob-store.ts: DATA_DIR or
 * object storage), and is served at /api/uploads/<name>.
 * Reusable: another module calls `store(buffer, UPLOAD_KINDS.x)` with its own kind.
 *
 * Documents (a company's business license and sealed letter) are uploaded the same way but kept private:
 * under `private/documents/<userId>-<random>.<ext>`, referred to in records as `/api/documents/<key>`, and
 * answered only through short-lived signed links (`documentLink`) to those the owning module answers the
 * record to (the owner, operators reviewing it).
 */
import { IMAGE_MAX_BYTES } from '@common/constants';
import { UPLOADS_PER_DAY } from '@common/uploads';
import { MSG, type MessageKey } from '@common/messages';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';
import { linkSigner } from '../../core/signed-links';
import { HttpError } from '../../http/errors';
import { detectFileType } from './file-type';

export interface UploadKind {
  /** Extensions file-type may report (jpg covers .jpg and .jpeg). */
  exts: readonly string[];
  maxBytes: number;
  /** Message for content of another kind (HTTP 415) and for too much of it (HTTP 413). */
  typeMessage: MessageKey;
  sizeMessage: MessageKey;
}

export const UPLOAD_KINDS = {
  /** JPG, JPEG or PNG of at most 1 MB (spec section 5). */
  image: {
    exts: ['jpg', 'png'],
    maxBytes: IMAGE_MAX_BYTES,
    typeMessage: MSG.validation.imageType,
    sizeMessage: MSG.validation.imageSize,
  },
} as const satisfies Record<string, UploadKind>;

/** URL prefix of stored files (relative to the server origin). */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
/** What stored names look like: 32 hex characters and an extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export interface StoredFile {
  /** /api/uploads/<name>: prefix the API origin for an absolute URL. */
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** Where public uploads are kept in the blob store (also the demo seed's logos). */
export const UPLOADS_FOLDER = 'uploads/';
const FOLDER = UPLOADS_FOLDER;
/** Where private documents are kept in the blob store (also the demo seed's verification proofs). */
export const DOCUMENTS_FOLDER = 'private/documents/';
const DOCUMENTS = DOCUMENTS_FOLDER;
/** How records refer to a document: `/api/documents/<userId>-<32 hex>.<ext>` (a signed link adds a query). */
export const DOCUMENT_REF = /^\/api\/documents\/((\d+)-[a-f0-9]{32}\.(?:jpg|png))(?:\?.*)?$/;
/** How long a document link works: long enough to fill in a form or review a company. */
export const DOCUMENT_LINK_MS = 30 * 60_000;

const DAY_MS = 24 * 3_600_000;

export interface UploadsDeps {
  store: BlobStore;
  /** Signs document links. */
  secret: string;
  now(): number;
  /** Counts a hit in a window shared by every instance (auth's database counters). */
  countHit(key: string, windowMs: number): Promise<{ hits: number }>;
}

export function createUploadsService({ store, countHit, secret, now }: UploadsDeps) {
  const links = linkSigner(secret, 'document');

  /** The checks every upload passes: size, kind by content, the account's daily quota. */
  async function accept(userId: number, content: Buffer, kind: UploadKind) {
    if (content.length > kind.maxBytes) throw new HttpError(413, kind.sizeMessage);
    const type = await detectFileType(content);
    if (!type || !kind.exts.includes(type.ext)) throw new HttpError(415, kind.typeMessage);
    await countUpload(userId);
    return type;
  }

  /** Counts an upload against the account's daily quota (HTTP 429 past it); resume files count here too. */
  async function countUpload(userId: number): Promise<void> {
    const { hits } = await countHit(`upload:user:${userId}`, DAY_MS);
    if (hits > UPLOADS_PER_DAY) throw new HttpError(429, MSG.upload.dailyLimit, { max: UPLOADS_PER_DAY });
  }

  /** A signed link to a document reference; anything else (an older public upload URL) unchanged. */
  function documentLink(ref: string): string {
    const match = DOCUMENT_REF.exec(ref);
    if (!match) return ref;
    return `/api/documents/${match[1]}?${links.sign(match[1], now() + DOCUMENT_LINK_MS)}`;
  }

  return {
    countUpload,

    /** Checks the content, counts it against the account's daily quota, and stores it under a new name. */
    async store(userId: number, content: Buffer, kind: UploadKind): Promise<StoredFile> {
      const type = await accept(userId, content, kind);
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await store.put(FOLDER + name, content, type.mime);
      return { url: `${UPLOADS_URL_PREFIX}${name}`, name, size: content.length, mime: type.mime };
    },

    /** Like `store`, kept private: answers a signed link to show it (the form saves it back as is). */
    async storeDocument(userId: number, content: Buffer, kind: UploadKind): Promise<StoredFile> {
      const type = await accept(userId, content, kind);
      const name = `${userId}-${randomBytes(16).toString('hex')}.${type.ext}`;
      await store.put(DOCUMENTS + name, content, type.mime);
      return { url: documentLink(`/api/documents/${name}`), name, size: content.length, mime: type.mime };
    },

    documentLink,

    /**
     * What a record stores for a document field saved by `userId`: a document link becomes its bare
     * reference (without the signature), and must be one of the user's own uploads or the value already
     * stored (an operator's link to it came back unchanged). Answers undefined for a document that is not
     * theirs. Anything that is not a document link is answered unchanged.
     */
    documentRef(userId: number, value: string, stored: string | null): string | undefined {
      const match = DOCUMENT_REF.exec(value);
      if (!match) return value;
      const ref = `/api/documents/${match[1]}`;
      return Number(match[2]) === userId || ref === stored ? ref : undefined;
    },

    /** A document through a signed link, or undefined when the link is not ours, expired or the file is gone. */
    async readDocument(key: string, expires: number, sig: string) {
      const match = DOCUMENT_REF.exec(`/api/documents/${key}`);
      if (!match || match[1] !== key || !links.verify(key, expires, sig, now())) return undefined;
      const content = await store.get(DOCUMENTS + key);
      if (!content) return undefined;
      return { content, contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] };
    },

    /** A stored file with its content type, or undefined (also for a name that cannot be ours). */
    async read(name: string): Promise<{ content: Buffer; contentType: string } | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      const content = await store.get(FOLDER + name);
      if (!content) return undefined;
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return { content, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    },

    /**
     * Removes the private document a reference names (`/api/documents/<key>`, a deleted account's
     * verification proofs); anything else is left alone.
     */
    async removeDocument(ref: string): Promise<void> {
      const match = DOCUMENT_REF.exec(ref);
      if (match) await store.remove(DOCUMENTS + match[1]);
    },

    /**
     * Removes the public upload a URL names (`/api/uploads/<name>`, a deleted account's avatar); anything
     * else is left alone.
     */
    async removeUpload(url: string | null): Promise<void> {
      const name = url?.startsWith('/api/uploads/') ? url.slice('/api/uploads/'.length) : '';
      if (STORED_NAME.test(name)) await store.remove(FOLDER + name);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
