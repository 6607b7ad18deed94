/** A seeker's resume, all of it, for a copy of their data and for deleting the account. */
import type { Db } from '../../db/connect';

export function createResumePrivacyRepository(db: Db) {
  return {
    async sections(userId: number) {
      const [basic, expectations, experiences, projects, educations, skills, blockedCompanies, viewers] =
        await Promise.all([
          db.selectFrom('resume_basics').selectAll().where('user_id', '=', userId).executeTakeFirst(),
          db.selectFrom('resume_expectations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
          db.selectFrom('resume_experiences').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
          db.selectFrom('resume_projects').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
          db.selectFrom('resume_educations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
          db.selectFrom('resume_skills').selectAll().where('user_id', '=', userId).executeTakeFirst(),
          db.selectFrom('resume_blocked_companies').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
          db
            .selectFrom('resume_views as v')
            .innerJoin('companies as c', 'c.id', 'v.company_id')
            .select(['c.name as company', 'v.day', 'v.views', 'v.last_viewed_at'])
            .where('v.seeker_user_id', '=', userId)
            .orderBy('v.day', 'desc')
            .execute(),
        ]);
      return { basic, expectations, experiences, projects, educations, skills, blockedCompanies, viewers };
    },

    /**
     * Every resume row of the user, and the looks: at their resume (谁看过我) and, as a recruiter, theirs at
     * others' (the seekers' lists named them).
     */
    async forget(userId: number): Promise<void> {
      await db.deleteFrom('resume_expectation_categories').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_expectations').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_experiences').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_projects').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_educations').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_skills').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_blocked_companies').where('user_id', '=', userId).execute();
      await db.deleteFrom('resume_basics').where('user_id', '=', userId).execute();
      await db
        .deleteFrom('resume_views')
        .where((eb) => eb.or([eb('seeker_user_id', '=', userId), eb('recruiter_user_id', '=', userId)]))
        .execute();
    },
  };
}
