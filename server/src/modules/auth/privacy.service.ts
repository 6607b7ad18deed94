/**
 * Leaving (account/deletion.service.ts): the auth module forgets a deleted account's phone. Its codes and
 * counters would expire within days anyway; removing them at once means nothing of the phone stays.
 */
import type { Db } from '../../db/connect';
import { createAuthPrivacyRepository } from './privacy.repository';

export function createAuthPrivacy({ db }: { db: Db }) {
  const repo = createAuthPrivacyRepository(db);
  return {
    async forgetUser(facts: { phone: string | null }): Promise<void> {
      if (facts.phone) await repo.forgetPhone(facts.phone);
    },
  };
}

export type AuthPrivacy = ReturnType<typeof createAuthPrivacy>;
