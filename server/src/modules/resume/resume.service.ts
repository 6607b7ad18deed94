/**
 * The online resume (the Resume issue).
 * - The owner's calls: basic information, job expectations, work and project experience, education, skills,
 *   visibility and blocked companies. Every read, edit and delete is narrowed to the caller: another user's
 *   id answers the same refusal as an unknown one ('The record does not exist'), without data.
 * - The recruiters' list and detail: open resumes (basic information saved, not hidden), never one whose
 *   seeker blocked the recruiter's company (see company-name.ts), contact details masked unless
 *   `canSeeContact`.
 * Every write of a section also marks the resume changed (`resume_basics.updated_at`) in the same
 * transaction.
 */
import { toSummary } from '../positions/position-summary';
import type { Degree, JobStatus } from '@common/constants';
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
  type ResumeSearchQuery,
  type ResumeSection,
  type SkillsBody,
} from '@common/resume';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { toIso } from '../../db/time';
import type { ResumeBasicRow, ResumeEducationRow, ResumeExpectationRow, ResumeExperienceRow } from '../../db/types';
import { refuse } from '../../http/errors';
import { isKnownRegion, regionName, regionPrefix } from '../regions/regions.service';
import { companyNameCore, coreCandidates, coresMatch } from './company-name';
import { maskEmail, maskPhone, maskWechat } from './contact-mask';
import {
  basicFields,
  chinaDate,
  highestEducation,
  skillsFilled,
  toBlocked,
  toEducation,
  toExpectation,
  toExperience,
  toProject,
  toSkills,
  workYears,
} from './resume.mappers';
import {
  createResumeRepository,
  type OpenResumeFilters,
  type ResumeRepository,
  type SectionInsert,
  type SectionRows,
  type SectionTable,
  type SectionUpdate,
} from './resume.repository';

export type Expectation = ReturnType<typeof toExpectation>;
export type Experience = ReturnType<typeof toExperience>;
export type Project = ReturnType<typeof toProject>;
export type Education = ReturnType<typeof toEducation>;
export type Skills = ReturnType<typeof toSkills>;

export interface ResumeServiceDeps {
  db: Db;
  clock?: Clock;
  events: AppEventBus;
  /**
   * Whether a company's recruiters may see a seeker's contact details (the seeker applied to it or has its
   * interview). Applications sit above the resume in the module graph, so the composition root hands the
   * rule in; without it contacts stay masked.
   */
  contactAccess?: (companyId: number, seekerId: number) => Promise<boolean>;
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

/** Codes of the province and city containing a region (a district's city and province...), not itself. */
export function regionAncestors(code: string): string[] {
  if (code.endsWith('0000')) return [];
  const province = `${code.slice(0, 2)}0000`;
  if (code.endsWith('00')) return [province];
  return [`${code.slice(0, 4)}00`, province];
}

/** What a position list row shows: the same shape as `GET positions`. */

function notFound() {
  return refuse(MSG.resume.notFound);
}

function checkRegion(code: string): void {
  if (!isKnownRegion(code)) throw refuse(MSG.resume.region);
}

export function createResumeService({ db, clock, events, contactAccess }: ResumeServiceDeps) {
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

  // ---- Body -> columns -----------------------------------------------------------------------------

  const expectationValues = (body: ExpectationBody) => {
    checkRegion(body.location);
    return {
      position: body.position,
      job_type: body.jobType,
      salary_min: body.salaryMin,
      salary_max: body.salaryMax,
      preference: body.preference ?? '',
      location: body.location,
      join_time: body.joinTime || null,
    };
  };
  const experienceValues = (body: ExperienceBody) => {
    checkRegion(body.city);
    return {
      job_title: body.jobTitle,
      industry: body.industry,
      start_date: body.startDate,
      end_date: body.endDate || null,
      content: body.content,
      city: body.city,
    };
  };
  const projectValues = (body: ProjectBody) => ({
    name: body.name,
    role: body.role,
    description: body.description,
    performance: body.performance ?? '',
  });
  const educationValues = (body: EducationBody) => ({
    school: body.school,
    degree: body.degree,
    major: body.major,
    social_practice: body.socialPractice ?? '',
    description: body.description ?? '',
    graduation_date: body.graduationDate,
  });

  // ---- The recruiters' side ----------------------------------------------------------------------------

  /** The caller's company, which must exist and be approved to see resumes. */
  async function recruiterCompany(userId: number) {
    const company = await repo.companyOf(userId);
    if (!company) throw refuse(MSG.resume.companyRequired);
    if (company.status !== 'approved') throw refuse(MSG.resume.companyNotApproved);
    return company;
  }

  /** Seekers who blocked this company name, under its spelling or a close one. */
  async function seekersBlocking(companyName: string): Promise<number[]> {
    const core = companyNameCore(companyName);
    if (!core) return [];
    const rows = await repo.blockedCandidates(coreCandidates(core));
    return [...new Set(rows.filter((row) => coresMatch(row.name_core, core)).map((row) => row.user_id))];
  }

  /**
   * Whether the recruiters of a company may see a seeker's contact details unmasked: once the seeker has
   * applied to one of its positions (any status, also rejected) or has one of its interviews.
   */
  async function canSeeContact(recruiterCompanyId: number, seekerId: number): Promise<boolean> {
    return contactAccess ? contactAccess(recruiterCompanyId, seekerId) : false;
  }

  function expectationBrief(row: ResumeExpectationRow) {
    return {
      id: row.id,
      position: row.position,
      jobType: row.job_type,
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      location: row.location,
      locationName: regionName(row.location),
    };
  }

  function resumeSummary(
    row: ResumeBasicRow & { avatar: string | null },
    sections: {
      expectations: ResumeExpectationRow[];
      experiences: ResumeExperienceRow[];
      educations: ResumeEducationRow[];
    },
  ) {
    const day = today();
    const basic = basicFields(row, day);
    const highest = highestEducation(sections.educations);
    const last = sections.experiences[0];
    return {
      seekerId: row.user_id,
      nickname: basic.nickname,
      avatar: row.avatar,
      gender: basic.gender,
      age: basic.age,
      jobStatus: basic.jobStatus,
      highestDegree: (highest?.degree ?? null) as Degree | null,
      school: highest?.school ?? null,
      major: highest?.major ?? null,
      workYears: workYears(sections.experiences, day),
      lastJob: last ? { jobTitle: last.job_title, industry: last.industry } : null,
      expectations: sections.expectations.map(expectationBrief),
      updatedAt: row.updated_at,
    };
  }

  /** What a recruiter sees of a resume (ResumeDetail); contacts masked unless `contactVisible`. */
  async function recruiterView(
    row: ResumeBasicRow & { avatar: string | null; phone: string | null },
    contactVisible: boolean,
  ) {
    const seekerId = row.user_id;
    const [expectations, experiences, projects, educations, skills] = await Promise.all([
      repo.listSection('resume_expectations', seekerId),
      repo.listSection('resume_experiences', seekerId),
      repo.listSection('resume_projects', seekerId),
      repo.listSection('resume_educations', seekerId),
      repo.findSkills(seekerId),
    ]);
    const summary = resumeSummary(row, { expectations, experiences, educations });
    const { birthDate, ...basic } = basicFields(row, today());
    void birthDate; // recruiters see the age only
    const phone = row.phone ?? '';
    return {
      seekerId,
      avatar: row.avatar,
      basic,
      contact: {
        visible: contactVisible,
        phone: contactVisible ? phone : phone && maskPhone(phone),
        wechat: contactVisible ? row.wechat : maskWechat(row.wechat),
        email: contactVisible ? row.email : maskEmail(row.email),
      },
      highestDegree: summary.highestDegree,
      workYears: summary.workYears,
      expectations: expectations.map(toExpectation),
      experiences: experiences.map(toExperience),
      projects: projects.map(toProject),
      educations: educations.map(toEducation),
      skills: skillsFilled(skills) ? toSkills(skills!) : null,
      updatedAt: row.updated_at,
    };
  }

  return {
    canSeeContact,

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
        await createResumeRepository(tx.db).saveBasic(
          userId,
          {
            nickname: body.nickname,
            wechat: body.wechat ?? '',
            email: body.email ?? '',
            birth_date: body.birthDate,
            gender: body.gender,
            job_status: body.jobStatus,
            hobbies: body.hobbies ?? '',
            self_evaluation: body.selfEvaluation ?? '',
            other_skills: body.otherSkills ?? '',
            accept_overtime: body.acceptOvertime ? 1 : 0,
            accept_travel: body.acceptTravel ? 1 : 0,
          },
          now(),
        );
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
        await trx.saveSkills(
          userId,
          {
            professional_skills: body.professionalSkills ?? '',
            languages: body.languages ?? '',
            certificates: body.certificates ?? '',
            training: body.training ?? '',
            remark: body.remark ?? '',
          },
          time,
        );
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
      const values = expectationValues(body);
      const row = await createRecord('resume_expectations', userId, values, {
        max: MAX_EXPECTATIONS,
        key: MSG.resume.expectationLimit,
      });
      return toExpectation(row);
    },
    async editExpectation(userId: number, { id, ...body }: ExpectationBody & { id: number }) {
      return toExpectation(await editRecord('resume_expectations', userId, id, expectationValues(body)));
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
      return toExperience(
        await createRecord('resume_experiences', userId, experienceValues(body), {
          max: MAX_EXPERIENCES,
          key: MSG.resume.experienceLimit,
        }),
      );
    },
    async editExperience(userId: number, { id, ...body }: ExperienceBody & { id: number }) {
      return toExperience(await editRecord('resume_experiences', userId, id, experienceValues(body)));
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
        await createRecord('resume_projects', userId, projectValues(body), {
          max: MAX_PROJECTS,
          key: MSG.resume.projectLimit,
        }),
      );
    },
    async editProject(userId: number, id: number, body: ProjectBody) {
      return toProject(await editRecord('resume_projects', userId, id, projectValues(body)));
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
        await createRecord('resume_educations', userId, educationValues(body), {
          max: MAX_EDUCATIONS,
          key: MSG.resume.educationLimit,
        }),
      );
    },
    async editEducation(userId: number, { id, ...body }: EducationBody & { id: number }) {
      return toEducation(await editRecord('resume_educations', userId, id, educationValues(body)));
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

    // ---- The recruiters' list and detail ------------------------------------------------------------------

    async search(recruiterId: number, query: ResumeSearchQuery, window: Window) {
      const company = await recruiterCompany(recruiterId);
      if (query.region) checkRegion(query.region);
      const filters: OpenResumeFilters = {
        position: query.position || undefined,
        regionPrefix: query.region ? regionPrefix(query.region) : undefined,
        regionAncestors: query.region ? regionAncestors(query.region) : undefined,
        salaryMin: query.salaryMin ? Number(query.salaryMin) : undefined,
        salaryMax: query.salaryMax ? Number(query.salaryMax) : undefined,
        degree: (query.degree || undefined) as Degree | undefined,
        jobStatus: (query.jobStatus || undefined) as JobStatus | undefined,
        excludeUserIds: await seekersBlocking(company.name),
      };
      const { rows, total } = await repo.listOpen(filters, window.limit, window.offset);
      const sections = await repo.sectionsOf(rows.map((row) => row.user_id));
      const of = <T extends { user_id: number }>(list: T[], userId: number) => list.filter((r) => r.user_id === userId);
      return {
        rows: rows.map((row) =>
          resumeSummary(row, {
            expectations: of(sections.expectations, row.user_id),
            experiences: of(sections.experiences, row.user_id),
            educations: of(sections.educations, row.user_id),
          }),
        ),
        total,
      };
    },

    /** One open resume for a recruiter: refused like an unknown seeker when hidden, blocked or incomplete. */
    async detailForRecruiter(recruiterId: number, seekerId: number) {
      const company = await recruiterCompany(recruiterId);
      const row = await repo.findOpen(seekerId, await seekersBlocking(company.name));
      if (!row) throw refuse(MSG.resume.resumeNotFound);
      return recruiterView(row, await canSeeContact(company.id, seekerId));
    },

    /**
     * The resume of a seeker who applied to the company, as `detailForRecruiter` answers it with the contact
     * details unmasked: applying opens it to that company even when hidden from search or blocking the
     * company. Null before the basic information is saved.
     */
    async detailForApplication(seekerId: number) {
      const row = await repo.findSaved(seekerId);
      return row ? recruiterView(row, true) : null;
    },

    /** Whether the seeker saved the resume's basic information (identity switching asks). */
    async hasBasics(userId: number): Promise<boolean> {
      return (await repo.resumeFacts(userId)).basic !== undefined;
    },

    /** What applying checks: the basic fields (null before they are saved) and how many educations. */
    async applicantFacts(seekerId: number) {
      const { basic, educations } = await repo.resumeFacts(seekerId);
      return {
        basic: basic ? { nickname: basic.nickname, birthDate: basic.birth_date, gender: basic.gender } : null,
        educations,
      };
    },

    /** Each seeker's highest degree and years of work on `today` (rows of the candidates list). */
    async applicantSummaries(seekerIds: number[], today: string) {
      const { educations, experiences } = await repo.seekerSections(seekerIds);
      return new Map(
        seekerIds.map((id) => [
          id,
          {
            highestDegree: (highestEducation(educations.filter((e) => e.user_id === id))?.degree ??
              null) as Degree | null,
            workYears: workYears(
              experiences.filter((e) => e.user_id === id),
              today,
            ),
          },
        ]),
      );
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
