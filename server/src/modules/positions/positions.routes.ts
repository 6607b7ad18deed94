/**
 * Public position calls: `GET positions` (approved only, no login) and `GET positions/{id}`.
 * The Positions issue extends these with search, filters and the recruiter's own calls.
 */
import { JOB_TYPES } from '@common/constants';
import { MSG } from '@common/messages';
import { optionalText } from '@common/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageQuery, pageWindow } from '../../http/paging';
import { createPositionsService } from './positions.service';

const summary = z.object({
  id: z.number().int(),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  updatedAt: z.string().describe('ISO 8601; last edit or refresh'),
});

const detail = summary.extend({
  industry: z.string().nullable(),
  gender: z.string().nullable(),
  requirements: z.string().nullable(),
  workingHours: z.string().nullable(),
  form: z.string(),
  addressDetail: z.string().nullable(),
  recruitStart: z.string().nullable(),
  recruitEnd: z.string().nullable(),
  headcount: z.number().int().nullable(),
  responsibilities: z.string().nullable(),
  conditions: z.string().nullable(),
  companySize: z.string().nullable(),
  companyType: z.string().nullable(),
});

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPositionsService({ db: app.db });

  app.get(
    '/positions',
    {
      schema: {
        tags: ['positions'],
        summary: 'Approved positions, newest first (no login needed)',
        querystring: pageQuery.extend({ keyword: optionalText(30).describe('matches the title') }),
        response: { 200: pageSchema(summary) },
      },
    },
    async (request) => {
      const { keyword, ...paging } = request.query;
      const { rows, total } = await service.list({ keyword: keyword || undefined, ...pageWindow(paging) });
      return page(rows, total);
    },
  );

  app.get(
    '/positions/:id',
    {
      schema: {
        tags: ['positions'],
        summary: 'An approved position',
        params: z.object({ id: z.coerce.number({ error: MSG.validation.integer }).int().positive() }),
        response: { 200: okSchema(detail) },
      },
    },
    async (request) => ok(await service.detail(request.params.id)),
  );
};
