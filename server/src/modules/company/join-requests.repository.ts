/** Requests to join a company (0030) and the company search behind them. */
import type { Db } from '../../db/connect';
import type { JoinRequestStatus } from '@common/onboarding';

export function createJoinRequestsRepository(db: Db) {
  const withCompany = () =>
    db
      .selectFrom('company_join_requests as r')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .selectAll('r')
      .select(['c.name as company_name', 'c.owner_user_id']);

  return {
    /**
     * Companies whose name contains `name`, approved ones first, at most `limit`. A scan of the names:
     * companies are few beside positions and resumes, and the text is capped (COMPANY_SEARCH_NAME_MAX).
     */
    async searchByName(name: string, limit: number) {
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('companies')
        .select(['id', 'name', 'logo', 'region_code', 'status'])
        .where('name', 'like', pattern)
        .orderBy((eb) => eb.case().when('status', '=', 'approved').then(0).else(1).end())
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async find(id: number) {
      return withCompany().where('r.id', '=', id).executeTakeFirst();
    },

    /** The user's newest request (pending, or the last answered). */
    async latestOf(userId: number) {
      return withCompany().where('r.user_id', '=', userId).orderBy('r.id', 'desc').executeTakeFirst();
    },

    /** Pending requests to one company, or to every company (operators), oldest first. */
    async pending(companyId: number | null, limit: number) {
      let query = withCompany().where('r.status', '=', 'pending');
      if (companyId !== null) query = query.where('r.company_id', '=', companyId);
      return query.orderBy('r.id').limit(limit).execute();
    },

    async insert(companyId: number, userId: number, now: string): Promise<number> {
      const row = await db
        .insertInto('company_join_requests')
        .values({ company_id: companyId, user_id: userId, status: 'pending', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Withdraws the user's pending requests. */
    async cancelPending(userId: number, now: string): Promise<number> {
      const result = await db
        .updateTable('company_join_requests')
        .set({ status: 'cancelled', decided_by: userId, decided_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** pending -> approved / rejected. Answers whether it happened (a request is answered once). */
    async decide(id: number, status: Extract<JoinRequestStatus, 'approved' | 'rejected'>, by: number, now: string) {
      const result = await db
        .updateTable('company_join_requests')
        .set({ status, decided_by: by, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Leaving: the user's requests go with the account. */
    async removeOf(userId: number): Promise<void> {
      await db.deleteFrom('company_join_requests').where('user_id', '=', userId).execute();
    },
  };
}

export type JoinRequestsRepository = ReturnType<typeof createJoinRequestsRepository>;
export type JoinRequestRecord = NonNullable<Awaited<ReturnType<JoinRequestsRepository['find']>>>;
