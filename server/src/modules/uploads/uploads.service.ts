/**
 * Stored uploads: the kind is decided by the content's magic bytes (never by the name or the declared
 * type), the file gets a random name under DATA_DIR/uploads, and is served at /api/uploads/<name>.
 * Reusable: another module calls `store(buffer, UPLOAD_KINDS.x)` with its own kind.
 */
import { IMAGE_MAX_BYTES } from '@common/constants';
import { MSG, type MessageKey } from '@common/messages';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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

export function createUploadsService({ dir }: { dir: string }) {
  return {
    dir,

    async store(content: Buffer, kind: UploadKind): Promise<StoredFile> {
      if (content.length > kind.maxBytes) throw new HttpError(413, kind.sizeMessage);
      const type = await detectFileType(content);
      if (!type || !kind.exts.includes(type.ext)) throw new HttpError(415, kind.typeMessage);
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), content, { flag: 'wx' });
      return { url: `${UPLOADS_URL_PREFIX}${name}`, name, size: content.length, mime: type.mime };
    },

    /** Absolute path of a stored file, or undefined for a name that cannot be ours. */
    pathOf(name: string): string | undefined {
      return STORED_NAME.test(name) ? path.join(dir, name) : undefined;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
