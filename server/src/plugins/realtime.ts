/**
 * The real-time socket: `GET /api/ws` (WebSocket) and `app.realtime.send(userIds, frame)`.
 *
 * Protocol (common/chat.ts ClientFrame / ServerFrame): the client's first frame is `{type:'auth', token}`;
 * nothing is sent before the token is checked (a bad one closes with 4401, none within the timeout too).
 * Then the server pushes frames; the client pings every SOCKET_PING_MS and a socket silent for
 * SOCKET_TIMEOUT_MS is closed (the spec's socket timeout). Each ping re-checks the session, so a logout or a
 * password change ends the socket too.
 *
 * Fan-out: without REDIS_URL a frame goes to this instance's sockets; with it every instance publishes to
 * one Redis channel and delivers to its own sockets, so a user connected to any instance receives it.
 * Pub/sub may drop a frame: the database is the source of truth and clients sync by seq after every
 * (re)connect, so the socket only has to be fast, not perfect.
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
}

export interface Realtime {
  /** Pushes a frame to every socket of these users, on any instance. */
  send(userIds: number[], frame: ServerFrame): Promise<void>;
  /** Sockets open on this instance (health, benches). */
  socketCount(): number;
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

    app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket) => {
      let user: AuthUser | null = null;
      let token = '';
      let idle: NodeJS.Timeout | undefined;
      const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
      const close = (code: number) => socket.close(code);
      const keepAlive = () => {
        clearTimeout(idle);
        idle = setTimeout(() => close(SOCKET_CLOSE.timeout), timeoutMs);
      };
      const forget = () => {
        clearTimeout(idle);
        if (!user) return;
        const own = sockets.get(user.id);
        own?.delete(socket);
        if (own && !own.size) sockets.delete(user.id);
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
            if (frame.type !== 'auth' || typeof frame.token !== 'string') return close(SOCKET_CLOSE.unauthorized);
            const found = await options.authenticate(frame.token);
            if (!found || socket.readyState !== socket.OPEN) return close(SOCKET_CLOSE.unauthorized);
            user = found;
            token = frame.token;
            sockets.set(user.id, (sockets.get(user.id) ?? new Set()).add(socket));
            return send({ type: 'ready', userId: user.id });
          }
          if (frame.type === 'ping') {
            if (!(await options.authenticate(token))) return close(SOCKET_CLOSE.unauthorized);
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
