/**
 * Login sessions: issuing tokens, authenticating them, revoking them.
 * A token is an HS256 JWT (jose) whose `sid` names a row in `sessions`; the signature stops forgery and
 * cheap rejection of garbage, the row makes revocation possible.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/connect';
import { isoInDays, toIso } from '../../db/time';
import type { AuthUser } from '../../http/caller';
import { createSessionRepository } from './sessions.repository';

export interface IssuedToken {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
  /** The session's id (what a binding ticket names). */
  sessionId: string;
}

export interface SessionServiceDeps {
  db: Db;
  jwtSecret: string;
  tokenTtlDays: number;
  /** Milliseconds since the epoch; defaults to the system clock (tests pass a movable one). */
  now?: () => number;
  /** Every login: a deletion in its cooling-off is cancelled (deletion.service.ts). */
  onLogin?: (userId: number) => Promise<unknown>;
  /** Before every login: refuses a suspended account (the reports module's measures). */
  beforeLogin?: (userId: number) => Promise<void>;
}

const ISSUER = 'jobmarket';
/** A binding ticket's audience: it opens app/updateUserByPhone and nothing else. */
const BIND_AUDIENCE = 'bind-phone';
/** How long a phone-less WeChat / Alipay login may take to bind a phone with its ticket. */
export const BIND_TICKET_TTL_SECONDS = 15 * 60;

export function createSessionService({
  db,
  jwtSecret,
  tokenTtlDays,
  now: clockNow = Date.now,
  onLogin,
  beforeLogin,
}: SessionServiceDeps) {
  const nowIso = () => toIso(clockNow());
  const repo = createSessionRepository(db);
  const key = new TextEncoder().encode(jwtSecret);

  /**
   * The user of the session a signed token names, or null. `audience` tells the two kinds apart: a bearer
   * token has none, a binding ticket has BIND_AUDIENCE, and neither is accepted as the other.
   */
  async function sessionUser(token: string, audience: string | undefined): Promise<AuthUser | null> {
    let sid: unknown;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        ...(audience ? { audience } : {}),
        currentDate: new Date(clockNow()),
      });
      if (!audience && payload.aud !== undefined) return null;
      sid = payload.sid;
    } catch {
      return null;
    }
    if (typeof sid !== 'string') return null;
    const session = await repo.findActive(sid, nowIso());
    if (!session) return null;
    return {
      id: session.userId,
      role: session.role,
      identity: session.identity,
      language: session.language,
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
    };
  }

  return {
    /** Starts a session for `userId` (after a successful login) and answers its bearer token. */
    async issueToken(userId: number, ttlDays: number = tokenTtlDays): Promise<IssuedToken> {
      await beforeLogin?.(userId);
      const now = clockNow();
      const id = randomBytes(24).toString('base64url');
      const expiresAt = isoInDays(ttlDays, now);
      await repo.insert({ id, userId, expiresAt, createdAt: new Date(now).toISOString() });
      await onLogin?.(userId);
      const token = await new SignJWT({ sid: id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(Date.parse(expiresAt) / 1000))
        .sign(key);
      return { token, expiresAt, sessionId: id };
    },

    /** The user behind a bearer token, or null when the token is malformed, forged, expired or revoked. */
    authenticate: (token: string): Promise<AuthUser | null> => sessionUser(token, undefined),

    /**
     * A short-lived ticket that proves, without a bearer token, which phone-less account is binding a phone
     * (app/updateUserByPhone is a no-login call in the spec). It names the login's session, so logging out
     * or any revocation ends it too.
     */
    async issueBindTicket(userId: number, sessionId: string): Promise<string> {
      const now = Math.floor(clockNow() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(BIND_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + BIND_TICKET_TTL_SECONDS)
        .sign(key);
    },

    /** The account a binding ticket names, or null when it is forged, expired or its session ended. */
    authenticateBindTicket: (ticket: string): Promise<AuthUser | null> => sessionUser(ticket, BIND_AUDIENCE),

    /** Logout. */
    async revokeSession(sessionId: string): Promise<void> {
      await repo.revoke(sessionId, nowIso());
    },

    /** Password change or reset: every other device is logged out. */
    async revokeAllForUser(userId: number, exceptSessionId?: string): Promise<void> {
      await repo.revokeAllForUser(userId, nowIso(), exceptSessionId);
    },

    async purgeExpired(): Promise<number> {
      return repo.deleteExpiredBefore(nowIso());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
