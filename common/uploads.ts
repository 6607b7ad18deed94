/** Uploads (server module `uploads`): what `POST uploads` answers. The OpenAPI document is built from it. */
import { z } from 'zod';

/**
 * Files one account may upload in 24 hours (each at most 1 MB): a resume, a company and a day of chat
 * pictures stay far below it; a script filling the storage stops at it.
 */
export const UPLOADS_PER_DAY = 200;

export const storedFileSchema = z.object({
  url: z.string().describe('/api/uploads/<name>; prefix the API origin for an absolute URL'),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
