import { ASYNC_PAGE_DELAY_MS, ASYNC_PAGE_TIMEOUT_MS } from '@common/constants';
import { t } from '../i18n';

/**
 * The lazy page loading view of H5 (spec section 2): Taro's router loads each page as a webpack chunk.
 * We wrap webpack's chunk loader (`__webpack_require__.e`): while chunks are pending for more than
 * 200 ms a loading view shows; after 60 s, or when a chunk fails (missing, timeout, other), an error
 * view with a retry button replaces it. Retry reloads the current URL (history mode keeps the route).
 */
declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> };

const OVERLAY_ID = 'page-loader';
let pending = 0;
let delayTimer: ReturnType<typeof setTimeout> | undefined;
let timeoutTimer: ReturnType<typeof setTimeout> | undefined;

function overlay(): HTMLElement {
  let el = document.getElementById(OVERLAY_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = OVERLAY_ID;
    el.setAttribute('role', 'status');
    el.style.cssText =
      'position:fixed;inset:0;z-index:9999;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(245,247,246,.96);font-size:15px;color:#4b5563;gap:16px';
    document.body.appendChild(el);
  }
  return el;
}

function showLoading() {
  const el = overlay();
  el.dataset.state = 'loading';
  el.innerHTML = `<div class="page-loader__spinner" style="width:32px;height:32px;border:3px solid #d1e9dc;border-top-color:#1aad5b;border-radius:50%;animation:page-loader-spin 0.8s linear infinite"></div><style>@keyframes page-loader-spin{to{transform:rotate(360deg)}}</style><div>${t('loader.loading')}</div>`;
}

export function showPageError() {
  clearTimers();
  const el = overlay();
  el.dataset.state = 'error';
  el.innerHTML = `<div style="max-width:280px;text-align:center;line-height:1.6">${t('loader.failed')}</div><button type="button" style="padding:8px 28px;border:0;border-radius:18px;background:#1aad5b;color:#fff;font-size:15px">${t('common.retry')}</button>`;
  el.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

function hide() {
  const el = document.getElementById(OVERLAY_ID);
  if (el && el.dataset.state !== 'error') el.remove();
}

function clearTimers() {
  if (delayTimer) clearTimeout(delayTimer);
  if (timeoutTimer) clearTimeout(timeoutTimer);
  delayTimer = timeoutTimer = undefined;
}

function started() {
  pending += 1;
  if (pending > 1) return;
  delayTimer = setTimeout(showLoading, ASYNC_PAGE_DELAY_MS);
  timeoutTimer = setTimeout(showPageError, ASYNC_PAGE_TIMEOUT_MS);
}

function finished(ok: boolean) {
  pending = Math.max(0, pending - 1);
  if (!ok) {
    showPageError();
    return;
  }
  if (pending === 0) {
    clearTimers();
    hide();
  }
}

let installed = false;

export function installPageLoader(): void {
  if (installed || typeof __webpack_require__ === 'undefined' || !__webpack_require__.e) return;
  installed = true;
  const ensureChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    started();
    return ensureChunk(chunkId).then(
      (value) => {
        finished(true);
        return value;
      },
      (error: unknown) => {
        finished(false);
        throw error;
      },
    );
  };
}
