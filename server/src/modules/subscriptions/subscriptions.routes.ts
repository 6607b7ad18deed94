/** WeChat subscriptions (common/subscriptions.ts `subscriptionsCalls`): any logged-in user, their own only. */
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import { t } from '@common/messages';
import { subscriptionsCalls as calls } from '@common/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscriptions;
  route(app, calls.moments, async (request) => ok(service.moments(currentUser(request).identity)));
  route(app, calls.save, async (request) =>
    ok(await service.save(currentUser(request).id, request.body), t(request.locale, SUBSCRIPTIONS_MSG.subscribed)),
  );
};
