/**
 * Every API module, mounted under /api. To add a module: create modules/<domain>/<domain>.routes.ts
 * exporting a FastifyPluginAsyncZod and list it here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './company/company.routes';
import { contentRoutes } from './content/content.routes';
import { interviewsRoutes } from './interviews/interviews.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { nearbyRoutes } from './positions/nearby.routes';
import { positionsRoutes } from './positions/positions.routes';
import { regionsRoutes } from './regions/regions.routes';
import { resumeRoutes } from './resume/resume.routes';
import { reviewRoutes } from './review/review.routes';
import { systemRoutes } from './system/system.routes';
import { uploadsRoutes } from './uploads/uploads.routes';

export const apiModules: FastifyPluginAsyncZod[] = [
  systemRoutes,
  contentRoutes,
  authRoutes,
  accountRoutes,
  uploadsRoutes,
  regionsRoutes,
  companyRoutes,
  positionsRoutes,
  nearbyRoutes,
  reviewRoutes,
  resumeRoutes,
  applicationsRoutes,
  interviewsRoutes,
  notificationsRoutes,
];
