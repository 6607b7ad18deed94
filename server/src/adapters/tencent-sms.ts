/**
 * Tencent Cloud SMS (API 2021-01-11, action SendSms) with the TC3-HMAC-SHA256 signature:
 * https://cloud.tencent.com/document/api/382/55981 and https://cloud.tencent.com/document/api/382/52072.
 * The template takes the code as {1} and the minutes it stays valid as {2}, e.g.
 * "您的验证码为{1}，{2}分钟内有效，请勿泄露。". A notification SMS (`SmsNotice`) uses its kind's template of
 * SMS_NOTICE_TEMPLATES with the notice's parameters. SMS_API_BASE points it elsewhere (tests: a loopback fake).
 */
import { createHash, createHmac } from 'node:crypto';
import type { DeliveryKind } from '@common/delivery';
import type { SmsConfig } from '../core/config';
import type { SmsMessage, SmsNotice, SmsSender } from './sms-sender';

type TencentConfig = Extract<SmsConfig, { provider: 'tencent' }>;

const SERVICE = 'sms';
const VERSION = '2021-01-11';
const ACTION = 'SendSms';
const ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const TIMEOUT_MS = 10_000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  service: string;
  /** The headers to sign, e.g. content-type, host, x-tc-action (names and values are lower-cased). */
  headers: Record<string, string>;
  payload: string;
  /** Seconds since the epoch (X-TC-Timestamp). */
  timestamp: number;
}

/** The Authorization header of a TC3-HMAC-SHA256 signed POST to `/` (no query string). */
export function tc3Authorization({ secretId, secretKey, service, headers, payload, timestamp }: Tc3Input): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signed = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().toLowerCase()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = signed.map(([name]) => name).join(';');
  const canonicalHeaders = signed.map(([name, value]) => `${name}:${value}\n`).join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${secretKey}`, date);
  const secretService = hmac(secretDate, service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: Array<{ Code: string; Message: string; PhoneNumber: string }>;
    RequestId?: string;
  };
}

export function tencentSmsSender(config: TencentConfig, now: () => number = Date.now): SmsSender {
  const url = new URL(`${config.apiBase}/`);
  return {
    provider: 'tencent',
    async send(message: SmsMessage | SmsNotice) {
      const notice = 'notice' in message;
      const templateId = notice ? config.noticeTemplates[message.notice as DeliveryKind] : config.templateId;
      if (!templateId) throw new Error(`Tencent SMS: no template for ${notice ? message.notice : 'codes'}`);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: templateId,
        TemplateParamSet: notice ? message.params : [message.code, String(message.minutes)],
      });
      const timestamp = Math.floor(now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: tc3Authorization({
            secretId: config.secretId,
            secretKey: config.secretKey,
            service: SERVICE,
            headers: { 'content-type': CONTENT_TYPE, host: url.host, 'x-tc-action': ACTION },
            payload,
            timestamp,
          }),
          // fetch sends Host from the URL: the same url.host that was signed.
          'Content-Type': CONTENT_TYPE,
          'X-TC-Action': ACTION,
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Version': VERSION,
          'X-TC-Region': config.region,
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Tencent SMS answered HTTP ${response.status}`);
      const answer = (await response.json()) as SendSmsAnswer;
      const error = answer.Response?.Error;
      if (error) throw new Error(`Tencent SMS refused: ${error.Code} ${error.Message}`);
      const status = answer.Response?.SendStatusSet?.[0];
      if (!status || status.Code !== 'Ok') {
        throw new Error(`Tencent SMS did not send: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim());
      }
    },
  };
}
