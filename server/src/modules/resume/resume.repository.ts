/**
 * The seeker's side of the resume: the sections (always narrowed to the owner), skills, visibility, the
 * blocked names, what other modules ask of a resume, and the positions matching an expectation. The only
 * writer of the resume tables; the recruiters' list reads them in resume-search.repository.ts.
 */
import type { JobType } from '@common/constants';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import { expectationMatchRows } from '../../db/expectation-matches';
import type {
  Database,
  ResumeBasicRow,
  ResumeBasicsTable,
  ResumeBlockedCompanyRow,
  ResumeEducationRow,
  ResumeExpectationRow,
  ResumeExperienceRow,
  ResumeProjectRow,
  ResumeSkillsRow,
  ResumeSkillsTable,
} from '../../db/types';

/** The section tables with one row per record (id, user_id). */
export type SectionTable = 'resume_expectations' | 'resume_experiences' | 'resume_projects' | 'resume_educations';

export interface SectionRows {
  resume_expectations: ResumeExpectationRow;
  resume_experiences: ResumeExperienceRow;
  resume_projects: ResumeProjectRow;
  resume_educations: ResumeEducationRow;
}

export type SectionInsert<T extends SectionTable> = Omit<
  Insertable<Database[T]>,
  'user_id' | 'created_at' | 'updated_at'
>;
export type SectionUpdate<T extends SectionTable> = Omit<
  Updateable<Database[T]>,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>;

/** Each section's display order. */
const SECTION_ORDER: { [T in SectionTable]: Array<[string, 'asc' | 'desc']> } = {
  // Creation order: the first expectation is the main one.
  resume_expectations: [['id', 'asc']],
  // Newest first; a job up to now (null end) before ended ones of the same start.
  resume_experiences: [
    ['start_date', 'desc'],
    ['id', 'desc'],
  ],
  resume_projects: [['id', 'desc']],
  resume_educations: [
    ['graduation_date', 'desc'],
    ['id', 'desc'],
  ],
};

/** Escapes LIKE wildcards; every LIKE of the resume says `escape '\'` (see `like`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `column like pattern escape '\'` (the pattern escaped with `likeEscape`). */
export function like(column: Expression<unknown> | string, pattern: string) {
  const left = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${left} like ${pattern} escape ${'\\'}`;
}

export interface BasicValues {
  nickname: string;
  wechat: string;
  email: string;
  birth_date: string;
  gender: NonNullable<ResumeBasicsTable['gender']>;
  job_status: NonNullable<ResumeBasicsTable['job_status']>;
  hobbies: string;
  self_evaluation: string;
  other_skills: string;
  accept_overtime: number;
  accept_travel: number;
}

export type SkillsValues = Omit<Insertable<ResumeSkillsTable>, 'user_id' | 'created_at' | 'updated_at'>;

/** Positions matching an expectation (see `matchingPositions`). */
export interface PositionMatch {
  jobType: JobType;
  regionPrefix: string;
  salaryMin: number;
  salaryMax: number;
  /** title words: a title containing any of them matches */
  keywords: string[];
  /** the expected position as typed: a title it contains matches too */
  position: string;
  /** China date: positions whose recruitment ended before it are not shown */
  today: string;
  limit: number;
  offset: number;
}

export function createResumeRepository(db: Db) {
  /**
   * Rewrites an expectation's match rows (db/expectation-matches.ts) from the stored row: called by every
   * expectation write, inside its transaction when the caller holds one.
   */
  async function syncExpectationMatches(expectationId: number) {
    await db.deleteFrom('resume_expectation_categories').where('expectation_id', '=', expectationId).execute();
    const row = await db
      .selectFrom('resume_expectations')
      .select(['id', 'user_id', 'category_codes', 'location', 'updated_at'])
      .where('id', '=', expectationId)
      .executeTakeFirst();
    const matches = row ? expectationMatchRows(row) : [];
    if (matches.length) await db.insertInto('resume_expectation_categories').values(matches).execute();
  }

  return {
    /** The resume facts an application needs: the basic fields and how many educations. */
    async resumeFacts(seekerId: number) {
      const [basic, educations] = await Promise.all([
        db
          .selectFrom('resume_basics')
          .select(['nickname', 'birth_date', 'gender'])
          .where('user_id', '=', seekerId)
          .executeTakeFirst(),
        db
          .selectFrom('resume_educations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', seekerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { basic, educations: Number(educations.n) };
    },

    /** Educations and work experiences of seekers (highest degree and work years of list rows). */
    async seekerSections(seekerIds: number[]) {
      if (!seekerIds.length) return { educations: [], experiences: [] };
      const [educations, experiences] = await Promise.all([
        db.selectFrom('resume_educations').selectAll().where('user_id', 'in', seekerIds).execute(),
        db.selectFrom('resume_experiences').selectAll().where('user_id', 'in', seekerIds).execute(),
      ]);
      return { educations, experiences };
    },

    // ---- The header (resume_basics) -----------------------------------------------------------------

    async findHeader(userId: number): Promise<ResumeBasicRow | undefined> {
      return db.selectFrom('resume_basics').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Creates the header if needed and marks the resume changed now. Inside a transaction this also locks
     * the seeker's resume (PostgreSQL row lock; SQLite write lock), so counted limits hold.
     */
    async touch(userId: number, now: string): Promise<void> {
      await db
        .insertInto('resume_basics')
        .values({ user_id: userId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
        .execute();
    },

    async saveBasic(userId: number, values: BasicValues, now: string): Promise<void> {
      await db
        .insertInto('resume_basics')
        .values({ user_id: userId, ...values, basic_saved_at: now, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, basic_saved_at: now, updated_at: now }))
        .execute();
    },

    /**
     * Onboarding's short steps (0030): a few basic fields at a time. The basic record counts as saved only
     * when the whole form is (`basic_saved_at`), so an unfinished resume stays out of the recruiters' lists.
     */
    async saveSomeBasics(
      userId: number,
      values: Partial<Pick<ResumeBasicRow, 'nickname' | 'gender' | 'job_status' | 'work_since'>>,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('resume_basics')
        .values({ user_id: userId, ...values, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .execute();
    },

    /** What onboarding reads: the basic fields of its steps and the first expectation's id. */
    async onboardingFacts(userId: number) {
      const [basic, expectation] = await Promise.all([
        db
          .selectFrom('resume_basics')
          .select(['nickname', 'gender', 'job_status', 'work_since'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('resume_expectations')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { basic, expectationId: expectation?.id ?? null };
    },

    /** Hiding or showing is not a change of the resume: `updated_at` stays (except for a new header). */
    async setHidden(userId: number, hidden: boolean, now: string): Promise<void> {
      const flag = hidden ? 1 : 0;
      await db
        .insertInto('resume_basics')
        .values({ user_id: userId, hidden: flag, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ hidden: flag }))
        .execute();
    },

    // ---- Sections with records -------------------------------------------------------------------------

    async listSection<T extends SectionTable>(table: T, userId: number): Promise<Array<SectionRows[T]>> {
      let query = db
        .selectFrom(table as SectionTable)
        .selectAll()
        .where('user_id', '=', userId);
      for (const [column, direction] of SECTION_ORDER[table]) query = query.orderBy(sql.ref(column), direction);
      return (await query.execute()) as Array<SectionRows[T]>;
    },

    /** The caller's record; undefined for an unknown id and for another user's record alike. */
    async findOwned<T extends SectionTable>(table: T, id: number, userId: number): Promise<SectionRows[T] | undefined> {
      return (await db
        .selectFrom(table as SectionTable)
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()) as SectionRows[T] | undefined;
    },

    async countSection(table: SectionTable, userId: number): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertSection<T extends SectionTable>(
      table: T,
      userId: number,
      values: SectionInsert<T>,
      now: string,
    ): Promise<SectionRows[T]> {
      const row = (await db
        .insertInto(table as 'resume_projects')
        .values({ ...(values as SectionInsert<'resume_projects'>), user_id: userId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()) as SectionRows[T];
      if (table === 'resume_expectations') await syncExpectationMatches(row.id);
      return row;
    },

    /** Answers whether the caller's record existed (and was changed). */
    async updateOwned<T extends SectionTable>(
      table: T,
      id: number,
      userId: number,
      values: SectionUpdate<T>,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable(table as 'resume_projects')
        .set({ ...(values as SectionUpdate<'resume_projects'>), updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const updated = Number(result.numUpdatedRows) > 0;
      if (updated && table === 'resume_expectations') await syncExpectationMatches(id);
      return updated;
    },

    async deleteOwned(table: SectionTable, id: number, userId: number): Promise<boolean> {
      if (table === 'resume_expectations') {
        await db
          .deleteFrom('resume_expectation_categories')
          .where('expectation_id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      }
      const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // ---- Skills --------------------------------------------------------------------------------------

    async findSkills(userId: number): Promise<ResumeSkillsRow | undefined> {
      return db.selectFrom('resume_skills').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async saveSkills(userId: number, values: SkillsValues, now: string): Promise<void> {
      await db
        .insertInto('resume_skills')
        .values({ user_id: userId, ...values, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .execute();
    },

    // ---- Blocked companies ---------------------------------------------------------------------------

    async listBlocked(userId: number): Promise<ResumeBlockedCompanyRow[]> {
      return db
        .selectFrom('resume_blocked_companies')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute();
    },

    async countBlocked(userId: number): Promise<number> {
      const row = await db
        .selectFrom('resume_blocked_companies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findBlockedByCore(userId: number, core: string): Promise<ResumeBlockedCompanyRow | undefined> {
      return db
        .selectFrom('resume_blocked_companies')
        .selectAll()
        .where('user_id', '=', userId)
        .where('name_core', '=', core)
        .executeTakeFirst();
    },

    async insertBlocked(userId: number, companyName: string, core: string, now: string) {
      return db
        .insertInto('resume_blocked_companies')
        .values({ user_id: userId, company_name: companyName, name_core: core, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async deleteBlocked(id: number, userId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('resume_blocked_companies')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * A seeker's resume header with the account's avatar and phone, whether hidden or not (an application
     * opens the resume to the company applied to); undefined before the basic information is saved.
     */
    async findSaved(userId: number) {
      return db
        .selectFrom('resume_basics as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .selectAll('b')
        .select(['u.avatar', 'u.phone'])
        .where('b.user_id', '=', userId)
        .where('b.basic_saved_at', 'is not', null)
        .executeTakeFirst();
    },

    /** The account fields a resume shows: phone (for the masked contact) and avatar. */
    async account(userId: number) {
      return db.selectFrom('users').select(['id', 'phone', 'avatar']).where('id', '=', userId).executeTakeFirst();
    },

    // ---- Positions matching an expectation -------------------------------------------------------------

    async matchingPositions(match: PositionMatch) {
      const where = (
        eb: ExpressionBuilder<Database & { p: Database['positions']; c: Database['companies'] }, 'p' | 'c'>,
      ) => {
        const titleTests = [
          ...match.keywords.map((word) => like('p.title', `%${likeEscape(word)}%`)),
          sql<SqlBool>`${match.position} like ('%' || ${sql.ref('p.title')} || '%')`,
        ];
        return eb.and([
          // what seekers may see, as in GET positions: approved, company approved, recruitment not ended
          eb('p.status', '=', 'approved'),
          eb('c.status', '=', 'approved'),
          eb.or([eb('p.recruit_end', 'is', null), eb('p.recruit_end', '>=', match.today)]),
          eb('p.job_type', '=', match.jobType),
          like('p.region_code', `${likeEscape(match.regionPrefix)}%`),
          // A position without a salary is "negotiable": it overlaps any range. The expectation is monthly:
          // day and hour pay are not compared with it and match only a part-time expectation.
          ...(match.jobType === 'part'
            ? [
                eb.or([
                  eb('p.salary_unit', '<>', 'month'),
                  eb.and([
                    eb.or([eb('p.salary_min', 'is', null), eb('p.salary_min', '<=', match.salaryMax)]),
                    eb.or([eb('p.salary_max', 'is', null), eb('p.salary_max', '>=', match.salaryMin)]),
                  ]),
                ]),
              ]
            : [
                eb('p.salary_unit', '=', 'month'),
                eb.or([eb('p.salary_min', 'is', null), eb('p.salary_min', '<=', match.salaryMax)]),
                eb.or([eb('p.salary_max', 'is', null), eb('p.salary_max', '>=', match.salaryMin)]),
              ]),
          eb.or(titleTests),
        ]);
      };
      const rows = await db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select([
          'p.id',
          'p.title',
          'p.job_type',
          'p.education',
          'p.experience',
          'p.region_code',
          'p.salary_min',
          'p.salary_max',
          'p.salary_unit',
          'p.salary_months',
          'p.negotiable',
          'p.refreshed_at',
          'p.updated_at',
          'c.id as company_id',
          'c.name as company_name',
          'c.logo as company_logo',
        ])
        .where(where)
        .orderBy('p.id', 'desc')
        .limit(match.limit)
        .offset(match.offset)
        .execute();
      const { total } = await db
        .selectFrom('positions as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
