/**
 * The consent check at start (issue 31, part 6): nothing for a visitor or a user up to date; a user behind
 * the versions in force is asked; 同意 records those versions, 查看 opens the agreement that changed.
 */
import type { ConsentStatus } from '@common/auth';
import * as auth from '@/api/auth';
import { useSession } from '@/lib/session';
import { checkConsents } from '../consents';
import { changedAgreement } from '../consent-prompt';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockStatus: { now?: ConsentStatus } = {};
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/auth') as typeof auth;
    mockCalls.push({ endpoint, input });
    if (endpoint === endpoints.consents) return mockStatus.now;
    if (endpoint === endpoints.acceptConsents) return { ...mockStatus.now, mustAccept: false };
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
const mockOpened: unknown[] = [];
jest.mock('@/lib/navigation', () => ({ openRoute: (...args: unknown[]) => mockOpened.push(args) }));
const mockModal = { confirm: true, asked: [] as unknown[] };
// Taro's H5 APIs are added to the module after it loads: a proxy answers showModal.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const showModal = async (options: unknown) => {
    mockModal.asked.push(options);
    return { confirm: mockModal.confirm, cancel: !mockModal.confirm };
  };
  return new Proxy(actual, { get: (target, key) => (key === 'showModal' ? showModal : Reflect.get(target, key)) });
});

const accepted = (version: string) => ({ version, acceptedAt: '2026-01-02T00:00:00.000Z' });
const behind: ConsentStatus = {
  current: { user: '2026-01-01', privacy: '2026-09-01' },
  accepted: { user: accepted('2026-01-01'), privacy: accepted('2026-01-01') },
  mustAccept: true,
};

beforeEach(() => {
  mockCalls.length = 0;
  mockOpened.length = 0;
  mockModal.asked.length = 0;
  mockModal.confirm = true;
  useSession.setState({ isLogin: true, token: 't' } as never);
});

test('a visitor is not asked, nor is the server', async () => {
  useSession.setState({ isLogin: false, token: undefined } as never);
  await checkConsents();
  expect(mockCalls).toEqual([]);
});

test('a user up to date is not asked', async () => {
  mockStatus.now = {
    ...behind,
    accepted: { user: accepted('2026-01-01'), privacy: accepted('2026-09-01') },
    mustAccept: false,
  };
  await checkConsents();
  expect(mockCalls.map((c) => c.endpoint)).toEqual([auth.consents]);
  expect(mockModal.asked).toEqual([]);
});

test('a changed policy is asked; 同意 records the versions in force', async () => {
  mockStatus.now = behind;
  await checkConsents();
  expect(mockModal.asked).toEqual([
    expect.objectContaining({ title: '协议更新', confirmText: '同意', cancelText: '查看' }),
  ]);
  expect(mockCalls.find((c) => c.endpoint === auth.acceptConsents)?.input).toEqual({ versions: behind.current });
  expect(mockOpened).toEqual([]);
});

test('查看 opens the agreement that changed and records nothing (asked again at the next start)', async () => {
  mockStatus.now = behind;
  mockModal.confirm = false;
  await checkConsents();
  expect(mockCalls.some((c) => c.endpoint === auth.acceptConsents)).toBe(false);
  expect(mockOpened).toEqual([['pages/help/textByPage', { type: 'privacy' }]]);
  expect(changedAgreement({ ...behind, current: { user: '2027-01-01', privacy: '2026-01-01' } })).toBe('user');
});
