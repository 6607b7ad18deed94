/**
 * Leaving and a copy of one's data (account/deletion.service.ts, account/data-export.service.ts): the
 * resume module copies and forgets a user's resume, every section, the expectations with their category
 * rows, and the looks at it.
 */
import type { Db } from '../../db/connect';
import { createResumePrivacyRepository } from './privacy.repository';

/** A stored row as a reader sees it: no internal keys. */
function readable<T extends object>(row: T): Omit<T, 'user_id'> {
  const { user_id: _user, ...rest } = row as T & { user_id?: number };
  return rest;
}

export function createResumePrivacy({ db }: { db: Db }) {
  const repo = createResumePrivacyRepository(db);
  return {
    async exportOf(userId: number) {
      const s = await repo.sections(userId);
      return {
        resume: {
          basic: s.basic ? readable(s.basic) : null,
          experiences: s.experiences.map(readable),
          projects: s.projects.map(readable),
          educations: s.educations.map(readable),
          skills: s.skills ? readable(s.skills) : null,
          blockedCompanies: s.blockedCompanies.map((row) => row.company_name),
          viewedBy: s.viewers,
        },
        expectations: s.expectations.map(readable),
      };
    },

    async forgetUser(userId: number): Promise<void> {
      await repo.forget(userId);
    },
  };
}

export type ResumePrivacy = ReturnType<typeof createResumePrivacy>;
