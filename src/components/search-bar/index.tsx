import { useState } from 'react';
import { Input, View } from '@tarojs/components';
import './search-bar.scss';

interface Props {
  placeholder: string;
  /** Called with the trimmed text when the user confirms (the keyboard's search key), and on blur if asked. */
  onSearch: (keyword: string) => void;
  /** Search when the field loses focus too (lists filtered in place; not for a page that fetches remotely). */
  searchOnBlur?: boolean;
  maxlength?: number;
  testId?: string;
  /** Extra class of the bar (its place in the page's layout). */
  className?: string;
}

/**
 * The one search field: a rounded bar with the keyboard's search key; the typed text is kept here and
 * handed over, trimmed, only when the user searches, so a list does not refetch on every keystroke.
 */
export function SearchBar({ placeholder, onSearch, searchOnBlur, maxlength = 50, testId, className }: Props) {
  const [typed, setTyped] = useState('');
  return (
    <View className={`search-bar${className ? ` ${className}` : ''}`}>
      <Input
        className="search-bar__input"
        value={typed}
        placeholder={placeholder}
        confirmType="search"
        maxlength={maxlength}
        data-testid={testId}
        onInput={(e) => setTyped(e.detail.value)}
        onConfirm={() => onSearch(typed.trim())}
        onBlur={searchOnBlur ? () => onSearch(typed.trim()) : undefined}
      />
    </View>
  );
}
