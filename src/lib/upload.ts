import Taro from '@tarojs/taro';
import { UPLOAD_TIMEOUT_MS } from '@common/constants';
import { BODY_CODE } from '@common/errors';
import { MSG } from '@common/messages';
import type { CallResult, CallSpec } from '@common/call';
import { checkImageFile } from '@common/validation/image-file';
import { requestFor, type Endpoint, type EndpointInput } from './call';
import { currentLocale, t } from './i18n';
import { goToLogin } from './navigation';
import { readToken } from './session';
import { bodyKey, buildUrl, RequestError } from './request';
import { toast } from './toast';

export interface UploadOptions<S extends CallSpec = CallSpec> {
  /** The upload call (`src/api/<domain>.ts`): its answer is what the upload resolves to. */
  endpoint: Endpoint<S>;
  /** The call's path parameters, if it has any. */
  input?: EndpointInput<S>;
  /** Local file path from chooseImage / chooseMessageFile (blob: URL on H5) */
  filePath: string;
  /** Original name and size when known: images are checked against the spec's rules before sending. */
  fileName?: string;
  size?: number;
  /** Check JPG/JPEG/PNG up to 1 MB before sending. */
  image?: boolean;
  formData?: Record<string, string>;
  /** 0..100 */
  onProgress?: (percent: number) => void;
  /** Show Taro's loading toast with the percentage (default true). */
  showProgress?: boolean;
  /**
   * Hands back a function that cancels the upload (a 取消 button): the promise then rejects with a
   * RequestError that `isUploadAborted` recognises, and nothing is toasted.
   */
  onAbort?: (abort: () => void) => void;
}

const ABORTED = 'upload-aborted';

/** Whether an upload failed because its `onAbort` function was called (the user cancelled it). */
export function isUploadAborted(error: unknown): boolean {
  return error instanceof RequestError && error.data === ABORTED;
}

function say(title: string): void {
  void toast({ title, icon: 'none' });
}

/**
 * Multipart upload (field `file`) with the upload rules of spec section 8:
 * HTTP 403 -> toast the response data; body code other than 200 -> toast msg; transport failure ->
 * 'image upload failed'; a file that cannot be opened -> 'file open failed'. Progress is reported.
 */
export function upload<S extends CallSpec>(options: UploadOptions<S>): Promise<CallResult<S>> {
  if (options.image && (options.fileName || options.size !== undefined)) {
    const problem = checkImageFile({ name: options.fileName ?? options.filePath, size: options.size ?? 0 });
    if (problem) {
      const message = t(problem);
      say(message);
      return Promise.reject(new RequestError(message, 'refused', undefined, undefined, problem));
    }
  }
  const token = readToken();
  if (!token) {
    goToLogin();
    return Promise.reject(new RequestError(t(MSG.errors.notLoggedIn), 'auth'));
  }
  const showProgress = options.showProgress ?? true;
  const { url } = requestFor(options.endpoint, options.input as object | undefined);
  return new Promise<CallResult<S>>((resolve, reject) => {
    let aborted = false;
    const fail = (error: RequestError) => {
      if (showProgress) void Taro.hideLoading();
      if (aborted) {
        reject(new RequestError(error.message, 'other', undefined, ABORTED));
        return;
      }
      say(error.message);
      reject(error);
    };
    const task = Taro.uploadFile({
      url: buildUrl(url),
      filePath: options.filePath,
      name: 'file',
      // H5 sends a blob: URL's file under this name (else `file-<time>`); weapp ignores it.
      ...(options.fileName ? { fileName: options.fileName } : {}),
      formData: options.formData,
      timeout: UPLOAD_TIMEOUT_MS,
      header: { Authorization: `Bearer ${token}`, 'Accept-Language': currentLocale() },
      success: (res) => {
        if (showProgress) void Taro.hideLoading();
        if (res.statusCode === 403) {
          fail(new RequestError(String(res.data || t(MSG.errors.forbidden)), 'http', 403));
          return;
        }
        let body: { code?: number; msg?: string; key?: string; data?: CallResult<S> };
        try {
          body = typeof res.data === 'string' ? JSON.parse(res.data) : (res.data as typeof body);
        } catch {
          fail(new RequestError(t(MSG.errors.imageUploadFailed), 'other'));
          return;
        }
        if (body.code !== BODY_CODE.ok) {
          if (body.code === BODY_CODE.unauthorized) goToLogin();
          fail(
            new RequestError(
              body.msg || t(MSG.errors.imageUploadFailed),
              'refused',
              body.code,
              undefined,
              bodyKey(body),
            ),
          );
          return;
        }
        resolve(body.data as CallResult<S>);
      },
      fail: (err: { errMsg?: string }) => {
        const openFailed = /open|not found|no such file|readFile/i.test(err?.errMsg ?? '');
        fail(new RequestError(t(openFailed ? MSG.errors.fileOpenFailed : MSG.errors.imageUploadFailed), 'transport'));
      },
    });
    options.onAbort?.(() => {
      aborted = true;
      task?.abort?.();
    });
    task?.onProgressUpdate?.((p) => {
      options.onProgress?.(p.progress);
      if (showProgress) void Taro.showLoading({ title: `${p.progress}%`, mask: true });
    });
  });
}
