/**
 * The `wx` global of the host: the APIs Taro's weapp runtime and the app call, implemented the way WeChat
 * behaves (asynchronous callbacks, `errMsg` strings, '' for a missing storage key), with every call the
 * tests look at recorded. `wx.request` goes over `fetch` to a real server; navigation is delegated to the
 * host's page stack. APIs nothing here overrides come from miniprogram-simulate's own mock `wx`.
 */

/** The origin baked into the production weapp build (src/lib/request.ts default base URL). */
export const BUILD_API_ORIGIN = 'http://localhost:8080';

type Callback = (res: unknown) => void;
interface CallbackOptions {
  success?: Callback;
  fail?: Callback;
  complete?: Callback;
  [key: string]: unknown;
}

export interface RecordedRequest {
  /** URL as the app asked for it. */
  url: string;
  /** URL actually fetched (origin rewritten to the test server). */
  sentUrl: string;
  method: string;
  header: Record<string, string>;
  data: unknown;
  statusCode?: number;
  response?: unknown;
  responseHeader?: Record<string, string>;
  error?: string;
}

export type NavigationApi = 'navigateTo' | 'redirectTo' | 'switchTab' | 'navigateBack' | 'reLaunch';
export interface NavigationCall {
  api: NavigationApi;
  url?: string;
  delta?: number;
  /** Date.now() when the app called the API. */
  at: number;
  /** Filled once the host performed (or refused) the navigation. */
  outcome?: 'ok' | string;
}

export interface ModalOptions {
  title?: string;
  content?: string;
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}
export interface ModalResult {
  confirm: boolean;
  cancel: boolean;
  content?: string;
}

export interface ToastOptions {
  title: string;
  icon?: string;
  duration?: number;
  mask?: boolean;
}

/** WeChat's UpdateManager, faked: records the callbacks the app registers and lets a test fire them. */
export class FakeUpdateManager {
  readonly calls: string[] = [];
  checkForUpdate?: (res: { hasUpdate: boolean }) => void;
  updateReady?: () => void;
  updateFailed?: () => void;
  applyUpdateCount = 0;

  onCheckForUpdate(cb: (res: { hasUpdate: boolean }) => void): void {
    this.calls.push('onCheckForUpdate');
    this.checkForUpdate = cb;
  }

  onUpdateReady(cb: () => void): void {
    this.calls.push('onUpdateReady');
    this.updateReady = cb;
  }

  onUpdateFailed(cb: () => void): void {
    this.calls.push('onUpdateFailed');
    this.updateFailed = cb;
  }

  applyUpdate(): void {
    this.calls.push('applyUpdate');
    this.applyUpdateCount += 1;
  }
}

/** What the host's page stack offers the navigation APIs. Each returns a rejection reason or undefined. */
export interface Navigator {
  navigate(api: NavigationApi, options: { url?: string; delta?: number }): Promise<string | undefined>;
}

export interface WxFakeOptions {
  /** Where `http://localhost:8080` requests really go (the test server's origin). */
  apiOrigin?: string;
  scene: number;
  launchPath: string;
  storage?: Record<string, unknown>;
  modal?: (options: ModalOptions) => ModalResult;
  navigator: Navigator;
  /** miniprogram-simulate's mock `wx` (the base for everything not overridden). */
  base: Record<string, unknown>;
}

export interface WxRecords {
  requests: RecordedRequest[];
  navigation: NavigationCall[];
  toasts: ToastOptions[];
  modals: Array<{ options: ModalOptions; result: ModalResult }>;
  loading: Array<{ api: 'showLoading' | 'hideLoading'; title?: string }>;
  titles: string[];
  pullDownStops: number;
  logins: number;
  updateManager: FakeUpdateManager;
  /** getUpdateManager() calls. */
  updateManagerRequests: number;
}

/** Calls success/fail/complete later, like WeChat, and answers through them only. */
interface Lifecycle {
  /** The app was closed: WeChat calls nothing back any more. */
  closed: boolean;
}

function respondLater(
  app: Lifecycle,
  options: CallbackOptions | undefined,
  api: string,
  run: () => unknown | Promise<unknown>,
): void {
  const opts = options ?? {};
  setTimeout(() => {
    if (app.closed) return;
    Promise.resolve()
      .then(run)
      .then(
        (result) => {
          if (app.closed) return;
          const res = { errMsg: `${api}:ok`, ...((result as object) ?? {}) };
          opts.success?.(res);
          opts.complete?.(res);
        },
        (error: unknown) => {
          if (app.closed) return;
          const reason = error instanceof Error ? error.message : String(error);
          const res = { errMsg: `${api}:fail ${reason}` };
          opts.fail?.(res);
          opts.complete?.(res);
        },
      );
  }, 0);
}

function toQuery(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  if (typeof data === 'string') return data;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

function headerValue(header: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(header).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : header[key];
}

export function createWx(options: WxFakeOptions): {
  wx: Record<string, unknown>;
  records: WxRecords;
  storage: Map<string, unknown>;
  /** Closes the app: no callback of any API runs afterwards. */
  close: () => void;
} {
  const lifecycle: Lifecycle = { closed: false };
  const respond = (opts: CallbackOptions | undefined, api: string, run: () => unknown | Promise<unknown>) =>
    respondLater(lifecycle, opts, api, run);
  const storage = new Map<string, unknown>();
  for (const [key, value] of Object.entries(options.storage ?? {})) storage.set(key, JSON.parse(JSON.stringify(value)));

  const records: WxRecords = {
    requests: [],
    navigation: [],
    toasts: [],
    modals: [],
    loading: [],
    titles: [],
    pullDownStops: 0,
    logins: 0,
    updateManager: new FakeUpdateManager(),
    updateManagerRequests: 0,
  };

  const launchOptions = () => ({ path: options.launchPath, scene: options.scene, query: {}, referrerInfo: {} });

  const request = (
    req: CallbackOptions & {
      url: string;
      method?: string;
      header?: Record<string, string>;
      data?: unknown;
      timeout?: number;
      dataType?: string;
    },
  ) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const header: Record<string, string> = { ...(req.header ?? {}) };
    let sentUrl = req.url;
    // Like WeChat's request domain list: only the API origin the build was made with is reachable (and it
    // is the test server); anything else fails instead of leaving the machine.
    const allowed =
      options.apiOrigin === undefined || sentUrl === BUILD_API_ORIGIN || sentUrl.startsWith(`${BUILD_API_ORIGIN}/`);
    if (options.apiOrigin && allowed) sentUrl = options.apiOrigin + sentUrl.slice(BUILD_API_ORIGIN.length);
    let body: string | undefined;
    if (method === 'GET' || method === 'HEAD') {
      const query = toQuery(req.data);
      if (query) sentUrl += (sentUrl.includes('?') ? '&' : '?') + query;
    } else if (req.data !== undefined) {
      const contentType = headerValue(header, 'content-type') ?? 'application/json';
      if (typeof req.data === 'string') body = req.data;
      else if (contentType.includes('application/x-www-form-urlencoded')) body = toQuery(req.data);
      else body = JSON.stringify(req.data);
      if (!headerValue(header, 'content-type')) header['content-type'] = 'application/json';
    }
    const record: RecordedRequest = { url: req.url, sentUrl, method, header, data: req.data };
    records.requests.push(record);
    const task = {
      abort() {},
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    };
    const answer = (res: Record<string, unknown>, ok: boolean) => {
      if (lifecycle.closed) return;
      if (ok) req.success?.(res);
      else req.fail?.(res);
      req.complete?.(res);
    };
    if (!allowed) {
      record.error = 'url not in domain list';
      const errMsg = `request:fail url not in domain list (the host serves ${BUILD_API_ORIGIN} only)`;
      setTimeout(() => answer({ errMsg, errno: 600002 }, false), 0);
      return task;
    }

    const controller = new AbortController();
    let aborted = false;
    const timer = setTimeout(() => controller.abort(new Error('timeout')), req.timeout ?? 60000);
    const outcome = fetch(sentUrl, { method, headers: header, body, signal: controller.signal }).then(
      async (response) => {
        const text = await response.text();
        let data: unknown = text;
        if ((req.dataType ?? 'json') === 'json') {
          try {
            data = JSON.parse(text);
          } catch {
            data = text;
          }
        }
        const responseHeader: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          responseHeader[key] = value;
        });
        Object.assign(record, { statusCode: response.status, response: data, responseHeader });
        return {
          ok: true,
          res: { errMsg: 'request:ok', statusCode: response.status, data, header: responseHeader, cookies: [] },
        };
      },
      (error: unknown) => {
        const cause =
          error instanceof Error ? ((error as { cause?: Error }).cause?.message ?? error.message) : String(error);
        const reason = aborted ? 'abort' : controller.signal.aborted ? 'timeout' : cause;
        record.error = reason;
        return { ok: false, res: { errMsg: `request:fail ${reason}`, errno: 600001 } };
      },
    );
    void outcome.then(({ ok, res }) => {
      clearTimeout(timer);
      answer(res, ok);
    });
    task.abort = () => {
      aborted = true;
      controller.abort();
    };
    return task;
  };

  const navigation =
    (api: NavigationApi) =>
    (opts: CallbackOptions & { url?: string; delta?: number } = {}) => {
      const call: NavigationCall = { api, url: opts.url, delta: opts.delta, at: Date.now() };
      records.navigation.push(call);
      respond(opts, api, async () => {
        const refused = await options.navigator.navigate(api, { url: opts.url, delta: opts.delta });
        call.outcome = refused ?? 'ok';
        if (refused) throw new Error(refused);
        return {};
      });
    };

  const overrides: Record<string, unknown> = {
    // network
    request,
    // storage: in memory, one store per app instance; WeChat answers '' for a missing key
    setStorageSync(key: string, value: unknown) {
      storage.set(key, value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
    },
    getStorageSync(key: string) {
      return storage.has(key) ? JSON.parse(JSON.stringify(storage.get(key) ?? null)) : '';
    },
    removeStorageSync(key: string) {
      storage.delete(key);
    },
    clearStorageSync() {
      storage.clear();
    },
    getStorageInfoSync() {
      return { keys: [...storage.keys()], currentSize: 0, limitSize: 10240 };
    },
    setStorage(opts: CallbackOptions & { key: string; data: unknown }) {
      respond(opts, 'setStorage', () => {
        (overrides.setStorageSync as (k: string, v: unknown) => void)(opts.key, opts.data);
      });
    },
    getStorage(opts: CallbackOptions & { key: string }) {
      respond(opts, 'getStorage', () => {
        if (!storage.has(opts.key)) throw new Error('data not found');
        return { data: (overrides.getStorageSync as (k: string) => unknown)(opts.key) };
      });
    },
    removeStorage(opts: CallbackOptions & { key: string }) {
      respond(opts, 'removeStorage', () => void storage.delete(opts.key));
    },
    clearStorage(opts: CallbackOptions) {
      respond(opts, 'clearStorage', () => storage.clear());
    },
    // navigation: the host's page stack, asynchronously
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    switchTab: navigation('switchTab'),
    navigateBack: navigation('navigateBack'),
    reLaunch: navigation('reLaunch'),
    // interaction: recorded
    showToast(opts: CallbackOptions & ToastOptions) {
      records.toasts.push({ title: opts.title, icon: opts.icon, duration: opts.duration, mask: opts.mask });
      respond(opts, 'showToast', () => ({}));
    },
    hideToast(opts?: CallbackOptions) {
      respond(opts, 'hideToast', () => ({}));
    },
    showModal(opts: CallbackOptions & ModalOptions) {
      const modalOptions: ModalOptions = {
        title: opts.title,
        content: opts.content,
        showCancel: opts.showCancel,
        confirmText: opts.confirmText,
        cancelText: opts.cancelText,
      };
      const result = options.modal ? options.modal(modalOptions) : { confirm: true, cancel: false };
      records.modals.push({ options: modalOptions, result });
      respond(opts, 'showModal', () => result);
    },
    showLoading(opts: CallbackOptions & { title?: string }) {
      records.loading.push({ api: 'showLoading', title: opts.title });
      respond(opts, 'showLoading', () => ({}));
    },
    hideLoading(opts?: CallbackOptions) {
      records.loading.push({ api: 'hideLoading' });
      respond(opts, 'hideLoading', () => ({}));
    },
    setNavigationBarTitle(opts: CallbackOptions & { title: string }) {
      records.titles.push(opts.title);
      respond(opts, 'setNavigationBarTitle', () => ({}));
    },
    stopPullDownRefresh(opts?: CallbackOptions) {
      records.pullDownStops += 1;
      respond(opts, 'stopPullDownRefresh', () => ({}));
    },
    // platform
    getUpdateManager() {
      records.updateManagerRequests += 1;
      return records.updateManager;
    },
    getLaunchOptionsSync: launchOptions,
    getEnterOptionsSync: launchOptions,
    login(opts: CallbackOptions) {
      records.logins += 1;
      respond(opts, 'login', () => ({ code: `host-login-code-${records.logins}` }));
    },
    getAccountInfoSync() {
      return { miniProgram: { appId: 'wx-weapp-host', envVersion: 'develop', version: '' }, plugin: {} };
    },
    canIUse() {
      return true;
    },
    nextTick(fn: () => void) {
      setTimeout(fn, 0);
    },
  };

  const wx = { ...options.base, ...overrides };
  return {
    wx,
    records,
    storage,
    close: () => {
      lifecycle.closed = true;
    },
  };
}
