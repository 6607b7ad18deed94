import type { ChatMessage, ConversationDetail } from '@common/chat';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';

/**
 * Chat data cached in storage (spec section 3), so a conversation opens at once and then syncs by seq:
 * the latest messages of the most recently opened conversations. Small on purpose (weapp storage is
 * 10 MB per user and read synchronously). Logging out removes it (lib/session.ts).
 */
export const CACHED_CONVERSATIONS = 20;
export const CACHED_MESSAGES = 50;

interface Cached {
  detail: ConversationDetail;
  messages: ChatMessage[];
  at: number;
}

type Cache = Record<string, Cached>;

export function readConversation(id: number): Cached | undefined {
  return getItem<Cache>(STORAGE_KEYS.conversations)?.[String(id)];
}

export function writeConversation(id: number, detail: ConversationDetail, messages: ChatMessage[], now = Date.now()) {
  const cache = { ...(getItem<Cache>(STORAGE_KEYS.conversations) ?? {}) };
  cache[String(id)] = { detail, messages: messages.slice(-CACHED_MESSAGES), at: now };
  const newest = Object.entries(cache)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, CACHED_CONVERSATIONS);
  setItem(STORAGE_KEYS.conversations, Object.fromEntries(newest));
}
