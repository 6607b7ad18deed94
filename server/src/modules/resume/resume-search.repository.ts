/**
 * The queries of the recruiters' side of the resume: the list of open resumes with its filters, one open
 * resume, the sections of a list page, the blocked names that may name the recruiter's company, and the
 * recruiter's company. Reads only: the seeker's sections are written by resume.repository.ts.
 */
import { DEGREES, type Degree, type JobStatus } from '@common/constants';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/types';
import { like, likeEscape } from './resume.repository';

/** Filters of the recruiters' list, already resolved to SQL-ready values. */
export interface OpenResumeFilters {
  /** part of the expected position */
  position?: string;
  /** region code prefix of an expectation's location, and the region's ancestors accepted as they are */
  regionPrefix?: string;
  regionAncestors?: string[];
  salaryMin?: number;
  salaryMax?: number;
  degree?: Degree;
  jobStatus?: JobStatus;
  /** seekers who blocked the caller's company */
  excludeUserIds: number[];
}

export function createResumeSearchRepository(db: Db) {
  function openResumes(filters: OpenResumeFilters) {
    // `hidden = 0` as a literal: SQLite (no statistics) plans the list's walk of resume_basics_list (hidden,
    // ...) with the value rather than as if any could come.
    let query = db
      .selectFrom('resume_basics as b')
      .where('b.hidden', '=', sql.lit(0))
      .where('b.basic_saved_at', 'is not', null);
    if (filters.jobStatus) query = query.where('b.job_status', '=', filters.jobStatus);
    if (filters.excludeUserIds.length) query = query.where('b.user_id', 'not in', filters.excludeUserIds);
    if (filters.degree) {
      const accepted = DEGREES.slice(DEGREES.indexOf(filters.degree));
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('resume_educations as ed')
            .select('ed.id')
            .whereRef('ed.user_id', '=', 'b.user_id')
            .where('ed.degree', 'in', accepted),
        ),
      );
    }
    const { position, regionPrefix, regionAncestors, salaryMin, salaryMax } = filters;
    if (position || regionPrefix || salaryMin !== undefined || salaryMax !== undefined) {
      query = query.where(({ exists, selectFrom }) => {
        let expectations = selectFrom('resume_expectations as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'b.user_id');
        if (position) {
          expectations = expectations.where((eb) =>
            eb.or([
              like('e.position', `%${likeEscape(position)}%`),
              // the expectation is part of the words searched: 'Java开发工程师' finds 'Java开发'
              sql<SqlBool>`${position} like ('%' || ${sql.ref('e.position')} || '%')`,
            ]),
          );
        }
        if (regionPrefix) {
          expectations = expectations.where((eb) =>
            eb.or([
              like('e.location', `${likeEscape(regionPrefix)}%`),
              ...(regionAncestors?.length ? [eb('e.location', 'in', regionAncestors)] : []),
            ]),
          );
        }
        if (salaryMin !== undefined) expectations = expectations.where('e.salary_max', '>=', salaryMin);
        if (salaryMax !== undefined) expectations = expectations.where('e.salary_min', '<=', salaryMax);
        return exists(expectations);
      });
    }
    return query;
  }

  return {
    async listOpen(filters: OpenResumeFilters, limit: number, offset: number) {
      const rows = await openResumes(filters)
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .selectAll('b')
        .select(['u.avatar', 'u.phone'])
        .orderBy('b.updated_at', 'desc')
        .orderBy('b.user_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await openResumes(filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** One open resume (not hidden, basic saved, not excluded), with the account's avatar and phone. */
    async findOpen(userId: number, excludeUserIds: number[]) {
      if (excludeUserIds.includes(userId)) return undefined;
      return openResumes({ excludeUserIds: [] })
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .selectAll('b')
        .select(['u.avatar', 'u.phone'])
        .where('b.user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Open resumes of these seekers (a page of 推荐牛人), with the accounts' avatars and phones; any order.
     * Looked up by user id alone and the open rule applied to the rows: with `hidden = 0` in the statement,
     * SQLite (no statistics) walked resume_basics_list over every open resume, literal or not (270 ms at
     * 1,000,000 resumes), where the ten primary-key lookups take well under a millisecond.
     */
    async openOf(userIds: number[]) {
      if (!userIds.length) return [];
      const rows = await db
        .selectFrom('resume_basics as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .selectAll('b')
        .select(['u.avatar', 'u.phone'])
        .where('b.user_id', 'in', userIds)
        .execute();
      return rows.filter((row) => row.hidden === 0 && row.basic_saved_at !== null);
    },

    /** The sections of several seekers at once (a list page). */
    async sectionsOf(userIds: number[]) {
      if (!userIds.length) return { expectations: [], experiences: [], educations: [] };
      const [expectations, experiences, educations] = await Promise.all([
        db.selectFrom('resume_expectations').selectAll().where('user_id', 'in', userIds).orderBy('id', 'asc').execute(),
        db
          .selectFrom('resume_experiences')
          .selectAll()
          .where('user_id', 'in', userIds)
          .orderBy('start_date', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('resume_educations')
          .selectAll()
          .where('user_id', 'in', userIds)
          .orderBy('graduation_date', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ]);
      return { expectations, experiences, educations };
    },

    /** The company a recruiter owns, if any. */
    async companyOf(userId: number) {
      return db
        .selectFrom('companies')
        .select(['id', 'name', 'status'])
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Blocked entries that may name a company (see `coreCandidates`); the caller decides with `coresMatch`. */
    async blockedCandidates(candidates: {
      exact: string[];
      prefix?: string;
      suffix?: string;
    }): Promise<Array<{ user_id: number; name_core: string }>> {
      const tests = (eb: ExpressionBuilder<Database, 'resume_blocked_companies'>) => [
        ...(candidates.exact.length ? [eb('name_core', 'in', candidates.exact)] : []),
        ...(candidates.prefix ? [like('name_core', `${likeEscape(candidates.prefix)}%`)] : []),
        ...(candidates.suffix ? [like('name_core', `%${likeEscape(candidates.suffix)}`)] : []),
      ];
      if (!candidates.exact.length && !candidates.prefix && !candidates.suffix) return [];
      return db
        .selectFrom('resume_blocked_companies')
        .select(['user_id', 'name_core'])
        .where((eb) => eb.or(tests(eb)))
        .execute();
    },
  };
}

export type ResumeSearchRepository = ReturnType<typeof createResumeSearchRepository>;
