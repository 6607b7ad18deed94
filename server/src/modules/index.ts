/**
 * The composition root of the API: builds every module's service once, in the order of the module graph
 * (a module is handed the services it calls; it never builds another module's repository), wires the
 * events and the timers, and mounts every module's routes under /api.
 *
 * The module graph, top to bottom (an arrow is "calls the service of"):
 *   review -> positions, company
 *   assistant -> positions, applications, resume, contracts (answers as the asking user)
 *   oa (staff, projects) -> company, account, contracts (a signed contract becomes a staff record)
 *   contracts -> applications (offers), company, account, auth (signing codes), regions
 *   applications (with interviews) -> positions, company, resume, regions
 *   positions -> company, regions          resume -> regions          company -> regions
 *   resume's files (附件简历) -> uploads (the daily quota, the photo in the PDF); applications -> resume files
 *   resume's 谁看过我 -> company, account, positions (names of who looked; handed in as functions)
 *   positions' applicant counts -> applications (handed in)
 *   company's public page -> positions, account (handed in as functions)
 *   positions' recruiter name and title -> account
 *   推荐 (positions) -> resume (the expectation), account (activity); 推荐牛人 (resume) -> positions, account
 *   auth -> account -> (resume, company through two lookups); auth's consent records -> content (versions)
 *   positions, resume -> taxonomy (category and industry codes)
 *   notifications: subscribes to events only; content, system, uploads, regions, taxonomy: leaves
 * Rules that point upwards are handed in as functions (dependency inversion): the job detail's "my
 * application" (positions <- applications), who may see a seeker's contacts (resume <- applications, chat)
 * and the contracts beside the offers in the seeker's records (interviews <- contracts).
 *
 * To add a module: create modules/<domain>/, build its service in `createServices` (services.ts), mount its routes in
 * `apiModules`, schedule its sweeps in `scheduleJobs` (how often: schedule.ts), and subscribe its listeners in `subscribe`.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppEventBus } from '../core/events';
import type { Jobs } from '../plugins/jobs';
import * as interval from './schedule';
import { accountRoutes } from './account/account.routes';
import { verificationRoutes } from './account/verification.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { interviewsRoutes } from './applications/interviews.routes';
import { pipelineRoutes } from './applications/pipeline.routes';
import { subscribePipeline } from './applications/pipeline-writers';
import { interviewCalendarRoutes } from './applications/interview-calendar.routes';
import { assistantRoutes } from './assistant/assistant.routes';
import { authRoutes } from './auth/auth.routes';
import { chatRoutes } from './chat/chat.routes';
import { companyRoutes } from './company/company.routes';
import { contentRoutes } from './content/content.routes';
import { contractsRoutes } from './contracts/contracts.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { projectsRoutes } from './oa/projects.routes';
import { staffRoutes } from './oa/staff.routes';
import { subscribeInterviewLines } from './chat/interview-lines';
import { subscribeChatDeliveries } from './outbox/chat-deliveries';
import { startChannels } from './outbox/channels/start';
import { outboxRoutes } from './outbox/outbox.routes';
import { nearbyRoutes } from './positions/nearby.routes';
import { positionsRoutes } from './positions/positions.routes';
import { positionRecommendRoutes } from './positions/recommend.routes';
import { regionsRoutes } from './regions/regions.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';
import { resumeSearchRoutes } from './resume/resume-search.routes';
import { resumeRoutes } from './resume/resume.routes';
import { resumeViewsRoutes } from './resume/resume-views.routes';
import { resumeFilesRoutes } from './resume/resume-files.routes';
import { reviewRoutes } from './review/review.routes';
import { reportsRoutes } from './reports/reports.routes';
import { systemRoutes } from './system/system.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import type { Services } from './services';

export { createBlobStore, createContractTools, createServices, type ServiceDeps, type Services } from './services';

/** Listeners of domain events: inside their transaction (`within`) or after it committed (core/events.ts). */
export function subscribe(events: AppEventBus, services: Services): void {
  services.notifications.subscribe(events);
  // The socket: what changed in a conversation goes to the members' sockets on every instance.
  subscribeChatDeliveries(events, services.outbox);
  events.on('company.renamed', (event) => services.positions.onCompanyRenamed(event));
  events.on('resume.basicSaved', (event) => services.account.adoptResumeName(event.userId, event.nickname));
  events.on('company.joinDecided', (event) => services.onboarding.onJoinDecided(event));

  // Chat: invitations become cards, results become lines in the two members' conversation.
  subscribeInterviewLines(events, services.chat);
}

/** Every timer of the API, owned by the jobs plugin. */
export function scheduleJobs(jobs: Jobs, services: Services, sweepMs: number): void {
  jobs.every('positions.closeExpired', interval.POSITION_SWEEP_INTERVAL_MS, async () => ({
    closed: await services.positions.closeExpired(),
  }));
  jobs.every('applications.sweep', interval.APPLICATION_SWEEP_INTERVAL_MS, () => services.applications.sweep());
  jobs.every('contracts.sweep', interval.CONTRACT_SWEEP_INTERVAL_MS, () => services.contracts.sweep());
  // 谁看过我: looks at resumes and positions older than VIEW_RETENTION_DAYS go (docs/decisions.md).
  jobs.every('views.prune', interval.VIEW_PRUNE_INTERVAL_MS, async () => ({
    resumeViews: await services.resumeViews.prune(),
    positionViews: await services.positions.pruneViews(),
  }));
  jobs.every('staff.photoRetention', interval.STAFF_PHOTO_SWEEP_INTERVAL_MS, async () => ({
    removed: await services.staff.sweepPhotos(),
  }));
  // Leaving (modules/privacy.ts): deletions past their cooling-off, kept contracts past retention, data copies.
  jobs.every('account.deletions', interval.ACCOUNT_DELETION_SWEEP_INTERVAL_MS, () => services.leaving.sweep());
  jobs.every('account.dataExports', interval.DATA_EXPORT_INTERVAL_MS, () => services.leaving.dataExports.run());
  // The outbox: deliveries whose writer stopped before delivering them, retries, the end of quiet hours.
  jobs.every('outbox.deliver', sweepMs, () => services.outbox.sweep());
  jobs.every('outbox.purge', interval.OUTBOX_PURGE_INTERVAL_MS, async () => ({
    smsCounts: await services.preferences.sms.prune(),
    removed: await services.outbox.purge(),
  }));
}

/** Every API module's routes, mounted under /api; each reads its service from `app.services`. */
export const apiModules: FastifyPluginAsyncZod[] = [
  systemRoutes,
  contentRoutes,
  authRoutes,
  accountRoutes,
  uploadsRoutes,
  regionsRoutes,
  taxonomyRoutes,
  companyRoutes,
  positionsRoutes,
  positionRecommendRoutes,
  nearbyRoutes,
  reviewRoutes,
  reportsRoutes,
  verificationRoutes,
  resumeRoutes,
  resumeSearchRoutes,
  resumeViewsRoutes,
  resumeFilesRoutes,
  applicationsRoutes,
  pipelineRoutes,
  interviewsRoutes,
  interviewCalendarRoutes,
  notificationsRoutes,
  chatRoutes,
  contractsRoutes,
  staffRoutes,
  projectsRoutes,
  assistantRoutes,
  onboardingRoutes,
  subscriptionsRoutes,
  preferencesRoutes,
  outboxRoutes,
];

/** Builds the services onto `app`, wires events and jobs, and mounts the routes (app.ts calls this once). */
export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  const { outbox, account, preferences, subscriptions, wechatTokens } = services;
  startChannels(outbox, {
    socket: app.realtime,
    smsSender: app.smsSender,
    config: app.config,
    clock: app.clock,
    log: app.log,
    reachOf: (userId) => account.reachOf(userId),
    preferences,
    subscriptions,
    wechatTokens,
  });
  subscribe(app.events, services);
  // The application's stage moves inside the transactions of the interview, contract and staff facts.
  subscribePipeline(app.events, app.dbDialect, app.clock);
  scheduleJobs(app.jobs, services, app.config.outboxSweepMs);
  // WeChat and SMS deliveries started by the requests still running finish before the database closes.
  app.addHook('preClose', () => services.outbox.settled());
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
}
