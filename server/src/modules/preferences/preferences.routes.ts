/** 通知设置 calls (common/preferences.ts `preferenceCalls`): any logged-in user, their own settings only. */
import { t } from '@common/messages';
import { PREFERENCES_MSG } from '@common/messages.preferences';
import { preferenceCalls as calls } from '@common/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.preferences;

  route(app, calls.get, async (request) => ok(await service.get(currentUser(request).id)));

  route(app, calls.save, async (request) =>
    ok(await service.save(currentUser(request).id, request.body), t(request.locale, PREFERENCES_MSG.saved)),
  );
};
