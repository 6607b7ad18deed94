import { routeUrl, type RoutePath } from '@common/routes';

/**
 * Parameters the runtime adds to a page's query, not part of the link that was shared: `flag` (the share
 * marker itself), `$taroTimestamp` (weapp) and `stamp` (Taro's H5 router numbers every page it loads, so a
 * stored path kept a stray `&stamp=AA` that opened a different history entry).
 */
const RUNTIME_PARAMS = new Set(['flag', '$taroTimestamp', 'stamp']);

/** The path remembered as SHARED_PAGE (spec section 9) for a page opened with `flag=1`. */
export function sharedPageUrl(route: RoutePath, params: Record<string, string | undefined>): string {
  const kept = Object.fromEntries(Object.entries(params).filter(([key]) => !RUNTIME_PARAMS.has(key)));
  return routeUrl(route, kept);
}
