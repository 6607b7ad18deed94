/**
 * A short per-instance memory of anonymous answers, for the few public reads everybody makes at once (the
 * home list, a shared job). A route opts in with `config: { publicCache: true }`. While an answer is younger
 * than `seconds`, the same URL in the same language from a caller without a token is answered from memory:
 * no database, no validation, no serialisation. Signed-in callers always get a fresh answer, and `clear()`
 * forgets everything at once (wired to the events that change what the public sees, in app.ts), so a
 * change shows at once on the instance that made it and within `seconds` on the others.
 *
 * Only successful answers are kept (HTTP 200 and body code 200), as the exact text the route wrote. Both
 * hooks are the route's own: the lookup goes after every onRequest hook already attached (register this
 * after the rate limit, so that a remembered answer still counts), the store ahead of every onSend hook
 * (so it sees the text before @fastify/compress turns it into a stream).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this GET route may be served from the public cache (plugins/public-cache.ts). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: { clear(): void };
  }
  interface FastifyRequest {
    /** Set while an answer to this request may be kept: its key and the cache generation it was read in. */
    publicCacheKey: { key: string; generation: number } | null;
  }
}

export interface PublicCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  seconds: number;
  now: () => number;
}

/**
 * Enough for every list page and filter people use at once; past it, the answer used longest ago goes (a
 * Map keeps insertion order and a hit moves its answer to the end), so a caller asking for a thousand odd
 * URLs pushes out other odd URLs, not the home list everybody reads.
 */
const MAX_ENTRIES = 1000;
/**
 * A list page of 50 (MAX_PAGE_SIZE) is ~18,000 characters; larger answers are not kept. Chinese text is
 * held as UTF-16, so with the entry cap the memory stays under ~64 MB even for a caller who asks for
 * thousands of different URLs.
 */
const MAX_ANSWER_CHARS = 32 * 1024;
const OK_BODY = '{"code":200';

export const publicCachePlugin = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const answers = new Map<string, { at: number; body: string }>();
    const ttl = options.seconds * 1000;
    // Bumped by every clear: an answer read from the database before a change but written after it is
    // not kept (it would otherwise outlive the clear that was meant to remove it).
    let generation = 0;
    app.decorate('publicCache', {
      clear: () => {
        generation += 1;
        answers.clear();
      },
    });
    app.decorateRequest('publicCacheKey', null);
    if (ttl <= 0) return;

    async function answerFromMemory(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'GET' || request.headers.authorization || request.user) return;
      const key = `${request.locale}\n${request.url}`;
      const kept = answers.get(key);
      if (kept && options.now() - kept.at < ttl) {
        answers.delete(key);
        answers.set(key, kept);
        return reply.type('application/json; charset=utf-8').send(kept.body);
      }
      request.publicCacheKey = { key, generation };
    }

    async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const pending = request.publicCacheKey;
      if (
        pending &&
        pending.generation === generation &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.length <= MAX_ANSWER_CHARS &&
        payload.startsWith(OK_BODY)
      ) {
        answers.delete(pending.key);
        if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
        answers.set(pending.key, { at: options.now(), body: payload });
      }
      return payload;
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return;
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), answerFromMemory];
      route.onSend = [keep, ...(route.onSend ? [route.onSend].flat() : [])];
    });
  },
  { name: 'public-cache' },
);
