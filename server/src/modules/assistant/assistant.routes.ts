/**
 * The private assistant's calls (login): ask (answered as an NDJSON stream, common/assistant.ts), read the
 * newest session or one of one's own, and save an offered goal as a job expectation. Descriptors:
 * common/assistant.ts `assistantCalls`.
 */
import { Readable } from 'node:stream';
import { assistantCalls as calls } from '@common/assistant';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assistant;

  route(app, calls.ask, async (request, reply) => {
    const user = currentUser(request);
    const sessionId = await service.prepare(user.id, request.body.sessionId);
    const events = service.ask(
      user.id,
      user.identity === 'recruiter' ? 'recruiter' : 'seeker',
      sessionId,
      request.body.text,
      request.locale,
    );
    const lines = async function* () {
      try {
        for await (const event of events) yield `${JSON.stringify(event)}\n`;
      } catch (error) {
        request.log.error({ err: error }, 'assistant answer failed');
        yield `${JSON.stringify({ type: 'error', msg: t(request.locale, MSG.errors.server) })}\n`;
      }
    };
    return reply
      .type('application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(lines()));
  });

  route(app, calls.session, async (request) => ok(await service.session(currentUser(request).id, request.query.id)));

  route(app, calls.saveGoal, async (request) =>
    ok(await service.saveGoal(currentUser(request).id, request.body), t(request.locale, MSG.resume.saved)),
  );
};
