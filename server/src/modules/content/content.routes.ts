/**
 * Spec section 7: `GET commonmenu/list` (no auth, data is a list), `GET version/getVersion`, and the help
 * center: agreements, FAQ articles, "about us" with the filing numbers (no auth; answered in the caller's
 * language), `PUT app/intro` for operators.
 */
import { MSG, t } from '@common/messages';
import { optionalText } from '@common/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageQuery, pageWindow } from '../../http/paging';

const menuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().describe('symbolic icon name the app maps to its icon set'),
  path: z.string().describe('absolute page path, e.g. /pages/resume/index'),
  sort: z.number().int(),
});

const versionInfo = z.object({
  minimumVersion: z.number().int().describe('version code; the app prompts when it exceeds its own (1055)'),
  updateLog: z.string(),
  forceUpdates: z.boolean(),
  downloadUrl: z.string(),
});

const agreementSummary = z.object({
  id: z.number().int(),
  type: z.string().describe('user | privacy | company'),
  version: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
const agreement = agreementSummary.extend({
  content: z.string().describe('plain text, paragraphs split by a blank line'),
});
const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
const article = articleSummary.extend({ content: z.string().describe('plain text, paragraphs split by a blank line') });
const intro = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  company: z.string(),
  address: z.string(),
  icp: z.string().describe('ICP filing number, e.g. 浙ICP备2026000000号-1'),
  icpUrl: z.string(),
  policeFiling: z.string().describe('public security filing number'),
  policeFilingUrl: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string(),
});
const introRecord = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  companyZh: z.string(),
  companyEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  icp: z.string(),
  policeFiling: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string(),
});
/** Every field optional: only the fields sent change; empty text is refused. */
const nonEmpty = (max: number) =>
  optionalText(max).refine((v) => v === undefined || v !== '', { error: MSG.validation.required });
const introUpdate = z.object({
  id: z.number({ error: MSG.validation.integer }).int({ error: MSG.validation.integer }).positive().optional(),
  titleZh: nonEmpty(50),
  titleEn: nonEmpty(100),
  contentZh: nonEmpty(5000),
  contentEn: nonEmpty(10000),
  companyZh: nonEmpty(100),
  companyEn: nonEmpty(200),
  addressZh: nonEmpty(200),
  addressEn: nonEmpty(300),
  icp: nonEmpty(50),
  policeFiling: nonEmpty(50),
  contactPhone: nonEmpty(30),
  contactEmail: nonEmpty(100),
});
const idParam = z.object({
  id: z.coerce.number({ error: MSG.validation.integer }).int({ error: MSG.validation.integer }).positive({
    error: MSG.validation.numberMin,
  }),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  app.get(
    '/commonmenu/list',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page shortcut menu',
        response: { 200: okSchema(z.array(menuItem)) },
      },
    },
    async () => ok(await service.menus()),
  );

  app.get(
    '/version/getVersion',
    {
      schema: {
        tags: ['content'],
        summary: 'Latest app version for a platform',
        querystring: z.object({
          name: z
            .string({ error: MSG.validation.required })
            .trim()
            .min(1, { error: MSG.validation.required })
            .max(32, { error: MSG.validation.tooLong })
            .describe('platform, e.g. android'),
        }),
        response: { 200: okSchema(versionInfo) },
      },
    },
    async (request) => ok(await service.appVersion(request.query.name)),
  );

  app.get(
    '/app/agreement/get',
    {
      schema: {
        tags: ['content'],
        summary: "The current agreement of a type, in the caller's language",
        querystring: z.object({
          type: z
            .string({ error: MSG.validation.required })
            .trim()
            .min(1, { error: MSG.validation.required })
            .max(32, { error: MSG.validation.tooLong })
            .describe('user | privacy | company'),
        }),
        response: { 200: okSchema(agreement) },
      },
    },
    async (request) => ok(await service.agreement(request.query.type, request.locale)),
  );

  app.get(
    '/app/agreement/list',
    {
      schema: {
        tags: ['content'],
        summary: 'The current agreement of every type (without content)',
        response: { 200: pageSchema(agreementSummary) },
      },
    },
    async (request) => {
      const rows = await service.agreements(request.locale);
      return page(rows, rows.length);
    },
  );

  app.get(
    '/app/agreement/getData/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One agreement by id',
        params: idParam,
        response: { 200: okSchema(agreement) },
      },
    },
    async (request) => ok(await service.agreementById(request.params.id, request.locale)),
  );

  app.get(
    '/app/article/list',
    {
      schema: {
        tags: ['content'],
        summary: 'Help-center FAQ articles (without content)',
        querystring: pageQuery,
        response: { 200: pageSchema(articleSummary) },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { rows, total } = await service.articles(request.locale, limit, offset);
      return page(rows, total);
    },
  );

  app.get(
    '/app/article/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One FAQ article',
        params: idParam,
        response: { 200: okSchema(article) },
      },
    },
    async (request) => ok(await service.article(request.params.id, request.locale)),
  );

  app.get(
    '/app/intro/selectIntro',
    {
      schema: {
        tags: ['content'],
        summary: 'About us with the ICP and public security filing numbers',
        response: { 200: okSchema(intro) },
      },
    },
    async (request) => ok(await service.intro(request.locale)),
  );

  app.get(
    '/intro/list',
    {
      schema: {
        tags: ['content'],
        summary: 'Every "about us" record, newest (current) first',
        querystring: pageQuery,
        response: { 200: pageSchema(intro) },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { rows, total } = await service.intros(request.locale, limit, offset);
      return page(rows, total);
    },
  );

  app.put(
    '/app/intro',
    {
      config: { auth: { role: 'operator' } },
      schema: {
        tags: ['content'],
        summary: 'Operators: change "about us" (the fields sent, of `id` or of the current record)',
        body: introUpdate,
        response: { 200: okSchema(introRecord) },
      },
    },
    async (request) => ok(await service.updateIntro(request.body), t(request.locale, MSG.content.saved)),
  );
};
