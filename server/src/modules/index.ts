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
 * To add a module: create modules/<domain>/, build its service in `createServices`, mount its routes in
 * `apiModules`, schedule its sweeps in `scheduleJobs` (how often: schedule.ts), and subscribe its listeners in `subscribe`.
 */
import { localBlobStore, type BlobStore } from '../core/blob-store';
import { s3BlobStore } from '../adapters/s3-store';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Redis from 'ioredis';
import type { SmsSender } from '../adapters/sms';
import type { Clock } from '../core/clock';
import type { AppConfig } from '../core/config';
import type { AppEventBus } from '../core/events';
import type { Db, DbDialect } from '../db/connect';
import { createFieldCipher } from '../core/field-cipher';
import type { ChatModel } from '../adapters/chat-model';
import type { ESignProvider } from '../adapters/esign';
import type { Jobs } from '../plugins/jobs';
import * as interval from './schedule';
import { createLeaving } from './privacy';
import { accountRoutes } from './account/account.routes';
import { createAccountService } from './account/account.service';
import { createVerificationService } from './account/verification.service';
import { verificationRoutes } from './account/verification.routes';
import { createActivityRepository } from './account/activity.repository';
import { createSessionService } from './account/sessions.service';
import { applicationsRoutes } from './applications/applications.routes';
import { createApplicationsService } from './applications/applications.service';
import { interviewsRoutes } from './applications/interviews.routes';
import { pipelineRoutes } from './applications/pipeline.routes';
import { subscribePipeline } from './applications/pipeline-writers';
import { interviewCalendarRoutes } from './applications/interview-calendar.routes';
import { createInterviewsService } from './applications/interviews.service';
import { assistantRoutes } from './assistant/assistant.routes';
import { createAssistantService } from './assistant/assistant.service';
import { assistantTools } from './assistant/tools';
import { authRoutes } from './auth/auth.routes';
import { chatRoutes } from './chat/chat.routes';
import { createChatService } from './chat/chat.service';
import { positionFacts } from './chat/position-facts';
import { redisCountHit } from './chat/send-limits';
import { createAuthService } from './auth/auth.service';
import { createCaptchaService } from './auth/captcha.service';
import { createConsentService } from './auth/consents.service';
import { createRateLimiter } from './auth/rate-limit.service';
import { createSmsCodeService } from './auth/sms-codes.service';
import { companyRoutes } from './company/company.routes';
import { createCompanyService } from './company/company.service';
import { contentRoutes } from './content/content.routes';
import { createContractFiles } from './contracts/contract-files';
import { contractsRoutes } from './contracts/contracts.routes';
import { createContractsService } from './contracts/contracts.service';
import { loadPlatformCertificate, type PlatformCertificate } from './contracts/document';
import { createContentService } from './content/content.service';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createProjectsService } from './oa/projects.service';
import { projectsRoutes } from './oa/projects.routes';
import { createStaffPhotos } from './oa/staff-photos';
import { staffRoutes } from './oa/staff.routes';
import { createStaffService } from './oa/staff.service';
import { createNotificationsService } from './notifications/notifications.service';
import { subscribeInterviewLines } from './chat/interview-lines';
import { subscribeChatDeliveries } from './outbox/chat-deliveries';
import { startChannels } from './outbox/channels/start';
import { outboxRoutes } from './outbox/outbox.routes';
import { createOutboxService } from './outbox/outbox.service';
import { nearbyRoutes } from './positions/nearby.routes';
import { createNearbyService } from './positions/nearby.service';
import { positionsRoutes } from './positions/positions.routes';
import { createPositionsService } from './positions/positions.service';
import { positionRecommendRoutes } from './positions/recommend.routes';
import { createPositionRecommendService } from './positions/recommend.service';
import { regionsRoutes } from './regions/regions.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';
import { resumeSearchRoutes } from './resume/resume-search.routes';
import { createResumeSearchService } from './resume/resume-search.service';
import { resumeRoutes } from './resume/resume.routes';
import { resumeViewsRoutes } from './resume/resume-views.routes';
import { createResumeViewsService } from './resume/resume-views.service';
import { createResumeService } from './resume/resume.service';
import { reviewRoutes } from './review/review.routes';
import { chatReportHooks, createReports } from './reports/wiring';
import { reportsRoutes } from './reports/reports.routes';
import { systemRoutes } from './system/system.routes';
import { createSystemService } from './system/system.service';
import { uploadsRoutes } from './uploads/uploads.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './subscriptions/subscriptions.service';
import { createAccessTokens } from '../adapters/wechat';
import { preferencesRoutes } from './preferences/preferences.routes';
import { createPreferencesService } from './preferences/preferences.service';
import { createOnboardingService } from './onboarding/onboarding.service';
import { createUploadsService } from './uploads/uploads.service';

export interface ServiceDeps {
  db: Db;
  dialect: DbDialect;
  config: AppConfig;
  clock: Clock;
  events: AppEventBus;
  smsSender: SmsSender;
  log: FastifyBaseLogger;
  /** A licensed e-sign provider (ESIGN_PROVIDER); absent: contracts are signed in the app. */
  esign?: ESignProvider;
  /** An outside chat model for the assistant (AI_PROVIDER); absent: the built-in answers. */
  chatModel?: ChatModel;
  /** Where files live (STORAGE_DRIVER). */
  store: BlobStore;
  /** Reports whether Redis answers, when REDIS_URL is set (health). */
  redisPing?: () => Promise<void>;
  /** The shared Redis connection when REDIS_URL is set: per-user rates count there. */
  redis?: Redis;
}

/** The file storage chosen by configuration: DATA_DIR, or an S3-compatible bucket. */
export function createBlobStore(config: AppConfig): BlobStore {
  return config.storage.driver === 's3' ? s3BlobStore(config.storage) : localBlobStore(config.dataDir);
}

export function createServices(deps: ServiceDeps) {
  const { db, dialect, config, clock, events, smsSender, log, esign, chatModel, store } = deps;
  const base = { db, clock };
  const sessions = createSessionService({
    db,
    jwtSecret: config.jwtSecret,
    tokenTtlDays: config.tokenTtlDays,
    now: () => clock.now(),
    onLogin: (userId) => leaving.deletion.cancelByLogin(userId),
    beforeLogin: (userId) => reports.checkLogin(userId),
  });
  const activity = createActivityRepository(db);
  // 通知设置: the outbox asks it before a delivery leaves the app (allows), the SMS channel its quiet hours.
  const preferences = createPreferencesService(base);
  // Every push, WeChat message and SMS (channels start in registerModules, where the socket is).
  const outbox = createOutboxService({ db, dialect, clock, log, allows: (...args) => preferences.allows(...args) });
  const limiter = createRateLimiter(base);
  const uploads = createUploadsService({
    store,
    countHit: (key, windowMs) => limiter.hit(key, windowMs),
    secret: config.jwtSecret,
    now: () => clock.now(),
  });
  const company = createCompanyService({
    ...base,
    events,
    documents: uploads,
    // The public page's positions and recruiters: positions and account are built below (read at call time).
    page: {
      positions: (companyId) => positions.companyPage(companyId),
      recruiters: (userIds) => account.recruiterCards(userIds),
    },
  });
  const verification = createVerificationService({ ...base, events, dataKey: config.dataKey, uploads, company });
  // Late-bound: the rules that point up the graph read the applications service once it exists.
  const late: {
    applications?: ReturnType<typeof createApplicationsService>;
    chat?: ReturnType<typeof createChatService>;
    contracts?: ReturnType<typeof createContractsService>;
  } = {};
  const applicationsLater = () => late.applications!;
  // 谁看过我: names of who looked come from their modules (positions and account are built below).
  const resumeViews = createResumeViewsService({
    ...base,
    companies: (ids) => company.briefs(ids),
    recruiters: async (ids) =>
      new Map(
        [...(await account.recruiterCards(ids))].map(([id, card]) => [
          id,
          { name: card.name, title: card.title || null },
        ]),
      ),
    positions: (ids) => positions.briefs(ids),
  });
  const resume = createResumeService({ ...base, events, views: resumeViews });
  const resumeSearch = createResumeSearchService({
    ...base,
    views: resumeViews,
    ownPosition: (recruiterId, positionId) => positionRecommend.ownPosition(recruiterId, positionId),
    lastActive: (ids) => account.lastActive(ids),
    // A seeker's contacts open to a company they applied to, or exchanged a phone / WeChat with in chat.
    contactAccess: async (companyId, seekerId) =>
      (await applicationsLater().contactAccess(companyId, seekerId)) ||
      (await late.chat!.exchangedWith(companyId, seekerId)),
  });
  const positionRecommend = createPositionRecommendService({
    ...base,
    expectationOf: (seekerId, id) => resume.expectation(seekerId, id),
    lastActive: (ids) => account.lastActive(ids),
  });
  const positions = createPositionsService({
    ...base,
    dialect,
    events,
    company,
    applicationOf: (seekerId, positionId) => applicationsLater().ofPosition(seekerId, positionId),
    applicantCounts: (positionIds) => applicationsLater().countByPosition(positionIds),
    recruiterCard: async (userId) => (await account.recruiterCards([userId])).get(userId),
  });
  const applications = createApplicationsService({
    ...base,
    dialect,
    events,
    periods: config.applications,
    company,
    positions,
    resume,
    // The detail's contract and the refusal to reject an offer whose contract waits for the signature.
    contractOf: (applicationId, viewer) => late.contracts!.ofApplication(applicationId, viewer),
  });
  late.applications = applications;
  const interviews = createInterviewsService({
    ...base,
    dialect,
    events,
    company,
    contractsOf: (seekerId, applicationIds) => late.contracts!.ofApplications(seekerId, applicationIds),
  });
  const account = createAccountService({ ...base, sessions, resume, company, verification });
  const chat = createChatService({
    ...base,
    events,
    limits: config.chat,
    countHit: deps.redis ? redisCountHit(deps.redis, config.redisPrefix, limiter.hit) : limiter.hit,
    profiles: (ids) => account.profiles(ids),
    position: (positionId, ownerId) => positionFacts(positions, positionId, ownerId),
    companyIdOf: (userId) => company.idOf(userId),
    checkResumeOpen: async (recruiterId, seekerId) => {
      await resumeSearch.detailForRecruiter(recruiterId, seekerId);
    },
    contactOf: async (userId, side, what) => {
      if (side === 'recruiter') return (await account.recruiterShares(userId))[what];
      if (what === 'wechat') return (await resume.basic(userId))?.wechat ?? '';
      return (await account.profiles([userId])).get(userId)?.phone ?? '';
    },
    applicationOf: (seekerId, positionId) => applications.ofPosition(seekerId, positionId),
    apply: (seekerId, positionId, locale) => applications.apply(seekerId, positionId, locale),
    ...chatReportHooks(() => reports),
  });
  late.chat = chat;
  const reports = createReports({ ...base, events, uploads, chat, account, sessions, countHit: limiter.hit });
  const captcha = createCaptchaService({ ...base, enabled: config.captchaEnabled });
  const codes = createSmsCodeService({
    ...base,
    secret: config.jwtSecret,
    sender: smsSender,
    limiter,
    limits: config.smsLimits,
    log,
  });
  const content = createContentService({ ...base, appDownloadUrl: config.appDownloadUrl });
  // The agreement versions in force are the content module's current agreements.
  const currentVersions = async () =>
    Object.fromEntries((await content.agreements('zh-Hans')).map(({ type, version }) => [type, version]));
  const consents = createConsentService({ ...base, currentVersions });
  // One WeChat access token per instance: the phone login and the outbox's WeChat channel share it.
  const wechatTokens = config.wechat ? createAccessTokens(config.wechat, () => clock.now()) : undefined;
  const auth = createAuthService({
    ...base,
    events,
    account,
    sessions,
    codes,
    captcha,
    limiter,
    consents,
    wechat: config.wechat,
    wechatTokens,
    alipay: config.alipay,
    log,
  });
  const contracts = createContractsService({
    ...base,
    events,
    ...createContractTools(config, store),
    company,
    offers: interviews,
    account: async (userId) => (await account.profiles([userId])).get(userId),
    codes,
    provider: esign,
    publicBaseUrl: config.publicBaseUrl,
  });
  late.contracts = contracts;
  const leaving = createLeaving({ ...deps, codes, sessions, account, company, uploads, consents, preferences });
  const staff = createStaffService({
    ...base,
    events,
    cipher: createFieldCipher(config.dataKey),
    photos: createStaffPhotos(store, config.jwtSecret),
    company,
    nameOf: async (userId) => (await account.profiles([userId])).get(userId)?.nickname ?? '',
    signedPartyB: (companyId, contractId) => contracts.signedPartyB(companyId, contractId),
    photoRetentionDays: config.photoRetentionDays,
  });
  const assistant = createAssistantService({
    ...base,
    model: chatModel,
    ...assistantTools({ positions, applications, interviews, resume, resumeSearch, contracts }),
  });
  return {
    sessions,
    activity,
    leaving,
    assistant,
    account,
    verification,
    auth,
    captcha,
    codes,
    consents,
    company,
    positions,
    positionRecommend,
    nearby: createNearbyService({ ...base, dialect }),
    resume,
    resumeSearch,
    resumeViews,
    applications,
    interviews,
    chat,
    reports,
    contracts,
    staff,
    projects: createProjectsService({ ...base, company }),
    notifications: createNotificationsService({ ...base, outbox }),
    outbox,
    onboarding: createOnboardingService({ ...base, account, resume, company, positions }),
    // WeChat subscription credits (订阅消息): the routes, and the outbox's WeChat channel reads them.
    subscriptions: createSubscriptionsService({ ...base, templates: config.wechatTemplates }),
    wechatTokens,
    preferences,
    content,
    system: createSystemService({ db, dialect, store, redisPing: deps.redisPing }),
    uploads,
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * What contracts are sealed, encrypted and filed with (the demo seed writes its contracts with the same):
 * the field cipher, the private files, and the platform certificate, loaded (or generated) on first use
 * since most starts never sign a PDF.
 */
export function createContractTools(config: AppConfig, store: BlobStore) {
  let certificate: PlatformCertificate | undefined;
  return {
    cipher: createFieldCipher(config.dataKey),
    files: createContractFiles(store),
    certificate: () => (certificate ??= loadPlatformCertificate({ dataDir: config.dataDir, ...config.signing })),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's service, built once by `createServices` (routes and tests use them). */
    services: Services;
  }
}

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
