/**
 * Chat calls (common/chat.ts `chatCalls`): any logged-in user; only the two members reach a conversation. The
 * socket that pushes new messages is plugins/realtime.ts (GET /api/ws); these calls are the source of truth
 * it syncs from.
 */
import { chatCalls as calls } from '@common/chat';
import { MSG, t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { done, ok, page } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import { route } from '../../http/route';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.chat;

  route(app, calls.start, async (request) =>
    ok(await service.start(currentUser(request), request.body, request.locale)),
  );

  route(app, calls.list, async (request) => {
    const { unread, ...paging } = request.query;
    const { rows, total } = await service.list(
      currentUser(request).id,
      unread === 'true',
      request.locale,
      pageWindow(paging),
    );
    return page(rows, total);
  });

  route(app, calls.unreadCount, async (request) => ok(await service.unreadTotal(currentUser(request).id)));

  route(app, calls.detail, async (request) =>
    ok(await service.detail(currentUser(request).id, request.params.id, request.locale)),
  );

  route(app, calls.messages, async (request) =>
    ok(await service.messages(currentUser(request).id, request.params.id, request.query, request.locale)),
  );

  route(app, calls.send, async (request) =>
    ok(await service.send(currentUser(request).id, request.params.id, request.body, request.locale)),
  );

  route(app, calls.read, async (request) =>
    ok(await service.read(currentUser(request).id, request.params.id, request.body.seq)),
  );

  route(app, calls.requestExchange, async (request) =>
    ok(await service.requestExchange(currentUser(request).id, request.params.id, request.body.what, request.locale)),
  );

  for (const [call, accept] of [
    [calls.acceptExchange, true],
    [calls.declineExchange, false],
  ] as const) {
    route(app, call, async (request) =>
      ok(
        await service.answerExchange(
          currentUser(request).id,
          request.params.id,
          request.params.messageId,
          accept,
          request.locale,
        ),
      ),
    );
  }

  route(app, calls.requestResumeFile, async (request) =>
    ok(
      await service.requestResumeFile(currentUser(request).id, request.params.id, request.locale),
      t(request.locale, RESUME_FILES_MSG.request.sent),
    ),
  );

  route(app, calls.answerResumeFileRequest, async (request) =>
    ok(
      await service.answerResumeFileRequest(
        currentUser(request).id,
        request.params.id,
        request.params.messageId,
        request.body,
        request.locale,
      ),
      t(request.locale, request.body.accept ? RESUME_FILES_MSG.sent : RESUME_FILES_MSG.request.declined),
    ),
  );

  for (const [call, blocked] of [
    [calls.block, true],
    [calls.unblock, false],
  ] as const) {
    route(app, call, async (request) =>
      ok(
        await service.block(currentUser(request).id, request.params.id, blocked),
        t(request.locale, blocked ? MSG.chat.blocked : MSG.chat.unblocked),
      ),
    );
  }

  route(app, calls.report, async (request) => {
    await service.report(currentUser(request).id, request.params.id, request.body);
    return done(t(request.locale, MSG.chat.reported));
  });

  route(app, calls.settings, async (request) => {
    const user = currentUser(request);
    return ok(await service.settings(user.id, user.identity === 'recruiter' ? 'recruiter' : 'seeker', request.locale));
  });

  route(app, calls.saveSettings, async (request) =>
    ok(await service.saveSettings(currentUser(request).id, request.body), t(request.locale, MSG.chat.settingsSaved)),
  );
};
