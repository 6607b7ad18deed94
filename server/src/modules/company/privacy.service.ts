/**
 * Leaving: a company stays when its recruiter deletes their account (its contracts, staff and positions
 * are the company's records), but the recruiter's own phone, when it was the company's contact phone, goes.
 */
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { createCompanyPrivacyRepository } from './privacy.repository';

export function createCompanyPrivacy({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createCompanyPrivacyRepository(db);
  return {
    async forgetUser(userId: number, phone: string | null): Promise<void> {
      if (phone) await repo.clearContactPhone(userId, phone, toIso(clock.now()));
      // A recruiter who joined a company stops being one of its recruiters with the account.
      await repo.removeJoinRequests(userId);
    },
  };
}

export type CompanyPrivacy = ReturnType<typeof createCompanyPrivacy>;
