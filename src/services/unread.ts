/**
 * The unread counts behind every badge: notifications (the Notifications tab) and chat messages (the home
 * shortcut 消息, the message center).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import * as chat from '@/api/chat';
import * as notifications from '@/api/notifications';
import { call } from '@/lib/call';
import { useSession } from '@/lib/session';
import { loadRealtime } from '@/lib/socket-loader';

/** How often the counts are asked for while the socket is down (the fallback; the socket pushes otherwise). */
export const UNREAD_POLL_MS = 30_000;

interface UnreadState {
  /** Unread notifications (the Notifications tab's badge). */
  count: number;
  /** Unread chat messages (the home shortcut 消息 and the message center). */
  chat: number;
  /** Asks the server for both counts (silently: a failure keeps the last ones); 0 when logged out. */
  refresh: () => Promise<void>;
  set: (count: number) => void;
  setChat: (count: number) => void;
}

/** The count a silent call answered; undefined when it failed (the badge keeps its last number). */
function countOf(asking: Promise<{ count: number }>): Promise<number | undefined> {
  return asking.then(
    (answer) => answer.count,
    () => undefined,
  );
}

/** Both unread counts behind the badges (one store: every badge shows the same numbers). */
export const useUnread = create<UnreadState>((set) => ({
  count: 0,
  chat: 0,
  set: (count) => set({ count: Math.max(0, count) }),
  setChat: (chat) => set({ chat: Math.max(0, chat) }),
  // A promise chain, not an async function: this is in the main package, where async compiles to helper code.
  refresh: () => {
    if (!useSession.getState().isLogin) {
      set({ count: 0, chat: 0 });
      return Promise.resolve();
    }
    return Promise.all([
      countOf(call(notifications.unreadCount, undefined, { silent: true })),
      countOf(call(chat.unreadCount, undefined, { silent: true })),
    ]).then(([notices, messages]) => {
      set((state) => ({ count: notices ?? state.count, chat: messages ?? state.chat }));
    });
  },
}));

/**
 * Keeps the counts fresh while the caller (the tab bar, the message center) is mounted: the socket's
 * frames ask again at once (a new notification, a message, a read on another device, a reconnect);
 * while the socket is down the counts are polled every 30 s.
 */
export function useUnreadPolling(): number {
  const isLogin = useSession((s) => s.isLogin);
  useEffect(() => {
    void useUnread.getState().refresh();
    if (!isLogin) return undefined;
    let socketOpen = () => false;
    let stop = () => {};
    let unmounted = false;
    void loadRealtime().then((realtime) => {
      if (unmounted) return;
      realtime.start();
      socketOpen = realtime.isOpen;
      stop = realtime.on((frame) => {
        if (
          frame.type === 'ready' ||
          frame.type === 'notification' ||
          frame.type === 'message' ||
          frame.type === 'read'
        ) {
          void useUnread.getState().refresh();
        }
      });
    });
    const timer = setInterval(() => {
      if (!socketOpen()) void useUnread.getState().refresh();
    }, UNREAD_POLL_MS);
    return () => {
      unmounted = true;
      stop();
      clearInterval(timer);
    };
  }, [isLogin]);
  return useUnread((s) => s.count);
}
