/**
 * The `wx` global of the host: the APIs Taro's weapp runtime and the app call, implemented the way WeChat
 * behaves (asynchronous callbacks, `errMsg` strings, '' for a missing storage key), with every call the
 * tests look at recorded. `wx.request` goes over `fetch` to a real server; navigation is delegated to the
 * host's page stack. APIs nothing here overrides come from miniprogram-simulate's own mock `wx`.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

/** The origin baked into the production weapp build (src/lib/request.ts default base URL). */
export const BUILD_API_ORIGIN = 'http://localhost:8080';
/** Its socket origin (src/lib/socket.ts turns the API base into ws://). */
export const BUILD_SOCKET_ORIGIN = 'ws://localhost:8080';
/** WeChat allows at most this many sockets open at once. */
export const MAX_SOCKETS = 5;

/** A socket the app opened with wx.connectSocket, and what went over it. */
export interface RecordedSocket {
  url: string;
  sentUrl: string;
  /** Frames the app sent, as text. */
  sent: string[];
  /** Frames the server pushed, as text. */
  received: string[];
  closed?: { code: number; reason: string };
}

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
  /** The user's choice per template id in requestSubscribeMessage (default: accept every one). */
  subscribe?: (tmplIds: string[]) => Record<string, 'accept' | 'reject' | 'ban' | 'filter'>;
  /** What chooseMessageFile picks (a real file on disk); none: the user cancels the picker. */
  messageFiles?: MessageFile[];
  navigator: Navigator;
  /** miniprogram-simulate's mock `wx` (the base for everything not overridden). */
  base: Record<string, unknown>;
}

export interface WxRecords {
  requests: RecordedRequest[];
  sockets: RecordedSocket[];
  navigation: NavigationCall[];
  /** showToast() calls, with Date.now() when the app made each. */
  toasts: Array<ToastOptions & { at: number }>;
  modals: Array<{ options: ModalOptions; result: ModalResult }>;
  loading: Array<{ api: 'showLoading' | 'hideLoading'; title?: string }>;
  titles: string[];
  pullDownStops: number;
  logins: number;
  /** The template ids of each requestSubscribeMessage call, in order. */
  subscribeRequests: string[][];
  updateManager: FakeUpdateManager;
  /** getUpdateManager() calls. */
  updateManagerRequests: number;
  /** hideTabBar() calls: when (ms since the epoch) and the page on top then. */
  tabBarHides: number[];
  /** openLocation() calls. */
  openedLocations: Array<{ latitude: number; longitude: number; name?: string; address?: string }>;
  /** addPhoneCalendar() calls, with what the app passed (times in seconds). */
  phoneCalendar: PhoneCalendarEvent[];
  /** chooseMessageFile() calls, with the options the app passed. */
  messageFileChoices: Array<{ count?: number; type?: string; extension?: string[] }>;
  /** uploadFile() calls: the URL, the file sent and the answer's status. */
  uploads: Array<{ url: string; sentUrl: string; filePath: string; name: string; statusCode?: number; error?: string }>;
  /** downloadFile() calls: the URL asked for, where it really went, and what came back. */
  downloads: Array<{ url: string; sentUrl: string; statusCode?: number; tempFilePath?: string; error?: string }>;
  /** openDocument() calls (the file is not shown: the call is recorded once the file is found on disk). */
  openedDocuments: Array<{ filePath: string; fileType?: string; showMenu?: boolean; firstBytes: string }>;
  /** onNetworkStatusChange() and onNetworkWeakChange() listeners added: a test waits for them before emitNetwork. */
  readonly networkListeners: number;
}

/** A file in a chat as `wx.chooseMessageFile` answers it (`path`: a real file on disk). */
export interface MessageFile {
  path: string;
  name: string;
  size: number;
  type?: 'file' | 'image' | 'video';
  time?: number;
}

/** What `wx.addPhoneCalendar` takes (the callbacks left out). */
export interface PhoneCalendarEvent {
  title: string;
  startTime: number;
  endTime?: number;
  allDay?: boolean;
  description?: string;
  location?: string;
  alarm?: boolean;
  alarmOffset?: number;
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
  /** The app shows again: wx.onAppShow listeners. */
  emitAppShow: (options: unknown) => void;
  /** WeChat reports a network change (`weak` set: onNetworkWeakChange, else onNetworkStatusChange). */
  emitNetwork: (state: { isConnected: boolean; networkType: string; weak?: boolean }) => void;
  /** Closes the app: no callback of any API runs afterwards. */
  close: () => void;
} {
  const lifecycle: Lifecycle = { closed: false };
  const respond = (opts: CallbackOptions | undefined, api: string, run: () => unknown | Promise<unknown>) =>
    respondLater(lifecycle, opts, api, run);
  const storage = new Map<string, unknown>();
  for (const [key, value] of Object.entries(options.storage ?? {})) storage.set(key, JSON.parse(JSON.stringify(value)));

  type NetworkListener = (res: { isConnected: boolean; networkType: string; weak?: boolean }) => void;
  const networkListeners: NetworkListener[] = [];
  const weakListeners: NetworkListener[] = [];
  const records: WxRecords = {
    requests: [],
    sockets: [],
    navigation: [],
    toasts: [],
    modals: [],
    loading: [],
    titles: [],
    pullDownStops: 0,
    logins: 0,
    subscribeRequests: [],
    updateManager: new FakeUpdateManager(),
    updateManagerRequests: 0,
    tabBarHides: [],
    openedLocations: [],
    phoneCalendar: [],
    messageFileChoices: [],
    uploads: [],
    downloads: [],
    openedDocuments: [],
    get networkListeners() {
      return networkListeners.length + weakListeners.length;
    },
  };
  const appShowListeners: Array<(options: unknown) => void> = [];

  const launchOptions = () => ({ path: options.launchPath, scene: options.scene, query: {}, referrerInfo: {} });

  const request = (
    req: CallbackOptions & {
      url: string;
      method?: string;
      header?: Record<string, string>;
      data?: unknown;
      timeout?: number;
      dataType?: string;
      responseType?: string;
      enableChunked?: boolean;
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
    // enableChunked (base library 2.20.1): the body is handed out chunk by chunk as the server writes it.
    const chunkListeners: Array<(res: { data: ArrayBuffer }) => void> = [];
    const task = {
      abort() {},
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived(listener: (res: { data: ArrayBuffer }) => void) {
        chunkListeners.push(listener);
      },
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
        if (req.enableChunked && response.body) {
          const reader = response.body.getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const chunk = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer;
            for (const listener of chunkListeners) listener({ data: chunk });
          }
        }
        const text = req.enableChunked ? '' : await response.text();
        let data: unknown = req.responseType === 'arraybuffer' ? new TextEncoder().encode(text).buffer : text;
        if (req.responseType !== 'arraybuffer' && (req.dataType ?? 'json') === 'json') {
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

  /**
   * wx.connectSocket over the `ws` package to the real server: the task's onOpen / onMessage / onClose /
   * onError, send and close behave as WeChat's (callbacks later, `errMsg`), at most MAX_SOCKETS at once,
   * and only the build's origin is reachable. Closing the app closes its sockets.
   */
  const openSockets = new Set<WebSocket>();
  /** What closing the app tells each open socket's onClose (WeChat ends them with the app). */
  const closeHandlers = new Set<() => void>();
  const connectSocket = (req: CallbackOptions & { url: string; header?: Record<string, string> }) => {
    let sentUrl = req.url;
    const allowed = options.apiOrigin === undefined || sentUrl.startsWith(`${BUILD_SOCKET_ORIGIN}/`);
    if (options.apiOrigin && allowed) {
      sentUrl = options.apiOrigin.replace(/^http/, 'ws') + sentUrl.slice(BUILD_SOCKET_ORIGIN.length);
    }
    const record: RecordedSocket = { url: req.url, sentUrl, sent: [], received: [] };
    records.sockets.push(record);
    const handlers = {
      open: [] as Callback[],
      message: [] as Callback[],
      close: [] as Callback[],
      error: [] as Callback[],
    };
    const fire = (kind: keyof typeof handlers, res: unknown) => {
      if (lifecycle.closed) return;
      for (const handler of handlers[kind]) handler(res);
    };
    let socket: WebSocket | undefined;
    if (lifecycle.closed) {
      // A closed app opens nothing (a reconnect timer of the app may still run).
    } else if (!allowed || openSockets.size >= MAX_SOCKETS) {
      const reason = allowed ? `exceed max task count ${MAX_SOCKETS}` : 'url not in domain list';
      respond(req, 'connectSocket', () => {
        throw new Error(reason);
      });
    } else {
      socket = new WebSocket(sentUrl, { headers: req.header });
      openSockets.add(socket);
      socket.on('open', () => fire('open', { header: {} }));
      socket.on('message', (data) => {
        record.received.push(String(data));
        fire('message', { data: String(data) });
      });
      const endedByApp = () => fire('close', { code: 1001, reason: 'app closed' });
      closeHandlers.add(endedByApp);
      socket.on('close', (code, reason) => {
        openSockets.delete(socket!);
        closeHandlers.delete(endedByApp);
        record.closed = { code, reason: String(reason) };
        fire('close', { code, reason: String(reason) });
      });
      socket.on('error', (error) => fire('error', { errMsg: error.message }));
      respond(req, 'connectSocket', () => ({}));
    }
    return {
      onOpen: (cb: Callback) => handlers.open.push(cb),
      onMessage: (cb: Callback) => handlers.message.push(cb),
      onClose: (cb: Callback) => handlers.close.push(cb),
      onError: (cb: Callback) => handlers.error.push(cb),
      send(opts: CallbackOptions & { data: string }) {
        respond(opts, 'sendSocketMessage', () => {
          if (!socket || socket.readyState !== WebSocket.OPEN) throw new Error('socket is not connected');
          record.sent.push(String(opts.data));
          socket.send(String(opts.data));
          return {};
        });
      },
      close(opts: CallbackOptions & { code?: number; reason?: string } = {}) {
        respond(opts, 'closeSocket', () => {
          socket?.close(opts.code ?? 1000, opts.reason);
          return {};
        });
      },
    };
  };

  const overrides: Record<string, unknown> = {
    // network
    request,
    connectSocket,
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
      records.toasts.push({
        title: opts.title,
        icon: opts.icon,
        duration: opts.duration,
        mask: opts.mask,
        at: Date.now(),
      });
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
    // 订阅消息: WeChat's panel answers each template id (at most 3 at a time, as WeChat allows).
    requestSubscribeMessage(opts: CallbackOptions & { tmplIds?: string[] }) {
      const tmplIds = opts.tmplIds ?? [];
      records.subscribeRequests.push(tmplIds);
      respond(opts, 'requestSubscribeMessage', () => {
        if (!tmplIds.length) throw new Error('10001 empty');
        if (tmplIds.length > 3) throw new Error('20003 too many');
        return options.subscribe?.(tmplIds) ?? Object.fromEntries(tmplIds.map((id) => [id, 'accept']));
      });
    },
    getAccountInfoSync() {
      return { miniProgram: { appId: 'wx-weapp-host', envVersion: 'develop', version: '' }, plugin: {} };
    },
    canIUse() {
      return true;
    },
    // the native tab bar: recorded (the pages draw their own)
    hideTabBar(opts?: CallbackOptions) {
      records.tabBarHides.push(Date.now());
      respond(opts, 'hideTabBar', () => ({}));
    },
    // the app coming back to the foreground: the host's showApp calls these
    onAppShow(listener: () => void) {
      appShowListeners.push(listener);
    },
    // network state: the test changes it with emitNetwork
    onNetworkStatusChange(listener: NetworkListener) {
      networkListeners.push(listener);
    },
    onNetworkWeakChange(listener: NetworkListener) {
      weakListeners.push(listener);
    },
    getNetworkType(opts: CallbackOptions) {
      respond(opts, 'getNetworkType', () => ({ networkType: 'wifi' }));
    },
    openLocation(opts: CallbackOptions & { latitude: number; longitude: number; name?: string; address?: string }) {
      records.openedLocations.push({
        latitude: opts.latitude,
        longitude: opts.longitude,
        name: opts.name,
        address: opts.address,
      });
      respond(opts, 'openLocation', () => ({}));
    },
    // The phone's calendar: the entry is recorded and WeChat answers as if the user confirmed its panel.
    addPhoneCalendar(opts: CallbackOptions & PhoneCalendarEvent) {
      const {
        success: _s,
        fail: _f,
        complete: _c,
        ...event
      } = opts as CallbackOptions & PhoneCalendarEvent & Record<string, unknown>;
      records.phoneCalendar.push(event as PhoneCalendarEvent);
      respond(opts, 'addPhoneCalendar', () => ({}));
    },
    // A file from a chat: the test's file (options.messageFiles), filtered by the extensions asked for.
    chooseMessageFile(opts: CallbackOptions & { count?: number; type?: string; extension?: string[] }) {
      records.messageFileChoices.push({ count: opts.count, type: opts.type, extension: opts.extension });
      respond(opts, 'chooseMessageFile', () => {
        const files = (options.messageFiles ?? []).filter(
          (file) => !opts.extension?.length || opts.extension.includes(path.extname(file.name).slice(1).toLowerCase()),
        );
        if (!files.length) throw new Error('cancel');
        return {
          tempFiles: files
            .slice(0, opts.count ?? 1)
            .map((file) => ({ type: 'file', time: Math.floor(Date.now() / 1000), ...file })),
        };
      });
    },
    /**
     * wx.uploadFile: a real multipart POST (the file from disk under its base name, as WeChat sends a temp
     * file) to the test server; answered with `statusCode` and the body as text, like WeChat. The task reports
     * 100% once sent; abort() cancels the request (fail: 'uploadFile:fail abort').
     */
    uploadFile(
      opts: CallbackOptions & {
        url: string;
        filePath: string;
        name: string;
        header?: Record<string, string>;
        formData?: Record<string, string>;
        timeout?: number;
      },
    ) {
      const allowed = options.apiOrigin === undefined || opts.url.startsWith(`${BUILD_API_ORIGIN}/`);
      const sentUrl =
        options.apiOrigin && allowed ? options.apiOrigin + opts.url.slice(BUILD_API_ORIGIN.length) : opts.url;
      const record: WxRecords['uploads'][number] = { url: opts.url, sentUrl, filePath: opts.filePath, name: opts.name };
      records.uploads.push(record);
      const controller = new AbortController();
      const progress: Array<
        (res: { progress: number; totalBytesSent: number; totalBytesExpectedToSend: number }) => void
      > = [];
      respond(opts, 'uploadFile', async () => {
        if (!allowed) throw new Error('url not in domain list');
        if (!fs.existsSync(opts.filePath)) throw new Error(`open ${opts.filePath}: no such file`);
        const bytes = fs.readFileSync(opts.filePath);
        const form = new FormData();
        for (const [key, value] of Object.entries(opts.formData ?? {})) form.append(key, value);
        form.append(opts.name, new Blob([bytes]), path.basename(opts.filePath));
        const timer = setTimeout(() => controller.abort(), opts.timeout ?? 60000);
        try {
          const response = await fetch(sentUrl, {
            method: 'POST',
            headers: opts.header,
            body: form,
            signal: controller.signal,
          });
          for (const listener of progress)
            listener({ progress: 100, totalBytesSent: bytes.length, totalBytesExpectedToSend: bytes.length });
          record.statusCode = response.status;
          return { statusCode: response.status, data: await response.text() };
        } catch (error) {
          record.error = controller.signal.aborted ? 'abort' : String(error);
          throw new Error(record.error);
        } finally {
          clearTimeout(timer);
        }
      });
      return {
        abort: () => controller.abort(),
        onProgressUpdate: (listener: (typeof progress)[number]) => void progress.push(listener),
        offProgressUpdate() {},
        onHeadersReceived() {},
        offHeadersReceived() {},
      };
    },
    /**
     * wx.downloadFile: a real HTTP GET (only the build's API origin, sent to the test server) saved into a
     * temp file, answered with `statusCode` and `tempFilePath` like WeChat.
     */
    downloadFile(opts: CallbackOptions & { url: string; header?: Record<string, string>; timeout?: number }) {
      const allowed = options.apiOrigin === undefined || opts.url.startsWith(`${BUILD_API_ORIGIN}/`);
      const sentUrl =
        options.apiOrigin && allowed ? options.apiOrigin + opts.url.slice(BUILD_API_ORIGIN.length) : opts.url;
      const record: WxRecords['downloads'][number] = { url: opts.url, sentUrl };
      records.downloads.push(record);
      const controller = new AbortController();
      respond(opts, 'downloadFile', async () => {
        if (!allowed) {
          record.error = 'url not in domain list';
          throw new Error('url not in domain list');
        }
        const timer = setTimeout(() => controller.abort(), opts.timeout ?? 60000);
        try {
          const response = await fetch(sentUrl, { headers: opts.header, signal: controller.signal });
          const bytes = Buffer.from(await response.arrayBuffer());
          const tempFilePath = path.join(
            fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-download-')),
            `tmp_${records.downloads.length}${path.extname(new URL(sentUrl).pathname) || ''}`,
          );
          fs.writeFileSync(tempFilePath, bytes);
          Object.assign(record, { statusCode: response.status, tempFilePath });
          return { statusCode: response.status, tempFilePath };
        } catch (error) {
          record.error = error instanceof Error ? error.message : String(error);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      });
      return {
        abort: () => controller.abort(),
        onProgressUpdate() {},
        offProgressUpdate() {},
        onHeadersReceived() {},
        offHeadersReceived() {},
      };
    },
    // wx.openDocument: the file must exist (a downloaded temp file); the call is recorded with its first bytes.
    openDocument(opts: CallbackOptions & { filePath: string; fileType?: string; showMenu?: boolean }) {
      respond(opts, 'openDocument', () => {
        if (!fs.existsSync(opts.filePath)) throw new Error('file not found');
        const firstBytes = fs.readFileSync(opts.filePath).subarray(0, 8).toString('latin1');
        records.openedDocuments.push({
          filePath: opts.filePath,
          fileType: opts.fileType,
          showMenu: opts.showMenu,
          firstBytes,
        });
        return {};
      });
    },
    setClipboardData(opts: CallbackOptions & { data: string }) {
      respond(opts, 'setClipboardData', () => ({}));
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
    emitAppShow: (options: unknown) => {
      if (!lifecycle.closed) for (const listener of appShowListeners) listener(options);
    },
    emitNetwork: (state) => {
      if (lifecycle.closed) return;
      for (const listener of state.weak === undefined ? networkListeners : weakListeners) listener(state);
    },
    close: () => {
      // The app hears its sockets end (so it stops its pings), then nothing more.
      for (const handler of [...closeHandlers]) handler();
      closeHandlers.clear();
      lifecycle.closed = true;
      for (const socket of openSockets) socket.terminate();
      openSockets.clear();
    },
  };
}
