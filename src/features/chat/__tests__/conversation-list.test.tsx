/**
 * The message center mounted with Taro's test utilities over a fake server (`call`): offline, the
 * conversations loaded stay under 网络未连接！ (a failed refresh says that word, not 请求失败); when the
 * network is back the list is asked again at once.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ConversationSummary } from '@common/chat';
import type * as chatApi from '@/api/chat';
import type { RequestError as RequestErrorClass } from '@/lib/request';
import { useSession } from '@/lib/session';
import { ConversationList } from '../components/conversation-list';

function mockRow(id: number, name: string, preview: string): ConversationSummary {
  return {
    id,
    position: { id: 5, title: '前端开发工程师' },
    companyId: 2,
    companyName: '杭州云栖科技有限公司',
    other: { userId: 100 + id, name, avatar: null, role: 'seeker', verified: false },
    me: 'recruiter',
    lastSeq: 2,
    lastMessage: { kind: 'text', preview, senderId: 100 + id, at: '2026-05-04T02:00:00.000Z' },
    unread: 1,
    updatedAt: '2026-05-04T02:00:00.000Z',
  };
}

const mockServer = { online: true, rows: [mockRow(1, '张小明', '您好，请问还在招吗？')], asked: 0 };

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown) => {
    const chat = jest.requireActual('@/api/chat') as typeof chatApi;
    const { RequestError } = jest.requireActual('@/lib/request') as { RequestError: typeof RequestErrorClass };
    if (!mockServer.online) throw new RequestError('请求失败，服务错误', 'transport');
    if (endpoint === chat.list) {
      mockServer.asked += 1;
      return { rows: mockServer.rows, total: mockServer.rows.length };
    }
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/socket', () => ({
  realtime: {
    start: jest.fn(),
    reconnectNow: jest.fn(),
    stop: jest.fn(),
    on: jest.fn(() => () => undefined),
    isOpen: () => false,
  },
}));
jest.mock('@/services/unread', () => {
  const state = { chat: 0, refresh: async () => undefined, setChat: () => undefined };
  const useUnread = (select: (s: typeof state) => unknown) => select(state);
  useUnread.getState = () => state;
  return { useUnread };
});
// The page hooks come from Taro's framework runtime in an app, not in these tests: no-ops here (a proxy:
// Taro's H5 APIs are added to the module after it loads).
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const hooks: Record<string, () => void> = {
    useDidShow: () => undefined,
    usePullDownRefresh: () => undefined,
    useReachBottom: () => undefined,
  };
  return new Proxy(actual, {
    get: (target, key) => (typeof key === 'string' && key in hooks ? hooks[key] : Reflect.get(target, key)),
    has: (target, key) => (typeof key === 'string' && key in hooks) || Reflect.has(target, key),
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Object.keys(hooks)])],
    getOwnPropertyDescriptor: (target, key) =>
      typeof key === 'string' && key in hooks
        ? { value: hooks[key], enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
});

const utils = new TestUtils();
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const names = () =>
  Array.from(document.querySelectorAll('[data-testid="conversation-row"] .conversation__name')).map(
    (node) => node.textContent,
  );

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

function network(online: boolean) {
  mockServer.online = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(() => {
  useSession.setState({ userInfo: { id: 2, nickname: '李经理', identity: 'recruiter' } as never });
});
afterEach(() => utils.unmout());

test('offline the loaded conversations stay under 网络未连接！, and the list catches up when back', async () => {
  await utils.mount(ConversationList, { props: {} });
  await waitFor(() => expect(names()).toEqual(['张小明']));
  expect(byTestId('conversations-offline')).toBeNull();

  network(false);
  await waitFor(() => expect(byTestId('conversations-offline')?.textContent).toBe('网络未连接！'));
  expect(names()).toEqual(['张小明']);
  expect(document.body.textContent).not.toContain('请求失败');

  const asked = mockServer.asked;
  mockServer.rows = [mockRow(2, '李思琪', '方便约个面试吗？'), ...mockServer.rows];
  network(true);
  await waitFor(() => expect(names()).toEqual(['李思琪', '张小明']));
  expect(mockServer.asked).toBe(asked + 1);
  expect(byTestId('conversations-offline')).toBeNull();
});
