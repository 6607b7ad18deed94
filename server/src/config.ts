/**
 * Server configuration, read once from the environment and validated with zod at start so a typo fails
 * loudly (every bad variable listed) instead of surfacing as a strange runtime error later.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Each variable the server reads, with its meaning (the README and docs are generated from this). */
export const CONFIG_VARIABLES = {
  PORT: 'TCP port to listen on (default 8080).',
  HOST: 'Interface to bind (default 0.0.0.0).',
  DATA_DIR: 'Folder for the SQLite file, uploads and the generated secret (default ./data).',
  DATABASE_URL: 'postgres://... to use PostgreSQL instead of the embedded SQLite file.',
  REDIS_URL: 'redis://... to share real-time events and rate limits between instances (optional).',
  JWT_SECRET:
    'Secret (>= 32 characters) signing session tokens; when absent one is generated once into DATA_DIR/secret.key. Set it when several instances share a database.',
  TOKEN_TTL_DAYS: 'Days a login session stays valid (default 7).',
  H5_DIR: 'Folder of the H5 build served under /admin-pc/ (default dist/h5 in the repository).',
  SEED_DEMO: 'Seed realistic demo data into an empty database (default true).',
  LOG_LEVEL: 'fatal | error | warn | info | debug | trace | silent (default info).',
  TRUST_PROXY: 'true when behind a reverse proxy, so client IPs come from X-Forwarded-For (default false).',
  PUBLIC_BASE_URL: 'Public origin of the server, e.g. https://jobs.example.com (optional; for absolute links).',
  APP_DOWNLOAD_URL: 'Download link of the latest Android app answered by /api/version/getVersion (optional).',
} as const;

export type ConfigVariable = keyof typeof CONFIG_VARIABLES;

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must start with redis:// or rediss://',
  }),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  H5_DIR: optionalText,
  SEED_DEMO: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag(false),
  PUBLIC_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
    message: 'must be an http(s) origin',
  }),
  APP_DOWNLOAD_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'must be an http(s) URL',
  }),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  tokenTtlDays: number;
  /** Absolute. */
  h5Dir: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  publicBaseUrl?: string;
  appDownloadUrl?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The repository root: the first folder above this file holding a package.json. Works from server/src
 * (tsx, jest) and from build/server (the esbuild bundle), so defaults do not depend on the cwd.
 */
export function repoRoot(from: string = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** Reads DATA_DIR/secret.key, creating it on first start so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile: then read theirs so both agree.
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** Validates `env` (defaults to process.env). Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(Object.keys(CONFIG_VARIABLES).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(env)'}: ${i.message} (got ${JSON.stringify(known[String(i.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    h5Dir: e.H5_DIR ? path.resolve(e.H5_DIR) : path.join(repoRoot(), 'dist', 'h5'),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    appDownloadUrl: e.APP_DOWNLOAD_URL,
  };
}
