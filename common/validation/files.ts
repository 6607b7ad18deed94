/** Image and attachment rules (spec section 5). */
import { z } from 'zod';
import { CONTRACT_ATTACHMENT_COUNT } from '../constants';
import { MSG } from '../messages';
import { requiredString, typeError } from './base';

import { checkImageFile, fileExtension, type FileInfo } from './image-file';

export { checkImageFile, fileExtension, type FileInfo };

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
