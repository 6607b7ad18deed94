/** A Party B's contracts, for a copy of their data, for deleting the account, and for the retention sweep. */
import type { Db } from '../../db/connect';

const FILE_COLUMNS = ['id', 'attachment_key', 'signature_key', 'pdf_key'] as const;

export function createContractsPrivacyRepository(db: Db) {
  return {
    /** Contracts sent and not yet signed: to the user as Party B, and by the user as the recruiter. */
    async waiting(userId: number): Promise<{ toSign: number; sent: number }> {
      const count = async (column: 'seeker_user_id' | 'recruiter_user_id') =>
        Number(
          (
            await db
              .selectFrom('contracts')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where(column, '=', userId)
              .where('status', '=', 'sent')
              .executeTakeFirst()
          )?.n ?? 0,
        );
      return { toSign: await count('seeker_user_id'), sent: await count('recruiter_user_id') };
    },

    async ofPartyB(userId: number) {
      return db
        .selectFrom('contracts')
        .select([
          'id',
          'contract_no',
          'application_id',
          'kind',
          'status',
          'party_a_name',
          'party_b_name',
          'party_b_position',
          'start_date',
          'end_date',
          'fields',
          'sent_at',
          'signed_at',
          'reason',
          'pdf_key',
          'pdf_hash',
          'provider',
          'created_at',
        ])
        .where('seeker_user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    async events(contractIds: number[]) {
      if (!contractIds.length) return [];
      return db
        .selectFrom('contract_events')
        .select(['contract_id', 'event', 'actor', 'document_hash', 'created_at'])
        .where('contract_id', 'in', contractIds)
        .orderBy('id')
        .execute();
    },

    /** Party B's contracts that are not signed: removed with the account. */
    async unsignedOf(userId: number) {
      return db
        .selectFrom('contracts')
        .select([...FILE_COLUMNS])
        .where('seeker_user_id', '=', userId)
        .where('status', '!=', 'signed')
        .execute();
    },

    async retain(userId: number, until: (endDate: string) => string): Promise<number[]> {
      const signed = await db
        .selectFrom('contracts')
        .select(['id', 'end_date', 'application_id'])
        .where('seeker_user_id', '=', userId)
        .where('status', '=', 'signed')
        .execute();
      for (const row of signed) {
        await db
          .updateTable('contracts')
          .set({ retain_until: until(row.end_date) })
          .where('id', '=', row.id)
          .execute();
      }
      return signed.map((row) => row.application_id);
    },

    async pastRetention(today: string, limit: number) {
      return db
        .selectFrom('contracts')
        .select([...FILE_COLUMNS])
        .where('retain_until', 'is not', null)
        .where('retain_until', '<', today)
        .limit(limit)
        .execute();
    },

    async remove(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.deleteFrom('contract_events').where('contract_id', 'in', ids).execute();
      await db.deleteFrom('contracts').where('id', 'in', ids).execute();
    },
  };
}
