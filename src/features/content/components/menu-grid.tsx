import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text, Image } from '@tarojs/components';
import { MENU_ICONS } from '@/assets/icons/menu-icons';
import { useT } from '@/lib/i18n';
import { cachedMenuList, loadMenuList, type MenuItem } from '../api/menu-list';
import { isTabRoute } from '@/lib/navigation';
import { useUnread } from '@/services/unread';
import './menu-grid.scss';

/**
 * Shortcuts to a job seeker's own pages (求职, the resume, the job-search records, applications): a recruiter
 * would only be asked to switch identity there, so their home leaves them out.
 */
const SEEKER_PATHS = ['/pages/index/index', '/pages/resume/', '/pages/record/', '/pages/recommendjob/myzw/kssq'];

/** Two rows, as the usual list. */
const SKELETON_ITEMS = 8;
const ICON_COLOURS = ['#1aad5b', '#2196f3', '#ff9800', '#7e57c2', '#26a69a', '#ef5350', '#5c6bc0', '#8d6e63'];

/**
 * Home shortcuts from `commonmenu/list`: an icon of what each opens (assets/icons/menu-icons.ts) over its
 * label (消息 with the unread chat count). The cached list renders at once; a fresh copy replaces it
 * in the background, so a slow or failed call never leaves the grid empty after the first launch. On the
 * first launch blank cells hold its place until the list comes (on H5 it comes with the page).
 */
export function MenuGrid({ hideSeekerShortcuts = false }: { hideSeekerShortcuts?: boolean } = {}) {
  const t = useT();
  // The cached list from the first render (no blank cells on later launches); undefined until one is known.
  const [loaded, setItems] = useState<MenuItem[] | undefined>(() => cachedMenuList());
  const items =
    loaded && hideSeekerShortcuts
      ? loaded.filter((item) => !SEEKER_PATHS.some((path) => item.path.startsWith(path)))
      : loaded;
  // The 消息 shortcut carries the unread chat messages (the tab bar keeps the count fresh).
  const unreadChat = useUnread((s) => s.chat);

  useEffect(() => {
    // One call either way: it fills an empty cache or refreshes a stale one.
    void loadMenuList(true)
      .then(setItems)
      .catch(() => setItems((current) => current ?? []));
  }, []);

  if (!items) {
    // The grid's place, kept while the list comes, so that the list below does not jump when it does.
    return (
      <View className="menu-grid menu-grid--loading" data-testid="menu-grid-loading">
        {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
          // Keys of their own: a cell must not become an item of the same index and move there.
          <View key={`blank-${index}`} className="menu-grid__item">
            <View className="menu-grid__icon" />
            {/* Two ideographic spaces: the line box of a real two-character label. */}
            <Text className="menu-grid__label">{'\u3000\u3000'}</Text>
          </View>
        ))}
      </View>
    );
  }
  if (items.length === 0) return null;
  return (
    <View className="menu-grid" data-testid="menu-grid">
      {items.map((item, index) => {
        const key = `menu.${item.icon}`;
        const label = t(key) === key ? item.name : t(key);
        const badge = unreadChat && item.path.includes('pages/message/index') ? unreadChat : 0;
        return (
          <View
            key={item.id}
            className="menu-grid__item"
            data-testid="menu-item"
            // The label (and the unread count, as the badge shows it and before it, as it reads) is the accessible
            // name; the picture is decoration saying the same.
            role="button"
            aria-label={badge ? `${badge > 99 ? '99+' : badge} ${label}` : label}
            onClick={() => {
              const url = item.path;
              if (isTabRoute(url)) void Taro.switchTab({ url });
              else void Taro.navigateTo({ url });
            }}
          >
            <View className="menu-grid__icon" style={{ background: ICON_COLOURS[index % ICON_COLOURS.length] }}>
              <Image
                className="menu-grid__picture"
                src={MENU_ICONS[item.icon] ?? MENU_ICONS.other}
                mode="aspectFit"
                aria-hidden="true"
                data-icon={item.icon in MENU_ICONS ? item.icon : 'other'}
              />
              {badge ? (
                <>
                  <Text className="menu-grid__badge" data-testid="menu-unread">
                    {badge > 99 ? '99+' : badge}
                  </Text>
                  {/* A word break between the count and the label, so that the text reads "3 消息" as the name does. */}{' '}
                </>
              ) : null}
            </View>
            <Text className="menu-grid__label">{label}</Text>
          </View>
        );
      })}
    </View>
  );
}
