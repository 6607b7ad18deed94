import type { MenuItem } from '@common/content';
import { getItem, setItem, STORAGE_KEYS } from './storage';
import { request } from './request';

export type { MenuItem };

/** The cached list, if any (renders at once on later launches). */
export function cachedMenuList(): MenuItem[] | undefined {
  return getItem<MenuItem[]>(STORAGE_KEYS.menuList);
}

/**
 * The common menu list (`commonmenu/list`, no auth, data is a list), cached in storage so that later
 * launches render the menu at once; `refresh` fetches again and updates the cache.
 */
export async function loadMenuList(refresh = false): Promise<MenuItem[]> {
  const cached = getItem<MenuItem[]>(STORAGE_KEYS.menuList);
  if (cached && !refresh) return cached;
  const body = await request<MenuItem[]>({ url: 'commonmenu/list', noAuth: true });
  const list = Array.isArray(body.data) ? body.data : [];
  setItem(STORAGE_KEYS.menuList, list);
  return list;
}
