import Taro from '@tarojs/taro';
import { SOCKET_CLOSE, SOCKET_PING_MS, type ServerFrame } from '@common/realtime';
import { apiBase } from './request';
import { readToken, useSession } from './session';

/**
 * The one real-time socket of the app (GET /api/ws), through `Taro.connectSocket` on weapp and H5 alike
 * (Taro's H5 version is the browser WebSocket).
 *
 * - `realtime.start()` when logged in (app launch, every app show, after login); `stop()` on logout.
 * - The first frame is the token; the server pushes frames (common/chat.ts ServerFrame); a ping every
 *   SOCKET_PING_MS keeps it open. A drop reconnects with back-off (1 s doubling to 30 s); a refused token
 *   (4401) does not retry. `reconnectNow()` when the network returns skips the wait.
 * - After every (re)connect listeners get `{type:'ready'}`: that is their cue to sync what they show over
 *   HTTP by seq, because frames sent while the socket was down are lost (weapp drops sockets about 10 s
 *   after the app goes to the background).
 */
type Listener = (frame: ServerFrame) => void;

const listeners = new Set<Listener>();
let task: Taro.SocketTask | undefined;
/** A connectSocket call is on its way (its task is not known yet): do not start a second one. */
let connecting = false;
let open = false;
let wanted = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;

/** ws(s):// of the API: same origin on H5 (`/api`), the configured origin elsewhere. */
export function socketUrl(base: string = apiBase()): string {
  if (/^https?:\/\//.test(base)) return `${base.replace(/^http/, 'ws')}/ws`;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${base}/ws`;
}

function emit(frame: ServerFrame) {
  for (const listener of [...listeners]) listener(frame);
}

function cleanUp() {
  open = false;
  task = undefined;
  clearInterval(pingTimer);
  pingTimer = undefined;
}

function scheduleRetry() {
  if (!wanted || retryTimer) return;
  const delay = Math.min(30_000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 500);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    connect();
  }, delay);
}

function connect() {
  const token = readToken();
  if (!wanted || task || connecting || !token) return;
  connecting = true;
  const current = Taro.connectSocket({ url: socketUrl(), complete: () => undefined });
  void Promise.resolve(current).then(
    (socket) => {
      connecting = false;
      if (!wanted) {
        // Stopped (logout) while connecting.
        void socket.close({ code: 1000 });
        return;
      }
      task = socket;
      socket.onOpen(() => {
        socket.send({ data: JSON.stringify({ type: 'auth', token }) });
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          if (open && task === socket) socket.send({ data: JSON.stringify({ type: 'ping' }) });
        }, SOCKET_PING_MS);
      });
      socket.onMessage((message) => {
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(message.data)) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') {
          open = true;
          attempt = 0;
        }
        emit(frame);
      });
      socket.onClose((result) => {
        if (task !== socket) return;
        cleanUp();
        if ((result as { code?: number } | undefined)?.code === SOCKET_CLOSE.unauthorized) wanted = false;
        else scheduleRetry();
      });
      socket.onError(() => {
        if (task !== socket) return;
        cleanUp();
        scheduleRetry();
      });
    },
    () => {
      connecting = false;
      scheduleRetry();
    },
  );
}

export const realtime = {
  /** Connects (or keeps the connection) while there is a token. Safe to call on every show. */
  start() {
    wanted = true;
    if (!task && !connecting && !retryTimer) connect();
  },
  /**
   * The network came back: a reconnect waiting out its back-off (up to 30 s) tries at once, from the first
   * step of the back-off. An open or opening socket is left as it is.
   */
  reconnectNow() {
    wanted = true;
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
    }
    attempt = 0;
    if (!task && !connecting) connect();
  },
  /** Closes and stops reconnecting (logout). */
  stop() {
    wanted = false;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = task;
    cleanUp();
    if (current) void current.close({ code: 1000 });
  },
  /** Listens to every frame; answers the function that stops listening. */
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The socket is up and authenticated (then polling is not needed). */
  isOpen: () => open,
};

// Logging out ends the socket; logging in (or another account) starts it again.
useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  realtime.stop();
  if (state.isLogin) realtime.start();
});
