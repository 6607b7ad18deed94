/**
 * 谁看过我 (issue 30, part 5): which companies opened a seeker's resume, and when.
 *
 * Recorded: a recruiter opening a resume through the recruiters' detail (`GET resumes/{seekerId}`) or the
 * resume of an application (`GET applications/{id}`), as (seeker, company, recruiter, position when known,
 * China day, number of looks that day, first and last time). Not recorded: a company the seeker blocks
 * (also under a close spelling, company-name.ts), a look at one's own resume, and the checks other modules
 * make without showing the resume (chat asking whether a resume is open). Kept VIEW_RETENTION_DAYS days,
 * then pruned (`prune`, a daily job; docs/decisions.md).
 *
 * Listed to the seeker only, one row per company, latest look first; a company blocked after it looked is
 * not listed either. Company names, recruiters and positions come from their modules' services (handed in
 * by modules/index.ts): this module reads only its own tables.
 */
import { chinaDate } from '@common/china-time';
import { VIEW_RETENTION_DAYS, type ResumeViewer } from '@common/resume';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { companyNameCore, coresMatch } from './company-name';
import { createResumeRepository } from './resume.repository';
import { createResumeViewsRepository } from './resume-views.repository';

export interface ResumeViewsServiceDeps {
  db: Db;
  clock: Clock;
  /** Name and logo of companies, by id (the company service). */
  companies(ids: number[]): Promise<Map<number, { name: string; logo: string }>>;
  /** Name and job title of recruiters, by user id (the account service). */
  recruiters(ids: number[]): Promise<Map<number, { name: string; title: string | null }>>;
  /** Title and industry of positions, by id (the positions service). */
  positions(ids: number[]): Promise<Map<number, { title: string; industry: string | null }>>;
}

/** Who looked: the recruiter, their company (its name decides the seeker's blocking), the position if known. */
export interface ResumeLooker {
  recruiterId: number;
  companyId: number;
  companyName: string;
  positionId?: number | null;
}

export function createResumeViewsService(deps: ResumeViewsServiceDeps) {
  const { db, clock } = deps;
  const repo = createResumeViewsRepository(db);
  const resumes = createResumeRepository(db);
  /** The first China day still kept. */
  const since = () => chinaDate(clock.now(), -(VIEW_RETENTION_DAYS - 1));

  /** Whether the seeker blocks a company of this name (under its spelling or a close one). */
  async function blocks(seekerId: number, companyName: string) {
    const core = companyNameCore(companyName);
    return (await resumes.listBlocked(seekerId)).some((row) => coresMatch(row.name_core, core));
  }

  return {
    /** Records one look at a seeker's resume (see the file comment for what is not recorded). */
    async record(seekerId: number, viewer: ResumeLooker): Promise<void> {
      if (seekerId === viewer.recruiterId) return;
      if (await blocks(seekerId, viewer.companyName)) return;
      const now = clock.now();
      await repo.record({
        seekerId,
        companyId: viewer.companyId,
        recruiterId: viewer.recruiterId,
        positionId: viewer.positionId ?? null,
        day: chinaDate(now),
        at: toIso(now),
      });
    },

    /** The companies that looked at the seeker's resume, latest look first (`GET resume/viewers`). */
    async viewers(seekerId: number, window: { limit: number; offset: number }) {
      const from = since();
      // One entry per company that looked in the retention window: few enough to filter here.
      const looked = await repo.companiesViewing(seekerId, from);
      if (!looked.length) return { rows: [] as ResumeViewer[], total: 0 };
      const [companies, blocked] = await Promise.all([
        deps.companies(looked.map((row) => row.companyId)),
        resumes.listBlocked(seekerId),
      ]);
      const shown = looked
        .filter((row) => {
          const company = companies.get(row.companyId);
          if (!company) return false;
          const core = companyNameCore(company.name);
          return !blocked.some((entry) => coresMatch(entry.name_core, core));
        })
        .sort((a, b) =>
          a.lastViewedAt === b.lastViewedAt ? b.companyId - a.companyId : a.lastViewedAt < b.lastViewedAt ? 1 : -1,
        );
      const page = shown.slice(window.offset, window.offset + window.limit);
      const rows = await repo.latestRows(
        seekerId,
        page.map((row) => row.companyId),
        from,
      );
      const latest = new Map<number, { recruiterId: number; positionId: number | null }>();
      for (const row of rows) {
        const seen = latest.get(row.company_id);
        if (!seen) latest.set(row.company_id, { recruiterId: row.recruiter_user_id, positionId: row.position_id });
        else if (seen.positionId === null && row.position_id !== null) seen.positionId = row.position_id;
      }
      const [recruiters, positions] = await Promise.all([
        deps.recruiters([...new Set([...latest.values()].map((row) => row.recruiterId))]),
        deps.positions([...latest.values()].flatMap((row) => (row.positionId === null ? [] : [row.positionId]))),
      ]);
      return {
        rows: page.map((row): ResumeViewer => {
          const company = companies.get(row.companyId)!;
          const last = latest.get(row.companyId);
          const recruiter = last ? recruiters.get(last.recruiterId) : undefined;
          const position = last?.positionId != null ? positions.get(last.positionId) : undefined;
          return {
            companyId: row.companyId,
            companyName: company.name,
            companyLogo: company.logo,
            industry: position?.industry || null,
            recruiterName: recruiter?.name ?? '',
            recruiterTitle: recruiter?.title ?? null,
            positionId: position ? last!.positionId : null,
            positionTitle: position?.title ?? null,
            lastViewedAt: row.lastViewedAt,
            views: row.views,
          };
        }),
        total: shown.length,
      };
    },

    /** Removes looks older than the retention; answers how many rows went. */
    async prune(): Promise<number> {
      return repo.pruneBefore(since());
    },
  };
}

export type ResumeViewsService = ReturnType<typeof createResumeViewsService>;
