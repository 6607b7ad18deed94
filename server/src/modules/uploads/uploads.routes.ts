/**
 * `POST uploads` (auth, multipart field `file`): JPG/JPEG/PNG up to 1 MB by magic bytes; HTTP 415 for
 * another kind, 413 for a bigger file; answers `{url, name, size, mime}` with msg. `GET uploads/{name}`
 * serves a stored file (public: names are random and unguessable).
 */
import multipart from '@fastify/multipart';
import { MSG, t } from '@common/messages';
import { storedFileSchema } from '@common/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';
import { HttpError, refuse } from '../../http/errors';
import { currentUser } from '../../http/caller';
import { UPLOAD_KINDS } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.uploads;
  // Registered here, so only this module's routes read multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_KINDS.image.maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  });

  /** The one file of a multipart body (field `file`), read whole; refusals for a missing, empty or big one. */
  async function fileOf(request: FastifyRequest): Promise<Buffer> {
    let part;
    try {
      part = await request.file();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        throw refuse(MSG.upload.noFile);
      }
      throw error;
    }
    if (!part || part.fieldname !== 'file') throw refuse(MSG.upload.noFile);
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, UPLOAD_KINDS.image.sizeMessage);
      }
      throw error;
    }
    if (content.length === 0) throw refuse(MSG.upload.noFile);
    return content;
  }

  app.post(
    '/uploads',
    {
      config: { auth: true },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file"; JPG/JPEG/PNG, at most 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(storedFileSchema) },
      },
    },
    async (request) => {
      const stored = await service.store(currentUser(request).id, await fileOf(request), UPLOAD_KINDS.image);
      request.log.info({ upload: { name: stored.name, size: stored.size, user: request.user?.id } }, 'upload stored');
      return ok(stored, t(request.locale, MSG.upload.done));
    },
  );

  app.post(
    '/uploads/documents',
    {
      config: { auth: true },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a private document image (business license, sealed letter): JPG/JPEG/PNG, at most 1 MB. `url` is a signed link valid 30 minutes; save it in the record as is',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(storedFileSchema) },
      },
    },
    async (request) => {
      const stored = await service.storeDocument(currentUser(request).id, await fileOf(request), UPLOAD_KINDS.image);
      request.log.info({ upload: { document: true, size: stored.size, user: request.user?.id } }, 'upload stored');
      return ok(stored, t(request.locale, MSG.upload.done));
    },
  );

  app.get(
    '/documents/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private document through a signed link (binary); 404 when the link is wrong or expired',
        produces: ['image/jpeg', 'image/png'],
        params: z.object({ key: z.string().max(64) }),
        querystring: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const file = exp && sig ? await service.readDocument(request.params.key, exp, sig) : undefined;
      if (!file) throw new HttpError(404);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored upload (binary)',
        produces: ['image/jpeg', 'image/png'],
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await service.read(request.params.name);
      if (!file) throw new HttpError(404);
      // Names are random and never reused: a CDN or the browser may keep the file for good.
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
