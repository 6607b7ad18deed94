/**
 * The rules of a conversation screen, kept out of the components so they are tested on their own:
 * merging what arrives (HTTP pages, socket frames, own sends) into one ordered list without duplicates,
 * time separators, and the delivery state of one's own messages.
 */
import type { ChatMessage, ConversationSummary } from '@common/chat';
import { chinaDate, formatChinaTime } from '@common/china-time';

/** A message of one's own that the server has not stored yet (or refused). */
export interface PendingMessage {
  pending: 'sending' | 'failed';
  clientId: string;
  kind: 'text' | 'image';
  text?: string;
  url?: string;
  /** Why it failed, in the user's language. */
  error?: string;
  /** It failed for want of a network: sent again (same client id) once the network is back. */
  retryOnline?: boolean;
  createdAt: string;
}

export type ShownMessage = ChatMessage | PendingMessage;

export const isPending = (message: ShownMessage): message is PendingMessage => 'pending' in message;

/**
 * `current` with `incoming` merged in: a stored message replaces the pending one of the same client id
 * and an older copy of itself (an exchange answered, an interview card changed); stored messages are
 * ordered by seq; pending ones stay at the end in the order they were written.
 */
export function mergeMessages(current: ShownMessage[], incoming: ChatMessage[]): ShownMessage[] {
  const byId = new Map<number, ChatMessage>();
  const pending: PendingMessage[] = [];
  for (const message of current) {
    if (isPending(message)) pending.push(message);
    else byId.set(message.id, message);
  }
  const arrivedClientIds = new Set<string>();
  for (const message of incoming) {
    byId.set(message.id, message);
    if (message.clientId) arrivedClientIds.add(message.clientId);
  }
  for (const message of byId.values()) if (message.clientId) arrivedClientIds.add(message.clientId);
  const stored = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return [...stored, ...pending.filter((message) => !arrivedClientIds.has(message.clientId))];
}

/** The highest stored seq shown (0 when none). */
export function lastSeq(messages: ShownMessage[]): number {
  let seq = 0;
  for (const message of messages) if (!isPending(message) && message.seq > seq) seq = message.seq;
  return seq;
}

/** The lowest stored seq shown (where older history continues). */
export function firstSeq(messages: ShownMessage[]): number | undefined {
  const stored = messages.filter((message): message is ChatMessage => !isPending(message));
  return stored.length ? Math.min(...stored.map((message) => message.seq)) : undefined;
}

/** A time line goes above a message when it is the first or comes 5 minutes or more after the previous one. */
export const SEPARATOR_GAP_MS = 5 * 60_000;

export function needsTimeSeparator(previous: ShownMessage | undefined, message: ShownMessage): boolean {
  if (!previous) return true;
  return Date.parse(message.createdAt) - Date.parse(previous.createdAt) >= SEPARATOR_GAP_MS;
}

/**
 * 'sending' / 'failed' for a pending message; for a stored own message 'read' when the other member's read
 * seq reached it, else 'delivered'; nothing for the other member's messages and system content.
 */
export function deliveryState(
  message: ShownMessage,
  myId: number | undefined,
  otherReadSeq: number,
): 'sending' | 'failed' | 'delivered' | 'read' | undefined {
  if (isPending(message)) return message.pending;
  if (message.senderId === null || message.senderId !== myId) return undefined;
  return message.seq <= otherReadSeq ? 'read' : 'delivered';
}

/**
 * The conversation page's title: the other member's name, with their company (a seeker reads who the
 * recruiter works for) or the position (a recruiter reads what the seeker is talking about).
 */
export function conversationTitle(
  conversation: Pick<ConversationSummary, 'other' | 'me' | 'companyName' | 'position'>,
): string {
  const about = conversation.me === 'seeker' ? conversation.companyName : conversation.position.title;
  return [conversation.other.name, about].filter(Boolean).join(' · ');
}

/** A client id for a new message (the server refuses a second message with the same one). */
export function newClientId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
}

/** China wall time of a message for its separator: today 'HH:mm', this year 'MM-DD HH:mm', else the date. */
export function separatorTime(iso: string, now: number = Date.now()): string {
  const at = formatChinaTime(iso); // 'YYYY-MM-DD HH:mm'
  const today = chinaDate(now);
  if (at.slice(0, 10) === today) return at.slice(11);
  if (at.slice(0, 4) === today.slice(0, 4)) return at.slice(5);
  return at.slice(0, 10);
}

/** A file's size as a card shows it: 856 KB, 1.2 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
