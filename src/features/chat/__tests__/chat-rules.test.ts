import type { ChatMessage } from '@common/chat';
import {
  conversationTitle,
  deliveryState,
  firstSeq,
  lastSeq,
  mergeMessages,
  needsTimeSeparator,
  newClientId,
  separatorTime,
  type PendingMessage,
} from '../chat-rules';

const text = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage =>
  ({
    id: 100 + seq,
    conversationId: 1,
    seq,
    senderId: 7,
    clientId: `client-${seq}`,
    createdAt: new Date(Date.UTC(2026, 4, 4, 2, seq)).toISOString(),
    kind: 'text',
    text: `m${seq}`,
    fraudWarning: false,
    ...overrides,
  }) as ChatMessage;

const pending = (clientId: string): PendingMessage => ({
  pending: 'sending',
  clientId,
  kind: 'text',
  text: 'hi',
  createdAt: '2026-05-04T03:00:00.000Z',
});

describe('mergeMessages', () => {
  it('orders stored messages by seq and drops duplicates (a frame and a page bringing the same one)', () => {
    const merged = mergeMessages([text(3), text(1)], [text(2), text(3), text(1)]);
    expect(merged.map((m) => ('seq' in m ? m.seq : 0))).toEqual([1, 2, 3]);
  });

  it('replaces the pending copy when the stored message with its client id arrives', () => {
    const merged = mergeMessages(
      [text(1), pending('abc12345'), pending('zzz99999')],
      [text(2, { clientId: 'abc12345' })],
    );
    expect(merged).toEqual([text(1), text(2, { clientId: 'abc12345' }), pending('zzz99999')]);
  });

  it('takes the newer copy of a changed message (an exchange answered)', () => {
    const asked = { ...text(4), kind: 'exchange', what: 'phone', state: 'pending' } as ChatMessage;
    const answered = { ...asked, state: 'accepted' } as ChatMessage;
    expect(mergeMessages([asked], [answered])).toEqual([answered]);
  });

  it('keeps pending messages after every stored one, in the order they were written', () => {
    const merged = mergeMessages([pending('first111'), pending('second22')], [text(9)]);
    expect(merged.map((m) => m.clientId)).toEqual(['client-9', 'first111', 'second22']);
  });
});

describe('seqs and separators', () => {
  it('finds the first and last stored seq, ignoring pending messages', () => {
    expect(lastSeq([text(2), text(5), pending('p1234567')])).toBe(5);
    expect(firstSeq([text(4), text(2), pending('p1234567')])).toBe(2);
    expect(lastSeq([])).toBe(0);
    expect(firstSeq([pending('p1234567')])).toBeUndefined();
  });

  it('puts a time line above the first message and after a pause of 5 minutes', () => {
    expect(needsTimeSeparator(undefined, text(1))).toBe(true);
    expect(needsTimeSeparator(text(1), text(4))).toBe(false);
    expect(needsTimeSeparator(text(1), text(6))).toBe(true);
  });

  it('shows today by the clock, this year by day and clock, else the date (China time)', () => {
    const now = Date.parse('2026-05-04T12:00:00Z');
    expect(separatorTime('2026-05-04T02:05:00Z', now)).toBe('10:05');
    // 17:00 UTC on the 3rd is 01:00 on the 4th in China: today.
    expect(separatorTime('2026-05-03T17:00:00Z', now)).toBe('01:00');
    expect(separatorTime('2026-03-01T02:05:00Z', now)).toBe('03-01 10:05');
    expect(separatorTime('2025-12-31T02:05:00Z', now)).toBe('2025-12-31');
  });
});

describe('deliveryState', () => {
  it('says sending or failed for pending messages, delivered or read for own stored ones, nothing for others', () => {
    expect(deliveryState(pending('abc12345'), 7, 0)).toBe('sending');
    expect(deliveryState({ ...pending('abc12345'), pending: 'failed' }, 7, 0)).toBe('failed');
    expect(deliveryState(text(3), 7, 2)).toBe('delivered');
    expect(deliveryState(text(3), 7, 3)).toBe('read');
    expect(deliveryState(text(3), 8, 5)).toBeUndefined();
    expect(deliveryState(text(3, { senderId: null }), 7, 5)).toBeUndefined();
  });
});

test('client ids are accepted by the server rule (8-64 of [A-Za-z0-9_-]) and differ', () => {
  const ids = new Set(Array.from({ length: 200 }, () => newClientId()));
  expect(ids.size).toBe(200);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(newClientId(0, () => 0)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('titles a conversation with the other member and their company (seeker) or the position (recruiter)', () => {
  const conversation = {
    position: { id: 5, title: '前端开发工程师' },
    companyName: '杭州云栖科技有限公司',
  };
  expect(
    conversationTitle({
      ...conversation,
      me: 'seeker',
      other: { userId: 2, name: '李经理', avatar: null, role: 'recruiter', verified: false },
    }),
  ).toBe('李经理 · 杭州云栖科技有限公司');
  expect(
    conversationTitle({
      ...conversation,
      me: 'recruiter',
      other: { userId: 1, name: '张小明', avatar: null, role: 'seeker', verified: false },
    }),
  ).toBe('张小明 · 前端开发工程师');
  // A member without a name yet: the company or position alone, never a stray separator.
  expect(
    conversationTitle({
      ...conversation,
      me: 'seeker',
      other: { userId: 2, name: '', avatar: null, role: 'recruiter', verified: false },
    }),
  ).toBe('杭州云栖科技有限公司');
});
