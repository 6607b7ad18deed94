import type { Db } from '../../db/connect';
import type { SmsCodeRow } from '../../db/types';

export function createSmsCodeRepository(db: Db) {
  return {
    async insert(code: { phone: string; scene: string; codeHash: string; expiresAt: string; createdAt: string }) {
      await db
        .insertInto('sms_codes')
        .values({
          phone: code.phone,
          scene: code.scene,
          code_hash: code.codeHash,
          attempts: 0,
          expires_at: code.expiresAt,
          consumed_at: null,
          created_at: code.createdAt,
        })
        .execute();
    },

    /** The newest code of a phone for a scene (older ones never count). */
    async newest(phone: string, scene: string): Promise<SmsCodeRow | undefined> {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('scene', '=', scene)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Whether the phone holds a code that can still be used at `now`. */
    async hasLiveCode(phone: string, now: string, maxAttempts: number): Promise<boolean> {
      const row = await db
        .selectFrom('sms_codes')
        .select('id')
        .where('phone', '=', phone)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adds a wrong try; answers the new count. */
    async addAttempt(id: number): Promise<number> {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async purgeBefore(time: string): Promise<void> {
      await db.deleteFrom('sms_codes').where('created_at', '<', time).execute();
    },
  };
}
