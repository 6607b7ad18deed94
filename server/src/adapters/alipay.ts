/**
 * Alipay mini-program login: the auth code of `my.getAuthCode` is exchanged with the OpenAPI method
 * `alipay.system.oauth.token` (https://opendocs.alipay.com/open/02ailc) for the user's id. Requests are
 * signed RSA2 (SHA256withRSA over the sorted parameters) with the app private key; when ALIPAY_PUBLIC_KEY is
 * set, Alipay's answer must carry a valid signature too. ALIPAY_GATEWAY points it elsewhere (tests: a fake).
 */
import { createSign, createVerify } from 'node:crypto';
import { formatChinaSeconds } from '@common/china-time';
import type { AppConfig } from '../core/config';

export type AlipayConfig = NonNullable<AppConfig['alipay']>;

const METHOD = 'alipay.system.oauth.token';
const RESPONSE_KEY = 'alipay_system_oauth_token_response';
const TIMEOUT_MS = 10_000;

/** Alipay refused the auth code: the user should retry. */
export class AlipayRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AlipayRefusal';
  }
}

/** The string Alipay signs: non-empty parameters except `sign`, sorted by name, as k=v joined by &. */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

/** The raw JSON text of `"<key>":{...}` in the answer: Alipay signs these exact bytes. */
function rawMember(text: string, key: string): string | undefined {
  const start = text.indexOf(`"${key}"`);
  if (start < 0) return undefined;
  const open = text.indexOf('{', start);
  if (open < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return undefined;
}

interface OauthAnswer {
  [RESPONSE_KEY]?: { user_id?: string; open_id?: string; access_token?: string };
  error_response?: { code: string; msg: string; sub_code?: string; sub_msg?: string };
  sign?: string;
}

/** Exchanges an auth code for the Alipay user id (user_id, or open_id for apps that use open ids). */
export async function alipayUserId(config: AlipayConfig, authCode: string, now: number = Date.now()): Promise<string> {
  const params: Record<string, string> = {
    app_id: config.appId,
    method: METHOD,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    // 'yyyy-MM-dd HH:mm:ss' in Beijing time, as the gateway expects.
    timestamp: formatChinaSeconds(now),
    version: '1.0',
    grant_type: 'authorization_code',
    code: authCode,
  };
  params.sign = rsa2Sign(alipaySignContent(params), config.privateKey);
  const response = await fetch(config.gateway, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Alipay gateway answered HTTP ${response.status}`);
  const text = await response.text();
  const answer = JSON.parse(text) as OauthAnswer;
  if (answer.error_response) {
    const e = answer.error_response;
    throw new AlipayRefusal(
      e.sub_code ?? e.code,
      `Alipay refused: ${e.code} ${e.sub_code ?? ''} ${e.sub_msg ?? e.msg}`,
    );
  }
  if (config.publicKey) {
    const signed = rawMember(text, RESPONSE_KEY);
    const valid =
      signed !== undefined &&
      typeof answer.sign === 'string' &&
      createVerify('RSA-SHA256').update(signed, 'utf8').verify(config.publicKey, answer.sign, 'base64');
    if (!valid) throw new Error('Alipay answer signature is not valid');
  }
  const uid = answer[RESPONSE_KEY]?.user_id ?? answer[RESPONSE_KEY]?.open_id;
  if (!uid) throw new Error('Alipay answered no user id');
  return uid;
}
