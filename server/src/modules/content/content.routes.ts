/** Spec section 7: `GET commonmenu/list` (no auth, data is a list) and `GET version/getVersion`. */
import { MSG } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../http/envelope';
import { createContentService } from './content.service';

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

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentService({ db: app.db, appDownloadUrl: app.config.appDownloadUrl });

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
};
