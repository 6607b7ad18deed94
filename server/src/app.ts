/**
 * Builds the Fastify application: envelope and errors, compression, database, sessions, OpenAPI, the API
 * modules under /api and the H5 app under /admin-pc/. Answers a ready instance (not listening), so tests
 * drive it with `app.inject` and main.ts only adds `listen`.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { AppEventBus } from './events';
import { createSmsSender, type SmsSender } from './modules/sms/sms.sender';
import { apiModules } from './modules';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { h5Plugin } from './plugins/h5';
import { loggerOptions } from './plugins/logging';
import { openapiPlugin } from './plugins/openapi';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** "Now" for everything that expires; tests pass a movable clock. */
    clock: Clock;
    /** Delivers SMS codes: the log by default, Tencent Cloud SMS by configuration, a fake in tests. */
    smsSender: SmsSender;
    /** Domain events (src/events.ts): e.g. 'position.reviewed' for the notifications of a later issue. */
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
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock ?? systemClock);
  app.decorate('smsSender', smsSender ?? createSmsSender(config.sms, app.log));
  app.decorate('events', new AppEventBus(app.log));

  try {
    await app.register(errorsPlugin);
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Brotli's default quality (11) costs far too much CPU per response; 4 still beats gzip on size.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(dbPlugin, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      seedDemo: config.seedDemo,
      appDownloadUrl: config.appDownloadUrl,
    });
    await app.register(authPlugin, { jwtSecret: config.jwtSecret, tokenTtlDays: config.tokenTtlDays });
    await app.register(openapiPlugin, { publicBaseUrl: config.publicBaseUrl });
    await app.register(
      async (api) => {
        for (const module of apiModules) await api.register(module);
      },
      { prefix: '/api' },
    );
    await app.register(h5Plugin, { h5Dir: config.h5Dir });
    await app.ready();
  } catch (error) {
    // Release the database (and anything else opened) before reporting the failure.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
