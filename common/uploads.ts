/** Uploads (server module `uploads`): what `POST uploads` answers. The OpenAPI document is built from it. */
import { z } from 'zod';
import { defineCalls } from './call';

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

// ---- Calls (common/call.ts): uploads by a logged-in user; the stored files through their unguessable names -

export const uploadCalls = /* @__PURE__ */ defineCalls('uploads', () => ({
  uploadImage: {
    method: 'POST',
    path: '/uploads',
    access: 'user',
    answer: 'data',
    upload: true,
    response: storedFileSchema,
    summary: 'Upload an image (multipart field "file"; JPG/JPEG/PNG, at most 1 MB)',
  },
  uploadDocument: {
    method: 'POST',
    path: '/uploads/documents',
    access: 'user',
    answer: 'data',
    upload: true,
    response: storedFileSchema,
    summary:
      'Upload a private document image (business license, sealed letter): JPG/JPEG/PNG, at most 1 MB. `url` is a signed link valid 30 minutes; save it in the record as is',
  },
  signedDocument: {
    method: 'GET',
    path: '/documents/:key',
    access: 'public',
    answer: 'file',
    params: z.object({ key: z.string().max(64) }),
    query: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(64).optional() }),
    produces: ['image/jpeg', 'image/png'],
    summary: 'A private document through a signed link (binary); 404 when the link is wrong or expired',
  },
  storedFile: {
    method: 'GET',
    path: '/uploads/:name',
    access: 'public',
    answer: 'file',
    params: z.object({ name: z.string() }),
    produces: ['image/jpeg', 'image/png'],
    summary: 'A stored upload (binary)',
  },
}));
