/**
 * The image rule without schemas (common/validation/files.ts re-exports it): uploads check a picked file
 * before sending it, on pages that load without zod (job detail's report sheet).
 */
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants';
import { MSG, type MessageKey } from '../messages';

/** What a picker or an upload knows about a file: H5 File, WeChat temp file, multipart part. */
export interface FileInfo {
  /** file name or path; a WeChat temp path like `wxfile://tmp_1a2b.jpg` works too */
  name: string;
  size: number;
  /** MIME type when known */
  type?: string;
}

/** Lowercase extension of a name or path, ignoring a query or fragment; '' when there is none. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * JPG, JPEG or PNG of at most 1 MB. A known MIME type decides the kind (a canvas blob has no extension);
 * without one the extension decides. Returns the message key of the first problem, or null when fine.
 */
export function checkImageFile(file: FileInfo): MessageKey | null {
  const mime = (file.type ?? '').trim().toLowerCase();
  const kindOk = mime
    ? (IMAGE_MIME_TYPES as readonly string[]).includes(mime)
    : (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  if (!kindOk) return MSG.validation.imageType;
  if (!(file.size >= 0) || file.size > IMAGE_MAX_BYTES) return MSG.validation.imageSize;
  return null;
}
