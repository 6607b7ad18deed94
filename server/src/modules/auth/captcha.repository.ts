import type { Db } from '../../db/connect';

export interface StoredCaptcha {
  answer: string;
  expiresAt: string;
}

export function createCaptchaRepository(db: Db) {
  return {
    async insert(captcha: { id: string; answer: string; expiresAt: string; createdAt: string }): Promise<void> {
      await db
        .insertInto('captchas')
        .values({
          id: captcha.id,
          answer: captcha.answer,
          expires_at: captcha.expiresAt,
          created_at: captcha.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<StoredCaptcha | undefined> {
      const row = await db
        .selectFrom('captchas')
        .select(['answer', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { answer: row.answer, expiresAt: row.expires_at };
    },

    /** Deletes and answers the captcha in one statement: of two concurrent takers only one gets it. */
    async take(id: string): Promise<StoredCaptcha | undefined> {
      const row = await db
        .deleteFrom('captchas')
        .where('id', '=', id)
        .returning(['answer', 'expires_at'])
        .executeTakeFirst();
      return row && { answer: row.answer, expiresAt: row.expires_at };
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('captchas').where('id', '=', id).execute();
    },

    async purgeExpired(now: string): Promise<void> {
      await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
    },
  };
}
