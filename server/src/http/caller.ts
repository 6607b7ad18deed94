/**
 * Who is calling: `request.user` (set by the auth plugin from a bearer token) and the helpers routes use
 * to read it. Lives in http/ so that modules and plugins share it without importing each other.
 */
import { MSG } from '@common/messages';
import type { Locale } from '@common/i18n';
import type { FastifyRequest } from 'fastify';
import type { Identity, UserRole } from '../db/types';
import { AppError } from './errors';

/** The caller of an authenticated request (request.user). */
export interface AuthUser {
  id: number;
  role: UserRole;
  identity: Identity | null;
  language: string;
  sessionId: string;
  /** ISO 8601 end of the session. */
  expiresAt: string;
}

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

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
