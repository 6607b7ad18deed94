/** A user's applications and interviews, for a copy of their data and for deleting the account. */
import type { Db } from '../../db/connect';

export function createApplicationsPrivacyRepository(db: Db) {
  return {
    /** Interviews still to come that the user is a party to (as the seeker or as the recruiter who set them). */
    async upcomingInterviews(userId: number, now: string): Promise<number> {
      const row = await db
        .selectFrom('interviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('seeker_user_id', '=', userId), eb('recruiter_user_id', '=', userId)]))
        .where('status', 'in', ['invited', 'waiting'])
        .where('time', '>', now)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async applications(userId: number) {
      return db
        .selectFrom('applications as a')
        .innerJoin('positions as p', 'p.id', 'a.position_id')
        .innerJoin('companies as c', 'c.id', 'a.company_id')
        .select([
          'a.id',
          'p.title as position',
          'c.name as company',
          'a.status',
          'a.reason',
          'a.created_at',
          'a.updated_at',
        ])
        .where('a.seeker_user_id', '=', userId)
        .orderBy('a.id')
        .execute();
    },

    /** The interviews of the user as the seeker, and those they set as a recruiter (without the seeker's name). */
    async interviews(userId: number) {
      return db
        .selectFrom('interviews as i')
        .innerJoin('positions as p', 'p.id', 'i.position_id')
        .innerJoin('companies as c', 'c.id', 'i.company_id')
        .select([
          'i.id',
          'i.seeker_user_id',
          'p.title as position',
          'c.name as company',
          'i.method',
          'i.time',
          'i.address',
          'i.link',
          'i.contact',
          'i.note',
          'i.status',
          'i.created_at',
        ])
        .where((eb) => eb.or([eb('i.seeker_user_id', '=', userId), eb('i.recruiter_user_id', '=', userId)]))
        .orderBy('i.id')
        .execute();
    },

    /**
     * The seeker's interviews, and their applications but those in `keep` (a kept contract names them); the
     * contact a recruiter gave in the interviews they set (their phone, often) is cleared: the interviews are
     * the company's and the seeker's records.
     */
    async forget(userId: number, keep: number[], now: string): Promise<void> {
      await db.deleteFrom('interviews').where('seeker_user_id', '=', userId).execute();
      let applications = db.deleteFrom('applications').where('seeker_user_id', '=', userId);
      if (keep.length) applications = applications.where('id', 'not in', keep);
      await applications.execute();
      await db
        .updateTable('interviews')
        .set({ contact: '', updated_at: now })
        .where('recruiter_user_id', '=', userId)
        .where('contact', '!=', '')
        .execute();
    },
  };
}
