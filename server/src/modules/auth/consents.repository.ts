/** Consent records (0025): append-only rows of the agreement versions a user accepted. */
import type { Db } from '../../db/connect';
import type { ConsentsTable } from '../../db/types';
import type { Selectable } from 'kysely';

export type ConsentRow = Selectable<ConsentsTable>;

export function createConsentsRepository(db: Db) {
  return {
    async insert(rows: Array<Omit<ConsentRow, 'id'>>): Promise<void> {
      if (rows.length) await db.insertInto('consents').values(rows).execute();
    },

    /** Every record of a user, oldest first. */
    async ofUser(userId: number): Promise<ConsentRow[]> {
      return db.selectFrom('consents').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    /** Leaving: the records go with the account (account/deletion.service.ts). */
    async forget(userId: number): Promise<void> {
      await db.deleteFrom('consents').where('user_id', '=', userId).execute();
    },

    /** The user's newest record of each kind. */
    async newest(userId: number): Promise<ConsentRow[]> {
      return db
        .selectFrom('consents')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('consents')
            .select((e) => e.fn.max('id').as('id'))
            .where('user_id', '=', userId)
            .groupBy('kind'),
        )
        .execute();
    },
  };
}
