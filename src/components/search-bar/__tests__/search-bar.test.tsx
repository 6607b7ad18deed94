/**
 * The search field searches 500 ms after the user stops typing (spec section 9's debounce), at once on the
 * keyboard's search key, and not twice for the same typed keyword.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { DEBOUNCE_MS } from '@common/constants';
import { SearchBar } from '..';

const utils = new TestUtils();

async function mountBar() {
  const searched: string[] = [];
  await utils.mount(SearchBar, {
    props: { placeholder: '搜索', testId: 'bar', onSearch: (keyword: string) => void searched.push(keyword) },
  });
  const field = (await utils.queries.waitForQuerySelector('input')) as HTMLInputElement;
  // Taro's Input reads event.detail.value (what the weapp and H5 inputs both send).
  const type = (value: string) =>
    act(() => void utils.fireEvent.input(field, { target: { value }, detail: { value } } as never));
  return { searched, type, field };
}

afterEach(() => {
  utils.unmout();
  jest.useRealTimers();
});

test('typing searches once, DEBOUNCE_MS after the last keystroke, with the trimmed text', async () => {
  const { searched, type } = await mountBar();
  jest.useFakeTimers();
  await type('前');
  await act(() => void jest.advanceTimersByTime(DEBOUNCE_MS - 100));
  await type(' 前端 ');
  await act(() => void jest.advanceTimersByTime(DEBOUNCE_MS - 1));
  expect(searched).toEqual([]);
  await act(() => void jest.advanceTimersByTime(1));
  expect(searched).toEqual(['前端']);
  // The same keyword typed again (a space added) is not searched again.
  await type(' 前端  ');
  await act(() => void jest.advanceTimersByTime(DEBOUNCE_MS));
  expect(searched).toEqual(['前端']);
});
