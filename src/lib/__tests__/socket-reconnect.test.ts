/**
 * The socket's reconnect: a dropped socket waits out a back-off (1 s doubling to 30 s), and when the network
 * returns `reconnectNow()` connects at once instead of waiting for the timer.
 */
import Taro from '@tarojs/taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});

import { realtime } from '../socket';
import { setItem, STORAGE_KEYS } from '../storage';

/** Each connectSocket call, and a way to fail it the way a dead network does. */
const sockets: { fail: () => void }[] = [];
const mockTaro = Taro as unknown as Record<string, unknown>;

beforeEach(() => {
  jest.useFakeTimers();
  sockets.length = 0;
  mockTaro.connectSocket = () => {
    const handlers: Record<string, () => void> = {};
    const task = {
      onOpen: (fn: () => void) => (handlers.open = fn),
      onMessage: () => undefined,
      onClose: (fn: () => void) => (handlers.close = fn),
      onError: (fn: () => void) => (handlers.error = fn),
      send: () => undefined,
      close: () => Promise.resolve(),
    };
    sockets.push({ fail: () => handlers.error?.() });
    return Promise.resolve(task);
  };
  setItem(STORAGE_KEYS.authorization, 'token-1');
});
afterEach(() => {
  realtime.stop();
  jest.useRealTimers();
});

const settle = () => Promise.resolve().then(() => Promise.resolve());

test('after drops the next try waits; reconnectNow tries at once', async () => {
  realtime.start();
  await settle();
  expect(sockets).toHaveLength(1);
  // Three drops in a row: the back-off has grown to 8 s.
  for (const wait of [1000, 2000, 4000]) {
    sockets[sockets.length - 1].fail();
    jest.advanceTimersByTime(wait + 500);
    await settle();
  }
  expect(sockets).toHaveLength(4);
  sockets[3].fail();
  jest.advanceTimersByTime(2000);
  await settle();
  expect(sockets).toHaveLength(4); // still waiting
  realtime.start(); // an ordinary start leaves the wait alone
  await settle();
  expect(sockets).toHaveLength(4);

  realtime.reconnectNow();
  await settle();
  expect(sockets).toHaveLength(5);
  // And the back-off starts again from 1 s.
  sockets[4].fail();
  jest.advanceTimersByTime(1500);
  await settle();
  expect(sockets).toHaveLength(6);
});
