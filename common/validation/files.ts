/** Image and attachment rules (spec section 5). */
import { z } from 'zod';
import { CONTRACT_ATTACHMENT_COUNT, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants';
import { MSG, type MessageKey } from '../messages';
import { requiredString, typeError } from './base';

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

/** Schema form of `checkImageFile`; the type issue sits on `name`, the size issue on `size`. */
export const imageFileSchema = z
  .object({
    name: z.string({ error: typeError() }),
    size: z
      .number({ error: typeError() })
      .int({ error: MSG.validation.integer })
      .min(0, { error: MSG.validation.numberMin }),
    type: z.string({ error: typeError() }).optional(),
  })
  .superRefine((file, ctx) => {
    const problem = checkImageFile(file);
    if (!problem) return;
    const field = problem === MSG.validation.imageSize ? 'size' : 'name';
    ctx.addIssue({ code: 'custom', message: problem, path: [field], input: file[field] });
  });

/** An uploaded file referenced by a record (the upload answers its URL). */
export const attachmentSchema = z.object({
  name: requiredString().max(255, { error: MSG.validation.tooLong }),
  url: requiredString(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A list of exactly `count` attachments of `item` (default: one contract file). */
export function attachmentListOf<T extends z.ZodType>(item: T, count: number = CONTRACT_ATTACHMENT_COUNT) {
  return z
    .array(item, { error: typeError(MSG.validation.attachmentRequired) })
    .min(count, { error: MSG.validation.attachmentRequired })
    .max(count, { error: MSG.validation.attachmentCount });
}

/** A paper contract's attachment: 1 file only. */
export const attachmentListSchema = attachmentListOf(attachmentSchema);
