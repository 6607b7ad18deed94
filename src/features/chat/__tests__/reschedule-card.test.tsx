/**
 * The chat card of a proposed interview time, from both sides: the other side reads the time and the reason
 * with 同意 / 拒绝 (each answers the interview), the proposer reads the state; once answered both read it.
 */
import TestUtils from '@tarojs/test-utils-react';
import { act } from 'react';
import type { ChatMessage, ConversationDetail } from '@common/chat';
import { MessageItem } from '../components/message-item';
import '../strings';

const utils = new TestUtils();
afterEach(() => utils.unmout());

function conversationOf(me: 'seeker' | 'recruiter'): ConversationDetail {
  return {
    id: 9,
    position: { id: 5, title: '前端开发工程师', salaryMin: 15000, salaryMax: 25000, regionName: '西湖区' },
    companyId: 2,
    companyName: '杭州云栖科技有限公司',
    other: { userId: 2, name: '李经理', avatar: null, role: me === 'seeker' ? 'recruiter' : 'seeker', verified: false },
    me,
    lastSeq: 3,
    lastMessage: null,
    unread: 0,
    updatedAt: '2026-05-04T02:00:00.000Z',
    myReadSeq: 3,
    otherReadSeq: 3,
    blockedByMe: false,
    applicationId: null,
    applicationStage: 'interviewing',
  } as ConversationDetail;
}

function card(state: 'pending' | 'accepted' | 'declined'): ChatMessage {
  return {
    id: 40,
    conversationId: 9,
    seq: 3,
    senderId: 2,
    clientId: null,
    createdAt: '2026-05-04T02:00:00.000Z',
    kind: 'reschedule',
    reschedule: {
      interviewId: 77,
      proposalId: 5,
      time: '2026-05-08T06:00:00.000Z',
      reason: '面试官出差',
      by: 'recruiter',
      state,
    },
  };
}

async function mount(me: 'seeker' | 'recruiter', state: 'pending' | 'accepted' | 'declined') {
  const answers: Array<[number, boolean]> = [];
  await utils.mount(MessageItem, {
    props: {
      message: card(state),
      conversation: conversationOf(me),
      myId: me === 'seeker' ? 1 : 2,
      onRetry: () => undefined,
      onAnswerExchange: () => undefined,
      onAnswerInterview: () => undefined,
      onAnswerReschedule: (id: number, accept: boolean) => answers.push([id, accept]),
    },
  });
  const shown = (await utils.queries.waitForQuerySelector('[data-testid="chat-reschedule"]')) as HTMLElement;
  return { answers, shown };
}

const q = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

it('the other side reads the new time and the reason, and answers with 同意 / 拒绝', async () => {
  const { answers, shown } = await mount('seeker', 'pending');
  expect(shown.textContent).toContain('对方申请改期面试');
  expect(shown.textContent).toContain('2026-05-08 14:00');
  expect(shown.textContent).toContain('面试官出差');
  await act(() => void utils.fireEvent.click(q('reschedule-accept')!));
  await act(() => void utils.fireEvent.click(q('reschedule-decline')!));
  expect(answers).toEqual([
    [77, true],
    [77, false],
  ]);
});

it('the proposer waits; once answered both read the state, without buttons', async () => {
  const mine = await mount('recruiter', 'pending');
  expect(mine.shown.textContent).toContain('你申请改期面试');
  expect(q('reschedule-accept')).toBeNull();
  expect(q('reschedule-state')?.textContent).toBe('等待回复');
  utils.unmout();
  await mount('seeker', 'accepted');
  expect(q('reschedule-accept')).toBeNull();
  expect(q('reschedule-state')?.textContent).toBe('已同意改期');
});
