/** Chat calls (`/api/conversations…`, `/api/chat/settings`): the contract is common/chat.ts. */
import type {
  ChatMessage,
  ChatSettings,
  ConversationDetail,
  ConversationSummary,
  ExchangeWhat,
  MessagesPage,
  ReportReason,
  SendMessageBody,
} from '@common/chat';
import { api } from '@/lib/request';

export const chatApi = {
  /** Opens (or finds) the conversation about a position; a recruiter names the seeker. */
  start: (positionId: number, seekerId?: number) =>
    api.post<{ id: number; created: boolean }>('conversations', { positionId, seekerId }),
  list: (pageNum: number, unreadOnly: boolean) =>
    api.list<ConversationSummary>('conversations', { pageNum, pageSize: 20, unread: unreadOnly ? 'true' : undefined }),
  detail: (id: number) => api.get<ConversationDetail>(`conversations/${id}`),
  /** `after`: what came since (sync); `before`: older history; neither: the latest page. */
  messages: (id: number, query: { before?: number; after?: number; limit?: number }) =>
    api.get<MessagesPage>(`conversations/${id}/messages`, query, { silent: true }),
  send: (id: number, body: SendMessageBody) =>
    api.post<ChatMessage>(`conversations/${id}/messages`, body, { silent: true }),
  read: (id: number, seq: number) =>
    api.post<{ id: number; myReadSeq: number }>(`conversations/${id}/read`, { seq }, { silent: true }),
  requestExchange: (id: number, what: ExchangeWhat) => api.post<ChatMessage>(`conversations/${id}/exchanges`, { what }),
  answerExchange: (id: number, messageId: number, accept: boolean) =>
    api.post<ChatMessage>(`conversations/${id}/exchanges/${messageId}/${accept ? 'accept' : 'decline'}`),
  block: (id: number, blocked: boolean) =>
    api.post<{ id: number; blockedByMe: boolean }>(`conversations/${id}/${blocked ? 'block' : 'unblock'}`),
  report: (id: number, reason: ReportReason, detail: string) =>
    api.post<void>(`conversations/${id}/report`, { reason, detail }),
  /** The seeker's answer to an interview card (the interviews call). */
  answerInterview: (interviewId: number, accept: boolean) =>
    api.post<unknown>(`interviews/${interviewId}/${accept ? 'accept' : 'decline'}`),
  settings: () => api.get<ChatSettings>('chat/settings'),
  saveSettings: (settings: ChatSettings) => api.put<ChatSettings>('chat/settings', settings),
  /** The recruiter's positions open to talk about (the greeting picker). */
  myOpenPositions: () =>
    api.list<{ id: number; title: string; visible: boolean }>('positions/mine', {
      pageNum: 1,
      pageSize: 50,
      status: 'approved',
    }),
};
