/**
 * The only Kysely code of recruiter verifications (0032): one row per recruiter, the ID number as the field
 * cipher's text (the service encrypts and masks; nothing here sees the number).
 */
import type { Db } from '../../db/connect';
import type { RecruiterVerificationsTable } from '../../db/types';
import type { Selectable } from 'kysely';

export type VerificationRow = Selectable<RecruiterVerificationsTable>;

export interface VerificationWrite {
  company_id: number | null;
  company_name: string;
  real_name: string;
  /** Encrypted. */
  id_number: string;
  proof_kind: string;
  proof_files: string;
}

export function createVerificationRepository(db: Db) {
  return {
    async ofUser(userId: number): Promise<VerificationRow | undefined> {
      return db.selectFrom('recruiter_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async byId(id: number): Promise<VerificationRow | undefined> {
      return db.selectFrom('recruiter_verifications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts the user's first submission or replaces a refused one; answers the row's id. */
    async submit(userId: number, values: VerificationWrite, now: string): Promise<number> {
      const fields = {
        ...values,
        status: 'pending',
        reason: null,
        reviewer_user_id: null,
        reviewed_at: null,
        submitted_at: now,
        updated_at: now,
      };
      const existing = await this.ofUser(userId);
      if (existing) {
        await db.updateTable('recruiter_verifications').set(fields).where('id', '=', existing.id).execute();
        return existing.id;
      }
      const row = await db
        .insertInto('recruiter_verifications')
        .values({ ...fields, user_id: userId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** pending -> verified / refused. Answers whether it happened (another operator may have been first). */
    async review(id: number, status: 'verified' | 'refused', reason: string | null, operatorId: number, now: string) {
      const result = await db
        .updateTable('recruiter_verifications')
        .set({ status, reason, reviewer_user_id: operatorId, reviewed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The operators' queue with the name each recruiter shows seekers. */
    async list(status: string, window: { limit: number; offset: number }) {
      const query = db
        .selectFrom('recruiter_verifications as v')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .where('v.status', '=', status);
      const direction = status === 'pending' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        query
          .selectAll('v')
          .select(['u.nickname', 'u.recruiter_name'])
          .orderBy(status === 'pending' ? 'v.submitted_at' : 'v.reviewed_at', direction)
          .orderBy('v.id', direction)
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    /** Which of these users are verified. */
    async verifiedAmong(userIds: number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await db
        .selectFrom('recruiter_verifications')
        .select('user_id')
        .where('user_id', 'in', userIds)
        .where('status', '=', 'verified')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Leaving: the user's verification goes. */
    async remove(userId: number): Promise<void> {
      await db.deleteFrom('recruiter_verifications').where('user_id', '=', userId).execute();
    },
  };
}
