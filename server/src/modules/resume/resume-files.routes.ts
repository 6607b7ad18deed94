/**
 * Resume files (common/resume-files.ts `resumeFileCalls`, docs/resume-files.md): the seeker's files (list,
 * upload as multipart field `file`, rename, default, delete), links to a file or to the online resume as
 * PDF, what those signed links answer (bytes, no-store), and reading a PDF or DOCX into proposals for the
 * online resume (resume-reader/: nothing is stored).
 */
import multipart from '@fastify/multipart';
import { t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import {
  RESUME_FILE_MAX_BYTES,
  RESUME_PARSE_KINDS,
  resumeFileCalls as calls,
  type ResumeFileKind,
  type ResumeProposal,
} from '@common/resume-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { done, ok } from '../../http/envelope';
import { HttpError, refuse } from '../../http/errors';
import { readMultipartFile } from '../../http/multipart';
import { route } from '../../http/route';
import { readResume } from './resume-reader';
import { resumeFileKind } from './resume-files.service';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 / 5987): the name in any language. */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendFile(reply: FastifyReply, file: { content: Buffer; name: string; contentType: string }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

export const resumeFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.resumeFiles;
  const me = (request: FastifyRequest) => currentUser(request).id;
  // Registered here, so only these routes read multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 1024 },
  });

  /** The one file of a multipart body; over 20 MB is 413 and nothing of it is kept. */
  function fileOf(request: FastifyRequest) {
    return readMultipartFile(request, {
      maxBytes: RESUME_FILE_MAX_BYTES,
      missing: RESUME_FILES_MSG.empty,
      tooLarge: RESUME_FILES_MSG.size,
    });
  }

  /** Reads a PDF or DOCX into proposals; nothing is stored. Any failure to read is the same refusal. */
  async function parse(
    request: FastifyRequest,
    kind: ResumeFileKind | undefined,
    content: Buffer,
  ): Promise<ResumeProposal> {
    if (!kind || !(RESUME_PARSE_KINDS as readonly string[]).includes(kind)) throw refuse(RESUME_FILES_MSG.parse.kind);
    try {
      return await readResume(content, kind as 'pdf' | 'docx');
    } catch (error) {
      // The reader's own refusal (ResumeReadError: no text, unreadable, too slow) names its reason; anything
      // else is a fault of the reader, logged. Never the content: it is the seeker's resume.
      const { name, reason } = error as { name?: string; reason?: string };
      const expected = name === 'ResumeReadError';
      request.log.info(
        { resumeRead: { kind, size: content.length, reason: expected ? reason : 'error' } },
        'resume not read',
      );
      if (!expected) request.log.warn({ err: error }, 'resume reader failed');
      throw refuse(RESUME_FILES_MSG.parse.failed);
    }
  }

  route(app, calls.files, async (request) => ok(await service.list(me(request))));

  route(app, calls.uploadFile, async (request) => {
    const { content, filename } = await fileOf(request);
    const file = await service.upload(me(request), content, filename, request.locale);
    request.log.info({ resumeFile: { id: file.id, kind: file.kind, size: file.size } }, 'resume file stored');
    return ok(file, t(request.locale, RESUME_FILES_MSG.uploaded));
  });

  route(app, calls.renameFile, async (request) =>
    ok(
      await service.rename(me(request), request.params.id, request.body.name),
      t(request.locale, RESUME_FILES_MSG.renamed),
    ),
  );

  route(app, calls.setDefaultFile, async (request) =>
    ok(await service.setDefault(me(request), request.params.id), t(request.locale, RESUME_FILES_MSG.defaultSet)),
  );

  route(app, calls.deleteFile, async (request) => {
    await service.remove(me(request), request.params.id);
    return done(t(request.locale, RESUME_FILES_MSG.deleted));
  });

  route(app, calls.fileLink, async (request) => ok(await service.fileLink(me(request), request.params.id)));

  route(app, calls.signedFile, async (request, reply) => {
    const { exp, sig } = request.query;
    const file = exp && sig ? await service.signedFile(request.params.key, exp, sig) : undefined;
    if (!file) throw new HttpError(404, RESUME_FILES_MSG.linkExpired);
    return sendFile(reply, file);
  });

  route(app, calls.onlinePdfLink, async (request) => ok(await service.onlinePdfLink(me(request), request.locale)));

  route(app, calls.candidatePdfLink, async (request) =>
    ok(await service.candidatePdfLink(me(request), request.params.seekerId, request.locale)),
  );

  route(app, calls.signedResumePdf, async (request, reply) => {
    const { exp, sig } = request.query;
    const pdf = exp && sig ? await service.signedResumePdf(request.params.key, exp, sig) : undefined;
    if (!pdf) throw new HttpError(404, RESUME_FILES_MSG.linkExpired);
    return sendFile(reply, { ...pdf, contentType: 'application/pdf' });
  });

  route(app, calls.parseUpload, async (request) => {
    const { content } = await fileOf(request);
    if (content.length === 0) throw refuse(RESUME_FILES_MSG.empty);
    return ok(
      await parse(request, await resumeFileKind(content), content),
      t(request.locale, RESUME_FILES_MSG.parse.done),
    );
  });

  route(app, calls.parseFile, async (request) => {
    const { kind, content } = await service.ownContent(me(request), request.params.id);
    return ok(await parse(request, kind, content), t(request.locale, RESUME_FILES_MSG.parse.done));
  });
};
