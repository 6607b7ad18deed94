/**
 * Spec section 9: debounce and throttle default to 500 ms. A double tap on a form's submit acts once.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { View } from '@tarojs/components';
import { z } from 'zod';
import { DEBOUNCE_MS, THROTTLE_MS } from '@common/constants';
import { debounce, throttle } from '../throttle';
import { useForm } from '../use-form';

test('throttle runs the first call and drops the rest for THROTTLE_MS', () => {
  let now = 1_000;
  const calls: number[] = [];
  const tap = throttle(
    (n: number) => calls.push(n),
    undefined,
    () => now,
  );
  tap(1);
  tap(2);
  now += THROTTLE_MS - 1;
  tap(3);
  now += 1;
  tap(4);
  expect(calls).toEqual([1, 4]);
});

test('debounce runs once, DEBOUNCE_MS after the last call; cancel drops it', () => {
  jest.useFakeTimers();
  const calls: string[] = [];
  const later = debounce((s: string) => calls.push(s));
  later('a');
  later('ab');
  jest.advanceTimersByTime(DEBOUNCE_MS - 1);
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(calls).toEqual(['ab']);
  later('abc');
  later.cancel();
  jest.advanceTimersByTime(DEBOUNCE_MS);
  expect(calls).toEqual(['ab']);
  jest.useRealTimers();
});

const schema = z.object({ name: z.string() });
const sent: string[] = [];

function DoubleTap() {
  const form = useForm(schema, { name: '小王' });
  const tap = () =>
    void form.submit(async ({ name }) => {
      sent.push(name);
    });
  return (
    <View
      data-testid="submit"
      onClick={() => {
        // Two taps before React re-renders: the second must not submit again.
        tap();
        tap();
      }}
    />
  );
}

test('a form submits once for a double tap', async () => {
  const utils = new TestUtils();
  await utils.mount(DoubleTap, {});
  const button = (await utils.queries.waitForQuerySelector('[data-testid="submit"]')) as HTMLElement;
  utils.fireEvent.click(button);
  await waitFor(() => expect(sent).toEqual(['小王']));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent).toEqual(['小王']);
  utils.unmout();
});
