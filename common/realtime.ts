/**
 * The real-time socket (GET /api/ws): its frames and timings. Kept apart from common/chat.ts (whose zod
 * schemas the first page does not need) because the socket client is loaded with the first page.
 */
import type { ChatMessage } from './chat';

/** The client pings this often; the server closes a socket silent for the spec's socket timeout. */
export const SOCKET_PING_MS = 25_000;
export const SOCKET_TIMEOUT_MS = 60_000;

/** Frames the client sends: `auth` first (nothing is sent back before it succeeds), then pings. */
export type ClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

/** Frames the server pushes. */
export type ServerFrame =
  | { type: 'ready'; userId: number }
  | { type: 'pong' }
  /** A new message of one of the user's conversations (also their own, sent from another device). */
  | { type: 'message'; message: ChatMessage }
  /** A message whose state changed: an exchange answered, an interview card's status. */
  | { type: 'updated'; message: ChatMessage }
  /** A member read up to `seq`. */
  | { type: 'read'; conversationId: number; userId: number; seq: number }
  /** A new notification: ask for the unread count. */
  | { type: 'notification' };

/**
 * Close codes the server uses (4000-4999 are the application's). Only `unauthorized` stops the client;
 * the others (no token in time, too many sockets for the address or the user) reconnect with back-off.
 */
export const SOCKET_CLOSE = { unauthorized: 4401, timeout: 4408, tooMany: 4429, shutdown: 1001 } as const;
