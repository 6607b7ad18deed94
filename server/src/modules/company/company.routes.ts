/**
 * The recruiter's company information (identity recruiter): `GET company`, `PUT company`, `POST
 * company/submit`. Shared request schema: common/company.ts.
 */
import { companySchema } from '@common/company';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../http/envelope';
import { currentUser } from '../../http/caller';
import { companyResponseSchema } from '@common/company';

const recruiter = { auth: { identity: 'recruiter' } } as const;

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.company;

  app.get(
    '/company',
    {
      config: recruiter,
      schema: {
        tags: ['company'],
        summary: "The caller's company, or null before it is first saved",
        response: { 200: okSchema(companyResponseSchema.nullable()) },
      },
    },
    async (request) => ok(await service.get(currentUser(request).id)),
  );

  app.put(
    '/company',
    {
      config: recruiter,
      schema: {
        tags: ['company'],
        summary: "Saves the caller's company (creates it as draft the first time)",
        description:
          "Required: name, contact (11 digits), region, addressDetail, size, type, acceptTerms and acceptAuthorization true. Changing an approved company's name, businessLicense or sealLetter sends it back to review (msg says so).",
        body: companySchema,
        response: { 200: okSchema(companyResponseSchema) },
      },
    },
    async (request) => {
      const { company, backToReview } = await service.save(currentUser(request).id, request.body);
      return ok(company, t(request.locale, backToReview ? MSG.company.backToReview : MSG.company.saved));
    },
  );

  app.post(
    '/company/submit',
    {
      config: recruiter,
      schema: {
        tags: ['company'],
        summary: 'Submits the saved company for verification (needs the business license and the sealed letter)',
        response: { 200: okSchema(companyResponseSchema) },
      },
    },
    async (request) => ok(await service.submit(currentUser(request).id), t(request.locale, MSG.company.submitted)),
  );
};
