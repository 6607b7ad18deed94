/**
 * Contract calls (common/contracts.ts `contractCalls`). Party A (identity recruiter, the company's
 * recruiters) makes, edits, sends, withdraws and records paper contracts; Party B (identity seeker) completes
 * their details, signs or refuses; both read the contract, its PDF, attachment and evidence report; anyone may
 * verify a PDF. Files travel as multipart (field `file`) and are answered as downloads with no-store caching:
 * they are personal data.
 */
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import multipart from '@fastify/multipart';
import { CONTRACT_FILE_MEDIA_TYPES, contractCalls as calls } from '@common/contracts';
import { t } from '@common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { pageWindow } from '../../http/paging';
import { readMultipartFile } from '../../http/multipart';
import { route } from '../../http/route';
import type { Actor, UploadedFile } from './contract-core';
import type { ContractDocument } from './contract-documents.service';
import { CONTRACT_FILE_MAX_MB } from './contract-files';

const MEDIA_TYPES: Record<string, string> = CONTRACT_FILE_MEDIA_TYPES;
/**
 * The largest PDF verify reads: a contract the product makes is about 90 KB, some 600 KB with the largest
 * drawn signature allowed (512 KB); an evidence report is smaller. The margin is for what a reader re-saves.
 */
export const VERIFY_MAX_MB = 2;
/** Verifications per address a minute: one person checks a file or two. */
export const VERIFY_PER_MINUTE = 10;

function actor(request: FastifyRequest): Actor {
  return {
    userId: currentUser(request).id,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/** The one file of a multipart body (field `file`) and its text fields. */
function multipartFile(request: FastifyRequest): Promise<UploadedFile & { fields: Record<string, string> }> {
  return readMultipartFile(request, {
    maxBytes: CONTRACT_FILE_MAX_MB * 1024 * 1024,
    missing: CONTRACTS_SERVER_MSG.fileMissing,
    tooLarge: CONTRACTS_SERVER_MSG.fileTooLarge,
    tooLargeParams: { mb: CONTRACT_FILE_MAX_MB },
  });
}

function download(reply: FastifyReply, file: ContractDocument, inline = false) {
  const ext = file.ext ?? 'pdf';
  return reply
    .type(MEDIA_TYPES[ext] ?? 'application/octet-stream')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.filename)}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contracts;
  const userId = (request: FastifyRequest) => currentUser(request).id;
  // Registered here, so only this module's routes read multipart bodies (fields before the file).
  await app.register(multipart, {
    limits: { fileSize: CONTRACT_FILE_MAX_MB * 1024 * 1024, files: 1, fields: 5, parts: 10, fieldSize: 200 },
  });

  // ---- Party A --------------------------------------------------------------------------------------------

  route(app, calls.offers, async (request) => ok(await service.offers(userId(request))));

  route(app, calls.prefill, async (request) => ok(await service.prefill(userId(request), request.query.applicationId)));

  route(app, calls.create, async (request) =>
    ok(
      await service.create(userId(request), request.body, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.created),
    ),
  );

  route(app, calls.update, async (request) =>
    ok(
      await service.update(userId(request), request.params.id, request.body, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.saved),
    ),
  );

  route(app, calls.attach, async (request) => {
    const file = await multipartFile(request);
    return ok(
      await service.attach(userId(request), request.params.id, file, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.saved),
    );
  });

  route(app, calls.send, async (request) =>
    ok(
      await service.send(userId(request), request.params.id, request.body.deadline, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.sent),
    ),
  );

  route(app, calls.withdraw, async (request) =>
    ok(
      await service.void(userId(request), request.params.id, request.body.reason, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.voided),
    ),
  );

  route(app, calls.recordPaper, async (request) => {
    const file = await multipartFile(request);
    const signedAt = file.fields.signedAt ?? '';
    return ok(
      await service.recordPaper(userId(request), request.params.id, file, signedAt, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.paperRecorded),
    );
  });

  // ---- Both parties -------------------------------------------------------------------------------------

  route(app, calls.list, async (request) => {
    const user = currentUser(request);
    const { status, keyword, ...paging } = request.query;
    const { rows, total, counts } = await service.list(
      user.id,
      user.identity === 'recruiter' ? 'recruiter' : 'seeker',
      status ?? 'all',
      keyword,
      pageWindow(paging),
    );
    return { ...page(rows, total), counts };
  });

  route(app, calls.detail, async (request) =>
    ok(await service.detail(userId(request), request.params.id, actor(request))),
  );

  for (const [call, read] of [
    [calls.pdf, service.pdf],
    [calls.attachment, service.attachment],
    [calls.evidence, service.evidence],
  ] as const) {
    route(app, call, async (request, reply) =>
      download(reply, await read(userId(request), request.params.id), request.query.inline === '1'),
    );
  }

  // ---- Party B ------------------------------------------------------------------------------------------

  route(app, calls.updatePartyB, async (request) =>
    ok(
      await service.updatePartyB(userId(request), request.params.id, request.body, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.saved),
    ),
  );

  route(app, calls.signCode, async (request) => {
    const sent = await service.sendSignCode(
      userId(request),
      request.params.id,
      request.body,
      request.locale,
      actor(request),
    );
    return ok(sent, t(request.locale, CONTRACTS_SERVER_MSG.codeSent, { phone: sent.phone }));
  });

  route(app, calls.sign, async (request) =>
    ok(
      await service.sign(userId(request), request.params.id, request.body, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.signed),
    ),
  );

  route(app, calls.refuse, async (request) =>
    ok(
      await service.refuse(userId(request), request.params.id, request.body.reason, actor(request)),
      t(request.locale, CONTRACTS_SERVER_MSG.refused),
    ),
  );

  route(app, calls.signUrl, async (request) =>
    ok(await service.signUrl(userId(request), request.params.id, request.query.returnUrl)),
  );

  // ---- Anyone -------------------------------------------------------------------------------------------

  route(
    app,
    calls.verify,
    async (request) => {
      const { content } = await readMultipartFile(request, {
        maxBytes: VERIFY_MAX_MB * 1024 * 1024,
        missing: CONTRACTS_SERVER_MSG.fileMissing,
        tooLarge: CONTRACTS_SERVER_MSG.verifyTooLarge,
        tooLargeParams: { mb: VERIFY_MAX_MB },
      });
      return ok(await service.verify(content));
    },
    {
      // Anonymous and costly (the file is hashed and parsed): few per address, and a body plainly over the
      // limit is refused before it is read.
      config: { rateLimit: { max: VERIFY_PER_MINUTE, timeWindow: 60_000 } },
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > VERIFY_MAX_MB * 1024 * 1024 + 64 * 1024) {
          throw new HttpError(413, CONTRACTS_SERVER_MSG.verifyTooLarge, { mb: VERIFY_MAX_MB });
        }
      },
    },
  );

  // The provider's callbacks: the provider calls them, not the app, so they have no descriptor and stay out
  // of the document. The raw body is kept, since its signature covers the exact bytes.
  app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    callbacks.post(
      '/contracts/callback/asign',
      {
        schema: {
          tags: ['contracts'],
          summary: "爱签's callbacks (signature verified; a repeat is ignored)",
          hide: true,
        },
      },
      async (request) => {
        await service.onProviderCallback(request.headers, String(request.body ?? ''));
        // The provider reads this exact answer as "received".
        return { code: 0, msg: 'success' };
      },
    );
  });
};
