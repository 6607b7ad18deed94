/**
 * Stored uploads: the kind is decided by the content's magic bytes (never by the name or the declared
 * type), the file gets a random name under `uploads/` of the file storage (core/blob-store.ts: DATA_DIR or
 * object storage), and is served at /api/uploads/<name>.
 * Reusable: another module calls `store(buffer, UPLOAD_KINDS.x)` with its own kind.
 */
import { IMAGE_MAX_BYTES } from '@common/constants';
import { UPLOADS_PER_DAY } from '@common/uploads';
import { MSG, type MessageKey } from '@common/messages';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../core/blob-store';
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

const FOLDER = 'uploads/';

const DAY_MS = 24 * 3_600_000;

export interface UploadsDeps {
  store: BlobStore;
  /** Counts a hit in a window shared by every instance (auth's database counters). */
  countHit(key: string, windowMs: number): Promise<{ hits: number }>;
}

export function createUploadsService({ store, countHit }: UploadsDeps) {
  return {
    /** Checks the content, counts it against the account's daily quota, and stores it under a new name. */
    async store(userId: number, content: Buffer, kind: UploadKind): Promise<StoredFile> {
      if (content.length > kind.maxBytes) throw new HttpError(413, kind.sizeMessage);
      const type = await detectFileType(content);
      if (!type || !kind.exts.includes(type.ext)) throw new HttpError(415, kind.typeMessage);
      const { hits } = await countHit(`upload:user:${userId}`, DAY_MS);
      if (hits > UPLOADS_PER_DAY) throw new HttpError(429, MSG.upload.dailyLimit, { max: UPLOADS_PER_DAY });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await store.put(FOLDER + name, content, type.mime);
      return { url: `${UPLOADS_URL_PREFIX}${name}`, name, size: content.length, mime: type.mime };
    },

    /** A stored file with its content type, or undefined (also for a name that cannot be ours). */
    async read(name: string): Promise<{ content: Buffer; contentType: string } | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      const content = await store.get(FOLDER + name);
      if (!content) return undefined;
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return { content, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
