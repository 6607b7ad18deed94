/**
 * Sessions: the server-side half of a login. A JWT only names a session; this table decides whether it
 * is still valid, so logout and password changes take effect immediately.
 */
import type { Db } from '../../db/connect';
import type { Identity, UserRole } from '../../db/types';

export interface ActiveSession {
  sessionId: string;
  userId: number;
  role: UserRole;
  identity: Identity | null;
  language: string;
  expiresAt: string;
}

export function createSessionRepository(db: Db) {
  return {
    async insert(session: { id: string; userId: number; expiresAt: string; createdAt: string }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          expires_at: session.expiresAt,
          created_at: session.createdAt,
        })
        .execute();
    },

    /** The session and its user when the session is neither revoked nor expired at `now`. */
    async findActive(sessionId: string, now: string): Promise<ActiveSession | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.expires_at',
          'users.id as user_id',
          'users.role',
          'users.identity',
          'users.language',
        ])
        .where('sessions.id', '=', sessionId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      return {
        sessionId: row.session_id,
        userId: row.user_id,
        role: row.role,
        identity: row.identity,
        language: row.language,
        expiresAt: row.expires_at,
      };
    },

    async revoke(sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllForUser(userId: number, now: string, exceptSessionId?: string): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
      await query.execute();
    },

    /** Housekeeping: sessions past expiry are dead weight. */
    async deleteExpiredBefore(time: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<', time).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
