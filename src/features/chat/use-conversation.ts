import { useCallback, useEffect, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { ChatMessage, ConversationDetail, SendMessageBody } from '@common/chat';
import * as chat from '@/api/chat';
import { MSG } from '@common/messages';
import { call } from '@/lib/call';
import { t } from '@/lib/i18n';
import { RequestError } from '@/lib/request';
import { realtime } from '@/lib/socket';
import { useUnread } from '@/services/unread';
import {
  firstSeq,
  isPending,
  lastSeq,
  mergeMessages,
  newClientId,
  type PendingMessage,
  type ShownMessage,
} from './chat-rules';
import { readConversation, writeConversation } from './conversation-cache';
import { checkNetwork, useNetwork, watchNetwork } from './network-state';
import { toast } from '@/lib/toast';

const SYNC_PAGE = 100;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A call that failed before reaching the server (no network, the server unreachable). */
const inTransport = (error: unknown) => error instanceof RequestError && error.kind === 'transport';

/**
 * One conversation on screen: the cached copy at once, then the server's; live frames from the socket;
 * a sync by seq after every (re)connect and show; older history on demand; sends that show at once and
 * can be retried with the same client id (never stored twice); read receipts sent while it is on screen.
 * Offline (`online` false) nothing loaded is dropped: the screen says 网络未连接！, a send fails with that
 * word, and when the network is back the socket reconnects, the newest messages are fetched and what
 * failed for want of a network is sent again.
 */
export function useConversation(id: number) {
  const cached = useRef(readConversation(id));
  const [detail, setDetail] = useState<ConversationDetail | undefined>(cached.current?.detail);
  const [messages, setMessages] = useState<ShownMessage[]>(cached.current?.messages ?? []);
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string>();
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const detailRef = useRef(detail);
  detailRef.current = detail;
  const syncing = useRef<Promise<void>>();
  const online = useNetwork((s) => s.online);

  const add = useCallback((incoming: ChatMessage[]) => {
    if (!incoming.length) return;
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  /** Tells the server what is read (what is on screen), once per new seq. */
  const markRead = useCallback(() => {
    const seq = lastSeq(messagesRef.current);
    const current = detailRef.current;
    if (!current || seq <= current.myReadSeq) return;
    setDetail({ ...current, myReadSeq: seq, unread: 0 });
    void call(chat.read, { id, seq }, { silent: true })
      .then(() => useUnread.getState().refresh())
      .catch(() => undefined);
  }, [id]);

  /** Everything after the last seq shown (the latest page when nothing is shown yet), and the header. */
  const sync = useCallback(() => {
    if (syncing.current) return syncing.current;
    syncing.current = (async () => {
      try {
        const fresh = await call(chat.detail, { id });
        setDetail(fresh);
        let after = lastSeq(messagesRef.current);
        if (after === 0 || fresh.lastSeq - after > SYNC_PAGE) {
          // Nothing (or too much) to continue from: start again from the latest page.
          const page = await call(chat.messages, { id }, { silent: true });
          setMessages((current) => mergeMessages(current.filter(isPending), page.messages));
          setHasOlder(page.hasOlder);
        } else {
          while (after < fresh.lastSeq) {
            const page = await call(chat.messages, { id, after, limit: SYNC_PAGE }, { silent: true });
            if (!page.messages.length) break;
            add(page.messages);
            after = page.messages[page.messages.length - 1].seq;
          }
        }
        setError(undefined);
      } catch (e) {
        // What is shown stays (cached or loaded); the error is only for a screen with nothing to show.
        if (inTransport(e)) checkNetwork();
        if (!detailRef.current) setError(e instanceof Error ? e.message : String(e));
      } finally {
        syncing.current = undefined;
      }
    })();
    return syncing.current;
  }, [id, add]);

  useEffect(() => {
    watchNetwork();
    void sync();
    realtime.start();
    return realtime.on((frame) => {
      if (frame.type === 'ready') void sync();
      if ((frame.type === 'message' || frame.type === 'updated') && frame.message.conversationId === id) {
        add([frame.message]);
      }
      if (frame.type === 'read' && frame.conversationId === id && detailRef.current) {
        const mine = frame.userId !== detailRef.current.other.userId;
        setDetail({
          ...detailRef.current,
          ...(mine ? { myReadSeq: frame.seq } : { otherReadSeq: Math.max(detailRef.current.otherReadSeq, frame.seq) }),
        });
      }
    });
  }, [id, sync, add]);

  // Back from the background (weapp dropped the socket): catch up.
  useDidShow(() => {
    realtime.start();
    void sync();
  });

  // What is shown is read; the cache keeps the latest stored messages.
  useEffect(() => {
    markRead();
    if (detail)
      writeConversation(
        id,
        detail,
        messages.filter((m): m is ChatMessage => !isPending(m)),
      );
  }, [messages, detail, id, markRead]);

  const loadOlder = useCallback(async () => {
    const before = firstSeq(messagesRef.current);
    if (loadingOlder || !hasOlder || before === undefined || before <= 1) {
      if (before !== undefined && before <= 1) setHasOlder(false);
      return;
    }
    setLoadingOlder(true);
    try {
      const page = await call(chat.messages, { id, before }, { silent: true });
      add(page.messages);
      setHasOlder(page.hasOlder);
    } catch {
      // the next pull tries again
    } finally {
      setLoadingOlder(false);
    }
  }, [id, add, hasOlder, loadingOlder]);

  const deliver = useCallback(
    async (body: SendMessageBody, shown?: PendingMessage) => {
      if (shown) {
        setMessages((current) => [
          ...current.filter((m) => !isPending(m) || m.clientId !== shown.clientId),
          { ...shown, pending: 'sending', error: undefined },
        ]);
      }
      try {
        add([await call(chat.send, { id, ...body }, { silent: true })]);
        return true;
      } catch (e) {
        const offline = inTransport(e);
        if (offline) checkNetwork();
        const message = offline && !useNetwork.getState().online ? t(MSG.errors.networkNotConnected) : messageOf(e);
        if (shown) {
          setMessages((current) =>
            current.map((m) =>
              isPending(m) && m.clientId === shown.clientId
                ? { ...m, pending: 'failed', error: message, retryOnline: offline }
                : m,
            ),
          );
        }
        throw e;
      }
    },
    [id, add],
  );

  /** Sends a text or a picture: shown at once, marked failed (with why) when refused or offline. */
  const send = useCallback(
    (content: { kind: 'text'; text: string } | { kind: 'image'; url: string }) => {
      const clientId = newClientId();
      const shown: PendingMessage = { pending: 'sending', clientId, createdAt: new Date().toISOString(), ...content };
      return deliver({ clientId, ...content }, shown).catch(() => false);
    },
    [deliver],
  );

  /** Sends again with the same client id: the server answers the stored message if the first try arrived. */
  const resend = useCallback(
    (message: PendingMessage) => {
      const body: SendMessageBody =
        message.kind === 'image'
          ? { clientId: message.clientId, kind: 'image', url: message.url ?? '' }
          : { clientId: message.clientId, kind: 'text', text: message.text ?? '' };
      return deliver(body, message).catch(() => false);
    },
    [deliver],
  );

  // Back online: the socket reconnects (its `ready` syncs too), the newest messages are fetched at once, and
  // what failed for want of a network is sent again with its client id (never stored twice).
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!back) return;
    realtime.reconnectNow();
    void sync().then(() => {
      for (const message of messagesRef.current) {
        if (isPending(message) && message.pending === 'failed' && message.retryOnline) void resend(message);
      }
    });
  }, [online, sync, resend]);

  /** Sends a card (resume, position, resume file): no pending copy; the refusal is shown as a toast. */
  const sendCard = useCallback(
    async (
      body:
        { kind: 'resume' } | { kind: 'position'; positionId: number } | { kind: 'resume_file'; fileId: number | null },
    ) => {
      try {
        const message = { clientId: newClientId(), ...body } as SendMessageBody;
        const stored = await call(chat.send, { id, ...message }, { silent: true });
        add([stored]);
        return stored;
      } catch (e) {
        if (e instanceof RequestError) {
          void toast({ title: e.message, icon: 'none', duration: 2000 });
          return undefined;
        }
        throw e;
      }
    },
    [id, add],
  );

  return {
    online,
    detail,
    setDetail,
    messages,
    hasOlder,
    loadingOlder,
    error,
    sync,
    loadOlder,
    send,
    resend,
    sendCard,
    add,
  };
}
