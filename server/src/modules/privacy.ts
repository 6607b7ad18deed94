/**
 * Part of the composition root (beside index.ts): leaving (注销账号) and a copy of one's data (个人信息副本)
 * ask every module, each through its own privacy service (modules/<domain>/privacy.service.ts), what it
 * holds of a user and to forget it; this file builds those services and hands them to the account
 * module's deletion and export services. A new table with personal data gets its module's part here (the
 * deletion test searches every table of the schema, so a forgotten one fails it).
 */
import type { Locale } from '@common/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../core/blob-store';
import type { Clock } from '../core/clock';
import type { AppConfig } from '../core/config';
import type { AppEventBus } from '../core/events';
import type { Db } from '../db/connect';
import { createDataExportService } from './account/data-export.service';
import { createDeletionService } from './account/deletion.service';
import type { AccountService } from './account/account.service';
import type { SessionService } from './account/sessions.service';
import { createApplicationsPrivacy } from './applications/privacy.service';
import { createAssistantPrivacy } from './assistant/privacy.service';
import { createAuthPrivacy } from './auth/privacy.service';
import type { SmsCodeService } from './auth/sms-codes.service';
import { createChatPrivacy } from './chat/privacy.service';
import type { CompanyService } from './company/company.service';
import { createCompanyPrivacy } from './company/privacy.service';
import { createContractFiles } from './contracts/contract-files';
import { createContractsPrivacy } from './contracts/privacy.service';
import { createNotificationsPrivacy } from './notifications/privacy.service';
import { createOutboxPrivacy } from './outbox/privacy.service';
import { createPositionsPrivacy } from './positions/privacy.service';
import { createReportsPrivacy } from './reports/privacy.service';
import { createResumePrivacy } from './resume/privacy.service';
import type { ResumeFilesService } from './resume/resume-files.service';
import type { UploadsService } from './uploads/uploads.service';

export interface LeavingDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  config: AppConfig;
  store: BlobStore;
  log: FastifyBaseLogger;
  codes: SmsCodeService;
  sessions: SessionService;
  account: Pick<AccountService, 'exportOf'>;
  company: Pick<CompanyService, 'idOf'>;
  uploads: Pick<UploadsService, 'removeUpload' | 'removeDocument'>;
  /** What the user accepted and when (the auth module's consent records). */
  consents?: { ofUser(userId: number): Promise<unknown[]>; forgetUser(userId: number): Promise<void> };
  /** The notification settings (通知设置) and the day's SMS count. */
  preferences?: { forgetUser(userId: number): Promise<void> };
  /** Resume files (附件简历): listed and copied into the copy, removed with the account. */
  resumeFiles: Pick<ResumeFilesService, 'exportOf' | 'forgetUser'>;
}

export function createLeaving(deps: LeavingDeps) {
  const { db, clock, events, config, store, log } = deps;
  const base = { db, clock };
  const resume = createResumePrivacy(base);
  const positions = createPositionsPrivacy(base);
  const applications = createApplicationsPrivacy(base);
  const chat = createChatPrivacy(base);
  const contracts = createContractsPrivacy({ ...base, files: createContractFiles(store) });
  const notifications = createNotificationsPrivacy(base);
  const deliveries = createOutboxPrivacy(base);
  const assistant = createAssistantPrivacy(base);
  const company = createCompanyPrivacy(base);
  const auth = createAuthPrivacy(base);
  const reports = createReportsPrivacy(base);

  const dataExports = createDataExportService({
    ...base,
    store,
    secret: config.jwtSecret,
    log,
    async collect(userId) {
      const own = await contracts.exportOf(userId);
      const resumeFiles = await deps.resumeFiles.exportOf(userId);
      const sections = {
        account: await deps.account.exportOf(userId),
        ...(await resume.exportOf(userId)),
        resumeFiles: resumeFiles.resumeFiles,
        ...(await applications.exportOf(userId)),
        ...(await chat.exportOf(userId)),
        contracts: own.contracts,
        ...(await positions.exportOf(userId)),
        ...(await assistant.exportOf(userId)),
        ...(await reports.exportOf(userId)),
        consents: deps.consents ? await deps.consents.ofUser(userId) : [],
      };
      return { sections, files: [...own.pdfs, ...resumeFiles.files] };
    },
  });

  const deletion = createDeletionService({
    ...base,
    events,
    coolingDays: config.accountDeletionCoolingDays,
    parts: {
      codes: {
        issue: (phone, scene, locale: Locale) => deps.codes.issue(phone, scene, locale),
        check: (phone, scene, code) => deps.codes.check(phone, scene, code),
        consume: (id, trx) => deps.codes.consume(id, trx),
      },
      revokeSessions: (userId) => deps.sessions.revokeAllForUser(userId),
      contractsWaiting: (userId) => contracts.waiting(userId),
      upcomingInterviews: (userId) => applications.upcomingInterviews(userId),
      companyOf: (userId) => deps.company.idOf(userId),
      openPositions: (companyId) => positions.openCount(companyId),
      async resumeContact(userId) {
        const { resume: copy } = await resume.exportOf(userId);
        return { name: copy.basic?.nickname ?? null, wechat: copy.basic?.wechat || null };
      },
      forgetContracts: (userId) => contracts.forgetUser(userId),
      forgetApplications: (userId, keep) => applications.forgetUser(userId, keep),
      forgetChat: (userId, contacts) => chat.forgetUser(userId, contacts),
      forgetNotifications: async (userId, names) => {
        await notifications.forgetUser(userId, names);
        await deliveries.forgetUser(userId, names);
      },
      async forgetOwn(userId) {
        await resume.forgetUser(userId);
        await deps.resumeFiles.forgetUser(userId);
        await positions.forgetUser(userId);
        await assistant.forgetUser(userId);
        await reports.forgetUser(userId);
        await dataExports.forgetUser(userId);
        await deps.consents?.forgetUser(userId);
        await deps.preferences?.forgetUser(userId);
      },
      async forgetByPhone(userId, phone) {
        await company.forgetUser(userId, phone);
        await auth.forgetUser({ phone });
      },
      removeUpload: (url) => deps.uploads.removeUpload(url),
      removeDocument: (ref) => deps.uploads.removeDocument(ref),
    },
  });

  return {
    deletion,
    dataExports,
    /** The sweep: accounts past their cooling-off, then kept contracts past their retention. */
    async sweep() {
      return { ...(await deletion.sweep()), contractsRemoved: await contracts.sweepRetention() };
    },
  };
}
