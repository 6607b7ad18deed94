/** The contact phone of companies a deleted account owned, when it was that person's own. */
import type { Db } from '../../db/connect';

export function createCompanyPrivacyRepository(db: Db) {
  return {
    async clearContactPhone(ownerId: number, phone: string, now: string): Promise<void> {
      await db
        .updateTable('companies')
        .set({ contact_phone: null, updated_at: now })
        .where('owner_user_id', '=', ownerId)
        .where('contact_phone', '=', phone)
        .execute();
    },

    /** Requests to join a company, and so the membership an approved one gave (0030). */
    async removeJoinRequests(userId: number): Promise<void> {
      await db.deleteFrom('company_join_requests').where('user_id', '=', userId).execute();
    },
  };
}
