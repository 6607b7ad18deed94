import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import './chips.scss';

export interface ChipItem<K extends string | number> {
  key: K;
  label: string;
}

/**
 * One choice among a few, as chips on a line that scrolls sideways (a seeker's expectations, a recruiter's
 * positions): a radio group to a screen reader. `after` ends the line (an "add" chip).
 */
export function Chips<K extends string | number>({
  items,
  value,
  onChange,
  label,
  testId,
  itemTestId,
  after,
}: {
  items: ChipItem<K>[];
  value: K | undefined;
  onChange: (key: K) => void;
  /** What is chosen (the group's accessible name). */
  label: string;
  testId?: string;
  itemTestId?: string;
  after?: ReactNode;
}) {
  return (
    <View className="chips" data-testid={testId} {...{ role: 'radiogroup', 'aria-label': label }}>
      {items.map((item) => (
        <Text
          key={item.key}
          className={`chips__item ${item.key === value ? 'chips__item--on' : ''}`}
          {...{ role: 'radio', 'aria-checked': item.key === value, tabIndex: 0 }}
          data-testid={itemTestId}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </Text>
      ))}
      {after}
    </View>
  );
}
