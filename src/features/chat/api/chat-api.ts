/**
 * Chat calls that pick their endpoint from the user's answer (accept or decline, block or unblock), and the
 * two calls of other domains the chat screens make; every other chat call is `call(chat.x, input)` where it
 * is made. The contract is common/chat.ts.
 */
import * as applications from '@/api/applications';
import * as chat from '@/api/chat';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';

export const chatApi = {
  answerExchange: (id: number, messageId: number, accept: boolean) =>
    accept ? call(chat.acceptExchange, { id, messageId }) : call(chat.declineExchange, { id, messageId }),
  block: (id: number, blocked: boolean) => (blocked ? call(chat.block, { id }) : call(chat.unblock, { id })),
  /** The seeker's answer to an interview card (the interviews call). */
  answerInterview: (id: number, accept: boolean) =>
    accept ? call(applications.acceptInterview, { id }) : call(applications.declineInterview, { id }),
  /** The recruiter's approved positions, to pick one to talk about (the greeting picker). */
  myOpenPositions: () => call(positions.mine, { pageNum: 1, pageSize: 50, status: 'approved' }),
};
