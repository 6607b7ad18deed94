/**
 * A loopback WeChat for 手机号快捷登录 (field facts A1, A2, A4), speaking WeChat's JSON and error codes:
 * - `GET /sns/jscode2session`: js_code `login-<name>` answers openid `openid-<name>`; `bad...` errcode 40029;
 * - `POST /cgi-bin/stable_token`: the current token `token-<n>` (expires_in 7200); `force_refresh: true`
 *   makes a new one; `expire()` ends the current token (getuserphonenumber then answers 42001) and the
 *   next normal call hands out a new one, unless `handOutStale` (WeChat still returns the refused token);
 * - `POST /wxa/business/getuserphonenumber?access_token=`: body code `phone-<11 digits>` answers that
 *   mainland number, `phone-<cc>-<digits>` another country's (a `.<tag>` after it makes a fresh code), `deny...` errcode 40029 (bad or used code),
 *   a code used before 40029 too; an unknown token 40001, an expired one 42001;
 * - `POST /cgi-bin/message/subscribe/send?access_token=` (field facts A3): the token checked the same way, then
 *   the next of `sendAnswers` if any (an errcode, or an HTTP status), else a thing value over 20 characters or
 *   an empty value 47003 naming it, else ok. `sent` lists the messages it took.
 * Every request is recorded (`requests`), so a test counts token fetches and retries.
 */
import { startFake, type FakeServer } from './fake-server';

export const WECHAT_APPID = 'wx1234567890';
export const WECHAT_SECRET = 'wechat-secret';

export interface WechatFake extends FakeServer {
  /** The environment that points the server at this fake. */
  env: Record<string, string>;
  /** Ends the current access token: WeChat answers 42001 for it from now on. */
  expire(): void;
  /** While true, stable_token's normal mode answers the current token even when it expired. */
  handOutStale: boolean;
  /** While true, getuserphonenumber calls every token invalid (40001). */
  refuseTokens: boolean;
  /** While set, stable_token answers this errcode (e.g. 40125 invalid appsecret). */
  tokenErrcode?: number;
  /** What the next subscription sends answer, one each, before the normal checks (errcode 40001, 43101, 47003...). */
  sendAnswers: Array<{ errcode: number; errmsg?: string } | { status: number }>;
  /** The subscription messages WeChat took. */
  sent: Array<Record<string, unknown>>;
  /** The requests to one path (e.g. '/cgi-bin/stable_token'). */
  calls(pathname: string): Array<{ url: URL; body: Record<string, unknown> }>;
}

export async function startWechatFake(): Promise<WechatFake> {
  let generation = 1;
  const expired = new Set<string>();
  const usedCodes = new Set<string>();
  const current = () => `token-${generation}`;
  const json = (body: object) => ({ contentType: 'text/plain', body });

  const fake = (await startFake((request) => {
    const url = new URL(request.url, 'http://wechat.local');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (url.pathname === '/sns/jscode2session') {
      const q = url.searchParams;
      if (q.get('appid') !== WECHAT_APPID || q.get('secret') !== WECHAT_SECRET)
        return json({ errcode: 40013, errmsg: 'invalid appid' });
      // The weapp test host's wx.login answers host-login-code-<n>.
      const [, name] = /^(?:login-|host-login-code-)(\w+)$/.exec(q.get('js_code') ?? '') ?? [];
      if (!name) return json({ errcode: 40029, errmsg: 'invalid code' });
      return json({ openid: `openid-${name}`, session_key: 'c2Vzc2lvbg==' });
    }
    if (url.pathname === '/cgi-bin/stable_token' && request.method === 'POST') {
      if (fake.tokenErrcode) return json({ errcode: fake.tokenErrcode, errmsg: 'refused' });
      if (body.grant_type !== 'client_credential') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
      if (body.appid !== WECHAT_APPID || body.secret !== WECHAT_SECRET)
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (body.force_refresh === true || (expired.has(current()) && !fake.handOutStale)) generation += 1;
      return json({ access_token: current(), expires_in: 7200 });
    }
    if (url.pathname === '/wxa/business/getuserphonenumber' && request.method === 'POST') {
      const token = url.searchParams.get('access_token') ?? '';
      if (expired.has(token)) return json({ errcode: 42001, errmsg: 'access_token expired' });
      if (token !== current() || fake.refuseTokens)
        return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      const code = String(body.code ?? '');
      if (usedCodes.has(code)) return json({ errcode: 40029, errmsg: 'invalid code' });
      usedCodes.add(code);
      const [, country, digits] = /^phone-(?:(\d{1,3})-)?(\d{6,15})(?:\.\w+)?$/.exec(code) ?? [];
      if (!digits) return json({ errcode: 40029, errmsg: 'invalid code' });
      const countryCode = country ?? '86';
      return json({
        errcode: 0,
        errmsg: 'ok',
        phone_info: {
          phoneNumber: countryCode === '86' ? digits : `+${countryCode}${digits}`,
          purePhoneNumber: digits,
          countryCode,
          watermark: { timestamp: Math.floor(Date.now() / 1000), appid: WECHAT_APPID },
        },
      });
    }
    if (url.pathname === '/cgi-bin/message/subscribe/send' && request.method === 'POST') {
      const token = url.searchParams.get('access_token') ?? '';
      if (expired.has(token)) return json({ errcode: 42001, errmsg: 'access_token expired' });
      if (token !== current() || fake.refuseTokens)
        return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      const next = fake.sendAnswers.shift();
      if (next && 'status' in next) return { status: next.status, body: 'busy' };
      if (next) return json({ errmsg: 'refused', ...next });
      const data = (body.data ?? {}) as Record<string, { value?: unknown }>;
      for (const [key, field] of Object.entries(data)) {
        const value = String(field?.value ?? '');
        if (!value || (key.startsWith('thing') && Array.from(value).length > 20))
          return json({ errcode: 47003, errmsg: `argument invalid! data.${key}.value invalid` });
      }
      fake.sent.push(body);
      return json({ errcode: 0, errmsg: 'ok' });
    }
    return { status: 404, body: { errcode: 404, errmsg: 'no such api' } };
  })) as WechatFake;

  fake.env = { WECHAT_APPID, WECHAT_SECRET, WECHAT_API_BASE: fake.url };
  fake.handOutStale = false;
  fake.refuseTokens = false;
  fake.sendAnswers = [];
  fake.sent = [];
  fake.expire = () => expired.add(current());
  fake.calls = (pathname) =>
    fake.requests
      .map((request) => ({ url: new URL(request.url, 'http://wechat.local'), body: request.body }))
      .filter(({ url }) => url.pathname === pathname)
      .map(({ url, body }) => ({ url, body: body ? (JSON.parse(body) as Record<string, unknown>) : {} }));
  return fake;
}
