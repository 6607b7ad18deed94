/**
 * The real-time socket: `GET /api/ws` (WebSocket) and `app.realtime.send(userIds, frame)`.
 *
 * Protocol (common/chat.ts ClientFrame / ServerFrame): the client's first frame is `{type:'auth', token}`;
 * nothing is sent before the token is checked (a bad one closes with 4401). A socket without a valid token
 * after SOCKET_AUTH_TIMEOUT_MS is closed with 4408, which the client retries with back-off (a slow network
 * must not end real time for the session, as 4401 would). Then the server pushes frames; the client pings
 * every SOCKET_PING_MS and a socket silent for SOCKET_TIMEOUT_MS is closed (the spec's socket timeout).
 * Each ping re-checks the session, so a logout or a password change ends the socket too.
 *
 * Caps, on this instance: SOCKETS_PER_ADDRESS open sockets per client address (authenticated or not) and
 * SOCKETS_PER_USER per user; one more is closed at once with 4429, which the client also retries with
 * back-off (1 s doubling to 30 s, not reset until a socket is ready), never in a tight loop. Each instance
 * counts its own sockets: behind N instances an address may hold up to N times its cap, which still bounds
 * what one instance has to hold, the point of the cap.
 *
 * Fan-out: without REDIS_URL a frame goes to this instance's sockets; with it every instance publishes to
 * one Redis channel and delivers to its own sockets, so a user connected to any instance receives it.
 * Pub/sub may drop a frame: the database is the source of truth and clients sync by seq after every
 * (re)connect, so the socket only has to be fast, not perfect.
 *
 * Presence (`isOnline`): whether a user has an open socket, so a chat message is not also sent by WeChat
 * to someone reading it. This instance knows its own sockets; with Redis each instance marks its users
 * under `<prefix>online:<id>` for SOCKET_TIMEOUT_MS, renewed by pings at most every third of that, so a
 * user whose last socket closed counts as online elsewhere for up to a minute (the safe side: no message
 * by WeChat a minute too early, rather than one while they read).
 */
import websocket from '@fastify/websocket';
import { SOCKET_CLOSE, SOCKET_TIMEOUT_MS, type ClientFrame, type ServerFrame } from '@common/realtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { WebSocket } from 'ws';
import type { AuthUser } from '../http/caller';

export interface RealtimeOptions {
  /** The user behind a token, or null (the same check as every request's). */
  authenticate(token: string): Promise<AuthUser | null>;
  redisUrl?: string;
  /** Prefix of the Redis channel (REDIS_PREFIX). */
  redisPrefix: string;
  /** Silence after which a socket is closed (default SOCKET_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Time a new socket has to authenticate (SOCKET_AUTH_TIMEOUT_MS). */
  authTimeoutMs: number;
  /** Open sockets per client address on this instance (SOCKETS_PER_ADDRESS). */
  perAddress: number;
  /** Open sockets per user on this instance (SOCKETS_PER_USER). */
  perUser: number;
}

export interface Realtime {
  /** Pushes a frame to every socket of these users, on any instance. */
  send(userIds: number[], frame: ServerFrame): Promise<void>;
  /** Sockets open on this instance (health, benches). */
  socketCount(): number;
  /** Whether the user has an open socket on any instance (see the header: presence). */
  isOnline(userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

interface Envelope {
  userIds: number[];
  frame: ServerFrame;
}

/** At most this many bytes in one client frame (an auth frame with a token is far smaller). */
const MAX_CLIENT_FRAME = 4096;

export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const timeoutMs = options.timeoutMs ?? SOCKET_TIMEOUT_MS;
    const sockets = new Map<number, Set<WebSocket>>();
    const byAddress = new Map<string, number>();

    function deliverLocally({ userIds, frame }: Envelope) {
      const text = JSON.stringify(frame);
      for (const userId of userIds) {
        for (const socket of sockets.get(userId) ?? []) {
          if (socket.readyState === socket.OPEN) socket.send(text);
        }
      }
    }

    // ---- Fan-out ------------------------------------------------------------------------------------------
    let publish: (envelope: Envelope) => Promise<void> = async (envelope) => deliverLocally(envelope);
    let redis: { pub: Redis; sub: Redis } | undefined;
    if (options.redisUrl) {
      const channel = `${options.redisPrefix}realtime`;
      const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      const sub = new Redis(options.redisUrl, { lazyConnect: true });
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(channel);
      sub.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          deliverLocally(JSON.parse(text) as Envelope);
        } catch (error) {
          app.log.warn({ err: error }, 'realtime: unreadable frame from Redis');
        }
      });
      for (const client of [pub, sub]) client.on('error', (error) => app.log.warn({ err: error }, 'realtime: Redis'));
      publish = async (envelope) => {
        await pub.publish(channel, JSON.stringify(envelope));
      };
      redis = { pub, sub };
    }

    /** When this instance last marked a user online in Redis. */
    const marked = new Map<number, number>();
    const presenceKey = (userId: number) => `${options.redisPrefix}online:${userId}`;
    function markOnline(userId: number) {
      if (!redis) return;
      const now = Date.now();
      if (now - (marked.get(userId) ?? 0) < timeoutMs / 3) return;
      marked.set(userId, now);
      redis.pub.set(presenceKey(userId), '1', 'PX', timeoutMs).catch((error: unknown) => {
        marked.delete(userId);
        app.log.warn({ err: error }, 'realtime: presence not marked');
      });
    }

    app.decorate('realtime', {
      async send(userIds, frame) {
        if (!userIds.length) return;
        try {
          await publish({ userIds, frame });
        } catch (error) {
          // A lost push is repaired by the client's sync; the change itself is committed.
          app.log.warn({ err: error }, 'realtime: publish failed');
        }
      },
      socketCount: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
      async isOnline(userId) {
        if (sockets.get(userId)?.size) return true;
        if (!redis) return false;
        // Unknown when Redis does not answer: online, so nobody gets a WeChat message while reading.
        return (await redis.pub.exists(presenceKey(userId)).catch(() => 1)) > 0;
      },
    } satisfies Realtime);

    // ---- The socket -----------------------------------------------------------------------------------------
    await app.register(websocket, {
      options: { maxPayload: MAX_CLIENT_FRAME },
      // On shutdown every socket is told "going away" (1001), so its client reconnects to another instance
      // at once; the plugin's own default closes them without a code.
      preClose(this: FastifyInstance, done: () => void) {
        for (const client of this.websocketServer.clients) client.close(SOCKET_CLOSE.shutdown);
        this.websocketServer.close(() => done());
      },
    });

    app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
      const address = request.ip;
      const fromAddress = (byAddress.get(address) ?? 0) + 1;
      if (fromAddress > options.perAddress) return socket.close(SOCKET_CLOSE.tooMany, 'too many sockets');
      byAddress.set(address, fromAddress);

      let user: AuthUser | null = null;
      let authenticating = false;
      let token = '';
      let idle: NodeJS.Timeout | undefined;
      let released = false;
      const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
      const close = (code: number) => socket.close(code);
      const keepAlive = () => {
        clearTimeout(idle);
        idle = setTimeout(() => close(SOCKET_CLOSE.timeout), timeoutMs);
      };
      const authDeadline = setTimeout(() => {
        if (!user) close(SOCKET_CLOSE.timeout);
      }, options.authTimeoutMs);
      const forget = () => {
        if (released) return;
        released = true;
        clearTimeout(idle);
        clearTimeout(authDeadline);
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
        if (!user) return;
        const own = sockets.get(user.id);
        own?.delete(socket);
        if (own && !own.size) {
          sockets.delete(user.id);
          marked.delete(user.id);
        }
      };
      keepAlive();

      socket.on('message', (data) => {
        void (async () => {
          let frame: ClientFrame;
          try {
            frame = JSON.parse(String(data)) as ClientFrame;
          } catch {
            return close(SOCKET_CLOSE.unauthorized);
          }
          keepAlive();
          if (!user) {
            // One token check at a time: more frames before it ends are dropped, not each looked up.
            if (authenticating) return;
            if (frame.type !== 'auth' || typeof frame.token !== 'string') return close(SOCKET_CLOSE.unauthorized);
            authenticating = true;
            const found = await options.authenticate(frame.token);
            authenticating = false;
            if (released || socket.readyState !== socket.OPEN) return;
            if (!found) return close(SOCKET_CLOSE.unauthorized);
            const own = sockets.get(found.id) ?? new Set<WebSocket>();
            if (own.size >= options.perUser) return socket.close(SOCKET_CLOSE.tooMany, 'too many sockets');
            clearTimeout(authDeadline);
            user = found;
            token = frame.token;
            sockets.set(user.id, own.add(socket));
            markOnline(user.id);
            return send({ type: 'ready', userId: user.id });
          }
          if (frame.type === 'ping') {
            if (!(await options.authenticate(token))) return close(SOCKET_CLOSE.unauthorized);
            markOnline(user.id);
            return send({ type: 'pong' });
          }
        })().catch((error) => {
          app.log.warn({ err: error }, 'realtime: frame failed');
          close(SOCKET_CLOSE.unauthorized);
        });
      });
      socket.on('close', forget);
      socket.on('error', forget);
    });

    app.addHook('onClose', async () => {
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => undefined);
    });
  },
  { name: 'realtime' },
);
