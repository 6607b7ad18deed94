/**
 * Contract calls. Party A (identity recruiter, the company's recruiters) makes, edits, sends, withdraws
 * and records paper contracts; Party B (identity seeker) completes their details, signs or refuses; both
 * read the contract, its PDF, attachment and evidence report; anyone may verify a PDF. Files travel as
 * multipart (field `file`) and are answered as downloads with no-store caching: they are personal data.
 */
import { idParam, idPath, pageQuery } from '@common/validation';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  contractDetailSchema,
  contractDraftSchema,
  contractListQueryShape,
  contractOfferSchema,
  contractPrefillSchema,
  contractRowSchema,
  contractCountsSchema,
  contractStateSchema,
  contractVerifySchema,
  createContractSchema,
  optionalReasonSchema,
  partyBSchema,
  reasonSchema,
  sendContractSchema,
  signCodeSentSchema,
  signContractSchema,
  signIdentitySchema,
  signUrlSchema,
} from '@common/contracts';
import { t } from '@common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/caller';
import { ok, okSchema, pageSchema } from '../../http/envelope';
import { HttpError, refuse } from '../../http/errors';
import { pageWindow } from '../../http/paging';

import { CONTRACT_FILE_MAX_MB, type Actor, type UploadedFile } from './contracts.service';

const seeker = { auth: { identity: 'seeker' } } as const;
const recruiter = { auth: { identity: 'recruiter' } } as const;
const loggedIn = { auth: true } as const;
const tags = ['contracts'];

const MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

function actor(request: FastifyRequest): Actor {
  return {
    userId: currentUser(request).id,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/** The one file of a multipart body (field `file`) and its text fields. */
async function multipartFile(request: FastifyRequest): Promise<UploadedFile & { fields: Record<string, string> }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw refuse(CONTRACTS_SERVER_MSG.fileMissing);
    }
    throw error;
  }
  if (!part || part.fieldname !== 'file') throw refuse(CONTRACTS_SERVER_MSG.fileMissing);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, CONTRACTS_SERVER_MSG.fileTooLarge, { mb: CONTRACT_FILE_MAX_MB });
    }
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = String(value.value);
  }
  return { content, filename: part.filename, fields };
}

function download(reply: FastifyReply, file: { content: Buffer; filename: string; ext?: string }, inline = false) {
  const ext = file.ext ?? 'pdf';
  return reply
    .type(MIME[ext] ?? 'application/octet-stream')
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
  // Registered here, so only this module's routes read multipart bodies (fields before the file).
  await app.register(multipart, {
    limits: { fileSize: CONTRACT_FILE_MAX_MB * 1024 * 1024, files: 1, fields: 5, parts: 10, fieldSize: 200 },
  });

  // ---- Party A --------------------------------------------------------------------------------------------

  app.get(
    '/contracts/offers',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "The company's offers (passed interviews), with the open contract of each",
        response: { 200: okSchema(z.array(contractOfferSchema)) },
      },
    },
    async (request) => ok(await service.offers(currentUser(request).id)),
  );

  app.get(
    '/contracts/prefill',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'The contract form for an offer, prefilled from the company and the candidate',
        querystring: z.object({ applicationId: idParam }),
        response: { 200: okSchema(contractPrefillSchema) },
      },
    },
    async (request) => ok(await service.prefill(currentUser(request).id, request.query.applicationId)),
  );

  app.post(
    '/contracts',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Creates a draft contract for an offer of your company',
        description:
          "The company must be verified; one open (draft, sent or signed) contract per offer. Party B's own details (ID number, addresses, bank) may be left '' for Party B to complete. The Labour Contract Law's rules are checked (common/contracts.ts).",
        body: createContractSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.create(currentUser(request).id, request.body, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.created),
      ),
  );

  app.put(
    '/contracts/:id',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Edits a draft',
        params: idPath,
        body: contractDraftSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.update(currentUser(request).id, request.params.id, request.body, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.saved),
      ),
  );

  app.post(
    '/contracts/:id/attachment',
    {
      config: recruiter,
      schema: {
        tags,
        summary: "The draft's one attachment (multipart field file: PDF, JPG or PNG, at most 10 MB)",
        consumes: ['multipart/form-data'],
        params: idPath,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) => {
      const file = await multipartFile(request);
      return ok(
        await service.attach(currentUser(request).id, request.params.id, file, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.saved),
      );
    },
  );

  app.post(
    '/contracts/:id/send',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'draft -> sent: Party A seals and sends it to Party B with a signing deadline',
        description: 'deadline: ISO 8601, at least 1 hour and at most 30 days away. Electronic contracts only.',
        params: idPath,
        body: sendContractSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.send(currentUser(request).id, request.params.id, request.body.deadline, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.sent),
      ),
  );

  app.post(
    '/contracts/:id/void',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'draft | sent -> void: withdraws it before signature (Party B is told)',
        params: idPath,
        body: optionalReasonSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.void(currentUser(request).id, request.params.id, request.body.reason, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.voided),
      ),
  );

  app.post(
    '/contracts/:id/paper',
    {
      config: recruiter,
      schema: {
        tags,
        summary: 'Paper contract: the signed scan (multipart field file) and field signedAt (YYYY-MM-DD) -> signed',
        consumes: ['multipart/form-data'],
        params: idPath,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) => {
      const file = await multipartFile(request);
      return ok(
        await service.recordPaper(
          currentUser(request).id,
          request.params.id,
          file,
          file.fields.signedAt ?? '',
          actor(request),
        ),
        t(request.locale, CONTRACTS_SERVER_MSG.paperRecorded),
      );
    },
  );

  // ---- Both parties -------------------------------------------------------------------------------------

  app.get(
    '/contracts',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: "The signing list: the company's contracts (recruiter) or your own (seeker)",
        description:
          'status: all (default), waiting (draft or sent), signed, others (refused, expired, void, abnormal); keyword matches names and the position. counts: per tab, for the same keyword.',
        querystring: pageQuery.extend(contractListQueryShape),
        response: { 200: pageSchema(contractRowSchema).extend({ counts: contractCountsSchema }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status, keyword, ...paging } = request.query;
      const { rows, total, counts } = await service.list(
        user.id,
        user.identity === 'recruiter' ? 'recruiter' : 'seeker',
        status ?? 'all',
        keyword,
        pageWindow(paging),
      );
      return { code: 200 as const, msg: 'ok', rows, total, counts };
    },
  );

  app.get(
    '/contracts/:id',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'One contract, in clear, for its two parties',
        description: 'Party B opening a sent contract starts its minimum reading time.',
        params: idPath,
        response: { 200: okSchema(contractDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(currentUser(request).id, request.params.id, actor(request))),
  );

  const files = [
    { path: 'pdf', summary: 'The signed contract PDF (paper: the signed scan)', read: service.pdf },
    { path: 'attachment', summary: 'The attachment', read: service.attachment },
    { path: 'evidence', summary: 'The evidence report (PDF signed by the platform)', read: service.evidence },
  ] as const;
  for (const file of files) {
    app.get(
      `/contracts/:id/${file.path}`,
      {
        config: loggedIn,
        schema: {
          tags,
          summary: `${file.summary} (binary)`,
          produces: Object.values(MIME),
          params: idPath,
          querystring: z.object({ inline: z.enum(['1']).optional() }),
        },
      },
      async (request, reply) =>
        download(reply, await file.read(currentUser(request).id, request.params.id), request.query.inline === '1'),
    );
  }

  // ---- Party B ------------------------------------------------------------------------------------------

  app.put(
    '/contracts/:id/partyB',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Party B completes or corrects their own details while it waits for signature',
        params: idPath,
        body: partyBSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updatePartyB(currentUser(request).id, request.params.id, request.body, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.saved),
      ),
  );

  app.post(
    '/contracts/:id/sign-code',
    {
      config: seeker,
      schema: {
        tags,
        summary: "Sends a signing code to the account's phone",
        description:
          'After the minimum reading time, with Party B complete and the name and ID number matching the contract (the 5th miss marks it abnormal).',
        params: idPath,
        body: signIdentitySchema,
        response: { 200: okSchema(signCodeSentSchema.extend({ phone: z.string() })) },
      },
    },
    async (request) => {
      const sent = await service.sendSignCode(
        currentUser(request).id,
        request.params.id,
        request.body,
        request.locale,
        actor(request),
      );
      return ok(sent, t(request.locale, CONTRACTS_SERVER_MSG.codeSent, { phone: sent.phone }));
    },
  );

  app.post(
    '/contracts/:id/sign',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'sent -> signed (built-in provider): identity, SMS code and the drawn signature (PNG data URL)',
        params: idPath,
        body: signContractSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.sign(currentUser(request).id, request.params.id, request.body, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.signed),
      ),
  );

  app.post(
    '/contracts/:id/refuse',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'sent -> refused, with a reason (Party A is told)',
        params: idPath,
        body: reasonSchema,
        response: { 200: okSchema(contractStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.refuse(currentUser(request).id, request.params.id, request.body.reason, actor(request)),
        t(request.locale, CONTRACTS_SERVER_MSG.refused),
      ),
  );

  app.get(
    '/contracts/:id/sign-url',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'With a licensed provider: its signing page for Party B (back to returnUrl when done)',
        params: idPath,
        querystring: z.object({ returnUrl: z.string().url().max(500) }),
        response: { 200: okSchema(signUrlSchema) },
      },
    },
    async (request) => ok(await service.signUrl(currentUser(request).id, request.params.id, request.query.returnUrl)),
  );

  // ---- Anyone -------------------------------------------------------------------------------------------

  app.post(
    '/contracts/verify',
    {
      schema: {
        tags,
        summary: 'Verifies a contract PDF (multipart field file): ours, unaltered, who signed and when',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(contractVerifySchema) },
      },
    },
    async (request) => ok(await service.verify((await multipartFile(request)).content)),
  );

  // The provider's callbacks: the raw body is kept, since its signature covers the exact bytes.
  app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    callbacks.post(
      '/contracts/callback/asign',
      { schema: { tags, summary: "爱签's callbacks (signature verified; a repeat is ignored)", hide: true } },
      async (request) => {
        await service.onProviderCallback(request.headers, String(request.body ?? ''));
        // The provider reads this exact answer as "received".
        return { code: 0, msg: 'success' };
      },
    );
  });
};
