/**
 * Attachment resumes in a conversation, mounted with Taro's test utilities over a fake server (`call`): the
 * seeker reads the recruiter's request with 同意 / 拒绝 (同意 opens the chooser of their files and the online
 * resume, and answers with the one chosen; with no files it offers the online resume and says how to upload
 * one), the recruiter reads the request's state, and a file card opens its short-lived link.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ChatMessage, ConversationDetail } from '@common/chat';
import type { ResumeFile } from '@common/resume-files';
import type * as chatApi from '@/api/chat';
import type * as resumeFilesApi from '@/api/resume-files';
import { useSession } from '@/lib/session';
import { ConversationView } from '../components/conversation-view';
import { MessageItem } from '../components/message-item';
import '../strings';

const MOCK_SEEKER = 1;
const MOCK_RECRUITER = 2;

const mockAt = (seq: number) => new Date(Date.UTC(2026, 4, 4, 2, seq)).toISOString();
const mockBase = (seq: number, senderId: number | null) => ({
  id: 100 + seq,
  conversationId: 9,
  seq,
  senderId,
  clientId: null,
  createdAt: mockAt(seq),
});

function mockRequest(state: 'pending' | 'accepted' | 'declined'): ChatMessage {
  return { ...mockBase(2, MOCK_RECRUITER), kind: 'resume_file_request', state };
}

function mockFileCard(deleted = false): ChatMessage {
  return {
    ...mockBase(3, MOCK_SEEKER),
    kind: 'resume_file',
    requestId: 102,
    file: { id: 55, name: '张小明-前端.pdf', kind: 'pdf', size: 356_000, deleted },
  };
}

function mockConversation(me: 'seeker' | 'recruiter', lastSeq = 2): ConversationDetail {
  return {
    id: 9,
    position: { id: 5, title: '前端开发工程师', salaryMin: 15000, salaryMax: 25000, regionName: '西湖区' },
    companyId: 2,
    companyName: '杭州云栖科技有限公司',
    other: {
      userId: me === 'seeker' ? MOCK_RECRUITER : MOCK_SEEKER,
      name: me === 'seeker' ? '李经理' : '张小明',
      avatar: null,
      role: me === 'seeker' ? 'recruiter' : 'seeker',
      verified: false,
    },
    me,
    lastSeq,
    lastMessage: null,
    unread: 0,
    updatedAt: mockAt(lastSeq),
    myReadSeq: lastSeq,
    otherReadSeq: lastSeq,
    blockedByMe: false,
    applicationId: null,
    applicationStage: null,
  };
}

const MOCK_FILE: ResumeFile = {
  id: 55,
  name: '张小明-前端.pdf',
  kind: 'pdf',
  size: 356_000,
  isDefault: true,
  source: 'upload',
  createdAt: mockAt(0),
};

/** The fake server: the conversation's messages, the seeker's files and the calls made. */
const mockServer = {
  messages: [] as ChatMessage[],
  files: [] as ResumeFile[],
  calls: [] as Array<{ call: string; input: Record<string, unknown> }>,
};

jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: Record<string, unknown> = {}) => {
    const chat = jest.requireActual('@/api/chat') as typeof chatApi;
    const files = jest.requireActual('@/api/resume-files') as typeof resumeFilesApi;
    const lastSeq = mockServer.messages.length + 1;
    if (endpoint === chat.detail) return mockConversation('seeker', lastSeq);
    if (endpoint === chat.settings) return { greeting: '您好', quickReplies: [] };
    if (endpoint === chat.read) return { id: 9, myReadSeq: input.seq };
    if (endpoint === chat.messages) {
      const after = Number(input.after ?? 0);
      return { messages: mockServer.messages.filter((m) => m.seq > after), hasOlder: false };
    }
    if (endpoint === files.files) return mockServer.files;
    if (endpoint === chat.answerResumeFileRequest) {
      mockServer.calls.push({ call: 'answer', input });
      return input.accept ? mockFileCard() : mockRequest('declined');
    }
    if (endpoint === chat.send) {
      mockServer.calls.push({ call: 'send', input });
      return mockFileCard();
    }
    if (endpoint === files.fileLink) {
      mockServer.calls.push({ call: 'link', input });
      return { url: '/api/resume-files/k55?exp=1&sig=s', expiresAt: mockAt(10), name: MOCK_FILE.name, kind: 'pdf' };
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
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const useDidShow = () => undefined;
  return new Proxy(actual, {
    get: (target, key) => (key === 'useDidShow' ? useDidShow : Reflect.get(target, key)),
    has: (target, key) => key === 'useDidShow' || Reflect.has(target, key),
    ownKeys: (target) => [...Reflect.ownKeys(target), 'useDidShow'],
    getOwnPropertyDescriptor: (target, key) =>
      key === 'useDidShow'
        ? { value: useDidShow, enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
});
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
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

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

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
  useSession.setState({ userInfo: { id: MOCK_SEEKER, nickname: '张小明', identity: 'seeker' } as never });
});
beforeEach(() => {
  mockServer.messages = [
    { ...mockBase(1, MOCK_RECRUITER), kind: 'text', text: '您好', fraudWarning: false },
    mockRequest('pending'),
  ];
  mockServer.files = [MOCK_FILE];
  mockServer.calls = [];
});
afterEach(() => utils.unmout());

test('the seeker accepts: 同意 opens the chooser and the chosen file answers the request', async () => {
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('resume-file-accept')).not.toBeNull());
  expect(byTestId('chat-resume-file-request')!.textContent).toContain('对方想要一份你的附件简历');
  utils.fireEvent.click(byTestId('resume-file-accept')!);
  await waitFor(() => expect(byTestId('resume-file-option')).not.toBeNull());
  const chooser = byTestId('resume-file-chooser')!;
  expect(chooser.textContent).toContain('张小明-前端.pdf');
  expect(chooser.textContent).toContain('348 KB');
  expect(chooser.textContent).toContain('在线简历（PDF）');
  utils.fireEvent.click(byTestId('resume-file-option')!);
  await waitFor(() =>
    expect(mockServer.calls).toEqual([{ call: 'answer', input: { id: 9, messageId: 102, accept: true, fileId: 55 } }]),
  );
  expect(byTestId('resume-file-chooser')).toBeNull();
  await waitFor(() => expect(byTestId('chat-resume-file')?.textContent).toContain('张小明-前端.pdf'));
});

test('with no files the chooser says so and offers the online resume (null)', async () => {
  mockServer.files = [];
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('resume-file-accept')).not.toBeNull());
  utils.fireEvent.click(byTestId('resume-file-accept')!);
  await waitFor(() => expect(byTestId('resume-file-none')).not.toBeNull());
  expect(byTestId('resume-file-none')!.textContent).toContain('还没有上传附件简历');
  utils.fireEvent.click(byTestId('resume-file-online')!);
  await waitFor(() =>
    expect(mockServer.calls).toEqual([
      { call: 'answer', input: { id: 9, messageId: 102, accept: true, fileId: null } },
    ]),
  );
});

test('the seeker declines with 拒绝; 发送附件简历 sends a file unasked', async () => {
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('resume-file-decline')).not.toBeNull());
  utils.fireEvent.click(byTestId('resume-file-decline')!);
  await waitFor(() =>
    expect(mockServer.calls).toEqual([{ call: 'answer', input: { id: 9, messageId: 102, accept: false } }]),
  );
  await waitFor(() => expect(byTestId('resume-file-request-state')?.textContent).toBe('你已拒绝'));

  mockServer.calls = [];
  utils.fireEvent.click(byTestId('send-resume-file')!);
  await waitFor(() => expect(byTestId('resume-file-option')).not.toBeNull());
  utils.fireEvent.click(byTestId('resume-file-option')!);
  await waitFor(() => expect(mockServer.calls.map((c) => c.call)).toEqual(['send']));
  expect(mockServer.calls[0].input).toMatchObject({ id: 9, kind: 'resume_file', fileId: 55 });
});

test('a file card opens its signed link (H5: in the tab opened in the tap)', async () => {
  mockServer.messages.push(mockFileCard());
  const tab = { closed: false, close: jest.fn(), location: { href: '' } };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  await utils.mount(ConversationView, { props: { id: 9 } });
  await waitFor(() => expect(byTestId('chat-resume-file')).not.toBeNull());
  expect(byTestId('chat-resume-file')!.textContent).toContain('附件简历 · 348 KB');
  utils.fireEvent.click(byTestId('chat-resume-file')!);
  await waitFor(() => expect(tab.location.href).toBe('/api/resume-files/k55?exp=1&sig=s'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(mockServer.calls).toEqual([{ call: 'link', input: { id: 55 } }]);
  open.mockRestore();
});

test.each([
  ['pending', '等待对方回复'],
  ['accepted', '对方已发送'],
  ['declined', '对方已拒绝'],
] as const)('the recruiter reads a %s request as %s, with no buttons', async (state, text) => {
  await utils.mount(MessageItem, {
    props: {
      message: mockRequest(state),
      conversation: mockConversation('recruiter'),
      myId: MOCK_RECRUITER,
      onRetry: () => undefined,
      onAnswerExchange: () => undefined,
      onAnswerInterview: () => undefined,
    },
  });
  expect(byTestId('chat-resume-file-request')!.textContent).toContain('你索要了附件简历');
  expect(byTestId('resume-file-request-state')!.textContent).toBe(text);
  expect(byTestId('resume-file-accept')).toBeNull();
});

test('a deleted file reads deleted and does not open', async () => {
  const opened: number[] = [];
  await utils.mount(MessageItem, {
    props: {
      message: mockFileCard(true),
      conversation: mockConversation('recruiter', 3),
      myId: MOCK_RECRUITER,
      onRetry: () => undefined,
      onAnswerExchange: () => undefined,
      onAnswerInterview: () => undefined,
      onOpenResumeFile: (file: { id: number }) => opened.push(file.id),
    },
  });
  expect(byTestId('chat-resume-file')!.textContent).toContain('对方已删除这份附件简历');
  utils.fireEvent.click(byTestId('chat-resume-file')!);
  expect(opened).toEqual([]);
});

test.each([
  ['recruiter', '对方暂不方便发送附件简历'],
  ['seeker', '你拒绝了对方索要附件简历'],
] as const)('the declined line reads for the %s as %s', async (me, text) => {
  await utils.mount(MessageItem, {
    props: {
      message: {
        ...mockBase(3, null),
        kind: 'system',
        key: 'resumeFiles.chat.declined',
        params: {},
        text: '对方暂不方便发送附件简历',
      },
      conversation: mockConversation(me, 3),
      myId: me === 'seeker' ? MOCK_SEEKER : MOCK_RECRUITER,
      onRetry: () => undefined,
      onAnswerExchange: () => undefined,
      onAnswerInterview: () => undefined,
    },
  });
  expect(byTestId('chat-line')!.textContent).toBe(text);
});
