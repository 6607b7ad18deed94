/**
 * Spec section 7: `GET commonmenu/list` (no auth, data is a list), `GET version/getVersion`, and the help
 * center: agreements, FAQ articles, "about us" with the filing numbers (no auth; answered in the caller's
 * language), `PUT app/intro` for operators. Descriptors: common/content.ts `contentCalls`.
 */
import { contentCalls as calls } from '@common/content';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  // Asked by every home page the server serves (its first data) and every app start.
  route(app, calls.menu, async () => ok(await service.menus()), { config: { publicCache: true } });

  route(app, calls.version, async (request) => ok(await service.appVersion(request.query.name, request.locale)));

  route(app, calls.agreement, async (request) => ok(await service.agreement(request.query.type, request.locale)));

  route(app, calls.agreements, async (request) => {
    const rows = await service.agreements(request.locale);
    return page(rows, rows.length);
  });

  route(app, calls.agreementById, async (request) =>
    ok(await service.agreementById(request.params.id, request.locale)),
  );

  route(app, calls.articles, async (request) => {
    const { limit, offset } = pageWindow(request.query);
    const { rows, total } = await service.articles(request.locale, limit, offset);
    return page(rows, total);
  });

  route(app, calls.article, async (request) => ok(await service.article(request.params.id, request.locale)));

  route(app, calls.intro, async (request) => ok(await service.intro(request.locale)));

  route(app, calls.intros, async (request) => {
    const { limit, offset } = pageWindow(request.query);
    const { rows, total } = await service.intros(request.locale, limit, offset);
    return page(rows, total);
  });

  route(app, calls.updateIntro, async (request) =>
    ok(await service.updateIntro(request.body), t(request.locale, MSG.content.saved)),
  );
};
