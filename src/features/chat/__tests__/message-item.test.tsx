/**
 * Exchange cards mounted with Taro's test utilities, from both sides of a conversation: an answered request
 * is worded from the viewer's side (the one who asked reads 对方已同意, the one who agreed 你已同意), for the
 * seeker and the recruiter alike.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ChatMessage, ConversationDetail } from '@common/chat';
import { MessageItem } from '../components/message-item';
import '../strings';

const utils = new TestUtils();
const SEEKER = 1;
const RECRUITER = 2;

function conversationOf(me: 'seeker' | 'recruiter'): ConversationDetail {
  const other = me === 'seeker' ? RECRUITER : SEEKER;
  return {
    id: 9,
    position: { id: 5, title: '前端开发工程师', salaryMin: 15000, salaryMax: 25000, regionName: '西湖区' },
    companyId: 2,
    companyName: '杭州云栖科技有限公司',
    other: {
      userId: other,
      name: me === 'seeker' ? '李经理' : '张小明',
      avatar: null,
      role: me === 'seeker' ? 'recruiter' : 'seeker',
      verified: false,
    },
    me,
    lastSeq: 3,
    lastMessage: null,
    unread: 0,
    updatedAt: '2026-05-04T02:00:00.000Z',
    myReadSeq: 3,
    otherReadSeq: 3,
    blockedByMe: false,
    applicationId: null,
    applicationStage: null,
  };
}

function exchange(senderId: number, state: 'accepted' | 'declined'): ChatMessage {
  return {
    id: 30,
    conversationId: 9,
    seq: 2,
    senderId,
    clientId: null,
    createdAt: '2026-05-04T02:00:00.000Z',
    kind: 'exchange',
    what: 'wechat',
    state,
  };
}

async function stateText(viewer: 'seeker' | 'recruiter', senderId: number, state: 'accepted' | 'declined') {
  await utils.mount(MessageItem, {
    props: {
      message: exchange(senderId, state),
      conversation: conversationOf(viewer),
      myId: viewer === 'seeker' ? SEEKER : RECRUITER,
      onRetry: () => undefined,
      onAnswerExchange: () => undefined,
      onAnswerInterview: () => undefined,
    },
  });
  const text = utils.queries.querySelector('[data-testid="exchange-state"]')?.textContent;
  utils.unmout();
  return text;
}

test.each([
  // viewer, who asked, state, what the viewer reads
  ['recruiter', SEEKER, 'accepted', '你已同意'],
  ['recruiter', RECRUITER, 'accepted', '对方已同意'],
  ['seeker', RECRUITER, 'accepted', '你已同意'],
  ['seeker', SEEKER, 'accepted', '对方已同意'],
  ['recruiter', SEEKER, 'declined', '你已拒绝'],
  ['recruiter', RECRUITER, 'declined', '对方已拒绝'],
  ['seeker', RECRUITER, 'declined', '你已拒绝'],
  ['seeker', SEEKER, 'declined', '对方已拒绝'],
] as const)('the %s viewing a request of user %i, %s, reads %s', async (viewer, sender, state, expected) => {
  expect(await stateText(viewer, sender, state)).toBe(expected);
});
