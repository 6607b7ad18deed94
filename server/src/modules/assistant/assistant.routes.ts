/**
 * The private assistant's calls (login): ask (answered as an NDJSON stream, common/assistant.ts), read the
 * newest session or one of one's own, and save an offered goal as a job expectation.
 */
import { idParam } from '@common/validation';
import { Readable } from 'node:stream';
import { askSchema, assistantSessionSchema, saveGoalSchema } from '@common/assistant';
import { MSG, t } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/caller';
import { ok, okSchema } from '../../http/envelope';

const loggedIn = { auth: true } as const;
const tags = ['assistant'];

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assistant;

  app.post(
    '/assistant/ask',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Asks the assistant; the answer streams as NDJSON events (session, delta, cards, offer, done)',
        description: `At most ${100} questions a China day. Refusals before the stream starts are the usual envelope.`,
        produces: ['application/x-ndjson'],
        body: askSchema,
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/assistant/session',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'The newest session (or ?id= one of yours) with its messages; null when there is none',
        querystring: z.object({ id: idParam.optional() }),
        response: { 200: okSchema(assistantSessionSchema.nullable()) },
      },
    },
    async (request) => ok(await service.session(currentUser(request).id, request.query.id)),
  );

  app.post(
    '/assistant/save-goal',
    {
      config: { auth: { identity: 'seeker' } },
      schema: {
        tags,
        summary: 'Saves a goal the assistant offered as a job expectation (the user confirmed it)',
        body: saveGoalSchema,
        response: { 200: okSchema(z.object({ saved: z.boolean() })) },
      },
    },
    async (request) =>
      ok(await service.saveGoal(currentUser(request).id, request.body), t(request.locale, MSG.resume.saved)),
  );
};
