/**
 * The online resume, the seeker's side (the Resume issue): basic information, job expectations (and the
 * positions matching one), work and project experience, education, skills, visibility and blocked
 * companies, plus what other modules ask of a resume (identity switching, applying, the candidates list,
 * the resume of an application). Every read, edit and delete is narrowed to the caller: another user's id
 * answers the same refusal as an unknown one ('The record does not exist'), without data. Every write of a
 * section also marks the resume changed (`resume_basics.updated_at`) in the same transaction.
 * The recruiters' list and detail are resume-search.service.ts.
 */
import { toSummary } from '../positions/position-summary';
import { chinaDate } from '@common/china-time';
import { MSG, type MessageKey } from '@common/messages';
import {
  MAX_BLOCKED_COMPANIES,
  MAX_EXPECTATIONS,
  MAX_EXPERIENCES,
  MAX_PROJECTS,
  MAX_EDUCATIONS,
  RESUME_SECTIONS,
  RESUME_SECTION_WEIGHT,
  type BlockedCompanyBody,
  type EducationBody,
  type ExpectationBody,
  type ExperienceBody,
  type ProjectBody,
  type ResumeBasicBody,
  type ResumeBasicDraft,
  type ResumeSection,
  type SkillsBody,
} from '@common/resume';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { toIso } from '../../db/time';
import type { ResumeBasicRow } from '../../db/types';
import { refuse } from '../../http/errors';
import { isKnownRegion } from '../regions/regions.service';
import { expectationCategories } from '../taxonomy/taxonomy.service';
import { companyNameCore } from './company-name';
import { createResumeFacts } from './resume-facts';
import { maskPhone } from './contact-mask';
import type { ResumeViewsService } from './resume-views.service';
import {
  basicColumns,
  basicFields,
  educationColumns,
  expectationColumns,
  experienceColumns,
  projectColumns,
  skillsColumns,
  skillsFilled,
  toBlocked,
  toEducation,
  toExpectation,
  toExperience,
  toProject,
  toSkills,
} from './resume.mappers';
import {
  createResumeRepository,
  type ResumeRepository,
  type SectionInsert,
  type SectionRows,
  type SectionTable,
  type SectionUpdate,
} from './resume.repository';

export interface ResumeServiceDeps {
  db: Db;
  clock?: Clock;
  events: AppEventBus;
  /** Records that a company opened a resume (谁看过我): the resume of an application counts. */
  views?: Pick<ResumeViewsService, 'record'>;
}

/** Paging window of a list. */
export interface Window {
  limit: number;
  offset: number;
}

/** Words of an expected position that say nothing about the job itself. */
const GENERIC_POSITION_WORDS = /(高级|资深|初级|中级|实习生?|工程师|开发|岗位|职位|专员|相关|方向)/g;

/**
 * Words a position title may contain to match an expected position: each part of it ('Java开发, 前端'
 * gives 'Java开发' and '前端'), and each part without generic words ('Java开发' also gives 'Java').
 */
export function positionKeywords(position: string): string[] {
  const words = new Set<string>();
  for (const part of position.split(/[\s,，、/|;；+&]+/)) {
    const word = part.trim();
    if (!word) continue;
    words.add(word);
    const core = word.replace(GENERIC_POSITION_WORDS, '');
    if (Array.from(core).length >= 2) words.add(core);
  }
  return [...words].slice(0, 8);
}

function notFound() {
  return refuse(MSG.resume.notFound);
}

function checkRegion(code: string): void {
  if (!isKnownRegion(code)) throw refuse(MSG.resume.region);
}

export function createResumeService({ db, clock, events, views }: ResumeServiceDeps) {
  const repo = createResumeRepository(db);
  const nowMs = () => (clock ? clock.now() : Date.now());
  const now = () => toIso(nowMs());
  const today = () => chinaDate(nowMs());

  /** Runs `fn` in one transaction with a repository bound to it. */
  function inTransaction<T>(fn: (trx: ResumeRepository) => Promise<T>): Promise<T> {
    return transaction(db, events, (tx) => fn(createResumeRepository(tx.db)));
  }

  function ownBasic(row: ResumeBasicRow, phone: string | null) {
    return {
      userId: row.user_id,
      ...basicFields(row, today()),
      wechat: row.wechat,
      email: row.email,
      phone: phone === null ? null : maskPhone(phone),
      updatedAt: row.basic_saved_at ?? row.updated_at,
    };
  }

  /**
   * Before the basic information is saved: what is known of it (onboarding writes name, gender and status
   * without `basic_saved_at`), so the form opens filled in. Not a saved section: completeness, the
   * recruiters' lists and applying still wait for `PUT resume/basic`.
   */
  function basicDraft(row: ResumeBasicRow | undefined, phone: string | null): ResumeBasicDraft {
    return {
      nickname: row?.nickname ?? '',
      gender: row?.gender ?? null,
      jobStatus: row?.job_status ?? null,
      phone: phone === null ? null : maskPhone(phone),
      saved: false,
    };
  }

  // ---- Generic section calls ---------------------------------------------------------------------------

  async function createRecord<T extends SectionTable>(
    table: T,
    userId: number,
    values: SectionInsert<T>,
    limit?: { max: number; key: MessageKey },
  ): Promise<SectionRows[T]> {
    return inTransaction(async (trx) => {
      const time = now();
      await trx.touch(userId, time);
      if (limit && (await trx.countSection(table, userId)) >= limit.max) {
        throw refuse(limit.key, { max: limit.max });
      }
      return trx.insertSection(table, userId, values, time);
    });
  }

  async function editRecord<T extends SectionTable>(
    table: T,
    userId: number,
    id: number,
    values: SectionUpdate<T>,
  ): Promise<SectionRows[T]> {
    return inTransaction(async (trx) => {
      const time = now();
      if (!(await trx.updateOwned(table, id, userId, values, time))) throw notFound();
      await trx.touch(userId, time);
      return (await trx.findOwned(table, id, userId))!;
    });
  }

  async function getRecord<T extends SectionTable>(table: T, userId: number, id: number): Promise<SectionRows[T]> {
    const row = await repo.findOwned(table, id, userId);
    if (!row) throw notFound();
    return row;
  }

  async function deleteRecord(table: SectionTable, userId: number, id: number): Promise<{ id: number }> {
    return inTransaction(async (trx) => {
      if (!(await trx.deleteOwned(table, id, userId))) throw notFound();
      await trx.touch(userId, now());
      return { id };
    });
  }

  return {
    // ---- The whole resume ----------------------------------------------------------------------------

    async resume(userId: number) {
      const [header, account, expectations, experiences, projects, educations, skills, blocked] = await Promise.all([
        repo.findHeader(userId),
        repo.account(userId),
        repo.listSection('resume_expectations', userId),
        repo.listSection('resume_experiences', userId),
        repo.listSection('resume_projects', userId),
        repo.listSection('resume_educations', userId),
        repo.findSkills(userId),
        repo.countBlocked(userId),
      ]);
      const present: Record<ResumeSection, boolean> = {
        basic: Boolean(header?.basic_saved_at),
        expectations: expectations.length > 0,
        experiences: experiences.length > 0,
        projects: projects.length > 0,
        educations: educations.length > 0,
        skills: skillsFilled(skills),
      };
      const missing = RESUME_SECTIONS.filter((section) => !present[section]);
      const completeness = RESUME_SECTIONS.reduce(
        (sum, section) => sum + (present[section] ? RESUME_SECTION_WEIGHT[section] : 0),
        0,
      );
      return {
        userId,
        basic: header?.basic_saved_at ? ownBasic(header, account?.phone ?? null) : null,
        basicDraft: header?.basic_saved_at ? null : basicDraft(header, account?.phone ?? null),
        expectations: expectations.map(toExpectation),
        experiences: experiences.map(toExperience),
        projects: projects.map(toProject),
        educations: educations.map(toEducation),
        skills: skills ? toSkills(skills) : null,
        hidden: header?.hidden === 1,
        blockedCount: blocked,
        completeness,
        missing,
        updatedAt: header?.updated_at ?? null,
      };
    },

    // ---- Basic information, skills, visibility ---------------------------------------------------------

    async basic(userId: number) {
      const [header, account] = await Promise.all([repo.findHeader(userId), repo.account(userId)]);
      return header?.basic_saved_at ? ownBasic(header, account?.phone ?? null) : null;
    },

    async saveBasic(userId: number, body: ResumeBasicBody) {
      await transaction(db, events, async (tx) => {
        await createResumeRepository(tx.db).saveBasic(userId, basicColumns(body), now());
        // The account may adopt the name (it greets the seeker by the name recruiters see).
        tx.record('resume.basicSaved', { userId, nickname: body.nickname });
      });
      const [header, account] = await Promise.all([repo.findHeader(userId), repo.account(userId)]);
      return ownBasic(header!, account?.phone ?? null);
    },

    async skills(userId: number) {
      const row = await repo.findSkills(userId);
      return row ? toSkills(row) : null;
    },

    async saveSkills(userId: number, body: SkillsBody) {
      await inTransaction(async (trx) => {
        const time = now();
        await trx.saveSkills(userId, skillsColumns(body), time);
        await trx.touch(userId, time);
      });
      return toSkills((await repo.findSkills(userId))!);
    },

    async setVisibility(userId: number, hidden: boolean) {
      await repo.setHidden(userId, hidden, now());
      return { hidden };
    },

    // ---- Job expectations ------------------------------------------------------------------------------

    async createExpectation(userId: number, body: ExpectationBody) {
      checkRegion(body.location);
      const codes = expectationCategories(body.categoryCodes, body.position);
      const row = await createRecord('resume_expectations', userId, expectationColumns(body, codes), {
        max: MAX_EXPECTATIONS,
        key: MSG.resume.expectationLimit,
      });
      return toExpectation(row);
    },
    async editExpectation(userId: number, { id, ...body }: ExpectationBody & { id: number }) {
      checkRegion(body.location);
      const codes = expectationCategories(body.categoryCodes, body.position);
      return toExpectation(await editRecord('resume_expectations', userId, id, expectationColumns(body, codes)));
    },
    async expectation(userId: number, id: number) {
      return toExpectation(await getRecord('resume_expectations', userId, id));
    },
    async deleteExpectation(userId: number, id: number) {
      return deleteRecord('resume_expectations', userId, id);
    },

    /**
     * Approved positions for one of the caller's expectations: same job type, in the same city (the same
     * province for a province-wide expectation), salary ranges overlapping (a position without a salary
     * counts as negotiable), and a title containing the expected position or one of its words, or
     * contained in it. Newest first.
     */
    async matchingPositions(userId: number, id: number, window: Window) {
      const expectation = await getRecord('resume_expectations', userId, id);
      const location = expectation.location;
      const { rows, total } = await repo.matchingPositions({
        jobType: expectation.job_type,
        regionPrefix: location.endsWith('0000') ? location.slice(0, 2) : location.slice(0, 4),
        salaryMin: expectation.salary_min,
        salaryMax: expectation.salary_max,
        keywords: positionKeywords(expectation.position),
        position: expectation.position,
        today: today(),
        ...window,
      });
      return { rows: rows.map(toSummary), total };
    },

    // ---- Work experience -------------------------------------------------------------------------------

    async createExperience(userId: number, body: ExperienceBody) {
      checkRegion(body.city);
      return toExperience(
        await createRecord('resume_experiences', userId, experienceColumns(body), {
          max: MAX_EXPERIENCES,
          key: MSG.resume.experienceLimit,
        }),
      );
    },
    async editExperience(userId: number, { id, ...body }: ExperienceBody & { id: number }) {
      checkRegion(body.city);
      return toExperience(await editRecord('resume_experiences', userId, id, experienceColumns(body)));
    },
    async experience(userId: number, id: number) {
      return toExperience(await getRecord('resume_experiences', userId, id));
    },
    async deleteExperience(userId: number, id: number) {
      return deleteRecord('resume_experiences', userId, id);
    },

    // ---- Project experience ----------------------------------------------------------------------------

    async createProject(userId: number, body: ProjectBody) {
      return toProject(
        await createRecord('resume_projects', userId, projectColumns(body), {
          max: MAX_PROJECTS,
          key: MSG.resume.projectLimit,
        }),
      );
    },
    async editProject(userId: number, id: number, body: ProjectBody) {
      return toProject(await editRecord('resume_projects', userId, id, projectColumns(body)));
    },
    async project(userId: number, id: number) {
      return toProject(await getRecord('resume_projects', userId, id));
    },
    async deleteProject(userId: number, id: number) {
      return deleteRecord('resume_projects', userId, id);
    },

    // ---- Education ---------------------------------------------------------------------------------------

    async createEducation(userId: number, body: EducationBody) {
      return toEducation(
        await createRecord('resume_educations', userId, educationColumns(body), {
          max: MAX_EDUCATIONS,
          key: MSG.resume.educationLimit,
        }),
      );
    },
    async editEducation(userId: number, { id, ...body }: EducationBody & { id: number }) {
      return toEducation(await editRecord('resume_educations', userId, id, educationColumns(body)));
    },
    async education(userId: number, id: number) {
      return toEducation(await getRecord('resume_educations', userId, id));
    },
    async deleteEducation(userId: number, id: number) {
      return deleteRecord('resume_educations', userId, id);
    },

    // ---- Blocked companies -------------------------------------------------------------------------------

    async blocked(userId: number) {
      return (await repo.listBlocked(userId)).map(toBlocked);
    },

    /** Refuses a name whose core is already blocked (another spelling of it) and more than 50 names. */
    async block(userId: number, { companyName }: BlockedCompanyBody) {
      const core = companyNameCore(companyName);
      if (!core) throw refuse(MSG.validation.invalid);
      return inTransaction(async (trx) => {
        const time = now();
        await trx.touch(userId, time);
        if (await trx.findBlockedByCore(userId, core)) throw refuse(MSG.resume.alreadyBlocked);
        if ((await trx.countBlocked(userId)) >= MAX_BLOCKED_COMPANIES) {
          throw refuse(MSG.resume.blockedLimit, { max: MAX_BLOCKED_COMPANIES });
        }
        return toBlocked(await trx.insertBlocked(userId, companyName, core, time));
      });
    },

    async unblock(userId: number, id: number) {
      return inTransaction(async (trx) => {
        if (!(await trx.deleteBlocked(id, userId))) throw notFound();
        await trx.touch(userId, now());
        return { id };
      });
    },

    // What other modules ask of a resume (applying, the candidates list, onboarding): resume-facts.ts.
    ...createResumeFacts({ db, clock, events, views }),
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
