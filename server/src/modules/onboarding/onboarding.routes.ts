/** Onboarding (common/onboarding.ts `onboardingCalls`; joining a company is served by the company module). */
import { onboardingCalls as calls } from '@common/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/caller';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.onboarding;
  route(app, calls.state, async (request) => ok(await service.state(currentUser(request).id)));
  route(app, calls.skip, async (request) => ok(await service.skip(currentUser(request).id, request.body.step)));
  route(app, calls.finish, async (request) => {
    await service.finish(currentUser(request).id);
    return done();
  });
  route(app, calls.saveProfile, async (request) =>
    ok(await service.saveProfile(currentUser(request).id, request.body)),
  );
  route(app, calls.saveStatus, async (request) => ok(await service.saveStatus(currentUser(request).id, request.body)));
};
