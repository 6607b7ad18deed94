/**
 * Notification calls (any logged-in user, own notifications only), and the listeners turning review results
 * into notifications.
 */
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageQuery, pageWindow } from '../../http/paging';
import { currentUser } from '../../http/caller';
import { idPath } from '../../http/params';
import {
  notificationCountSchema as countSchema,
  notificationReadStateSchema as readStateSchema,
  notificationSchema,
} from '@common/notifications';

const loggedIn = { auth: true } as const;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  app.get(
    '/notifications',
    {
      config: loggedIn,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (title and body in the caller's language)",
        querystring: pageQuery,
        response: { 200: pageSchema(notificationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(currentUser(request).id, request.locale, pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/notifications/unreadCount',
    {
      config: loggedIn,
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread",
        response: { 200: okSchema(countSchema) },
      },
    },
    async (request) => ok(await service.unreadCount(currentUser(request).id)),
  );

  app.post(
    '/notifications/readAll',
    {
      config: loggedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification of the caller read; count = how many were unread',
        response: { 200: okSchema(countSchema) },
      },
    },
    async (request) => ok(await service.readAll(currentUser(request).id), t(request.locale, MSG.notifications.readAll)),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: loggedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the caller\'s notifications read (another user\'s: "does not exist")',
        params: idPath,
        response: { 200: okSchema(readStateSchema) },
      },
    },
    async (request) => ok(await service.read(currentUser(request).id, request.params.id)),
  );
};
