/** What the auth tables hold of a phone: its codes (HMACs) and the counters keyed by it. */
import type { Db } from '../../db/connect';

export function createAuthPrivacyRepository(db: Db) {
  return {
    /**
     * Removes the phone's codes and every counter named after it (`sms:gap:<phone>`, `sms:day:<phone>:<day>`,
     * `login:phone:<phone>`). A phone is 11 digits, so it cannot widen the LIKE patterns.
     */
    async forgetPhone(phone: string): Promise<void> {
      if (!/^\d{5,20}$/.test(phone)) return;
      await db.deleteFrom('sms_codes').where('phone', '=', phone).execute();
      await db
        .deleteFrom('rate_counters')
        .where((eb) => eb.or([eb('key', 'like', `%:${phone}`), eb('key', 'like', `%:${phone}:%`)]))
        .execute();
    },
  };
}
