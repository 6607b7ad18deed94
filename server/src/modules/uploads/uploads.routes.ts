/**
 * `POST uploads` (auth, multipart field `file`): JPG/JPEG/PNG up to 1 MB by magic bytes; HTTP 415 for
 * another kind, 413 for a bigger file; answers `{url, name, size, mime}` with msg. `GET uploads/{name}`
 * serves a stored file (public: names are random and unguessable). Descriptors: common/uploads.ts `uploadCalls`.
 */
import multipart from '@fastify/multipart';
import { MSG, t } from '@common/messages';
import { uploadCalls as calls } from '@common/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { HttpError, refuse } from '../../http/errors';
import { readMultipartFile } from '../../http/multipart';
import { route } from '../../http/route';
import { UPLOAD_KINDS } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.uploads;
  // Registered here, so only this module's routes read multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_KINDS.image.maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  });

  /** The one file of a multipart body (field `file`), read whole; refusals for a missing, empty or big one. */
  async function fileOf(request: FastifyRequest): Promise<Buffer> {
    const { maxBytes, sizeMessage } = UPLOAD_KINDS.image;
    const { content } = await readMultipartFile(request, {
      maxBytes,
      missing: MSG.upload.noFile,
      tooLarge: sizeMessage,
    });
    if (content.length === 0) throw refuse(MSG.upload.noFile);
    return content;
  }

  route(app, calls.uploadImage, async (request) => {
    const stored = await service.store(currentUser(request).id, await fileOf(request), UPLOAD_KINDS.image);
    request.log.info({ upload: { name: stored.name, size: stored.size, user: request.user?.id } }, 'upload stored');
    return ok(stored, t(request.locale, MSG.upload.done));
  });

  route(app, calls.uploadDocument, async (request) => {
    const stored = await service.storeDocument(currentUser(request).id, await fileOf(request), UPLOAD_KINDS.image);
    request.log.info({ upload: { document: true, size: stored.size, user: request.user?.id } }, 'upload stored');
    return ok(stored, t(request.locale, MSG.upload.done));
  });

  route(app, calls.signedDocument, async (request, reply) => {
    const { exp, sig } = request.query;
    const file = exp && sig ? await service.readDocument(request.params.key, exp, sig) : undefined;
    if (!file) throw new HttpError(404);
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });

  route(app, calls.storedFile, async (request, reply) => {
    const file = await service.read(request.params.name);
    if (!file) throw new HttpError(404);
    // Names are random and never reused: a CDN or the browser may keep the file for good.
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
};
