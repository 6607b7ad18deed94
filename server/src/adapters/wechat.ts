/**
 * WeChat mini-program login: the code of `wx.login` / `Taro.login` is exchanged at code2session
 * (https://developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/user-login/code2Session.html) for the
 * user's openid (and unionid when the mini-program belongs to an open-platform account).
 * The phone number of a getPhoneNumber button (手机号快捷登录) is exchanged at getuserphonenumber with the
 * access token of stable_token (both below). WECHAT_API_BASE points it elsewhere (tests: a loopback fake).
 */
import type { AppConfig } from '../core/config';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
}

interface Code2SessionAnswer {
  openid?: string;
  unionid?: string;
  session_key?: string;
  errcode?: number;
  errmsg?: string;
}

/** WeChat refused the code (invalid, used, or from another app): the user should retry, not a server fault. */
export class WechatRefusal extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
    this.name = 'WechatRefusal';
  }
}

const TIMEOUT_MS = 10_000;

export async function code2Session(config: NonNullable<AppConfig['wechat']>, code: string): Promise<WechatIdentity> {
  const url = new URL(`${config.apiBase}/sns/jscode2session`);
  url.searchParams.set('appid', config.appId);
  url.searchParams.set('secret', config.secret);
  url.searchParams.set('js_code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`code2session answered HTTP ${response.status}`);
  // WeChat labels this JSON text/plain: read the text.
  const answer = JSON.parse(await response.text()) as Code2SessionAnswer;
  if (answer.errcode)
    throw new WechatRefusal(answer.errcode, `code2session errcode ${answer.errcode}: ${answer.errmsg ?? ''}`);
  if (!answer.openid) throw new Error('code2session answered no openid');
  // session_key is not kept: we decrypt no user data (phones come from SMS codes or getuserphonenumber).
  return { openid: answer.openid, unionid: answer.unionid ?? null };
}

// ---- The access token and the phone number (手机号快捷登录) ------------------------------------------------

/** WeChat's answers meaning "this access token is no longer good": invalid or stale, expired, malformed. */
const TOKEN_REFUSED = new Set([40001, 42001, 40014]);
/** A cached token is renewed this long before WeChat's expiry (stable_token renews 5 minutes early too). */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** WeChat allows 20 forced refreshes a day: at most one per 90 minutes (16 a day) per instance. */
const FORCE_REFRESH_INTERVAL_MS = 90 * 60_000;

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  errcode?: number;
  errmsg?: string;
}

/**
 * The mini-program's access token (field facts A2), from `POST /cgi-bin/stable_token`: in its normal mode
 * every caller gets the same token until 5 minutes before it ends, so instances sharing the app id do not
 * cancel each other's (the plain cgi-bin/token would). Cached until TOKEN_MARGIN_MS before its expiry;
 * `refresh(refused)` after WeChat refused a token asks again, and forces a new one when WeChat still hands
 * out the refused token (force_refresh: WeChat allows 20 a day, so at most one per FORCE_REFRESH_INTERVAL_MS;
 * within it the call is refused and the user logs in by code).
 */
export function createAccessTokens(config: NonNullable<AppConfig['wechat']>, now: () => number) {
  let cached: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;
  let lastForced = -Infinity;

  async function fetchToken(forceRefresh: boolean): Promise<string> {
    const response = await fetch(`${config.apiBase}/cgi-bin/stable_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credential',
        appid: config.appId,
        secret: config.secret,
        force_refresh: forceRefresh,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`stable_token answered HTTP ${response.status}`);
    const answer = JSON.parse(await response.text()) as TokenAnswer;
    if (answer.errcode || !answer.access_token)
      throw new Error(`stable_token errcode ${answer.errcode ?? '(none)'}: ${answer.errmsg ?? 'no access_token'}`);
    const lifetimeMs = (answer.expires_in ?? 7200) * 1000;
    cached = { token: answer.access_token, until: now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return answer.access_token;
  }

  /** One request for a token at a time: concurrent logins share it. */
  function once(run: () => Promise<string>): Promise<string> {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async get(): Promise<string> {
      if (cached && now() < cached.until) return cached.token;
      return once(() => fetchToken(false));
    },
    async refresh(refused: string): Promise<string> {
      if (cached?.token === refused) cached = undefined;
      return once(async () => {
        const token = await fetchToken(false);
        if (token !== refused || now() - lastForced < FORCE_REFRESH_INTERVAL_MS) return token;
        lastForced = now();
        return fetchToken(true);
      });
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A phone number WeChat vouches for: `purePhoneNumber` without the country code. */
export interface WechatPhone {
  phone: string;
  countryCode: string;
}

interface PhoneAnswer {
  errcode?: number;
  errmsg?: string;
  phone_info?: {
    phoneNumber?: string;
    purePhoneNumber?: string;
    countryCode?: string | number;
    watermark?: { timestamp?: number; appid?: string };
  };
}

/**
 * The phone number behind the `code` of a getPhoneNumber button (field facts A4):
 * `POST /wxa/business/getuserphonenumber?access_token=` with `{code, openid?}`. A token WeChat calls
 * expired or invalid (40001, 42001, 40014) is refreshed once and the call retried; any other errcode
 * (40029 bad code, 45011 too often, -1 busy...) is a WechatRefusal.
 */
export async function getUserPhoneNumber(
  config: NonNullable<AppConfig['wechat']>,
  tokens: AccessTokens,
  code: string,
  openid?: string,
): Promise<WechatPhone> {
  let token = await tokens.get();
  for (let attempt = 0; ; attempt += 1) {
    const url = new URL(`${config.apiBase}/wxa/business/getuserphonenumber`);
    url.searchParams.set('access_token', token);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(openid ? { code, openid } : { code }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`getuserphonenumber answered HTTP ${response.status}`);
    const answer = JSON.parse(await response.text()) as PhoneAnswer;
    if (answer.errcode && TOKEN_REFUSED.has(answer.errcode) && attempt === 0) {
      token = await tokens.refresh(token);
      continue;
    }
    if (answer.errcode)
      throw new WechatRefusal(answer.errcode, `getuserphonenumber errcode ${answer.errcode}: ${answer.errmsg ?? ''}`);
    const info = answer.phone_info;
    const phone = info?.purePhoneNumber ?? '';
    if (!phone) throw new Error('getuserphonenumber answered no phone_info');
    // The watermark names the app the number was given to: another app's answer is not ours.
    if (info?.watermark?.appid && info.watermark.appid !== config.appId)
      throw new Error('getuserphonenumber answered for another app id');
    return { phone, countryCode: String(info?.countryCode ?? '') };
  }
}

// ---- Subscription messages (订阅消息) ---------------------------------------------------------------------

/** What subscribeMessage.send is given (field facts A3); `data` values are already within their kind's rules. */
export interface SubscribeMessage {
  touser: string;
  template_id: string;
  page?: string;
  data: Record<string, { value: string }>;
  /** developer | trial | formal (WeChat's default: formal). */
  miniprogram_state?: 'developer' | 'trial' | 'formal';
  lang?: 'zh_CN' | 'en_US' | 'zh_HK' | 'zh_TW';
}

/**
 * WeChat's answer to one send, classified:
 * - `sent`: errcode 0;
 * - `refused`: 43101, the user refused or has no subscription left (their one-time credit is gone);
 * - `badData`: 47003, a field empty or outside its kind's rules (errmsg names it); sending again cannot help;
 * - `tokenRefused`: the access token was still refused after one refresh and retry;
 * - `other`: any other errcode (40003 bad openid, 40037 bad template, 41030 bad page, -1 busy...).
 * Network failures and HTTP errors throw: the caller retries later.
 */
export type SubscribeAnswer =
  { outcome: 'sent' } | { outcome: 'refused' | 'badData' | 'tokenRefused' | 'other'; errcode: number; errmsg: string };

interface SendAnswer {
  errcode?: number;
  errmsg?: string;
}

/**
 * `POST /cgi-bin/message/subscribe/send?access_token=`: one subscription message to one user. A token WeChat
 * refuses (40001, 42001, 40014) is refreshed once and the send retried, as getuserphonenumber does.
 */
export async function sendSubscribeMessage(
  config: NonNullable<AppConfig['wechat']>,
  tokens: AccessTokens,
  message: SubscribeMessage,
): Promise<SubscribeAnswer> {
  let token = await tokens.get();
  for (let attempt = 0; ; attempt += 1) {
    const url = new URL(`${config.apiBase}/cgi-bin/message/subscribe/send`);
    url.searchParams.set('access_token', token);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`subscribeMessage.send answered HTTP ${response.status}`);
    const answer = JSON.parse(await response.text()) as SendAnswer;
    const errcode = answer.errcode ?? 0;
    if (errcode === 0) return { outcome: 'sent' };
    const errmsg = answer.errmsg ?? '';
    if (TOKEN_REFUSED.has(errcode)) {
      if (attempt === 0) {
        token = await tokens.refresh(token);
        continue;
      }
      return { outcome: 'tokenRefused', errcode, errmsg };
    }
    if (errcode === 43101) return { outcome: 'refused', errcode, errmsg };
    if (errcode === 47003) return { outcome: 'badData', errcode, errmsg };
    return { outcome: 'other', errcode, errmsg };
  }
}
