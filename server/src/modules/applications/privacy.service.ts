/**
 * Leaving and a copy of one's data: the applications module copies a user's applications and interviews,
 * tells whether an interview is still to come (which blocks leaving), and forgets them. An application a
 * kept contract names stays with it (contracts reference their application).
 */
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { createApplicationsPrivacyRepository } from './privacy.repository';

export function createApplicationsPrivacy({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createApplicationsPrivacyRepository(db);
  const now = () => toIso(clock.now());
  return {
    upcomingInterviews: (userId: number): Promise<number> => repo.upcomingInterviews(userId, now()),

    async exportOf(userId: number) {
      const [applications, interviews] = await Promise.all([repo.applications(userId), repo.interviews(userId)]);
      return {
        applications,
        interviews: interviews.map(({ seeker_user_id: seeker, ...row }) => ({
          ...row,
          side: seeker === userId ? ('seeker' as const) : ('recruiter' as const),
        })),
      };
    },

    forgetUser: (userId: number, keepApplications: number[]): Promise<void> =>
      repo.forget(userId, keepApplications, now()),
  };
}

export type ApplicationsPrivacy = ReturnType<typeof createApplicationsPrivacy>;
