/**
 * Leaving and a copy of one's data: the positions module copies and forgets a user's saved positions and
 * looks. Positions a recruiter published are the company's and stay; while the company has open ones its
 * only recruiter cannot leave (account/deletion.service.ts asks `openCount`).
 */
import type { Db } from '../../db/connect';
import { createPositionsPrivacyRepository } from './privacy.repository';

export function createPositionsPrivacy({ db }: { db: Db }) {
  const repo = createPositionsPrivacyRepository(db);
  return {
    /** Positions of the company under review, open or paused. */
    openCount: (companyId: number): Promise<number> => repo.openCount(companyId),
    exportOf: async (userId: number) => ({ savedPositions: await repo.saved(userId) }),
    forgetUser: (userId: number): Promise<void> => repo.forget(userId),
  };
}

export type PositionsPrivacy = ReturnType<typeof createPositionsPrivacy>;
