import { useEffect } from 'react';
import { create } from 'zustand';
import { api } from './request';
import { useSession } from './session';

/** How often the tab bar asks for the unread count while it is on screen. */
export const UNREAD_POLL_MS = 30_000;

interface UnreadState {
  count: number;
  /** Asks the server (silently: a failure keeps the last count); 0 when logged out. */
  refresh: () => Promise<void>;
  set: (count: number) => void;
}

/** The unread notifications count behind the tab bar's badge (one store: both tabs show the same number). */
export const useUnread = create<UnreadState>((set) => ({
  count: 0,
  set: (count) => set({ count: Math.max(0, count) }),
  refresh: async () => {
    if (!useSession.getState().isLogin) {
      set({ count: 0 });
      return;
    }
    try {
      const { count } = await api.get<{ count: number }>('notifications/unreadCount', undefined, {
        silent: true,
      });
      set({ count });
    } catch {
      // keep the last count; the next poll tries again
    }
  },
}));

/** Keeps the count fresh while the caller (the tab bar) is mounted: at once, then every 30 s. */
export function useUnreadPolling(): number {
  const isLogin = useSession((s) => s.isLogin);
  useEffect(() => {
    void useUnread.getState().refresh();
    if (!isLogin) return undefined;
    const timer = setInterval(() => void useUnread.getState().refresh(), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [isLogin]);
  return useUnread((s) => s.count);
}
