/**
 * Builds the Fastify application: envelope and errors, compression, database, sessions, OpenAPI, the API
 * modules under /api and the H5 app under /admin-pc/. Answers a ready instance (not listening), so tests
 * drive it with `app.inject` and main.ts only adds `listen`.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { databaseLeases } from './db/leases';
import { systemClock, type Clock } from './core/clock';
import type { AppConfig } from './core/config';
import { AppEventBus } from './core/events';
import { asignProvider } from './adapters/asign';
import { openAiChatModel } from './adapters/chat-model';
import { createBlobStore, createContractTools, createServices, registerModules } from './modules';
import { regionPoint } from './modules/regions/regions.service';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin, handleFrameworkError } from './plugins/errors';
import { h5Plugin } from './plugins/h5';
import { jobsPlugin } from './plugins/jobs';
import { parseQuery } from './http/params';
import { trustProxyOption } from './http/trust-proxy';
import { AccessLog, loggerOptions } from './plugins/logging';
import { textGuardPlugin } from './plugins/text-guard';
import { openapiPlugin } from './plugins/openapi';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { securityHeadersPlugin } from './plugins/security-headers';
import { seedDemoData } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** "Now" for everything that expires; tests pass a movable clock. */
    clock: Clock;
    /** Delivers SMS codes: the log by default, Tencent Cloud SMS by configuration, a fake in tests. */
    smsSender: SmsSender;
    /** Domain events (core/events.ts), published after commit; notifications subscribe. */
    events: AppEventBus;
  }
}

export interface BuildOptions {
  config: AppConfig;
  /** false silences the log (tests); default: pino at config.logLevel with secrets redacted. */
  logger?: boolean | FastifyLoggerOptions;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: chosen by config.sms (SMS_PROVIDER). */
  smsSender?: SmsSender;
}

export async function buildApp({ config, logger, clock, smsSender }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === undefined || logger === true ? loggerOptions(config.logLevel) : logger,
    trustProxy: trustProxyOption(config.trustProxy),
    logController: new AccessLog(),
    frameworkErrors: handleFrameworkError,
    routerOptions: { querystringParser: parseQuery },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock ?? systemClock);
  app.decorate('smsSender', smsSender ?? createSmsSender(config.sms, app.log));
  app.decorate('events', new AppEventBus(app.log));

  // Marks the server's own calls to its API (the H5 page's first data): a secret of this process.
  const internalCall = { header: 'x-internal-call', value: randomBytes(16).toString('hex') };
  try {
    await app.register(errorsPlugin);
    await app.register(drainPlugin);
    await app.register(securityHeadersPlugin, {
      corsOrigins: config.corsOrigins,
      publicBaseUrl: config.publicBaseUrl,
      imgOrigins: [],
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Brotli's default quality (11) costs far too much CPU per response; 4 still beats gzip on size.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(dbPlugin, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      migrations: { regionPoint },
    });
    await app.register(redisPlugin, { url: config.redisUrl });
    const store = createBlobStore(config);
    const seeded =
      config.seedDemo &&
      (await seedDemoData(app.db, app.dbDialect, {
        appDownloadUrl: config.appDownloadUrl,
        contracts: createContractTools(config, store),
        store,
      }));
    if (seeded) {
      app.log.info('demo data seeded into the empty database');
    }
    const services = createServices({
      db: app.db,
      dialect: app.dbDialect,
      config,
      clock: app.clock,
      events: app.events,
      smsSender: app.smsSender,
      log: app.log,
      esign: config.esign && asignProvider(config.esign),
      chatModel: config.ai && openAiChatModel(config.ai),
      store,
      redisPing: app.redis && (async () => void (await app.redis!.ping())),
      redis: app.redis,
    });
    app.decorate('services', services);
    // Expired sessions can never authenticate again; drop them at start so the table does not only grow.
    const purged = await services.sessions.purgeExpired();
    if (purged) app.log.info({ purged }, 'expired sessions removed');
    await app.register(authPlugin, {
      authenticate: (token) => services.sessions.authenticate(token),
      touchActivity: (userId, now, since) => services.activity.touch(userId, now, since),
      now: () => app.clock.now(),
    });
    // Before any route is added: the limit hooks onto the routes registered after it.
    await app.register(rateLimitPlugin, {
      perMinute: config.rateLimitPerMinute,
      redisPrefix: config.redisPrefix,
      internalCall,
    });
    // After the limit, so that an answer from memory is still counted.
    await app.register(publicCachePlugin, { seconds: config.publicCacheSeconds, now: () => app.clock.now() });
    for (const event of ['position.reviewed', 'position.changed', 'company.reviewed', 'company.changed'] as const) {
      app.events.on(event, () => app.publicCache.clear());
    }
    await app.register(jobsPlugin, { leases: databaseLeases(app.db) });
    await app.register(realtimePlugin, {
      authenticate: (token) => services.sessions.authenticate(token),
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      ...config.sockets,
    });
    await app.register(textGuardPlugin);
    await app.register(openapiPlugin, { publicBaseUrl: config.publicBaseUrl });
    await registerModules(app, services);
    await app.register(h5Plugin, { h5Dir: config.h5Dir, internalCall });
    await app.ready();
  } catch (error) {
    // Release the database (and anything else opened) before reporting the failure.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
