/**
 * Builds every module's service once, in the order of the module graph (modules/index.ts draws it): a module
 * is handed the services it calls and never builds another module's repository. Rules that point up the graph
 * are handed in as functions, read at call time (`late`).
 */
import { localBlobStore, type BlobStore } from '../core/blob-store';
import { s3BlobStore } from '../adapters/s3-store';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import type { SmsSender } from '../adapters/sms';
import type { Clock } from '../core/clock';
import type { AppConfig } from '../core/config';
import type { AppEventBus } from '../core/events';
import type { Db, DbDialect } from '../db/connect';
import { createFieldCipher } from '../core/field-cipher';
import type { ChatModel } from '../adapters/chat-model';
import type { ESignProvider } from '../adapters/esign';
import { createLeaving } from './privacy';
import { createAccountService } from './account/account.service';
import { createVerificationService } from './account/verification.service';
import { createActivityRepository } from './account/activity.repository';
import { createSessionService } from './account/sessions.service';
import { createApplicationsService } from './applications/applications.service';
import { createPipelineService } from './applications/pipeline.service';
import { createInterviewsService } from './applications/interviews.service';
import { createAssistantService } from './assistant/assistant.service';
import { assistantTools } from './assistant/tools';
import { createChatService } from './chat/chat.service';
import { positionFacts } from './chat/position-facts';
import { redisCountHit } from './chat/send-limits';
import { createAuthService } from './auth/auth.service';
import { createCaptchaService } from './auth/captcha.service';
import { createConsentService } from './auth/consents.service';
import { createRateLimiter } from './auth/rate-limit.service';
import { createSmsCodeService } from './auth/sms-codes.service';
import { createCompanyService } from './company/company.service';
import { createContractFiles } from './contracts/contract-files';
import { createContractsService } from './contracts/contracts.service';
import { loadPlatformCertificate, type PlatformCertificate } from './contracts/document';
import { createContentService } from './content/content.service';
import { createProjectsService } from './oa/projects.service';
import { createStaffPhotos } from './oa/staff-photos';
import { createStaffService } from './oa/staff.service';
import { createNotificationsService } from './notifications/notifications.service';
import { createOutboxService } from './outbox/outbox.service';
import { createNearbyService } from './positions/nearby.service';
import { createPositionsService } from './positions/positions.service';
import { createPositionRecommendService } from './positions/recommend.service';
import { createResumeSearchService } from './resume/resume-search.service';
import { createResumeViewsService } from './resume/resume-views.service';
import { createResumeService } from './resume/resume.service';
import { createResumeFilesService } from './resume/resume-files.service';
import { chatReportHooks, createReports } from './reports/wiring';
import { createSystemService } from './system/system.service';
import { createSubscriptionsService } from './subscriptions/subscriptions.service';
import { createAccessTokens } from '../adapters/wechat';
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
  // 附件简历: the files, the online resume as PDF, who a file went to (chat and applications call it).
  const resumeFiles = createResumeFilesService({
    ...base,
    dialect,
    events,
    store,
    secret: config.jwtSecret,
    uploads,
    resumeSearch,
    names: config.signing.names,
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
    resumeFiles,
    // The detail's contract and the refusal to reject an offer whose contract waits for the signature.
    contractOf: (applicationId, viewer) => late.contracts!.ofApplication(applicationId, viewer),
  });
  late.applications = applications;
  const pipeline = createPipelineService({ ...base, dialect, events, periods: config.applications, company });
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
    resumeFiles,
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
  const leaving = createLeaving({
    ...deps,
    codes,
    sessions,
    account,
    company,
    uploads,
    consents,
    preferences,
    resumeFiles,
  });
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
    resumeFiles,
    applications,
    pipeline,
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
