import { View, Text } from '@tarojs/components';
import './tabs.scss';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** A count shown after the label (e.g. unread or waiting items); hidden when 0 or absent. */
  badge?: number;
}

/** A tab to a screen reader (Taro's Text does not declare `role` in its props, though H5 renders it). */
const tabRole = (selected: boolean) => ({ role: 'tab', 'aria-selected': selected }) as Record<string, unknown>;

/** A row of tabs scrolling sideways (status tabs of lists); test ids `tab-<key>` ('' reads 'all'). */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <View className="tabs" role="tablist">
      {items.map((item) => (
        <Text
          key={item.key || 'all'}
          className={`tabs__item ${item.key === value ? 'tabs__item--on' : ''}`}
          {...tabRole(item.key === value)}
          data-testid={`tab-${item.key || 'all'}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
          {item.badge ? <Text className="tabs__badge">{item.badge > 99 ? '99+' : item.badge}</Text> : null}
        </Text>
      ))}
    </View>
  );
}
