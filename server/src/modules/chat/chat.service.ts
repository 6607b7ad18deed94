/**
 * Chat between a job seeker and a recruiter about one position (docs/chat.md).
 *
 * - One conversation per seeker, recruiter and position; starting it again opens the same one. Starting
 *   one sends the starter's greeting; a seeker starts at most CHAT_SEEKER_DAILY_STARTS a China day, a
 *   recruiter greets at most CHAT_RECRUITER_DAILY_GREETS seekers.
 * - Every message gets the next seq of its conversation in the transaction that stores it; a resend with
 *   the same client id answers the stored message. Unread = last seq - the member's read seq; one's own
 *   messages, and the cards and lines of one's own actions, move one's read seq along (never unread).
 * - Only the two members reach a conversation; anyone else gets "does not exist". A blocked conversation
 *   refuses the blocked member's messages with "could not be delivered" (they are not told why).
 * - System content: interview invitations appear as cards (created with the conversation if none exists),
 *   proposals of another interview time as cards with the answer's buttons (reschedule-cards.ts),
 *   application and interview results as lines; they come from the applications events.
 * - What a member changes is recorded as an event and pushed over the socket after commit.
 *
 * The service is one object made of three parts over a shared core (chat-core.ts): conversations and
 * reading them (conversations.service.ts), sending messages (sending.service.ts), and what passes between
 * the two members: contact exchange, blocking, reporting (contacts-and-safety.service.ts); attachment
 * resumes asked for and sent (resume-file-cards.ts).
 */
import { createChatCore, type ChatServiceDeps } from './chat-core';
import { createContactsAndSafety } from './contacts-and-safety.service';
import { createConversations } from './conversations.service';
import { createModeration } from './moderation.service';
import { createRescheduleCards } from './reschedule-cards';
import { createResumeFileCards } from './resume-file-cards';
import { createSending } from './sending.service';

export type { ChatServiceDeps, PositionFacts, ResumeFileSharing } from './chat-core';

export function createChatService(deps: ChatServiceDeps) {
  const core = createChatCore(deps);
  return {
    ...createConversations(core),
    ...createSending(core),
    ...createContactsAndSafety(core),
    ...createModeration(core),
    ...createRescheduleCards(core),
    ...createResumeFileCards(core),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
