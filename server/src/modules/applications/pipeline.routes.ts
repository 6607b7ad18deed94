/**
 * Pipeline calls (common/pipeline.ts `pipelineCalls`): the recruiter's board of one position (identity
 * recruiter) and the seeker withdrawing an application (identity seeker).
 */
import { PIPELINE_MSG } from '@common/messages.pipeline';
import { t } from '@common/messages';
import { pipelineCalls as calls } from '@common/pipeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pipeline;

  route(app, calls.board, async (request) =>
    ok(await service.board(currentUser(request).id, Number(request.query.positionId))),
  );

  route(app, calls.withdraw, async (request) =>
    ok(await service.withdraw(currentUser(request).id, request.params.id), t(request.locale, PIPELINE_MSG.withdrawn)),
  );
};
