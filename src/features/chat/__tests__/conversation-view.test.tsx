/**
 * A conversation mounted with Taro's test utilities over a fake server (`call`) and socket: its title names
 * the other member and the position; while the network is down what was loaded stays on screen under
 * 网络未连接！ (also when the conversation is opened offline), a message sent offline fails with that word,
 * and when the network is back the newest messages are fetched and the failed message goes out again with
 * its client id.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ChatMessage, ConversationDetail } from '@common/chat';
import type * as chatApi from '@/api/chat';
import type { RequestError as RequestErrorClass } from '@/lib/request';
import { useSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { ConversationView } from '../components/conversation-view';
import { useNetwork } from '../network-state';

const ME = 2;
const OTHER = 1;

function mockText(seq: number, senderId: number, body: string, clientId: string | null = null): ChatMessage {
  return {
    id: 100 + seq,
    conversationId: 9,
    seq,
    senderId,
    clientId,
    createdAt: new Date(Date.UTC(2026, 4, 4, 2, seq)).toISOString(),
    kind: 'text',
    text: body,
    fraudWarning: false,
  };
}

/** The fake server: its messages, whether it can be reached, and what was sent to it. */
const mockServer = {
  online: true,
  messages: [
    mockText(1, OTHER, '您好，对这个职位感兴趣'),
    mockText(2, ME, '欢迎，方便聊聊吗？'),
    mockText(3, OTHER, '可以的'),
  ],
  sent: [] as Array<{ clientId: string; text: string }>,
};

function mockDetail(): ConversationDetail {
  const lastSeq = mockServer.messages.length;
  return {
    id: 9,
    position: { id: 5, title: '前端开发工程师', salaryMin: 15000, salaryMax: 25000, regionName: '西湖区' },
    companyId: 2,
    companyName: '杭州云栖科技有限公司',
    other: { userId: OTHER, name: '张小明', avatar: null, role: 'seeker', verified: false },
    me: 'recruiter',
    lastSeq,
    lastMessage: null,
    unread: 0,
    updatedAt: '2026-05-04T02:00:00.000Z',
    myReadSeq: lastSeq,
    otherReadSeq: lastSeq,
    blockedByMe: false,
    applicationId: null,
    applicationStage: null,
  };
}

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: Record<string, unknown> = {}) => {
    const chat = jest.requireActual('@/api/chat') as typeof chatApi;
    const { RequestError } = jest.requireActual('@/lib/request') as { RequestError: typeof RequestErrorClass };
    // What Taro's request answers without a network: a transport failure.
    if (!mockServer.online) throw new RequestError('请求失败，服务错误', 'transport');
    if (endpoint === chat.detail) return mockDetail();
    if (endpoint === chat.settings) return { greeting: '您好', quickReplies: [] };
    if (endpoint === chat.read) return { id: 9, myReadSeq: input.seq };
    if (endpoint === chat.messages) {
      const after = Number(input.after ?? 0);
      return { messages: mockServer.messages.filter((m) => m.seq > after), hasOlder: false };
    }
    if (endpoint === chat.send) {
      mockServer.sent.push({ clientId: String(input.clientId), text: String(input.text) });
      const stored = mockText(mockServer.messages.length + 1, ME, String(input.text), String(input.clientId));
      mockServer.messages.push(stored);
      return stored;
    }
    if (endpoint === chat.requestExchange) {
      // The recruiter set no WeChat ID in the account settings: the server's refusal and its key.
      throw new RequestError(
        '请先在 账号设置 → 微信号 中填写微信号',
        'refused',
        502,
        undefined,
        'chat.noWechatRecruiter',
      );
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
jest.mock('@/services/unread', () => ({
  useUnread: { getState: () => ({ refresh: async () => undefined, setChat: () => undefined, chat: 0 }) },
}));
const mockModals: string[] = [];
const mockOpened: string[] = [];
jest.mock('@/lib/navigation', () => ({
  ...jest.requireActual('@/lib/navigation'),
  openRoute: (route: string) => mockOpened.push(route),
}));
// Taro's useDidShow comes from the framework runtime in an app, not in these tests: a no-op here (as in
// contract-screens.test.tsx, a proxy: Taro's H5 APIs are added to the module after it loads).
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const useDidShow = () => undefined;
  // The dialog is confirmed at once (and remembered).
  const showModal = async (options: { content: string }) => {
    mockModals.push(options.content);
    return { confirm: true, cancel: false };
  };
  return new Proxy(actual, {
    get: (target, key) =>
      key === 'useDidShow' ? useDidShow : key === 'showModal' ? showModal : Reflect.get(target, key),
    has: (target, key) => key === 'useDidShow' || Reflect.has(target, key),
    ownKeys: (target) => [...Reflect.ownKeys(target), 'useDidShow'],
    getOwnPropertyDescriptor: (target, key) =>
      key === 'useDidShow'
        ? { value: useDidShow, enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
});
// Taro's storage (where the conversation cache lives) in memory: these tests run without Taro's H5 APIs.
jest.mock('@/lib/storage', () => {
  const stored = new Map<string, unknown>();
  return {
    ...jest.requireActual('@/lib/storage'),
    getItem: (key: string) => stored.get(key),
    setItem: (key: string, value: unknown) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  };
});
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));

const utils = new TestUtils();
// The page as mounted (the document: Taro's H5 components render there).
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const shownTexts = () =>
  Array.from(document.querySelectorAll('[data-testid="chat-message"] .chat-bubble__text')).map(
    (node) => (node as HTMLElement).textContent,
  );

/** The delivery line under the newest own message. */
const lastState = () => Array.from(document.querySelectorAll('[data-testid="chat-state"]')).at(-1)?.textContent;

/** Retries `check` until it passes (the fake server answers at once, React renders a little later). */
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
  // jsdom lays nothing out: the message list's scroll to the newest message has nothing to do.
  Element.prototype.scrollIntoView = () => undefined;
  useSession.setState({ userInfo: { id: ME, nickname: '李经理', identity: 'recruiter' } as never });
});
afterEach(() => utils.unmout());

test('names the other member and the position in the title (the nav bar), not 聊天', async () => {
  const titles: string[] = [];
  await utils.mount(ConversationView, { props: { id: 9, onTitle: (title: string) => titles.push(title) } });
  await waitFor(() => expect(titles.at(-1)).toBe('张小明 · 前端开发工程师'));
});

test("the company name in the header opens the company's page, not the job", async () => {
  mockOpened.length = 0;
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('chat-company')).not.toBeNull());
  expect(byTestId('chat-company')!.textContent).toBe('杭州云栖科技有限公司');
  utils.fireEvent.click(byTestId('chat-company')!);
  await waitFor(() => expect(mockOpened).toEqual(['pages/company/index']));
  mockOpened.length = 0;
});

test("a recruiter's 换微信 without a WeChat ID offers to set it in the account settings", async () => {
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('exchange-wechat')).not.toBeNull());
  utils.fireEvent.click(byTestId('exchange-wechat')!);
  await waitFor(() => expect(mockOpened).toEqual(['pages/users/user_edit/index']));
  expect(mockModals).toEqual(['请先在 账号设置 → 微信号 中填写微信号']);
});

test('keeps the history under 网络未连接！ offline, also when opened offline, and syncs when back', async () => {
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(shownTexts()).toEqual(['您好，对这个职位感兴趣', '欢迎，方便聊聊吗？', '可以的']));
  expect(byTestId('chat-offline')).toBeNull();

  network(false);
  await waitFor(() => expect(byTestId('chat-offline')?.textContent).toContain('网络未连接！'));
  expect(shownTexts()).toHaveLength(3);
  utils.unmout();

  // Opened again without a network: the history loaded before is there, with the notice; no error screen.
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('chat-offline')?.textContent).toContain('网络未连接！'));
  expect(shownTexts()).toEqual(['您好，对这个职位感兴趣', '欢迎，方便聊聊吗？', '可以的']);
  expect(byTestId('chat-error')).toBeNull();
  expect(document.body.textContent).not.toContain('请求失败');

  // Back online: the message the other side sent meanwhile is fetched and the notice goes.
  mockServer.messages.push(mockText(4, OTHER, '周四下午可以面试吗？'));
  network(true);
  await waitFor(() => expect(shownTexts()).toContain('周四下午可以面试吗？'));
  expect(byTestId('chat-offline')).toBeNull();
  expect(useNetwork.getState().online).toBe(true);
  // ...and the socket is asked to reconnect at once rather than after its back-off.
  expect(realtime.reconnectNow).toHaveBeenCalled();
});

test('a conversation never loaded before, opened offline, says 网络未连接！ and loads when back', async () => {
  network(false);
  await utils.mount(ConversationView, { props: { id: 10 } });
  await waitFor(() => expect(byTestId('chat-offline')?.textContent).toContain('网络未连接！'));
  expect(document.body.textContent).not.toContain('请求失败');
  network(true);
  await waitFor(() => expect(shownTexts()).toContain('可以的'));
  expect(byTestId('chat-offline')).toBeNull();
});

test('a message sent offline fails with 网络未连接！ and goes out once the network is back', async () => {
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(shownTexts()).toContain('可以的'));
  network(false);
  await waitFor(() => expect(byTestId('chat-offline')).not.toBeNull());

  const input = (await utils.queries.waitForQuerySelector(
    '[data-testid="composer-input"] input, input',
  )) as HTMLInputElement;
  utils.fireEvent.input(input, { target: { value: '可以，几点？' }, detail: { value: '可以，几点？' } } as never);
  utils.fireEvent.click(byTestId('composer-send')!);
  await waitFor(() => expect(lastState()).toBe('网络未连接！ · 发送失败，点击重试'));
  expect(mockServer.sent).toHaveLength(0);

  network(true);
  await waitFor(() => expect(mockServer.sent.map((m) => m.text)).toEqual(['可以，几点？']));
  await waitFor(() => expect(shownTexts().filter((value) => value === '可以，几点？')).toHaveLength(1));
  await waitFor(() => expect(document.body.textContent).not.toContain('发送失败'));
});
