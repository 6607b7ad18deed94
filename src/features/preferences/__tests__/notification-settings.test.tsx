/**
 * 通知设置 mounted with Taro's test utilities: the loading and error states (with a retry), the defaults as
 * switches (in-app always on, no SMS switch for chat), a save of what was changed with the server's message
 * as a toast, and a subscription asked when WeChat is turned on in the mini-program. Calls are answered by a
 * fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import { defaultPreferences, type Preferences } from '@common/preferences';
import { toast } from '@/lib/toast';
import { askToSubscribe } from '@/services/subscribe';
import { NotificationSettings } from '../components/notification-settings';

// The H5 pickers (native selects) stand in for the weapp Picker, which jsdom cannot drive.
jest.mock('@/components/pickers', () => jest.requireActual('@/components/pickers/index.h5'));

const mockState: { answer: Preferences | Error; saved: unknown[] } = { answer: new Error(), saved: [] };
jest.mock('@/lib/call', () => ({
  call: jest.fn(async () => {
    if (mockState.answer instanceof Error) throw mockState.answer;
    return mockState.answer;
  }),
  callWithMessage: jest.fn(async (_endpoint: unknown, body: Preferences) => {
    mockState.saved.push(body);
    return { data: { ...body, updatedAt: '2026-11-28T02:00:00.000Z' }, msg: '通知设置已保存' };
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
jest.mock('@/services/subscribe', () => ({
  askToSubscribe: jest.fn(),
  preloadSubscriptions: jest.fn(async () => undefined),
}));

const utils = new TestUtils();
afterEach(() => utils.unmout());

async function waitFor(check: () => void, timeout = 3000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const flip = (id: string, value: boolean) =>
  act(async () => void byTestId(`switch-${id}`)!.dispatchEvent(new CustomEvent('change', { detail: { value } })));
const pick = (name: string, value: string) =>
  act(async () => void utils.fireEvent.change(byTestId(`picker-${name}`)!, { target: { value } } as never));

beforeEach(() => {
  mockState.answer = { ...defaultPreferences(), updatedAt: null };
  mockState.saved = [];
  jest.clearAllMocks();
});

test('a failed load says so with a retry, which loads the settings', async () => {
  mockState.answer = new Error('网络异常');
  await utils.mount(NotificationSettings);
  await waitFor(() => expect(byTestId('preferences-error')).not.toBeNull());
  mockState.answer = { ...defaultPreferences(), updatedAt: null };
  const retry = byTestId('preferences-error')!.querySelector('.state-block__action') as HTMLElement;
  await act(async () => void utils.fireEvent.click(retry));
  await waitFor(() => expect(byTestId('group-chat')).not.toBeNull());
});

test('the defaults as switches; the changes are saved as a whole and the server’s message shown', async () => {
  await utils.mount(NotificationSettings);
  await waitFor(() => expect(byTestId('group-chat')).not.toBeNull());
  expect(byTestId('group-chat')!.textContent).toContain('始终开启');
  expect(byTestId('group-chat')!.textContent).toContain('不提供短信提醒');
  expect(byTestId('switch-chat-sms')).toBeNull();
  expect(byTestId('switch-applications-sms')).toBeNull();
  expect(byTestId('switch-contracts-sms')).not.toBeNull();

  await flip('chat-wechat', false);
  await flip('contracts-sms', false);
  await pick('quietFrom', '21:00');
  await pick('quietTo', '07:30');
  await act(async () => void utils.fireEvent.click(byTestId('save-preferences')!));
  await waitFor(() => expect(mockState.saved).toHaveLength(1));
  const expected = defaultPreferences();
  expected.channels.chat.wechat = false;
  expected.channels.contracts.sms = false;
  expected.quietHours = { from: '21:00', to: '07:30' };
  expect(mockState.saved[0]).toEqual(expected);
  await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: '通知设置已保存', icon: 'success' }));
  // On H5 nothing is asked of WeChat.
  expect(askToSubscribe).not.toHaveBeenCalled();
});

test('in the mini-program, turning WeChat on asks for a subscription within the tap', async () => {
  const answer = defaultPreferences();
  answer.channels.interviews.wechat = false;
  mockState.answer = { ...answer, updatedAt: null };
  await utils.mount(NotificationSettings);
  await waitFor(() => expect(byTestId('group-interviews')).not.toBeNull());
  const env = process.env.TARO_ENV;
  process.env.TARO_ENV = 'weapp';
  try {
    await flip('interviews-wechat', true);
  } finally {
    process.env.TARO_ENV = env;
  }
  expect(askToSubscribe).toHaveBeenCalledWith('settings');
});
