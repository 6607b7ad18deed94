/** Notification calls (common/notifications.ts `notificationCalls`): any logged-in user, own notifications only. */
import { MSG, t } from '@common/messages';
import { notificationCalls as calls } from '@common/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  route(app, calls.list, async (request) => {
    const { rows, total } = await service.list(currentUser(request).id, request.locale, pageWindow(request.query));
    return page(rows, total);
  });

  route(app, calls.unreadCount, async (request) => ok(await service.unreadCount(currentUser(request).id)));

  route(app, calls.readAll, async (request) =>
    ok(await service.readAll(currentUser(request).id), t(request.locale, MSG.notifications.readAll)),
  );

  route(app, calls.read, async (request) => ok(await service.read(currentUser(request).id, request.params.id)));
};
