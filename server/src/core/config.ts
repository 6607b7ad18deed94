/**
 * Server configuration, read once from the environment and validated with zod at start so a typo fails
 * loudly (every bad variable listed) instead of surfacing as a strange runtime error later.
 */
import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  APPLICATION_CLOSE_DAYS_DEFAULT,
  APPLICATION_NO_REPLY_DAYS_DEFAULT,
  INTERVIEW_REMINDER_MINUTES_DEFAULT,
} from '@common/applications';
import { CHAT_RECRUITER_DAILY_GREETS, CHAT_SEEKER_DAILY_STARTS } from '@common/chat';
import { SMS_KINDS, WECHAT_KINDS, type DeliveryKind } from '@common/delivery';
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
  DATA_KEY:
    'Base64 of 32 random bytes encrypting ID and bank card numbers at rest; when absent one is generated once into DATA_DIR/data.key. Set it when several instances share a database, and back it up: without it the data cannot be read.',
  H5_DIR: 'Folder of the H5 build served under /admin-pc/ (default dist/h5 in the repository).',
  SEED_DEMO: 'Seed realistic demo data into an empty database (default true).',
  LOG_LEVEL: 'fatal | error | warn | info | debug | trace | silent (default info).',
  TRUST_PROXY:
    'Behind reverse proxies: their number (e.g. 1; the nearest must connect from a private or loopback address) or their addresses (comma-separated IPs or CIDRs, e.g. 10.0.0.0/8,127.0.0.1), so the client address is the X-Forwarded-For entry the outermost trusted proxy added (default false: the socket address). true is refused: it would believe addresses clients make up.',
  PUBLIC_BASE_URL: 'Public origin of the server, e.g. https://jobs.example.com (optional; for absolute links).',
  APP_DOWNLOAD_URL: 'Download link of the latest Android app answered by /api/version/getVersion (optional).',
  CORS_ORIGINS:
    'Comma-separated exact origins (scheme://host[:port]) whose web pages may call the API from a browser, e.g. https://admin.example.com (default none: the H5 app is served by this server, same origin, and needs none).',
  CAPTCHA_ENABLED:
    'Require the image captcha before an SMS code is sent (default true); false makes app/captchaImage answer captchaEnabled:false.',
  SMS_PROVIDER:
    'log (default: each SMS is written to the server log as one line with the phone and the text) or tencent (Tencent Cloud SMS).',
  SMS_API_BASE: 'Tencent Cloud SMS endpoint (default https://sms.tencentcloudapi.com).',
  SMS_REGION: 'Tencent Cloud SMS region (default ap-guangzhou).',
  SMS_SECRET_ID: 'Tencent Cloud SecretId (required when SMS_PROVIDER=tencent).',
  SMS_SECRET_KEY: 'Tencent Cloud SecretKey (required when SMS_PROVIDER=tencent).',
  SMS_SDK_APP_ID: 'Tencent Cloud SMS SdkAppId, e.g. 1400000000 (required when SMS_PROVIDER=tencent).',
  SMS_SIGN_NAME: 'Approved SMS signature, e.g. 职达 (required when SMS_PROVIDER=tencent).',
  SMS_TEMPLATE_ID:
    'Approved template id; the template takes {1} = the code and {2} = minutes valid (required when SMS_PROVIDER=tencent).',
  SMS_NOTICE_TEMPLATES:
    'Approved template ids of notification SMS (SMS_PROVIDER=tencent) as JSON per kind: {"interview_invited": "2000002", "interview_reminder_seeker": "2000003", "interview_reminder_recruiter": "2000004", "contract_sent": "2000005"}. Parameters: interview_invited and interview_reminder_seeker {1} company {2} position {3} time; interview_reminder_recruiter {1} seeker {2} position {3} time; contract_sent {1} company {2} position. A kind without a template sends no SMS (with SMS_PROVIDER=log every kind is written to the log).',
  WECHAT_APPID:
    'Mini-program AppID for app/loginByWeChat and app/loginByWeChatPhone (without it both are refused with a message).',
  WECHAT_SECRET: 'Mini-program AppSecret for app/loginByWeChat and app/loginByWeChatPhone.',
  WECHAT_API_BASE:
    'WeChat API origin for code2session, stable_token, getuserphonenumber and subscribeMessage.send (default https://api.weixin.qq.com).',
  WECHAT_TEMPLATES:
    'Subscription message (订阅消息) templates as JSON, per delivery kind (chat_message, interview_invited, interview_reminder_seeker, interview_reminder_recruiter, application_passed, application_rejected, contract_sent, contract_deadline_soon, contract_signed): {"interview_invited": {"id": "<template id>", "page": "pages/record/record?type=1" (optional), "fields": {"thing1": "positionTitle", "time2": "time", "thing3": "companyName", "phrase4": "=待面试"}}}. A field key is its WeChat kind and number (thing, time, date, phrase, name, character_string, number, amount, phone_number, letter, symbol); its value names what fills it: companyName, positionTitle, seekerName, requesterName, time, method, reason, days, title, body (notifications), senderName, preview (chat_message), or =text for fixed text. Needs WECHAT_APPID; kinds without a template send none; without it WeChat subscription messages are off.',
  WECHAT_MINIPROGRAM_STATE:
    'Which version of the mini-program a subscription message opens: formal (default), trial or developer.',
  ALIPAY_APPID: 'Alipay mini-program app id for app/loginByAlipay (without it Alipay login is refused with a message).',
  ALIPAY_PRIVATE_KEY:
    'The app private key (PEM, PKCS#8 or PKCS#1; \\n escapes allowed, or the bare base64 body) signing Alipay requests with RSA2.',
  ALIPAY_PUBLIC_KEY:
    "Alipay's public key (PEM or bare base64); when set, Alipay's answers must carry a valid signature.",
  ALIPAY_GATEWAY: 'Alipay OpenAPI gateway (default https://openapi.alipay.com/gateway.do).',
  APPLICATION_NO_REPLY_DAYS:
    'Days after which an application still waiting shows "no reply yet" to the seeker and reminds the recruiter once (default 7).',
  APPLICATION_CLOSE_DAYS:
    'Days after which an application still waiting is closed (rejected automatically, default 30; more than APPLICATION_NO_REPLY_DAYS).',
  INTERVIEW_REMINDER_MINUTES: 'Minutes before an open interview starts when both sides are reminded once (default 60).',
  REDIS_PREFIX:
    'Prefix of every Redis key and channel (default jobmarket:), so several deployments or test runs can share one Redis.',
  CHAT_SEEKER_DAILY_STARTS: 'New conversations a job seeker may start per China day (default 50).',
  CHAT_RECRUITER_DAILY_GREETS: 'New job seekers a recruiter may greet per China day (default 100).',
  CHAT_MESSAGES_PER_MINUTE:
    'Messages (and exchange requests) one user may send in a minute, all conversations together (default 60); counted in Redis with REDIS_URL, else in the database.',
  CHAT_CONVERSATION_MESSAGES_PER_MINUTE:
    'Messages one member may send into one conversation in a minute (default 30); counted like CHAT_MESSAGES_PER_MINUTE.',
  CHAT_REPORTS_PER_HOUR: 'Reports one user may file in an hour (default 10).',
  SOCKET_AUTH_TIMEOUT_MS: 'Milliseconds a new chat socket has to send its token before it is closed (default 5000).',
  SOCKETS_PER_ADDRESS:
    'Chat sockets one network address may hold open on one instance (default 200: carriers put many phones behind one address).',
  SOCKETS_PER_USER: 'Chat sockets one user may hold open on one instance (default 10: several devices and tabs).',
  SMS_ADDRESS_HOURLY_LIMIT:
    'SMS codes one network address may ask for in an hour, whatever the phones (default 30; each code costs money).',
  SMS_SUBNET_HOURLY_LIMIT:
    'SMS codes one network (an IPv4 /24, an IPv6 /64) may ask for in an hour, whatever the phones and addresses (default 100).',
  SMS_CAPTCHA_PHONE_HOURLY:
    'SMS codes one phone gets in an hour without an image captcha; past them app/sendCode asks for one (default 3).',
  SMS_CAPTCHA_ADDRESS_HOURLY:
    'SMS codes one network address may ask for in an hour without an image captcha, whatever the phones; past them app/sendCode asks for one (default 5).',
  SMS_CAPTCHA_WRONG_CODES:
    'Wrong SMS codes typed for one phone, or from one address, in an hour after which app/sendCode asks for an image captcha (default 2).',
  SMS_GLOBAL_MINUTE_ALERT:
    'SMS codes a minute (account codes and contract signing codes counted apart) beyond which a warning is logged once a minute as an sms-burst alert, sending goes on (default 120).',
  SMS_GLOBAL_MINUTE_LIMIT:
    'SMS codes a minute (account codes and contract signing codes counted apart) beyond which sending pauses until the minute is over and an error is logged (default 1000).',
  SIGN_P12:
    "Base64 of the PKCS#12 (.p12) whose certificate signs contract PDFs and evidence reports; when absent one is generated once into DATA_DIR/signing.p12 (the platform's own certificate: evidence mode). Set it when several instances share a database.",
  SIGN_P12_PASSPHRASE: 'Passphrase of SIGN_P12.',
  PRODUCT_NAME:
    "The product's name in the contract PDFs and evidence reports (their Producer and Creator) and in the subject of a generated signing certificate (default 职达 JobReach).",
  COMPANY_OF_RECORD:
    'The legal name of the company operating the platform: the Author of the contract PDFs and evidence reports, the name their platform signature is made in, and the organisation of a generated signing certificate (default: PRODUCT_NAME). A certificate already generated into DATA_DIR keeps the names it was made with.',
  ACCOUNT_DELETION_COOLING_DAYS:
    'Days between asking to delete an account and its deletion; logging in within them cancels it (default 7).',
  OA_ID_PHOTO_RETENTION_DAYS:
    "Days after a staff record's documents were checked when its ID card photos are removed (default 0: kept until the record is deleted).",
  AI_PROVIDER:
    'builtin (default: the assistant answers from the product data with rules, no outside service) or openai (any OpenAI-compatible chat-completions service; needs AI_BASE_URL, AI_API_KEY, AI_MODEL; outages fall back to the built-in answer).',
  AI_BASE_URL: 'Base URL of the OpenAI-compatible API, e.g. https://api.deepseek.com/v1 (AI_PROVIDER=openai).',
  AI_API_KEY: 'API key of that service (AI_PROVIDER=openai).',
  AI_MODEL: 'Model name, e.g. deepseek-chat or qwen-plus (AI_PROVIDER=openai).',
  ESIGN_PROVIDER:
    'builtin (default: contracts are signed in the app, sealed with the platform certificate: evidence mode) or asign (爱签, a licensed e-sign provider; needs the ASIGN_* variables and PUBLIC_BASE_URL for its callbacks).',
  ASIGN_API_BASE: '爱签 API origin (default https://oapi.asign.cn; https://prev.asign.cn for its test environment).',
  ASIGN_APP_ID: '爱签 appId (required when ESIGN_PROVIDER=asign).',
  ASIGN_PRIVATE_KEY:
    'The app private key (PEM; \\n escapes allowed) signing requests to 爱签 (required when ESIGN_PROVIDER=asign).',
  ASIGN_PUBLIC_KEY: "爱签's platform public key (PEM) verifying its callbacks (required when ESIGN_PROVIDER=asign).",
  RATE_LIMIT_PER_MINUTE:
    'Requests one network address may make in a minute, all calls together (default 1200: generous, since mobile carriers put many users behind one address); with REDIS_URL counted across instances.',
  PUBLIC_CACHE_SECONDS:
    'Seconds an anonymous answer of the public position list, a job or the home menu is served from memory (default 5; 0 turns it off). Signed-in callers always get a fresh answer; a review shows at once on the instance that made it.',
  OUTBOX_SWEEP_MS:
    "Milliseconds between two looks of the outbox for deliveries due (default 2000): a crashed writer's pushes, WeChat and SMS retries, SMS held for quiet hours. Deliveries go out at once after their change commits; this only bounds how late the others are.",
  STORAGE_DRIVER:
    'local (default: files under DATA_DIR) or s3 (any S3-compatible object storage: Tencent COS, Alibaba OSS, MinIO; needs the STORAGE_* settings). Needed when several instances run.',
  STORAGE_ENDPOINT:
    'Object storage endpoint, e.g. https://cos.ap-guangzhou.myqcloud.com or http://minio:9000 (STORAGE_DRIVER=s3).',
  STORAGE_REGION: 'Region of the bucket, e.g. ap-guangzhou (default us-east-1, which MinIO accepts).',
  STORAGE_BUCKET: 'Bucket name (STORAGE_DRIVER=s3); keep it private: the server reads every file itself.',
  STORAGE_ACCESS_KEY_ID: 'Access key id (STORAGE_DRIVER=s3).',
  STORAGE_SECRET_ACCESS_KEY: 'Secret access key (STORAGE_DRIVER=s3).',
  STORAGE_PREFIX: 'Prefix of every object key, e.g. jobmarket/ when the bucket is shared (default none).',
  STORAGE_PATH_STYLE:
    'true for path-style URLs (MinIO and most self-hosted servers); false (default) for virtual-hosted style (COS, OSS, AWS).',
} as const;

export type ConfigVariable = keyof typeof CONFIG_VARIABLES;

/** The product's name where documents name it (PRODUCT_NAME unset): the app's title and its English name. */
export const PRODUCT_NAME_DEFAULT = '职达 JobReach';

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'DATA_KEY',
  'SMS_SECRET_ID',
  'SMS_SECRET_KEY',
  'WECHAT_SECRET',
  'ALIPAY_PRIVATE_KEY',
  'SIGN_P12',
  'SIGN_P12_PASSPHRASE',
  'ASIGN_PRIVATE_KEY',
  'AI_API_KEY',
  'STORAGE_SECRET_ACCESS_KEY',
]);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const httpUrl = (fallback: string) =>
  optionalText
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), { message: 'must be an http(s) URL' })
    .transform((v) => (v ?? fallback).replace(/\/+$/, ''));

/** A proxy address as Fastify's trustProxy (proxy-addr) reads it: an IP, a CIDR, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) ? Number(bits) <= (family === 4 ? 32 : 128) : isIP(bits) === 4;
}

/**
 * TRUST_PROXY: the number of proxies in front, or their addresses. Only X-Forwarded-For entries added by a
 * trusted hop are believed; `true` (believe the whole header) is refused because a client could then name
 * any address and escape every per-address limit.
 */
const trustProxySetting = optionalText.transform((v, ctx): false | number | string[] => {
  if (v === undefined || ['false', 'no', '0'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
  if (['true', 'yes'].includes(v.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number of proxies (1-10) or comma-separated proxy IPs / CIDRs; not an address: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * CORS_ORIGINS: exact origins as a browser sends them in `Origin` (scheme://host[:port]). `*` and patterns are
 * refused: every origin whose pages may call the API with a user's token is named.
 */
const originList = optionalText.transform((v, ctx): string[] => {
  const entries = (v ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const originOf = (entry: string): string | undefined => {
    try {
      const url = new URL(entry);
      const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
      return /^https?:$/.test(url.protocol) && bare && !entry.includes('*') ? url.origin : undefined;
    } catch {
      return undefined;
    }
  };
  const bad = entries.filter((entry) => !originOf(entry));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be comma-separated origins such as https://admin.example.com (scheme://host[:port], no path, no *); not an origin: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries.map((entry) => originOf(entry)!);
});

/** PEM text from an environment variable: literal \n escapes allowed, or only the base64 body. */
export function pemFrom(value: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const text = value.replace(/\\n/g, '\n').trim();
  if (text.startsWith('-----BEGIN')) return `${text}\n`;
  const body = text.replace(/\s+/g, '');
  // A bare body is PKCS#8 / SPKI ("PRIVATE KEY") or, as Alipay's key tool also writes, PKCS#1 ("RSA PRIVATE KEY").
  let label: string = kind;
  if (kind === 'PRIVATE KEY') {
    try {
      createPrivateKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'pkcs8' });
    } catch {
      label = 'RSA PRIVATE KEY';
    }
  }
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

function isKey(value: string | undefined, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): boolean {
  if (value === undefined) return true;
  try {
    if (kind === 'PRIVATE KEY') createPrivateKey(pemFrom(value, kind));
    else createPublicKey(pemFrom(value, kind));
    return true;
  } catch {
    return false;
  }
}

/** SMS_NOTICE_TEMPLATES: `{kind: "template id"}` for SMS kinds (common/delivery.ts SMS_KINDS) only. */
function parseSmsNoticeTemplates(
  value: string | undefined,
  ctx: z.RefinementCtx,
): Partial<Record<DeliveryKind, string>> {
  if (value === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON such as {"interview_invited": "2000002"}' });
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of kind: template id' });
    return {};
  }
  const templates: Partial<Record<DeliveryKind, string>> = {};
  for (const [kind, id] of Object.entries(parsed)) {
    if (!SMS_KINDS.includes(kind as DeliveryKind)) {
      ctx.addIssue({ code: 'custom', message: `${kind} is not an SMS kind (${SMS_KINDS.join(', ')})` });
    } else if (typeof id !== 'string' || !/^\d+$/.test(id)) {
      ctx.addIssue({ code: 'custom', message: `${kind}: the template id must be digits` });
    } else templates[kind as DeliveryKind] = id;
  }
  return templates;
}

/** The kinds of a subscription message field, as its key's prefix spells them (field facts A3). */
export const WECHAT_FIELD_KINDS = [
  'thing',
  'time',
  'date',
  'phrase',
  'name',
  'character_string',
  'number',
  'amount',
  'phone_number',
  'letter',
  'symbol',
] as const;
export type WechatFieldKind = (typeof WECHAT_FIELD_KINDS)[number];
/** A field key: its kind and a number (`thing1`, `character_string12`). */
export const WECHAT_FIELD_KEY = new RegExp(`^(${WECHAT_FIELD_KINDS.join('|')})(\\d{1,2})$`);
/** What fills a field: a notification's parameter, its rendered title or body, or a chat message's sender and preview. */
export const WECHAT_FIELD_SOURCES = [
  'companyName',
  'positionTitle',
  'seekerName',
  'requesterName',
  'time',
  'method',
  'reason',
  'days',
  'title',
  'body',
  'senderName',
  'preview',
] as const;
/** The sources a chat message has (it is not a notification: no parameters). */
const CHAT_FIELD_SOURCES: readonly string[] = ['senderName', 'preview', 'title', 'body', 'time'];

/** One template: WeChat's template id, the page its card opens (default: the kind's own), what fills each field. */
export interface WechatTemplate {
  id: string;
  page?: string;
  /** Field key (thing1) -> source (positionTitle, or =fixed text). */
  fields: Record<string, string>;
}
export type WechatTemplates = Partial<Record<DeliveryKind, WechatTemplate>>;

const wechatTemplateSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'id: a WeChat template id (letters, digits, _ and -)' }),
  page: z
    .string()
    .regex(/^pages\/[A-Za-z0-9_/.-]+(\?[^\s]*)?$/, {
      message: 'page: a page of the mini-program, pages/... (no leading /)',
    })
    .max(512)
    .optional(),
  fields: z.record(z.string(), z.string()),
});

/**
 * WECHAT_TEMPLATES: JSON, per delivery kind a template. Each field key must be a WeChat kind and number, and
 * each source known (or `=text`), at most 20 fields; a kind outside WECHAT_KINDS is refused.
 */
const wechatTemplates = optionalText.transform((v, ctx): WechatTemplates | undefined => {
  if (v === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(v);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be JSON: {"<kind>": {"id": "...", "fields": {"thing1": "positionTitle"}}}',
    });
    return z.NEVER;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of templates by kind' });
    return z.NEVER;
  }
  const templates: WechatTemplates = {};
  const problems: string[] = [];
  for (const [kind, raw] of Object.entries(json)) {
    if (!(WECHAT_KINDS as readonly string[]).includes(kind)) {
      problems.push(`${kind}: not a kind WeChat carries (${WECHAT_KINDS.join(', ')})`);
      continue;
    }
    const parsed = wechatTemplateSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `${kind}: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message).join('; ')}`,
      );
      continue;
    }
    const entries = Object.entries(parsed.data.fields);
    if (entries.length === 0 || entries.length > 20) problems.push(`${kind}: fields: 1 to 20 fields`);
    const sources: readonly string[] = kind === 'chat_message' ? CHAT_FIELD_SOURCES : WECHAT_FIELD_SOURCES;
    for (const [key, source] of entries) {
      if (!WECHAT_FIELD_KEY.test(key))
        problems.push(
          `${kind}: field ${key}: the key is a WeChat kind and number (${WECHAT_FIELD_KINDS.join(', ')}), e.g. thing1`,
        );
      if (!(source.startsWith('=') ? source.length > 1 : sources.includes(source)))
        problems.push(`${kind}: field ${key}: ${JSON.stringify(source)} is not one of ${sources.join(', ')} or =text`);
    }
    templates[kind as DeliveryKind] = parsed.data;
  }
  if (problems.length) {
    ctx.addIssue({ code: 'custom', message: problems.join(' | ') });
    return z.NEVER;
  }
  return Object.keys(templates).length ? templates : undefined;
});

const envSchema = z
  .object({
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
    DATA_KEY: optionalText.refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, {
      message: 'must be base64 of exactly 32 bytes (openssl rand -base64 32)',
    }),
    H5_DIR: optionalText,
    SEED_DEMO: booleanFlag(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySetting,
    PUBLIC_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
      message: 'must be an http(s) origin',
    }),
    APP_DOWNLOAD_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http(s) URL',
    }),
    CORS_ORIGINS: originList,
    CAPTCHA_ENABLED: booleanFlag(true),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, { message: 'letters, digits, ":", "_" or "-", at most 40' })
      .default('jobmarket:'),
    CHAT_SEEKER_DAILY_STARTS: z.coerce.number().int().min(1).max(10_000).default(CHAT_SEEKER_DAILY_STARTS),
    CHAT_RECRUITER_DAILY_GREETS: z.coerce.number().int().min(1).max(10_000).default(CHAT_RECRUITER_DAILY_GREETS),
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    CHAT_CONVERSATION_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    CHAT_REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    SOCKET_AUTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
    SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
    SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
    SMS_ADDRESS_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    SMS_SUBNET_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
    SMS_CAPTCHA_PHONE_HOURLY: z.coerce.number().int().min(0).max(100).default(3),
    SMS_CAPTCHA_ADDRESS_HOURLY: z.coerce.number().int().min(0).max(100_000).default(5),
    SMS_CAPTCHA_WRONG_CODES: z.coerce.number().int().min(1).max(100).default(2),
    SMS_GLOBAL_MINUTE_ALERT: z.coerce.number().int().min(1).max(1_000_000).default(120),
    SMS_GLOBAL_MINUTE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    SMS_PROVIDER: z.enum(['log', 'tencent']).default('log'),
    SMS_API_BASE: httpUrl('https://sms.tencentcloudapi.com'),
    SMS_REGION: optionalText.refine((v) => v === undefined || /^[a-z]+-[a-z-]+$/.test(v), {
      message: 'must be a region such as ap-guangzhou',
    }),
    SMS_SECRET_ID: optionalText,
    SMS_SECRET_KEY: optionalText,
    SMS_SDK_APP_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), { message: 'must be digits' }),
    SMS_SIGN_NAME: optionalText,
    SMS_TEMPLATE_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), { message: 'must be digits' }),
    SMS_NOTICE_TEMPLATES: optionalText.transform((v, ctx) => parseSmsNoticeTemplates(v, ctx)),
    WECHAT_APPID: optionalText,
    WECHAT_SECRET: optionalText,
    WECHAT_API_BASE: httpUrl('https://api.weixin.qq.com'),
    WECHAT_TEMPLATES: wechatTemplates,
    WECHAT_MINIPROGRAM_STATE: z.enum(['formal', 'trial', 'developer']).default('formal'),
    ALIPAY_APPID: optionalText,
    ALIPAY_PRIVATE_KEY: optionalText.refine((v) => isKey(v, 'PRIVATE KEY'), {
      message: 'is not a readable private key',
    }),
    ALIPAY_PUBLIC_KEY: optionalText.refine((v) => isKey(v, 'PUBLIC KEY'), { message: 'is not a readable public key' }),
    ALIPAY_GATEWAY: httpUrl('https://openapi.alipay.com/gateway.do'),
    APPLICATION_NO_REPLY_DAYS: z.coerce.number().int().min(1).max(365).default(APPLICATION_NO_REPLY_DAYS_DEFAULT),
    APPLICATION_CLOSE_DAYS: z.coerce.number().int().min(2).max(366).default(APPLICATION_CLOSE_DAYS_DEFAULT),
    INTERVIEW_REMINDER_MINUTES: z.coerce.number().int().min(1).max(1440).default(INTERVIEW_REMINDER_MINUTES_DEFAULT),
    SIGN_P12: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9+/=\s]+$/.test(v), {
      message: 'must be base64',
    }),
    SIGN_P12_PASSPHRASE: optionalText,
    PRODUCT_NAME: optionalText.refine((v) => v === undefined || v.length <= 64, { message: 'at most 64 characters' }),
    COMPANY_OF_RECORD: optionalText.refine((v) => v === undefined || v.length <= 64, {
      message: 'at most 64 characters',
    }),
    ACCOUNT_DELETION_COOLING_DAYS: z.coerce.number().int().min(1).max(30).default(7),
    OA_ID_PHOTO_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    AI_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http(s) URL',
    }),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    ESIGN_PROVIDER: z.enum(['builtin', 'asign']).default('builtin'),
    ASIGN_API_BASE: httpUrl('https://oapi.asign.cn'),
    ASIGN_APP_ID: optionalText,
    ASIGN_PRIVATE_KEY: optionalText.refine((v) => isKey(v, 'PRIVATE KEY'), {
      message: 'is not a readable private key',
    }),
    ASIGN_PUBLIC_KEY: optionalText.refine((v) => isKey(v, 'PUBLIC KEY'), { message: 'is not a readable public key' }),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(1200),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(2_000),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    STORAGE_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
      message: 'must be an http(s) URL',
    }),
    STORAGE_REGION: optionalText,
    STORAGE_BUCKET: optionalText,
    STORAGE_ACCESS_KEY_ID: optionalText,
    STORAGE_SECRET_ACCESS_KEY: optionalText,
    STORAGE_PREFIX: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9._/-]*\/$/.test(v), {
      message: 'lower-case letters, digits, ".", "_", "-" and "/", ending with "/"',
    }),
    STORAGE_PATH_STYLE: booleanFlag(false),
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER === 'tencent') {
      for (const name of [
        'SMS_SECRET_ID',
        'SMS_SECRET_KEY',
        'SMS_SDK_APP_ID',
        'SMS_SIGN_NAME',
        'SMS_TEMPLATE_ID',
      ] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=tencent' });
      }
    }
    if (e.WECHAT_TEMPLATES && !e.WECHAT_APPID) {
      ctx.addIssue({ code: 'custom', path: ['WECHAT_TEMPLATES'], message: 'needs WECHAT_APPID and WECHAT_SECRET' });
    }
    if (Boolean(e.WECHAT_APPID) !== Boolean(e.WECHAT_SECRET)) {
      const missing = e.WECHAT_APPID ? 'WECHAT_SECRET' : 'WECHAT_APPID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'WECHAT_APPID and WECHAT_SECRET go together' });
    }
    if (e.APPLICATION_CLOSE_DAYS <= e.APPLICATION_NO_REPLY_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLICATION_CLOSE_DAYS'],
        message: 'must be more than APPLICATION_NO_REPLY_DAYS',
      });
    }
    if (e.AI_PROVIDER === 'openai') {
      for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when AI_PROVIDER=openai' });
      }
    }
    if (e.ESIGN_PROVIDER === 'asign') {
      for (const name of ['ASIGN_APP_ID', 'ASIGN_PRIVATE_KEY', 'ASIGN_PUBLIC_KEY', 'PUBLIC_BASE_URL'] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when ESIGN_PROVIDER=asign' });
      }
    }
    if (e.STORAGE_DRIVER === 's3') {
      for (const name of [
        'STORAGE_ENDPOINT',
        'STORAGE_BUCKET',
        'STORAGE_ACCESS_KEY_ID',
        'STORAGE_SECRET_ACCESS_KEY',
      ] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    if (Boolean(e.ALIPAY_APPID) !== Boolean(e.ALIPAY_PRIVATE_KEY)) {
      const missing = e.ALIPAY_APPID ? 'ALIPAY_PRIVATE_KEY' : 'ALIPAY_APPID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'ALIPAY_APPID and ALIPAY_PRIVATE_KEY go together' });
    }
  });

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  /** 32 bytes encrypting sensitive fields at rest (core/field-cipher.ts). */
  dataKey: Buffer;
  tokenTtlDays: number;
  /** Absolute. */
  h5Dir: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Trusted proxy hops (a number) or proxy addresses; false: the socket address is the client's. */
  trustProxy: false | number | string[];
  publicBaseUrl?: string;
  appDownloadUrl?: string;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS); empty: none. */
  corsOrigins: string[];
  captchaEnabled: boolean;
  sms: SmsConfig;
  /** Absent when WeChat login is not configured. */
  wechat?: { appId: string; secret: string; apiBase: string };
  /**
   * Subscription message templates per delivery kind (WECHAT_TEMPLATES); absent: WeChat subscription
   * messages are off. Only with `wechat`.
   */
  wechatTemplates?: WechatTemplates;
  /** Which version of the mini-program a subscription message opens (WECHAT_MINIPROGRAM_STATE). */
  wechatMiniprogramState: 'formal' | 'trial' | 'developer';
  /** Absent when Alipay login is not configured. */
  alipay?: { appId: string; privateKey: string; publicKey?: string; gateway: string };
  applications: ApplicationPeriods;
  redisPrefix: string;
  chat: ChatLimits;
  sockets: SocketLimits;
  /**
   * Limits on SMS codes beyond each phone's own: per address and per network an hour, and per minute for the
   * service (an alert, then a hard stop); SMS_ADDRESS_HOURLY_LIMIT, SMS_SUBNET_HOURLY_LIMIT,
   * SMS_GLOBAL_MINUTE_ALERT, SMS_GLOBAL_MINUTE_LIMIT. And when a code needs the image captcha (on risk only):
   * past `captchaPhone` codes to a phone or `captchaAddress` asked from an address in an hour, or after
   * `captchaWrongCodes` wrong codes (SMS_CAPTCHA_PHONE_HOURLY, SMS_CAPTCHA_ADDRESS_HOURLY, SMS_CAPTCHA_WRONG_CODES).
   */
  smsLimits: {
    addressHourly: number;
    subnetHourly: number;
    alertMinute: number;
    globalMinute: number;
    captchaPhone: number;
    captchaAddress: number;
    captchaWrongCodes: number;
  };
  /**
   * The platform's signing certificate, when configured (else generated into DATA_DIR), and the names its
   * documents carry (PRODUCT_NAME, COMPANY_OF_RECORD).
   */
  signing: { p12Base64?: string; passphrase?: string; names: { product: string; company: string } };
  /** Days between asking to delete an account and its deletion (ACCOUNT_DELETION_COOLING_DAYS). */
  accountDeletionCoolingDays: number;
  /** Days after verification when staff ID photos are removed (0: kept). */
  photoRetentionDays: number;
  /** An OpenAI-compatible model for the assistant; absent: the built-in answers. */
  ai?: { baseUrl: string; apiKey: string; model: string };
  /** A licensed e-sign provider; absent: contracts are signed in the app. */
  esign?: { provider: 'asign'; apiBase: string; appId: string; privateKey: string; platformPublicKey: string };
  /** Requests per minute per network address (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Seconds anonymous public answers are served from memory (PUBLIC_CACHE_SECONDS; 0: off). */
  publicCacheSeconds: number;
  /** Milliseconds between the outbox's sweeps (OUTBOX_SWEEP_MS). */
  outboxSweepMs: number;
  /** Where files live: DATA_DIR (local) or an S3-compatible bucket. */
  storage: StorageConfig;
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** e.g. https://cos.ap-guangzhou.myqcloud.com, https://oss-cn-hangzhou.aliyuncs.com, http://minio:9000 */
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Put before every key, e.g. "jobmarket/" when the bucket is shared. */
      prefix: string;
      /** Path-style URLs (MinIO and most self-hosted servers); COS and OSS want virtual-hosted style. */
      forcePathStyle: boolean;
    };

/** Daily limits on new conversations (CHAT_SEEKER_DAILY_STARTS, CHAT_RECRUITER_DAILY_GREETS) and sending rates. */
export interface ChatLimits {
  seekerDailyStarts: number;
  recruiterDailyGreets: number;
  /** CHAT_MESSAGES_PER_MINUTE: one user, all conversations. */
  messagesPerMinute: number;
  /** CHAT_CONVERSATION_MESSAGES_PER_MINUTE: one member into one conversation. */
  conversationMessagesPerMinute: number;
  /** CHAT_REPORTS_PER_HOUR. */
  reportsPerHour: number;
}

/** Limits of the chat socket on one instance (SOCKET_AUTH_TIMEOUT_MS, SOCKETS_PER_ADDRESS, SOCKETS_PER_USER). */
export interface SocketLimits {
  authTimeoutMs: number;
  perAddress: number;
  perUser: number;
}

/** The periods of the applications sweep (APPLICATION_NO_REPLY_DAYS, APPLICATION_CLOSE_DAYS, INTERVIEW_REMINDER_MINUTES). */
export interface ApplicationPeriods {
  noReplyDays: number;
  closeDays: number;
  interviewReminderMinutes: number;
}

export type SmsConfig =
  | { provider: 'log' }
  | {
      provider: 'tencent';
      apiBase: string;
      region: string;
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      signName: string;
      templateId: string;
      /** Notification SMS: the template id of each kind (SMS_NOTICE_TEMPLATES); a kind without one sends none. */
      noticeTemplates: Partial<Record<DeliveryKind, string>>;
    };

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

/** Reads DATA_DIR/<name>, creating it (`bytes` random bytes, base64url) on first start so it survives restarts. */
function persistentSecret(dataDir: string, name = 'secret.key', bytes = 48): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
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
        (i) =>
          `${i.path.join('.') || '(env)'}: ${i.message} (got ${
            SECRET_VARIABLES.has(String(i.path[0])) && known[String(i.path[0])] !== undefined
              ? 'a value, not shown'
              : JSON.stringify(known[String(i.path[0])])
          })`,
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
    redisPrefix: e.REDIS_PREFIX,
    chat: {
      seekerDailyStarts: e.CHAT_SEEKER_DAILY_STARTS,
      recruiterDailyGreets: e.CHAT_RECRUITER_DAILY_GREETS,
      messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      conversationMessagesPerMinute: e.CHAT_CONVERSATION_MESSAGES_PER_MINUTE,
      reportsPerHour: e.CHAT_REPORTS_PER_HOUR,
    },
    sockets: {
      authTimeoutMs: e.SOCKET_AUTH_TIMEOUT_MS,
      perAddress: e.SOCKETS_PER_ADDRESS,
      perUser: e.SOCKETS_PER_USER,
    },
    smsLimits: {
      addressHourly: e.SMS_ADDRESS_HOURLY_LIMIT,
      subnetHourly: e.SMS_SUBNET_HOURLY_LIMIT,
      // An alert above the stop would never be seen.
      alertMinute: Math.min(e.SMS_GLOBAL_MINUTE_ALERT, e.SMS_GLOBAL_MINUTE_LIMIT),
      globalMinute: e.SMS_GLOBAL_MINUTE_LIMIT,
      captchaPhone: e.SMS_CAPTCHA_PHONE_HOURLY,
      captchaAddress: e.SMS_CAPTCHA_ADDRESS_HOURLY,
      captchaWrongCodes: e.SMS_CAPTCHA_WRONG_CODES,
    },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    dataKey: e.DATA_KEY
      ? Buffer.from(e.DATA_KEY, 'base64')
      : Buffer.from(persistentSecret(dataDir, 'data.key', 32), 'base64url'),
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    h5Dir: e.H5_DIR ? path.resolve(e.H5_DIR) : path.join(repoRoot(), 'dist', 'h5'),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    corsOrigins: e.CORS_ORIGINS,
    captchaEnabled: e.CAPTCHA_ENABLED,
    signing: {
      p12Base64: e.SIGN_P12,
      passphrase: e.SIGN_P12_PASSPHRASE,
      names: {
        product: e.PRODUCT_NAME ?? PRODUCT_NAME_DEFAULT,
        company: e.COMPANY_OF_RECORD ?? e.PRODUCT_NAME ?? PRODUCT_NAME_DEFAULT,
      },
    },
    accountDeletionCoolingDays: e.ACCOUNT_DELETION_COOLING_DAYS,
    photoRetentionDays: e.OA_ID_PHOTO_RETENTION_DAYS,
    ai: e.AI_PROVIDER === 'openai' ? { baseUrl: e.AI_BASE_URL!, apiKey: e.AI_API_KEY!, model: e.AI_MODEL! } : undefined,
    esign:
      e.ESIGN_PROVIDER === 'asign'
        ? {
            provider: 'asign',
            apiBase: e.ASIGN_API_BASE,
            appId: e.ASIGN_APP_ID!,
            privateKey: pemFrom(e.ASIGN_PRIVATE_KEY!, 'PRIVATE KEY'),
            platformPublicKey: pemFrom(e.ASIGN_PUBLIC_KEY!, 'PUBLIC KEY'),
          }
        : undefined,
    sms:
      e.SMS_PROVIDER === 'tencent'
        ? {
            provider: 'tencent',
            apiBase: e.SMS_API_BASE,
            region: e.SMS_REGION ?? 'ap-guangzhou',
            secretId: e.SMS_SECRET_ID!,
            secretKey: e.SMS_SECRET_KEY!,
            sdkAppId: e.SMS_SDK_APP_ID!,
            signName: e.SMS_SIGN_NAME!,
            templateId: e.SMS_TEMPLATE_ID!,
            noticeTemplates: e.SMS_NOTICE_TEMPLATES,
          }
        : { provider: 'log' },
    wechat:
      e.WECHAT_APPID && e.WECHAT_SECRET
        ? { appId: e.WECHAT_APPID, secret: e.WECHAT_SECRET, apiBase: e.WECHAT_API_BASE }
        : undefined,
    wechatTemplates: e.WECHAT_APPID && e.WECHAT_SECRET ? e.WECHAT_TEMPLATES : undefined,
    wechatMiniprogramState: e.WECHAT_MINIPROGRAM_STATE,
    alipay:
      e.ALIPAY_APPID && e.ALIPAY_PRIVATE_KEY
        ? {
            appId: e.ALIPAY_APPID,
            privateKey: pemFrom(e.ALIPAY_PRIVATE_KEY, 'PRIVATE KEY'),
            publicKey: e.ALIPAY_PUBLIC_KEY ? pemFrom(e.ALIPAY_PUBLIC_KEY, 'PUBLIC KEY') : undefined,
            gateway: e.ALIPAY_GATEWAY,
          }
        : undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    outboxSweepMs: e.OUTBOX_SWEEP_MS,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.STORAGE_ENDPOINT!.replace(/\/+$/, ''),
            region: e.STORAGE_REGION ?? 'us-east-1',
            bucket: e.STORAGE_BUCKET!,
            accessKeyId: e.STORAGE_ACCESS_KEY_ID!,
            secretAccessKey: e.STORAGE_SECRET_ACCESS_KEY!,
            prefix: e.STORAGE_PREFIX ?? '',
            forcePathStyle: e.STORAGE_PATH_STYLE,
          }
        : { driver: 'local' },
    applications: {
      noReplyDays: e.APPLICATION_NO_REPLY_DAYS,
      closeDays: e.APPLICATION_CLOSE_DAYS,
      interviewReminderMinutes: e.INTERVIEW_REMINDER_MINUTES,
    },
  };
}
