/**
 * Who is calling and in which language.
 * - Every request: `request.locale` from the logged-in user's language, else Accept-Language, else zh-Hans;
 *   `request.user` when a valid `Authorization: Bearer <token>` came with it (else null).
 * - Protected routes declare `config: { auth: true }` (or `{ auth: { role: 'operator' } }`,
 *   `{ auth: { identity: 'recruiter' } }`): without a valid session they answer body code 401, with the
 *   wrong role/identity 403. The check runs in onRequest, before the body is read or validated.
 * Handlers read the caller with `currentUser(request)`, typed non-null. Answers to a logged-in caller carry
 * `Cache-Control: no-store`.
 * - Activity: an authenticated request sets `users.last_active_at` (the job detail shows the recruiter's),
 *   written at most once a minute per user (remembered in memory, and checked in the UPDATE so several
 *   instances do not write more often either).
 */
import { LOCALES, resolveLocale, type Locale } from '@common/i18n';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, currentUser, type AuthRequirement, type AuthUser } from '../http/caller';
import { BODY_CODE } from '@common/errors';
import { MSG } from '@common/messages';
import { AppError, forbidden } from '../http/errors';

/** users.last_active_at is written at most this often per user. */
export const ACTIVITY_INTERVAL_MS = 60_000;
/** Users remembered in memory for the throttle; the map is cleared when it grows past this. */
const ACTIVITY_MEMORY = 10_000;

/** What the plugin needs from the accounts module; the composition root (app.ts) passes it in. */
export interface AuthPluginOptions {
  /** The user behind a bearer token, or null when it is malformed, forged, expired or revoked. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** Records that the user was active at `now` unless they already were after `since` (ISO 8601 both). */
  touchActivity(userId: number, now: string, since: string): Promise<unknown>;
  /** "Now" in milliseconds (the app's clock). */
  now(): number;
}

/** onRequest hook enforcing a requirement; exported for the rare route that composes hooks by hand. */
export function requireAuth(requirement: AuthRequirement = true): onRequestHookHandler {
  return async function checkAuth(request) {
    const user = currentUser(request);
    if (requirement === true) return;
    if (requirement.role && user.role !== requirement.role) throw forbidden();
    // The other identity's feature: say which identity it needs, so the app can offer the switch.
    if (requirement.identity && user.identity !== requirement.identity) {
      throw new AppError(
        BODY_CODE.forbidden,
        requirement.identity === 'recruiter' ? MSG.errors.needsRecruiter : MSG.errors.needsSeeker,
      );
    }
  };
}

function asLocale(language: string): Locale | undefined {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const lastTouched = new Map<number, number>();
    async function touchActivity(userId: number): Promise<void> {
      const now = options.now();
      const last = lastTouched.get(userId);
      if (last !== undefined && now - last < ACTIVITY_INTERVAL_MS && now >= last) return;
      if (lastTouched.size >= ACTIVITY_MEMORY) lastTouched.clear();
      lastTouched.set(userId, now);
      await options.touchActivity(
        userId,
        new Date(now).toISOString(),
        new Date(now - ACTIVITY_INTERVAL_MS + 1).toISOString(),
      );
    }

    app.decorateRequest('user', null);
    app.decorateRequest('locale', 'zh-Hans');
    app.decorateRequest('tokenRejected', false);

    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
      const token = bearerToken(request);
      if (!token) return;
      request.user = await options.authenticate(token);
      request.tokenRejected = request.user === null;
      if (!request.user) return;
      request.locale = asLocale(request.user.language) ?? request.locale;
      await touchActivity(request.user.id);
    });

    // An answer for a logged-in caller is theirs alone: no browser, proxy or CDN may keep a copy.
    app.addHook('onSend', async (request, reply, payload) => {
      // A route's own no-store (e.g. 'private, no-store' on a contract PDF) stays; anything weaker is replaced.
      if (request.user && !/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
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
  { name: 'auth' },
);
