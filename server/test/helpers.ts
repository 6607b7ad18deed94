/**
 * Test helpers: `build()` answers the app on a fresh database, `injectAs()` a logged-in caller.
 * SQLite by default (a temp DATA_DIR); PostgreSQL when TEST_DATABASE_URL is set (a freshly created UTF-8
 * database with a random name). `await app.close()` removes the temp folder / drops the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { BODY_CODE } from '@common/errors';
import { isMessageKey, t } from '@common/messages';
import { buildApp } from '../src/app';
import type { Clock } from '../src/core/clock';
import { loadConfig } from '../src/core/config';
import { createAccountRepository } from '../src/modules/account/account.repository';
import { setPasswordCostForTests } from '../src/modules/account/password';
import { loggerOptions } from '../src/plugins/logging';
import type { SmsSender } from '../src/adapters/sms';
import { createTemporaryDatabase } from '../../scripts/lib/temporary-database';

/** The suite's password hashing: the real cost (about 300 ms a hash) is tested in auth.test.ts, not paid by every registration. */
export const TEST_PASSWORD_COST = { N: 2 ** 12, r: 8, p: 1 };
setPasswordCostForTests(TEST_PASSWORD_COST);

export interface BuildOptions {
  /** Extra environment for loadConfig (e.g. H5_DIR, SEED_DEMO: 'false'). */
  env?: Record<string, string>;
  /** A movable clock (see src/clock.ts `manualClock`). */
  clock?: Clock;
  /** Captures SMS messages (see `memorySmsSender`); default: the configured sender (the log, silenced). */
  smsSender?: SmsSender;
  /** Logger options instead of silence (e.g. a stream to read log lines). */
  logger?: Parameters<typeof buildApp>[0]['logger'];
}

/** Creates a fresh database next to TEST_DATABASE_URL's and answers its URL plus a drop function. */
export async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createTemporaryDatabase(adminUrl, 'test');
}

export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-test-'));
  const pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const cleanup = async () => {
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      // A folder without a build unless a test brings its own.
      H5_DIR: path.join(dataDir, 'no-h5-build'),
      LOG_LEVEL: 'silent',
      // Tests call far faster than people; the limit itself is tested with its own setting.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ...options.env,
    });
    app = await buildApp({
      config,
      logger: options.logger ?? false,
      clock: options.clock,
      smsSender: options.smsSender,
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  // Clean up after the app has closed its database (onClose hooks added now would run before that).
  const close = app.close.bind(app);
  Object.assign(app, {
    close: async () => {
      await close();
      await cleanup();
    },
  });
  return app;
}

/** An info-level logger (the server's own options: redaction included) whose lines the test reads: pass `logger` to build(). */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, logger: { ...loggerOptions('info'), stream } };
}

/**
 * A second instance on the database of `first` (the same DATA_DIR or PostgreSQL database and the same
 * token secret), as a load balancer would run it: `env` adds its own settings (e.g. REDIS_URL). Close it
 * before `first`, which owns the database.
 */
export async function buildTwin(first: FastifyInstance, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: first.config.dataDir,
    H5_DIR: first.config.h5Dir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: String(first.config.rateLimitPerMinute),
    JWT_SECRET: first.config.jwtSecret,
    ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    ...env,
  });
  return buildApp({ config, logger: false, clock: first.clock });
}

export type TestRole = 'seeker' | 'recruiter' | 'operator' | 'user';

export interface TestCaller {
  userId: number;
  token: string;
  expiresAt: string;
  headers: { authorization: string };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let phoneCounter = 0;
/** A valid, unused mobile number (199 + 8 digits). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `199${String((process.pid * 1000 + phoneCounter) % 100_000_000).padStart(8, '0')}`;
}

/**
 * A logged-in caller: an existing user by id, or a new user with the given role/identity
 * ('seeker' / 'recruiter' identities, 'operator' role, 'user' without identity).
 */
export async function injectAs(app: FastifyInstance, who: number | TestRole): Promise<TestCaller> {
  let userId: number;
  if (typeof who === 'number') {
    userId = who;
  } else {
    const user = await createAccountRepository(app.db).create({
      phone: uniquePhone(),
      nickname: `测试${who}`,
      identity: who === 'seeker' || who === 'recruiter' ? who : null,
      role: who === 'operator' ? 'operator' : 'user',
    });
    userId = user.id;
  }
  const { token, expiresAt } = await app.services.sessions.issueToken(userId);
  const headers = { authorization: `Bearer ${token}` };
  return {
    userId,
    token,
    expiresAt,
    headers,
    inject: (options) => app.inject({ ...options, headers: { ...options.headers, ...headers } }),
  };
}

/**
 * Parsed JSON body of a response (loosely typed: tests assert its shape). Every refusal must carry its
 * catalogue key (`key`, what the app branches on) and `msg` must be that key's text in the caller's
 * language: checked here for every refusal of the suite, then `key` is left out of the answer so that tests
 * compare `{ code, msg }` (the keys are asserted by name where a test is about them: `refusalKey`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function body<T = any>(response: LightMyRequestResponse): T {
  const parsed = response.json();
  if (parsed && typeof parsed === 'object' && 'code' in parsed && parsed.code !== BODY_CODE.ok) {
    const { key, ...rest } = parsed as { key?: unknown; msg: string };
    if (typeof key !== 'string' || !isMessageKey(key)) {
      throw new Error(`refusal without a catalogue key: ${JSON.stringify(parsed)}`);
    }
    const params = /\{\w+\}/.test(t('zh-Hans', key)) || /\{\w+\}/.test(t('en', key));
    if (!params && rest.msg !== t('zh-Hans', key) && rest.msg !== t('en', key)) {
      throw new Error(`refusal msg is not the text of its key ${key}: ${JSON.stringify(parsed)}`);
    }
    return rest as T;
  }
  return parsed as T;
}

/** The catalogue key of a refusal (undefined for a success). */
export function refusalKey(response: LightMyRequestResponse): string | undefined {
  return (response.json() as { key?: string }).key;
}

/** The same signed link with its signature's first character changed (always a different one). */
export function withTamperedSignature(url: string): string {
  return url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
}

/** The same JWT with its signature's first character changed (always a different one). */
export function withTamperedJwtSignature(token: string): string {
  const cut = token.lastIndexOf('.') + 1;
  return `${token.slice(0, cut)}${token[cut] === 'A' ? 'B' : 'A'}${token.slice(cut + 1)}`;
}

/** A 1×1 PNG: the smallest image the uploads accept. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A private document (a report's screenshot, a verification proof, a company's license) uploaded by
 * `caller` as `filename`: its signed link. Throws when the upload is refused, since every caller needs one.
 */
export async function uploadPrivateDocument(caller: TestCaller, filename = 'document.png'): Promise<string> {
  const boundary = 'documentBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const json = body(
    await caller.inject({
      method: 'POST',
      url: '/api/uploads/documents',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }),
  );
  if (json.code !== 200) throw new Error(`document upload refused: ${JSON.stringify(json)}`);
  return json.data.url as string;
}
