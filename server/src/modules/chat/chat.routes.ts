/**
 * Chat calls (any logged-in user; only the two members reach a conversation). The socket that pushes new
 * messages is plugins/realtime.ts (GET /api/ws); these calls are the source of truth it syncs from.
 */
import { idParam, idPath } from '@common/validation';
import {
  blockStateSchema,
  chatMessageSchema,
  chatSettingsSchema,
  conversationDetailSchema,
  conversationIdSchema,
  conversationSummarySchema,
  conversationsQuerySchema,
  exchangeRequestSchema,
  messagesPageSchema,
  messagesQuerySchema,
  readSchema,
  readStateSchema,
  reportSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadTotalSchema,
} from '@common/chat';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/caller';
import { done, doneSchema, ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';

const loggedIn = { auth: true } as const;
const tags = ['chat'];
const messagePath = z.object({ id: idParam, messageId: idParam });

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.chat;

  app.post(
    '/conversations',
    {
      config: loggedIn,
      schema: {
        tags,
        summary:
          'Opens the conversation about a position (a seeker: with its recruiter; a recruiter: with seekerId) and sends the greeting when new',
        body: startConversationSchema,
        response: { 200: okSchema(conversationIdSchema) },
      },
    },
    async (request) => ok(await service.start(currentUser(request), request.body, request.locale)),
  );

  app.get(
    '/conversations',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: "The caller's conversations, newest activity first, with unread counts",
        querystring: conversationsQuerySchema,
        response: { 200: pageSchema(conversationSummarySchema) },
      },
    },
    async (request) => {
      const { unread, ...paging } = request.query;
      const { rows, total } = await service.list(
        currentUser(request).id,
        unread === 'true',
        request.locale,
        pageWindow(paging),
      );
      return page(rows, total);
    },
  );

  app.get(
    '/conversations/unreadCount',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Unread messages over all conversations of the caller',
        response: { 200: okSchema(unreadTotalSchema) },
      },
    },
    async (request) => ok(await service.unreadTotal(currentUser(request).id)),
  );

  app.get(
    '/conversations/:id',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'One conversation: the other member, the position card, read state and block state',
        params: idPath,
        response: { 200: okSchema(conversationDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(currentUser(request).id, request.params.id, request.locale)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Messages by seq, oldest first: the latest, those before `before`, or those after `after`',
        params: idPath,
        querystring: messagesQuerySchema,
        response: { 200: okSchema(messagesPageSchema) },
      },
    },
    async (request) =>
      ok(await service.messages(currentUser(request).id, request.params.id, request.query, request.locale)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: loggedIn,
      schema: {
        tags,
        summary:
          'Sends a message (text, image, position, resume); a resend with the same clientId answers the stored message',
        params: idPath,
        body: sendMessageSchema,
        response: { 200: okSchema(chatMessageSchema) },
      },
    },
    async (request) => ok(await service.send(currentUser(request).id, request.params.id, request.body, request.locale)),
  );

  app.post(
    '/conversations/:id/read',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Marks the conversation read up to seq (never backwards)',
        params: idPath,
        body: readSchema,
        response: { 200: okSchema(readStateSchema) },
      },
    },
    async (request) => ok(await service.read(currentUser(request).id, request.params.id, request.body.seq)),
  );

  app.post(
    '/conversations/:id/exchanges',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Asks the other member to exchange phone numbers or WeChat IDs',
        params: idPath,
        body: exchangeRequestSchema,
        response: { 200: okSchema(chatMessageSchema) },
      },
    },
    async (request) =>
      ok(await service.requestExchange(currentUser(request).id, request.params.id, request.body.what, request.locale)),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/conversations/:id/exchanges/:messageId/${answer}`,
      {
        config: loggedIn,
        schema: {
          tags,
          summary:
            answer === 'accept'
              ? "Accepts the other member's exchange request: both see both values"
              : "Declines the other member's exchange request",
          params: messagePath,
          response: { 200: okSchema(chatMessageSchema) },
        },
      },
      async (request) =>
        ok(
          await service.answerExchange(
            currentUser(request).id,
            request.params.id,
            request.params.messageId,
            answer === 'accept',
            request.locale,
          ),
        ),
    );
  }

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/conversations/:id/${action}`,
      {
        config: loggedIn,
        schema: {
          tags,
          summary:
            action === 'block'
              ? 'Blocks the conversation: the other member can no longer write (they are told only that it was not delivered)'
              : 'Lifts the block the caller set',
          params: idPath,
          response: { 200: okSchema(blockStateSchema) },
        },
      },
      async (request) =>
        ok(
          await service.block(currentUser(request).id, request.params.id, action === 'block'),
          t(request.locale, action === 'block' ? MSG.chat.blocked : MSG.chat.unblocked),
        ),
    );
  }

  app.post(
    '/conversations/:id/report',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Reports the other member to the operators (reason required)',
        params: idPath,
        body: reportSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await service.report(currentUser(request).id, request.params.id, request.body);
      return done(t(request.locale, MSG.chat.reported));
    },
  );

  app.get(
    '/chat/settings',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: "The caller's greeting and quick replies (defaults in the caller's language until saved)",
        response: { 200: okSchema(chatSettingsSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await service.settings(user.id, user.identity === 'recruiter' ? 'recruiter' : 'seeker', request.locale),
      );
    },
  );

  app.put(
    '/chat/settings',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Saves the greeting and the quick replies',
        body: chatSettingsSchema,
        response: { 200: okSchema(chatSettingsSchema) },
      },
    },
    async (request) =>
      ok(await service.saveSettings(currentUser(request).id, request.body), t(request.locale, MSG.chat.settingsSaved)),
  );
};
