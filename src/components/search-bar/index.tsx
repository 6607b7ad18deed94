import { useRef, useState } from 'react';
import { Input, View } from '@tarojs/components';
import { useDebouncedCallback } from '@/lib/throttle';
import './search-bar.scss';

interface Props {
  placeholder: string;
  /**
   * Called with the trimmed text 500 ms after the user stops typing (spec section 9's debounce), at once
   * when the user confirms (the keyboard's search key), and on blur if asked.
   */
  onSearch: (keyword: string) => void;
  /** Search when the field loses focus too (lists filtered in place; not for a page that fetches remotely). */
  searchOnBlur?: boolean;
  maxlength?: number;
  testId?: string;
  /** Extra class of the bar (its place in the page's layout). */
  className?: string;
}

/**
 * The one search field: a rounded bar with the keyboard's search key. Typing searches once the user pauses
 * for DEBOUNCE_MS, so a list does not refetch on every keystroke; the same keyword is not searched twice in a row
 * by typing.
 */
export function SearchBar({ placeholder, onSearch, searchOnBlur, maxlength = 50, testId, className }: Props) {
  const [typed, setTyped] = useState('');
  const searched = useRef('');
  const search = (text: string) => {
    searched.current = text.trim();
    onSearch(text.trim());
  };
  const searchLater = useDebouncedCallback((text: string) => {
    if (text.trim() !== searched.current) search(text);
  });
  const searchNow = () => {
    searchLater.cancel();
    search(typed);
  };
  return (
    <View className={`search-bar${className ? ` ${className}` : ''}`}>
      <Input
        className="search-bar__input"
        value={typed}
        placeholder={placeholder}
        confirmType="search"
        maxlength={maxlength}
        data-testid={testId}
        onInput={(e) => {
          setTyped(e.detail.value);
          searchLater(e.detail.value);
        }}
        onConfirm={searchNow}
        onBlur={searchOnBlur ? searchNow : undefined}
      />
    </View>
  );
}
