/**
 * 注销账号 mounted with Taro's test utilities, its calls answered by a fake `call`: the blockers are named
 * with the way to resolve each and no code can be asked for; without them the user ticks the box, gets the
 * code, types it, is told about the cooling-off in a dialog, and the request logs this device out.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { DeletionStatus } from '@common/account';
import * as account from '@/api/account';
import { openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { DeleteAccount } from '../components/delete-account';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockStatus: { now: DeletionStatus } = {
  now: { state: 'none', requestedAt: null, dueAt: null, coolingDays: 7, blockers: [], hasPhone: true },
};

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/account') as typeof account;
    mockCalls.push({ endpoint, input });
    if (endpoint === endpoints.deletionStatus) return mockStatus.now;
    if (endpoint === endpoints.deletionCode) return { retryAfter: 60, expiresIn: 300, phone: '138****0001' };
    if (endpoint === endpoints.requestDeletion) {
      return { ...mockStatus.now, state: 'cooling', dueAt: '2026-05-11T02:00:00.000Z' };
    }
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
// Taro's dialog: the text remembered, the user's confirmation awaited (`mockModal.confirm()`).
const mockModal: { texts: string[]; confirm: () => void } = { texts: [], confirm: () => undefined };
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const showModal = (options: { content: string }) =>
    new Promise((resolve) => {
      mockModal.texts.push(options.content);
      mockModal.confirm = () => resolve({ confirm: true, cancel: false });
    });
  return new Proxy(actual, { get: (target, key) => (key === 'showModal' ? showModal : Reflect.get(target, key)) });
});
jest.mock('@/lib/navigation', () => ({ openRoute: jest.fn() }));

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
// Polls until the check passes (the calls answer after the first render).
async function until(check: () => void): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      return check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  check();
}
const called = (endpoint: unknown) => mockCalls.filter((c) => c.endpoint === endpoint);

beforeEach(() => {
  mockCalls.length = 0;
  useSession.setState({ isLogin: true, token: 't', userInfo: { id: 1, nickname: '甲' } as never });
});
afterEach(() => utils.unmout());

test('names each blocker with its reason and a way to resolve it, and offers no code', async () => {
  mockStatus.now = {
    ...mockStatus.now,
    blockers: [
      { kind: 'contractToSign', count: 1, key: 'privacy.blockedContract' },
      { kind: 'interviewToCome', count: 2, key: 'privacy.blockedInterview' },
    ],
  };
  await utils.mount(DeleteAccount, {});
  await until(() => expect(byTestId('deletion-blockers')).not.toBeNull());
  expect(byTestId('blocker-contractToSign')!.textContent).toContain('有1份合同正在等待签署');
  expect(byTestId('blocker-contractToSign')!.textContent).toContain('去处理');
  expect(byTestId('blocker-interviewToCome')!.textContent).toContain('有2场面试尚未进行');
  // What goes and what the law keeps are said before anything else.
  expect(byTestId('deletion-steps')!.textContent).toContain('《劳动合同法》第五十条');
  expect(byTestId('deletion-steps')!.textContent).toContain('7天冷静期');
  expect(byTestId('deletion-send-code')).toBeNull();
});

test('an account without a phone is asked to bind one first', async () => {
  mockStatus.now = { ...mockStatus.now, blockers: [], hasPhone: false };
  await utils.mount(DeleteAccount, {});
  await until(() => expect(byTestId('blocker-noPhone')).not.toBeNull());
  expect(byTestId('deletion-send-code')).toBeNull();
});

test('without blockers: tick, get the code, type it; the request logs this device out', async () => {
  mockStatus.now = { ...mockStatus.now, blockers: [], hasPhone: true };
  await utils.mount(DeleteAccount, {});
  await until(() => expect(byTestId('deletion-form')).not.toBeNull());

  // Not before the box is ticked.
  utils.fireEvent.click(byTestId('deletion-send-code')!);
  await until(() => expect(byTestId('deletion-form')!.textContent).toContain('请先勾选确认'));
  expect(called(account.deletionCode)).toHaveLength(0);

  utils.fireEvent.click(byTestId('deletion-agree')!);
  utils.fireEvent.click(byTestId('deletion-send-code')!);
  await until(() => expect(byTestId('deletion-code-step')).not.toBeNull());
  expect(byTestId('deletion-code-step')!.textContent).toContain('138****0001');
  expect(byTestId('deletion-send-code')!.textContent).toContain('秒后重新获取');

  const input = utils.queries.querySelector(
    '[data-testid="input-deletionCode"] input, input[data-testid="input-deletionCode"]',
  ) as HTMLInputElement;
  utils.fireEvent.input(input, { target: { value: '12' }, detail: { value: '12' } } as never);
  utils.fireEvent.click(byTestId('deletion-confirm')!);
  await until(() => expect(byTestId('deletion-code-step')!.textContent).toContain('请输入6位数字验证码'));
  expect(called(account.requestDeletion)).toHaveLength(0);

  utils.fireEvent.input(input, { target: { value: '123456' }, detail: { value: '123456' } } as never);
  utils.fireEvent.click(byTestId('deletion-confirm')!);
  await until(() =>
    expect(called(account.requestDeletion)).toEqual([expect.objectContaining({ input: { code: '123456' } })]),
  );
  // The cooling-off is told in a dialog the user closes; then this device is logged out and goes home.
  await until(() => expect(mockModal.texts).toEqual([expect.stringContaining('7天冷静期内登录即撤销')]));
  expect(openRoute).not.toHaveBeenCalled();
  mockModal.confirm();
  await until(() => expect(useSession.getState().isLogin).toBe(false));
  expect(openRoute).toHaveBeenCalledWith('pages/index/index');
});
