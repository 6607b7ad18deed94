/**
 * Settings → password (issue 31): an account without a password (made by a code login) sets its first one
 * without an old one; an account with one must type it. The calls are answered by a fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import * as account from '@/api/account';
import { UpdatePasswordForm } from '../components/update-password-form';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockUser = { hasPassword: false };
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/account') as typeof account;
    mockCalls.push({ endpoint, input });
    if (endpoint === endpoints.userInfos) return { id: 3, hasPassword: mockUser.hasPassword };
    if (endpoint === endpoints.updatePassword) return undefined;
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
// Going back after a success: Taro's H5 APIs are added to the module after it loads, so a proxy answers it.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const navigateBack = async () => ({ errMsg: 'navigateBack:ok' });
  return new Proxy(actual, {
    get: (target, key) => (key === 'navigateBack' ? navigateBack : Reflect.get(target, key)),
  });
});
// The H5 flavour of Taro in jsdom has no toast.
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const field = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const type = (name: string, value: string) =>
  utils.fireEvent.input(field(name)!, { target: { value }, detail: { value } } as never);
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sent = () => mockCalls.filter((c) => c.endpoint === account.updatePassword).map((c) => c.input);

beforeEach(() => {
  mockCalls.length = 0;
});
afterEach(() => utils.unmout());

test('an account without a password sets its first: no old password asked or sent', async () => {
  mockUser.hasPassword = false;
  await utils.mount(UpdatePasswordForm, {});
  await until(() => byTestId('first-password') !== null && field('password') !== null, 'the first-password form');
  expect(field('oldPassword')).toBeNull();
  type('password', 'first123');
  type('confirmPassword', 'first123');
  utils.fireEvent.click(byTestId('submit-update-password')!);
  await until(() => sent().length === 1, 'the password sent');
  expect(sent()[0]).toEqual({ password: 'first123', confirmPassword: 'first123' });
});

test('an account with a password must type the old one', async () => {
  mockUser.hasPassword = true;
  await utils.mount(UpdatePasswordForm, {});
  await until(() => mockCalls.length > 0 && field('oldPassword') !== null, 'the change-password form');
  expect(byTestId('first-password')).toBeNull();
  type('password', 'second12');
  type('confirmPassword', 'second12');
  utils.fireEvent.click(byTestId('submit-update-password')!);
  await until(() => byTestId('error-oldPassword') !== null, 'the old password asked');
  expect(sent()).toEqual([]);
  type('oldPassword', 'first123');
  await new Promise((resolve) => setTimeout(resolve, 600));
  utils.fireEvent.click(byTestId('submit-update-password')!);
  await until(() => sent().length === 1, 'the password sent');
  expect(sent()[0]).toEqual({ oldPassword: 'first123', password: 'second12', confirmPassword: 'second12' });
});
