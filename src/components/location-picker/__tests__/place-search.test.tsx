/** The place search lists matches once typing pauses for DEBOUNCE_MS (spec section 9), not on every key. */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { DEBOUNCE_MS } from '@common/constants';

jest.mock('@/services/regions', () => {
  const tree = [
    {
      value: '330000',
      text: '浙江省',
      isCheck: false,
      children: [{ value: '330100', text: '杭州市', isCheck: false, children: [] }],
    },
  ];
  const actual = jest.requireActual('@/services/regions');
  return { ...actual, loadRegions: () => Promise.resolve(tree) };
});

import { LocationPicker } from '..';

test('matches appear DEBOUNCE_MS after the last keystroke', async () => {
  const utils = new TestUtils();
  await utils.mount(LocationPicker, { props: { initial: {}, addressMax: 100, onConfirm: () => undefined } });
  const field = (await utils.queries.waitForQuerySelector(
    '[data-testid="place-search"] input, input',
  )) as HTMLInputElement;
  jest.useFakeTimers();
  await act(() => void utils.fireEvent.input(field, { target: { value: '杭' }, detail: { value: '杭' } } as never));
  await act(() => void jest.advanceTimersByTime(DEBOUNCE_MS - 1));
  expect(utils.queries.querySelector('[data-testid="place-hits"]')).toBeNull();
  await act(() => void jest.advanceTimersByTime(1));
  expect(utils.queries.querySelector('[data-testid="place-hits"]')?.textContent).toContain('杭州市');
  jest.useRealTimers();
  utils.unmout();
});
