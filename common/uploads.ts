/** Uploads (server module `uploads`): what `POST uploads` answers. The OpenAPI document is built from it. */
import { z } from 'zod';

export const storedFileSchema = z.object({
  url: z.string().describe('/api/uploads/<name>; prefix the API origin for an absolute URL'),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
