/**
 * The recruiters' side of the resume (the Resume issue): the list of open resumes and one of them. Only a
 * recruiter whose company is approved reads them; a resume is open when its basic information is saved and
 * it is not hidden, and never to a company its seeker blocked (also under a close spelling, see
 * company-name.ts). Contact details stay masked unless `canSeeContact`.
 */
import type { Degree, JobStatus } from '@common/constants';
import { chinaDate } from '@common/china-time';
import { MSG } from '@common/messages';
import type { ResumeSearchQuery } from '@common/resume';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { refuse } from '../../http/errors';
import { isKnownRegion, regionPrefix } from '../regions/regions.service';
import { companyNameCore, coreCandidates, coresMatch } from './company-name';
import { recruiterView, resumeSummary } from './recruiter-view';
import { createResumeRepository } from './resume.repository';
import { createResumeSearchRepository, type OpenResumeFilters } from './resume-search.repository';
import type { ResumeViewsService } from './resume-views.service';
import { rankTalents, type OwnPositionFacts } from './talent-recommend';
import { createTalentRecommendRepository } from './talent-recommend.repository';

export interface ResumeSearchServiceDeps {
  db: Db;
  clock?: Clock;
  /**
   * Whether a company's recruiters may see a seeker's contact details (the seeker applied to it or has its
   * interview). Applications sit above the resume in the module graph, so the composition root hands the
   * rule in; without it contacts stay masked.
   */
  contactAccess?: (companyId: number, seekerId: number) => Promise<boolean>;
  /** Records that a recruiter's company opened a resume (谁看过我, resume-views.service.ts). */
  views?: Pick<ResumeViewsService, 'record'>;
  /** 推荐牛人: the recruiter's own position (positions module; refuses one not theirs). */
  ownPosition?(recruiterId: number, positionId: number): Promise<OwnPositionFacts>;
  /** users' last request times (account module). */
  lastActive?(userIds: number[]): Promise<Map<number, string | null>>;
}

/** Codes of the province and city containing a region (a district's city and province...), not itself. */
export function regionAncestors(code: string): string[] {
  if (code.endsWith('0000')) return [];
  const province = `${code.slice(0, 2)}0000`;
  if (code.endsWith('00')) return [province];
  return [`${code.slice(0, 4)}00`, province];
}

export function createResumeSearchService(deps: ResumeSearchServiceDeps) {
  const { db, clock, contactAccess, views } = deps;
  const repo = createResumeSearchRepository(db);
  const talents = createTalentRecommendRepository(db);
  // The sections of one resume, as its seeker's side reads them.
  const sections = createResumeRepository(db);
  const today = () => chinaDate(clock ? clock.now() : Date.now());

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

  /** Summaries of open resumes, in the order of `userIds` (a seeker no longer open is skipped). */
  async function summariesOf(userIds: number[]) {
    const [rows, listed] = await Promise.all([repo.openOf(userIds), repo.sectionsOf(userIds)]);
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    const of = <T extends { user_id: number }>(list: T[], userId: number) => list.filter((r) => r.user_id === userId);
    const day = today();
    return userIds.flatMap((userId) => {
      const row = byUser.get(userId);
      if (!row) return [];
      const sections = {
        expectations: of(listed.expectations, userId),
        experiences: of(listed.experiences, userId),
        educations: of(listed.educations, userId),
      };
      return [resumeSummary(row, sections, day)];
    });
  }

  /** One open resume for a recruiter, and the recruiter's company. */
  async function openResume(recruiterId: number, seekerId: number) {
    const company = await recruiterCompany(recruiterId);
    const row = await repo.findOpen(seekerId, await seekersBlocking(company.name));
    if (!row) throw refuse(MSG.resume.resumeNotFound);
    return { company, detail: await recruiterView(sections, row, await canSeeContact(company.id, seekerId), today()) };
  }

  return {
    canSeeContact,

    /**
     * `GET resumes/{seekerId}`: the resume as the recruiter reads it, recorded as a look of their company
     * (谁看过我). Other modules asking whether a resume is open call `detailForRecruiter`, which records nothing.
     */
    async open(recruiterId: number, seekerId: number) {
      const { company, detail } = await openResume(recruiterId, seekerId);
      await views?.record(seekerId, { recruiterId, companyId: company.id, companyName: company.name });
      return detail;
    },

    async search(recruiterId: number, query: ResumeSearchQuery, window: { limit: number; offset: number }) {
      const company = await recruiterCompany(recruiterId);
      if (query.region && !isKnownRegion(query.region)) throw refuse(MSG.resume.region);
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
      return { rows: await summariesOf(rows.map((row) => row.user_id)), total };
    },

    /**
     * 推荐牛人 (`GET resumes/recommended`): seekers whose expectations match the recruiter's own position
     * (talent-recommend.ts), under the list's rules: open resumes only, never a seeker who blocked the
     * company, contacts masked as in the list.
     */
    async recommended(recruiterId: number, positionId: number, window: { limit: number; offset: number }) {
      if (!deps.ownPosition || !deps.lastActive) throw new Error('推荐牛人 needs ownPosition and lastActive');
      // The position first: another recruiter's id is refused as unknown, whatever their company.
      const position = await deps.ownPosition(recruiterId, positionId);
      const company = await recruiterCompany(recruiterId);
      const excludeUserIds = [...(await seekersBlocking(company.name)), recruiterId];
      const ranked = await rankTalents(talents, position, excludeUserIds, deps.lastActive, clock?.now() ?? Date.now());
      const page = ranked.slice(window.offset, window.offset + window.limit);
      const reasonsOf = new Map(page.map((talent) => [talent.userId, talent.reasons]));
      const rows = await summariesOf(page.map((talent) => talent.userId));
      return {
        rows: rows.map((row) => ({ ...row, reasons: reasonsOf.get(row.seekerId) ?? [] })),
        total: ranked.length,
      };
    },

    /** One open resume for a recruiter: refused like an unknown seeker when hidden, blocked or incomplete. */
    async detailForRecruiter(recruiterId: number, seekerId: number) {
      return (await openResume(recruiterId, seekerId)).detail;
    },
  };
}

export type ResumeSearchService = ReturnType<typeof createResumeSearchService>;
