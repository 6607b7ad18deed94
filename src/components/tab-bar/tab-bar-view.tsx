import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { routeUrl } from '@common/routes';
import { useT } from '@/lib/i18n';
import { useUnreadPolling } from '@/services/unread';
import { TAB_ITEMS, type TabKey } from './items';
import './tab-bar.scss';

interface Props {
  current: TabKey;
  /** Unread notifications shown as a badge on the Notifications entry (default: the polled count). */
  badge?: number;
}

/** The bar itself, drawn by the tab pages (PageShell) on both targets. */
export function TabBarView({ current, badge }: Props) {
  const t = useT();
  const unread = useUnreadPolling();
  const count = badge ?? unread;
  return (
    <View className="tab-bar" role="tablist">
      {TAB_ITEMS.map((item) => {
        const active = item.key === current;
        return (
          <View
            key={item.key}
            className={`tab-bar__item ${active ? 'tab-bar__item--active' : ''}`}
            role="tab"
            aria-selected={active}
            data-testid={`tab-${item.key}`}
            onClick={() => {
              if (!active) void Taro.switchTab({ url: routeUrl(item.route) });
            }}
          >
            {/* The badge sits beside the icon: the icon is drawn through a mask, which would clip it. */}
            <View className="tab-bar__icon-box">
              <View className={`tab-bar__icon tab-bar__icon--${item.icon}`} />
              {item.key === 'notifications' && count > 0 ? (
                <Text className="tab-bar__badge" data-testid="unread-badge">
                  {count > 99 ? '99+' : count}
                </Text>
              ) : null}
            </View>
            <Text className="tab-bar__label">{t(item.label)}</Text>
          </View>
        );
      })}
    </View>
  );
}
