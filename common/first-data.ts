/**
 * The first screen's data in the H5 page itself: for some pages the server answers their first call while it
 * serves the HTML (a `<script type="application/json" id="first-data">` of `{[callKey]: envelope}`), and the
 * app answers that call from it instead of making the round trip. Only anonymous answers are embedded (the
 * server does not know the user when it serves the page), so the app uses them only for calls it sends
 * without a token.
 */
import { PAGE_SIZE } from './constants';
import { ROUTES } from './routes';

export const FIRST_DATA_ELEMENT_ID = 'first-data';
/** The first screen the server paints from that data (home and a job), until the app has drawn its own. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/** How long home and a job leave the first screen up when their data never comes (then their error shows). */
export const FIRST_SCREEN_FALLBACK_MS = 3000;
/**
 * How long the first screen stays after the app's scripts have run or failed, should the app never remove
 * it (a broken build). src/boot.js, plain ES5 that imports nothing, writes the same number (a test ties them).
 */
export const FIRST_SCREEN_SAFETY_MS = 8000;
/** After this long the page no longer trusts what came with it (a tab left open, then used). */
export const FIRST_DATA_MAX_AGE_MS = 30_000;

/** A GET call as a key: its path and its query sorted, empty values left out: `positions?pageNum=1&pageSize=10`. */
export function callKey(path: string, query: Record<string, unknown> = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => [name, String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params as Array<[string, string]>).toString();
  const bare = path.replace(/^\/+/, '');
  return search ? `${bare}?${search}` : bare;
}

/** The pages whose first data comes with them (`pagePath`: the path under the H5 base, '/' for home). */
export function firstDataPage(pagePath: string): 'home' | 'job' | undefined {
  const page = pagePath.replace(/^\/+|\/+$/g, '');
  if (page === '' || page === ROUTES.home) return 'home';
  if (page === ROUTES.jobDetail) return 'job';
  return undefined;
}

/**
 * The calls (as keys, API paths without /api/) whose answers come with the page at `pagePath`; the first one
 * is what the server paints the first screen from.
 */
export function firstDataCalls(pagePath: string, query: URLSearchParams): string[] {
  const page = firstDataPage(pagePath);
  // Home: its list (painted first, so it is the first call) and the shortcut grid above it.
  if (page === 'home') return [callKey('positions', { pageNum: 1, pageSize: PAGE_SIZE }), callKey('commonmenu/list')];
  if (page === 'job') {
    const id = query.get('id') ?? '';
    if (/^[1-9]\d{0,9}$/.test(id)) return [callKey(`positions/${id}`)];
  }
  return [];
}
