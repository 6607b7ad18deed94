/**
 * "Send code" tapped twice in quick succession sends one SMS (spec section 9: repeated taps are throttled),
 * even when the first was refused at once and the button is live again.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';

const mockSent: unknown[] = [];
jest.mock('@/lib/call', () => ({
  call: (endpoint: string, input: unknown) => {
    // Refused at once (a wrong captcha, say): the button is live again straight away.
    if (String(endpoint).includes('sendCode')) {
      mockSent.push(input);
      return Promise.reject(new Error('refused'));
    }
    if (String(endpoint).includes('captcha')) return Promise.resolve({ captchaEnabled: false });
    return Promise.resolve(undefined);
  },
}));

jest.mock('@/lib/toast', () => ({ toast: () => Promise.resolve() }));
jest.mock('@/lib/request', () => ({ shownRefusal: (error: unknown) => error }));

import { CodeSender } from '../components/code-sender';

test('"send code" tapped again within THROTTLE_MS sends one code', async () => {
  const utils = new TestUtils();
  await utils.mount(CodeSender, {
    props: {
      phone: '13800138000',
      scene: 'login',
      onPhoneError: () => undefined,
      code: '',
      onCodeChange: () => undefined,
    },
  });
  const button = (await utils.queries.waitForQuerySelector('[data-testid="send-code"]')) as HTMLElement;
  utils.fireEvent.click(button);
  await waitFor(() => expect(mockSent).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  utils.fireEvent.click(button);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockSent).toEqual([{ phone: '13800138000', scene: 'login' }]);
  utils.unmout();
});
