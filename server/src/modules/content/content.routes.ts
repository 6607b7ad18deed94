/**
 * Spec section 7: `GET commonmenu/list` (no auth, data is a list), `GET version/getVersion`, and the help
 * center: agreements, FAQ articles, "about us" with the filing numbers (no auth; answered in the caller's
 * language), `PUT app/intro` for operators.
 */
import { idPath, pageQuery } from '@common/validation';
import {
  agreementSchema,
  agreementSummarySchema,
  articleSchema,
  articleSummarySchema,
  introRecordSchema,
  introSchema,
  introUpdateSchema,
  menuItemSchema,
  versionInfoSchema,
} from '@common/content';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  app.get(
    '/commonmenu/list',
    {
      // Asked by every home page the server serves (its first data) and every app start.
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Home page shortcut menu',
        response: { 200: okSchema(z.array(menuItemSchema)) },
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
        response: { 200: okSchema(versionInfoSchema) },
      },
    },
    async (request) => ok(await service.appVersion(request.query.name, request.locale)),
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
        response: { 200: okSchema(agreementSchema) },
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
        response: { 200: pageSchema(agreementSummarySchema) },
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
        params: idPath,
        response: { 200: okSchema(agreementSchema) },
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
        response: { 200: pageSchema(articleSummarySchema) },
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
        params: idPath,
        response: { 200: okSchema(articleSchema) },
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
        response: { 200: okSchema(introSchema) },
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
        response: { 200: pageSchema(introSchema) },
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
        body: introUpdateSchema,
        response: { 200: okSchema(introRecordSchema) },
      },
    },
    async (request) => ok(await service.updateIntro(request.body), t(request.locale, MSG.content.saved)),
  );
};
