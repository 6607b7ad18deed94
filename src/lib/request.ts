import Taro from '@tarojs/taro';
import { REQUEST_TIMEOUT_MS } from '@common/constants';
import { BODY_CODE } from '@common/errors';
import { MSG, isMessageKey, type MessageKey } from '@common/messages';
import { currentLocale, t } from './i18n';
import { goToLogin } from './navigation';
import { useSession, readToken } from './session';
import { toast } from './toast';
import { takeFirstData } from './first-data';
import { callKey } from '@common/first-data';

/**
 * The one HTTP client of the app (spec sections 7 and 8), on Taro.request so it runs on weapp and H5.
 * - base URL + path; any method; payload as `data`;
 * - bearer token unless the call is flagged `noAuth`; no token and no stored login -> login page
 *   (debounced 800 ms) and the call rejects with the not-logged-in message;
 * - body code 200 resolves; any other code rejects unless the call sets `skipVerify`;
 *   401 -> login and reject; 502 -> toast the server's message and reject; 500 -> 'server error';
 *   others reject with the data or the system-error message;
 * - HTTP 404, HTTP 500 and transport failures reject with their messages (网络异常 when the device is
 *   offline); 60 s timeout.
 * The interceptor owns transport concerns (headers, HTTP status); `request` owns the envelope.
 */
export type Method = 'OPTIONS' | 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'TRACE' | 'CONNECT';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T extends Array<infer _> ? T : unknown[];
  total?: number;
}

export interface RequestOptions {
  url: string;
  method?: Method;
  data?: unknown;
  header?: Record<string, string>;
  /** The call needs no token (spec: calls flagged no-auth). */
  noAuth?: boolean;
  /** Sends the token when there is one, and never asks to log in (public data with per-user extras). */
  optionalAuth?: boolean;
  /** Resolve whatever body code the server answers. */
  skipVerify?: boolean;
  /** Do not toast a 502 refusal (the caller shows it in place, e.g. beside a form field). */
  silent?: boolean;
  timeout?: number;
}

/**
 * A rejected call: `message` is ready to show in the user's language; `key` is the catalogue key the
 * server sent with it (`{ code, msg, key }`). Code that decides what happened compares `key`, never the
 * translated `message`.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'refused' | 'server' | 'http' | 'transport' | 'other',
    readonly code?: number,
    readonly data?: unknown,
    readonly key?: MessageKey,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/**
 * The one way a caller ends a failed call: returns the RequestError, rethrows anything else.
 * A RequestError is a failure the request layer has already dealt with (it toasted the refusal unless the
 * call was `silent`, and sent a logged-out user to the login page), so the caller only stops, or branches
 * on `kind` / `key`. Anything that is not a RequestError is a bug in the app and must not be swallowed.
 */
export function shownRefusal(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  throw error;
}

let namedKeys: Set<string> | undefined;
/** Every key MSG names, texts here or not (the server's own texts stay on the server). */
function isNamedKey(key: string): boolean {
  if (!namedKeys) {
    namedKeys = new Set();
    const walk = (node: unknown) => {
      if (typeof node === 'string') namedKeys!.add(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(MSG);
  }
  return namedKeys.has(key);
}

/** The body's message key (the server sends one with every refusal); a key this app does not know is left out. */
export function bodyKey(body: unknown): MessageKey | undefined {
  const key = (body as { key?: unknown } | null | undefined)?.key;
  return typeof key === 'string' && (isMessageKey(key) || isNamedKey(key)) ? (key as MessageKey) : undefined;
}

/** H5 is served by the API server itself, so same-origin `/api` is the default there. */
export function apiBase(): string {
  const configured = process.env.TARO_APP_API_BASE;
  if (configured) return configured.replace(/\/+$/, '');
  return process.env.TARO_ENV === 'h5' ? '/api' : 'http://localhost:8080/api';
}

export function buildUrl(path: string, base: string = apiBase()): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A URL the server answered for a stored file (`/api/uploads/…`): same-origin on H5; on weapp it needs
 * the API server's origin in front.
 */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:|wxfile:)/.test(path) || process.env.TARO_ENV === 'h5') return path;
  const origin = apiBase().replace(/\/api$/, '');
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

interface TransportResponse {
  statusCode: number;
  data: unknown;
  header?: Record<string, string>;
}

/** Maps an HTTP-level answer to a rejection, or undefined when the body should be read. */
export function httpFailure(res: TransportResponse): RequestError | undefined {
  if (res.statusCode >= 200 && res.statusCode < 300) return undefined;
  if (res.statusCode === 404) return new RequestError(t(MSG.errors.serviceNotFound), 'http', 404);
  if (res.statusCode >= 500) return new RequestError(t(MSG.errors.requestRetry), 'http', res.statusCode);
  const body = res.data as Partial<Envelope> | undefined;
  return new RequestError(body?.msg || t(MSG.errors.system), 'http', res.statusCode, body, bodyKey(body));
}

/** What the platforms say when the device itself has no usable network (Chromium, WeChat, iOS). */
const DEVICE_OFFLINE =
  /INTERNET_DISCONNECTED|NETWORK_CHANGED|ADDRESS_UNREACHABLE|network is unreachable|offline|not connected to the internet/i;

/**
 * A request that got no answer (spec section 8): 网络异常 (network abnormal) when the device is offline,
 * so the user looks at their own connection; otherwise 'request failed, service error'.
 */
export function transportFailureKey(
  err: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
): MessageKey {
  const text = [(err as { errMsg?: unknown })?.errMsg, (err as { message?: unknown })?.message]
    .filter((part): part is string => typeof part === 'string')
    .join(' ');
  return !online || DEVICE_OFFLINE.test(text) ? MSG.errors.networkAbnormal : MSG.errors.requestFailed;
}

let interceptorInstalled = false;

/**
 * Taro interceptor: adds the language header and maps HTTP status codes and transport failures.
 * Installed once; it applies to every Taro.request of the app.
 */
export function installInterceptor(): void {
  if (interceptorInstalled) return;
  interceptorInstalled = true;
  Taro.addInterceptor((chain: Taro.Chain) => {
    const params = chain.requestParams as Taro.request.Option;
    params.header = { 'Accept-Language': currentLocale(), ...(params.header ?? {}) };
    return chain.proceed(params).then(
      (res: TransportResponse) => {
        const failure = httpFailure(res);
        if (failure) throw failure;
        return res;
      },
      (err: unknown) => {
        if (err instanceof RequestError) throw err;
        throw new RequestError(t(transportFailureKey(err)), 'transport', undefined, err);
      },
    );
  });
}

/** Answers true when it has shown the user a way out of the refusal (then no toast is shown). */
type RefusalHandler = (error: RequestError) => boolean;
let refusalHandler: RefusalHandler | undefined;

/** Installed at launch (services/remedy-keys): refusals that a retry cannot cure get a remedy instead. */
export function handleRefusalsWith(handler: RefusalHandler): void {
  refusalHandler = handler;
}

/** The body-code rules of spec section 8. */
export function verifyBody<T>(body: Envelope<T>, options: Pick<RequestOptions, 'skipVerify' | 'silent'>): Envelope<T> {
  if (options.skipVerify || body?.code === BODY_CODE.ok) return body;
  const code = body?.code;
  if (code === BODY_CODE.unauthorized) {
    useSession.getState().logout();
    goToLogin();
    throw new RequestError(body.msg || t(MSG.errors.notLoggedIn), 'auth', code, body, bodyKey(body));
  }
  if (code === BODY_CODE.refused) {
    const message = body.msg || t(MSG.errors.system);
    const error = new RequestError(message, 'refused', code, body.data, bodyKey(body));
    if (!options.silent && !refusalHandler?.(error)) void toast({ title: message, icon: 'none', duration: 2000 });
    throw error;
  }
  if (code === BODY_CODE.serverError) throw new RequestError(t(MSG.errors.server), 'server', code);
  const data = body?.data;
  const error = new RequestError(
    typeof data === 'string' && data ? data : body?.msg || t(MSG.errors.system),
    'other',
    code,
    data,
    bodyKey(body),
  );
  // A 403 for the other identity's feature: offer the switch (the page still shows its error state).
  if (code === BODY_CODE.forbidden && !options.silent) refusalHandler?.(error);
  throw error;
}

/** Taro serialises an undefined query value as the text "undefined": leave such keys out. */
export function withoutUndefined(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, v]) => v !== undefined));
}

export async function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  installInterceptor();
  const header: Record<string, string> = { ...(options.header ?? {}) };
  if (options.optionalAuth) {
    const token = readToken();
    if (token) header.Authorization = `Bearer ${token}`;
  } else if (!options.noAuth) {
    const token = readToken();
    if (!token) {
      useSession.getState().refresh();
      goToLogin();
      throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
    }
    header.Authorization = `Bearer ${token}`;
  }
  // The first screen's anonymous answer may have come with the page (H5): no round trip for it.
  if ((options.method ?? 'GET') === 'GET' && !header.Authorization) {
    const early = takeFirstData(callKey(options.url, withoutUndefined(options.data) as Record<string, unknown>));
    if (early) return verifyBody(early as Envelope<T>, options);
  }
  const res = await Taro.request<Envelope<T>>({
    url: buildUrl(options.url),
    method: options.method ?? 'GET',
    data: withoutUndefined(options.data) as Taro.request.Option['data'],
    header,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
  });
  return verifyBody(res.data, options);
}
