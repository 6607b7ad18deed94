/**
 * Account deletion's own rows (account_deletions, 0026) and what the account module forgets of a deleted
 * user: the account row is scrubbed to a tombstone (phone, social ids, password, names, avatar, contacts),
 * so the phone can register again while the rows that stay (a conversation, a kept contract) still name
 * an account; the sessions go.
 */
import type { Db } from '../../db/connect';

export function createDeletionRepository(db: Db) {
  return {
    async find(userId: number) {
      return db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** A new request, or a new one over a request that was cancelled. */
    async request(userId: number, requestedAt: string, dueAt: string): Promise<void> {
      await db
        .insertInto('account_deletions')
        .values({ user_id: userId, requested_at: requestedAt, due_at: dueAt })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ requested_at: requestedAt, due_at: dueAt, cancelled_at: null, completed_at: null }),
        )
        .execute();
      await db.updateTable('users').set({ deletion_cancelled_at: null }).where('id', '=', userId).execute();
    },

    /** Cancels a request still in its cooling-off (`now` before its end); answers whether one was. */
    async cancel(userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('account_deletions')
        .set({ cancelled_at: now })
        .where('user_id', '=', userId)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .where('due_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await db.updateTable('users').set({ deletion_cancelled_at: now }).where('id', '=', userId).execute();
      return true;
    },

    async noticeSeen(userId: number): Promise<void> {
      await db.updateTable('users').set({ deletion_cancelled_at: null }).where('id', '=', userId).execute();
    },

    /** Requests whose cooling-off is over and that neither a login cancelled nor the sweep completed. */
    async due(now: string, limit: number, postponed: number[]): Promise<number[]> {
      let query = db
        .selectFrom('account_deletions')
        .select('user_id')
        .where('due_at', '<=', now)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null);
      if (postponed.length) query = query.where('user_id', 'not in', postponed);
      const rows = await query.orderBy('due_at').limit(limit).execute();
      return rows.map((row) => row.user_id);
    },

    async complete(userId: number, now: string): Promise<void> {
      await db.updateTable('account_deletions').set({ completed_at: now }).where('user_id', '=', userId).execute();
    },

    /** The private documents of the user's recruiter verification (its proofs), to remove with it. */
    async verificationProofs(userId: number): Promise<string[]> {
      const row = await db
        .selectFrom('recruiter_verifications')
        .select('proof_files')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const files: unknown = row ? JSON.parse(row.proof_files) : [];
      return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
    },

    /** The account row becomes a tombstone named `name`; its sessions and its recruiter verification go. */
    async scrubUser(userId: number, name: string, now: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await db.deleteFrom('recruiter_verifications').where('user_id', '=', userId).execute();
      await db
        .updateTable('users')
        .set({
          phone: null,
          password_hash: null,
          nickname: name,
          avatar: null,
          identity: null,
          wechat_openid: null,
          wechat_unionid: null,
          alipay_uid: null,
          seeker_since: null,
          last_active_at: null,
          contact_wechat: null,
          contact_phone: null,
          recruiter_name: null,
          recruiter_title: null,
          deletion_cancelled_at: null,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}
