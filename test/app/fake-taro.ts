/**
 * A fake of the slice of Taro the request layer uses: `request` is a scripted transport and
 * `addInterceptor` runs the real chain semantics (interceptors wrap the transport in order).
 * Navigation, toasts and storage are recorded so tests can assert what the user would see.
 */
type Params = { url: string; method?: string; data?: unknown; header?: Record<string, string>; timeout?: number };
type Transport = (params: Params) => Promise<{ statusCode: number; data: unknown }>;
type Interceptor = (chain: { requestParams: Params; proceed: (p: Params) => Promise<unknown> }) => Promise<unknown>;

export function createFakeTaro() {
  const storage = new Map<string, unknown>();
  const interceptors: Interceptor[] = [];
  const calls = {
    requests: [] as Params[],
    toasts: [] as { title: string }[],
    navigations: [] as { type: string; url: string }[],
  };
  type UploadScript = (o: UploadOptions) => {
    progress?: number[];
    result: { success?: { statusCode: number; data: string }; fail?: { errMsg: string } };
  };
  type UploadOptions = {
    url: string;
    filePath: string;
    name: string;
    header?: Record<string, string>;
    success?: (r: { statusCode: number; data: string }) => void;
    fail?: (e: { errMsg: string }) => void;
  };
  const uploads: UploadOptions[] = [];
  let uploadScript: UploadScript = () => ({
    result: { success: { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/u/1.png' } }) } },
  });
  let transport: Transport = async () => ({ statusCode: 200, data: { code: 200, msg: 'ok' } });

  const fake = {
    calls,
    setTransport(next: Transport) {
      transport = next;
    },
    uploads,
    setUpload(next: UploadScript) {
      uploadScript = next;
    },
    uploadFile(o: UploadOptions) {
      uploads.push(o);
      const listeners: ((p: { progress: number }) => void)[] = [];
      const script = uploadScript(o);
      setTimeout(() => {
        for (const p of script.progress ?? []) listeners.forEach((l) => l({ progress: p }));
        if (script.result.success) o.success?.(script.result.success);
        else o.fail?.(script.result.fail ?? { errMsg: 'uploadFile:fail' });
      }, 0);
      return { onProgressUpdate: (l: (p: { progress: number }) => void) => void listeners.push(l) };
    },
    addInterceptor(fn: Interceptor) {
      interceptors.push(fn);
    },
    request(params: Params) {
      const run = (index: number, p: Params): Promise<unknown> => {
        if (index >= interceptors.length) {
          calls.requests.push(p);
          return transport(p);
        }
        return interceptors[index]({ requestParams: p, proceed: (next) => run(index + 1, next) });
      };
      return run(0, params);
    },
    setStorageSync: (k: string, v: unknown) => void storage.set(k, v),
    getStorageSync: (k: string) => (storage.has(k) ? storage.get(k) : ''),
    removeStorageSync: (k: string) => void storage.delete(k),
    showToast: (o: { title: string }) => {
      calls.toasts.push(o);
      return Promise.resolve();
    },
    showLoading: () => Promise.resolve(),
    hideLoading: () => Promise.resolve(),
    navigateTo: (o: { url: string }) => {
      calls.navigations.push({ type: 'navigateTo', url: o.url });
      return Promise.resolve();
    },
    redirectTo: (o: { url: string }) => {
      calls.navigations.push({ type: 'redirectTo', url: o.url });
      return Promise.resolve();
    },
    switchTab: (o: { url: string }) => {
      calls.navigations.push({ type: 'switchTab', url: o.url });
      return Promise.resolve();
    },
    getCurrentPages: () => [{ route: 'pages/job_detail/index', options: { id: '7' } }],
    storage,
  };
  return fake;
}

export type FakeTaro = ReturnType<typeof createFakeTaro>;
