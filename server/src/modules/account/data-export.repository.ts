/** The copies of their data users asked for (data_exports, 0026). */
import type { Db } from '../../db/connect';
import type { DataExportStatus } from '../../db/types';

export function createDataExportRepository(db: Db) {
  return {
    async list(userId: number, limit: number) {
      return db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async find(id: number) {
      return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(userId: number, now: string): Promise<number> {
      const row = await db
        .insertInto('data_exports')
        .values({ user_id: userId, status: 'requested', requested_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Moves one from `from` to `to`; answers whether this call did (another instance may have). */
    async move(id: number, from: DataExportStatus, to: DataExportStatus): Promise<boolean> {
      const result = await db
        .updateTable('data_exports')
        .set({ status: to })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async ready(id: number, file: { key: string; size: number; readyAt: string; expiresAt: string }) {
      await db
        .updateTable('data_exports')
        .set({
          status: 'ready',
          file_key: file.key,
          size: file.size,
          ready_at: file.readyAt,
          expires_at: file.expiresAt,
        })
        .where('id', '=', id)
        .execute();
    },

    async waiting(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('data_exports')
        .select('id')
        .where('status', '=', 'requested')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Copies an instance started building before `before` and never finished (it stopped): failed. */
    async abandon(before: string): Promise<void> {
      await db
        .updateTable('data_exports')
        .set({ status: 'failed' })
        .where('status', '=', 'building')
        .where('requested_at', '<', before)
        .execute();
    },

    /** Ready copies past their link's end that still have a file. */
    async expired(now: string) {
      return db
        .selectFrom('data_exports')
        .select(['id', 'file_key'])
        .where('status', '=', 'ready')
        .where('expires_at', '<=', now)
        .where('file_key', 'is not', null)
        .execute();
    },

    async dropFile(id: number): Promise<void> {
      await db.updateTable('data_exports').set({ file_key: null }).where('id', '=', id).execute();
    },

    async ofUser(userId: number) {
      return db.selectFrom('data_exports').select(['id', 'file_key']).where('user_id', '=', userId).execute();
    },

    async forget(userId: number): Promise<void> {
      await db.deleteFrom('data_exports').where('user_id', '=', userId).execute();
    },
  };
}
