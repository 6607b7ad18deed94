/**
 * The home page's shortcut menu (`GET commonmenu/list`, no login), cached in storage so that later launches
 * render the menu at once; `refresh` fetches again and updates the cache.
 */
import type { MenuItem } from '@common/content';
import * as content from '@/api/content';
import { call } from '@/lib/call';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';

export type { MenuItem };

/** The cached list, if any (renders at once on later launches). */
export function cachedMenuList(): MenuItem[] | undefined {
  return getItem<MenuItem[]>(STORAGE_KEYS.menuList);
}

export async function loadMenuList(refresh = false): Promise<MenuItem[]> {
  const cached = getItem<MenuItem[]>(STORAGE_KEYS.menuList);
  if (cached && !refresh) return cached;
  const data = await call(content.menu);
  const list = Array.isArray(data) ? data : [];
  setItem(STORAGE_KEYS.menuList, list);
  return list;
}
