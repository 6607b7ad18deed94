/**
 * A failed English chunk is fetched again while English stays chosen: texts come back in English without
 * the user having to switch languages again.
 */
jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});

let mockAttempts = 0;
jest.mock('../en-catalogue', () => ({
  loadEnCatalogue: () => {
    mockAttempts += 1;
    return mockAttempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ 'tab.home': 'Home' });
  },
}));

import { ENGLISH_RETRY_MS, t, useLocale } from '../i18n';

test('the English catalogue is retried after a failed load', async () => {
  jest.useFakeTimers();
  useLocale.getState().setLocale('en');
  await Promise.resolve();
  await Promise.resolve();
  expect(mockAttempts).toBe(1);
  expect(t('tab.home')).toBe('首页'); // falls back to Chinese meanwhile

  jest.advanceTimersByTime(ENGLISH_RETRY_MS);
  expect(mockAttempts).toBe(2);
  await Promise.resolve();
  await Promise.resolve();
  expect(t('tab.home')).toBe('Home');
  jest.useRealTimers();
  useLocale.getState().setLocale('zh-Hans');
});
