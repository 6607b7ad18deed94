/**
 * The operators' delivery log (common/delivery-log.ts): a user's deliveries outside the app, found by the
 * account's phone. Operators only; no payload ever leaves the outbox this way.
 */
import { deliveryLogCalls as calls } from '@common/delivery-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox, account } = app.services;

  route(app, calls.ofUser, async (request) => {
    const { phone, ...paging } = request.query;
    const user = await account.findForOperators(phone);
    if (!user) return ok({ user: null, rows: [], total: 0 });
    const { rows, total } = await outbox.logOf(user.id, pageWindow(paging));
    return ok({ user, rows, total });
  });
};
