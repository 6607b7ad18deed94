/**
 * Who is calling and in which language.
 * - Every request: `request.locale` from the logged-in user's language, else Accept-Language, else zh-Hans;
 *   `request.user` when a valid `Authorization: Bearer <token>` came with it (else null).
 * - Protected routes declare `config: { auth: true }` (or `{ auth: { role: 'operator' } }`,
 *   `{ auth: { identity: 'recruiter' } }`): without a valid session they answer body code 401, with the
 *   wrong role/identity 403. The check runs in onRequest, before the body is read or validated.
 * Handlers read the caller with `currentUser(request)`, typed non-null.
 * - Activity: an authenticated request sets `users.last_active_at` (the job detail shows the recruiter's),
 *   written at most once a minute per user (remembered in memory, and checked in the UPDATE so several
 *   instances do not write more often either).
 */
import { LOCALES, resolveLocale, type Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Identity, UserRole } from '../db/types';
import { toIso } from '../db/time';
import { createActivityRepository } from '../modules/activity/activity.repository';
import { createSessionService, type AuthUser, type SessionService } from '../modules/auth/sessions.service';
import { AppError } from './errors';

/** users.last_active_at is written at most this often per user. */
export const ACTIVITY_INTERVAL_MS = 60_000;
/** Users remembered in memory for the throttle; the map is cleared when it grows past this. */
const ACTIVITY_MEMORY = 10_000;

export type AuthRequirement = true | { role?: UserRole; identity?: Identity };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when anonymous (or the token was not valid). */
    user: AuthUser | null;
    /** Language for messages in this response. */
    locale: Locale;
    /** Why `user` is null although a token was sent: the token is expired, revoked or forged. */
    tokenRejected: boolean;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
}

/** The authenticated caller; throws the 401 refusal when there is none (use in handlers of protected routes). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw new AppError(401, request.tokenRejected ? MSG.errors.tokenInvalid : MSG.errors.notLoggedIn);
  }
  return request.user;
}

/** onRequest hook enforcing a requirement; exported for the rare route that composes hooks by hand. */
export function requireAuth(requirement: AuthRequirement = true): onRequestHookHandler {
  return async function checkAuth(request) {
    const user = currentUser(request);
    if (requirement === true) return;
    if (requirement.role && user.role !== requirement.role) throw new AppError(403, MSG.errors.forbidden);
    if (requirement.identity && user.identity !== requirement.identity) throw new AppError(403, MSG.errors.forbidden);
  };
}

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

function asLocale(language: string): Locale | undefined {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string; tokenTtlDays: number }) => {
    const sessions = createSessionService({
      db: app.db,
      jwtSecret: options.jwtSecret,
      tokenTtlDays: options.tokenTtlDays,
      now: () => app.clock.now(),
    });
    app.decorate('sessions', sessions);
    // Expired sessions can never authenticate again; drop them at start so the table does not only grow.
    const purged = await sessions.purgeExpired();
    if (purged) app.log.info({ purged }, 'expired sessions removed');
    const activity = createActivityRepository(app.db);
    const lastTouched = new Map<number, number>();
    async function touchActivity(userId: number): Promise<void> {
      const now = app.clock.now();
      const last = lastTouched.get(userId);
      if (last !== undefined && now - last < ACTIVITY_INTERVAL_MS && now >= last) return;
      if (lastTouched.size >= ACTIVITY_MEMORY) lastTouched.clear();
      lastTouched.set(userId, now);
      await activity.touch(userId, toIso(now), toIso(now - ACTIVITY_INTERVAL_MS + 1));
    }

    app.decorateRequest('user', null);
    app.decorateRequest('locale', 'zh-Hans');
    app.decorateRequest('tokenRejected', false);

    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
      const token = bearerToken(request);
      if (!token) return;
      request.user = await sessions.authenticate(token);
      request.tokenRejected = request.user === null;
      if (!request.user) return;
      request.locale = asLocale(request.user.language) ?? request.locale;
      await touchActivity(request.user.id);
    });

    // Routes registered after this plugin may declare `config.auth`; attach the check and document it.
    app.addHook('onRoute', (route) => {
      const requirement = route.config?.auth;
      if (!requirement) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireAuth(requirement), ...existing];
      // In place: the OpenAPI plugin keeps a reference to this schema.
      if (route.schema) route.schema.security = [{ bearerAuth: [] }];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
