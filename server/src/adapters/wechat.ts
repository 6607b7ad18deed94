/**
 * WeChat mini-program login: the code of `wx.login` / `Taro.login` is exchanged at code2session
 * (https://developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/user-login/code2Session.html) for the
 * user's openid (and unionid when the mini-program belongs to an open-platform account).
 * WECHAT_API_BASE points it elsewhere (tests: a loopback fake).
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
  // session_key is not kept: we decrypt no user data (phones are bound by SMS code).
  return { openid: answer.openid, unionid: answer.unionid ?? null };
}
