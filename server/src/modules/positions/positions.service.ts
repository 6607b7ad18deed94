/**
 * Positions: the public list and detail, the recruiter's own positions and their transitions
 * (architecture section 4), operator review, saved positions and the sweep closing ended positions.
 *
 * Transitions (from -> to; anything else is refused with 'not available in the current status'):
 * - create / edit (any but deleted) -> under_review; review: under_review -> approved | audit_failed.
 *   Their texts are screened first (position-write.ts): refused, or saved with findings for the operator.
 * - pause: approved -> paused; resume: paused -> approved (keeps its place in the list).
 * - refresh: approved, at most once per China calendar day -> approved, moved to the top (new sort_key).
 * - stop: approved | paused -> closed; delete: any -> deleted (kept, never shown again).
 * - the end date passing: approved | paused -> closed (the sweep; until it runs, every read and transition
 *   treats such a position as closed already).
 * Ownership: every call on an own position is narrowed by recruiter in the query; another recruiter's id
 * answers like an unknown id.
 */
import type { ApplicationStatus } from '@common/constants';
import { MSG } from '@common/messages';
import type { MyPositionStatus, PositionBody, PositionSearchQuery } from '@common/positions';
import { VIEW_RETENTION_DAYS } from '@common/resume';
import type { Clock } from '../../core/clock';
import type { Db, DbDialect } from '../../db/connect';
import { chinaDayStart, toIso } from '../../db/time';
import { chinaDate } from '@common/china-time';
import type { PositionStatus } from '../../db/types';
import type { AppEventBus, CompanyRenamedEvent } from '../../core/events';
import { BODY_CODE } from '@common/errors';
import { AppError, refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import { isKnownRegion } from '../regions/regions.service';
import { checkIndustry, checkPositionCategory, industryFilter, isCategory } from '../taxonomy/taxonomy.service';
import { toSummary } from './position-summary';
import { createPositionsListRepository } from './positions-list.repository';
import { createPositionViewsRepository } from './position-views.repository';
import { transaction } from '../../db/transaction';
import { createPositionsRepository, type DetailRow } from './positions.repository';
import { positionValues, storedFindings } from './position-write';

type Window = { limit: number; offset: number };

/** The status as users see it: approved or paused past the end date is closed. */
function effectiveStatus(row: { status: PositionStatus; recruit_end: string | null }, today: string): PositionStatus {
  if ((row.status === 'approved' || row.status === 'paused') && row.recruit_end !== null && row.recruit_end < today) {
    return 'closed';
  }
  return row.status;
}

function detailFields(row: Omit<DetailRow, 'recruiter_last_active_at'>, today: string, owner: boolean) {
  return {
    ...toSummary(row),
    industry: row.industry,
    categoryCode: row.category_code,
    industryCode: row.industry_code,
    // A gender requirement is published nowhere (就业促进法 art. 27; docs/decisions.md): only its owner reads
    // it back, to edit the position.
    gender: owner ? row.gender : null,
    requirements: row.requirements,
    workingHours: row.working_hours,
    form: row.form,
    addressDetail: row.address_detail,
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
    headcount: row.headcount,
    responsibilities: row.responsibilities,
    conditions: row.conditions,
    showOnCompanyPage: row.show_on_company_page === 1,
    companySize: row.company_size,
    companyType: row.company_type,
    companySlogan: row.company_slogan,
    status: effectiveStatus(row, today),
    reviewReason: owner ? row.review_reason : null,
    refreshedAt: row.refreshed_at,
    createdAt: row.created_at,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function isVisible(row: Omit<DetailRow, 'recruiter_last_active_at'>, today: string): boolean {
  return effectiveStatus(row, today) === 'approved' && row.company_status === 'approved';
}

const notFound = () => refuse(MSG.errors.positionNotFound);
const invalidTransition = () => refuse(MSG.positions.invalidTransition);

export interface PositionsServiceDeps {
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  events: AppEventBus;
  company: Pick<CompanyService, 'ownedBy'>;
  /**
   * The viewer's application to a position, for the detail's apply button. Applications sit above
   * positions in the module graph, so the composition root hands this in (dependency inversion).
   */
  applicationOf(seekerId: number, positionId: number): Promise<{ id: number; status: ApplicationStatus } | null>;
  /** Applications per position: all, and those waiting for a decision (the applications module's, handed in). */
  applicantCounts?(positionIds: number[]): Promise<Map<number, { all: number; waiting: number }>>;
  /** The recruiter as seekers see one (the account module's: name and title set in settings). */
  recruiterCard?(userId: number): Promise<{ name: string; title: string; verified?: boolean } | undefined>;
}

/** At most this many positions on a company's homepage. */
export const COMPANY_PAGE_POSITIONS_MAX = 50;

export type PositionAction = 'pause' | 'resume' | 'refresh' | 'stop' | 'delete';

export function createPositionsService(deps: PositionsServiceDeps) {
  const { db, dialect, clock, events, company } = deps;
  const repo = createPositionsRepository(db, dialect);
  const lists = createPositionsListRepository(db, dialect);
  const views = createPositionViewsRepository(db);
  /** The first China day whose looks are still kept (谁看过我, VIEW_RETENTION_DAYS). */
  const viewsSince = () => chinaDate(clock.now(), -(VIEW_RETENTION_DAYS - 1));
  const today = () => chinaDate(clock.now());

  /** The viewer's application to the position (the detail's apply button): nulls without one or a token. */
  async function applicationOf(viewerId: number | undefined, positionId: number) {
    const found = viewerId === undefined ? null : await deps.applicationOf(viewerId, positionId);
    return { applicationId: found?.id ?? null, applicationStatus: found?.status ?? null };
  }
  const nowIso = () => toIso(clock.now());

  /** The recruiter's company; posting needs one (any status: it is listed once approved). */
  async function companyOf(userId: number) {
    const owned = await company.ownedBy(userId);
    if (!owned) throw refuse(MSG.positions.companyRequired);
    return owned;
  }

  function checkBody(body: PositionBody) {
    if (!isKnownRegion(body.region)) throw refuse(MSG.resume.region);
    if (body.categoryCode) checkPositionCategory(body.categoryCode);
    if (body.industryCode) checkIndustry(body.industryCode);
    if (body.recruitEnd < today()) throw refuse(MSG.positions.recruitEndPast);
  }

  return {
    // ---- Public ----------------------------------------------------------------------------------------

    async list(query: PositionSearchQuery, window: Window) {
      if (query.region && !isKnownRegion(query.region)) throw refuse(MSG.resume.region);
      if (query.categoryCode && !isCategory(query.categoryCode)) throw refuse(MSG.taxonomy.unknownCategory);
      const number = (value: string | undefined) => (value ? Number(value) : undefined);
      const { rows, total } = await lists.listVisible({
        keyword: query.keyword || undefined,
        region: query.region || undefined,
        jobType: query.jobType || undefined,
        education: query.education || undefined,
        experience: query.experience || undefined,
        salaryMin: number(query.salaryMin),
        salaryMax: number(query.salaryMax),
        salaryUnit: query.salaryUnit || undefined,
        category: query.categoryCode || undefined,
        industries: query.industryCode ? industryFilter(query.industryCode) : undefined,
        today: today(),
        ...window,
      });
      return { rows: rows.map(toSummary), total };
    },

    /** An approved position for anyone; any own position (but deleted) for its recruiter. */
    async detail(id: number, viewerId: number | undefined) {
      const row = await repo.findDetail(id);
      if (!row || row.status === 'deleted') throw notFound();
      const day = today();
      const owner = viewerId !== undefined && viewerId === row.recruiter_user_id;
      if (!owner && !isVisible(row, day)) throw notFound();
      const recruiter = await deps.recruiterCard?.(row.recruiter_user_id);
      return {
        ...detailFields(row, day, owner),
        recruiterLastActiveAt: row.recruiter_last_active_at,
        recruiterName: recruiter?.name ?? null,
        recruiterTitle: recruiter?.title || null,
        recruiterVerified: recruiter?.verified ?? false,
        saved: viewerId !== undefined ? await repo.isSaved(viewerId, id) : false,
        mine: owner,
        ...(await applicationOf(viewerId, id)),
      };
    },

    /**
     * A company's homepage positions: published to the homepage, approved and open (its company approved);
     * with the industry most of them name and the recruiters who posted them (the company page).
     */
    async companyPage(companyId: number) {
      const rows = await repo.listCompanyPage(companyId, today(), COMPANY_PAGE_POSITIONS_MAX);
      const counts = new Map<string, number>();
      for (const row of rows) if (row.industry) counts.set(row.industry, (counts.get(row.industry) ?? 0) + 1);
      const industry = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
      return {
        positions: rows.map(toSummary),
        industry,
        recruiterUserIds: [...new Set(rows.map((row) => row.recruiter_user_id))],
      };
    },

    // ---- The recruiter's own positions -----------------------------------------------------------------

    async create(userId: number, body: PositionBody) {
      const company = await companyOf(userId);
      checkBody(body);
      const id = await repo.insert(
        { ...positionValues(body), company_id: company.id, recruiter_user_id: userId, created_at: nowIso() },
        company.name,
      );
      return { id, status: 'under_review' as const };
    },

    async edit(userId: number, id: number, body: PositionBody) {
      const company = await companyOf(userId);
      checkBody(body);
      if (!(await repo.edit(id, userId, positionValues(body), company.name, nowIso()))) throw notFound();
      await events.publish('position.changed', { positionId: id });
      return { id, status: 'under_review' as const };
    },

    async act(userId: number, id: number, action: PositionAction) {
      const row = await repo.findOwn(id, userId);
      if (!row) throw notFound();
      const day = today();
      const status = effectiveStatus(row, day);
      const now = nowIso();
      // Not past its end date (an approved or paused one that is, counts as closed).
      const open = (eb: Parameters<NonNullable<Parameters<typeof repo.transition>[4]>>[0]) =>
        eb.or([eb('recruit_end', 'is', null), eb('recruit_end', '>=', day)]);
      let done: boolean;
      switch (action) {
        case 'pause':
          if (status !== 'approved') throw invalidTransition();
          done = await repo.transition(id, userId, ['approved'], { status: 'paused', updated_at: now }, open);
          break;
        case 'resume':
          if (status !== 'paused') throw invalidTransition();
          done = await repo.transition(id, userId, ['paused'], { status: 'approved', updated_at: now }, open);
          break;
        case 'refresh': {
          if (status !== 'approved') throw invalidTransition();
          const dayStart = chinaDayStart(clock.now());
          if (row.refreshed_at !== null && row.refreshed_at >= dayStart) {
            throw refuse(MSG.positions.refreshTooSoon);
          }
          done = await repo.transition(id, userId, ['approved'], { status: 'approved', refresh: now }, (eb) =>
            eb.and([open(eb), eb.or([eb('refreshed_at', 'is', null), eb('refreshed_at', '<', dayStart)])]),
          );
          if (!done) throw refuse(MSG.positions.refreshTooSoon);
          break;
        }
        case 'stop':
          if (status !== 'approved' && status !== 'paused') throw invalidTransition();
          done = await repo.transition(id, userId, ['approved', 'paused'], { status: 'closed', updated_at: now });
          break;
        case 'delete':
          done = await repo.transition(id, userId, ['under_review', 'approved', 'audit_failed', 'paused', 'closed'], {
            status: 'deleted',
            updated_at: now,
          });
          break;
      }
      // Another request changed it in between.
      if (!done) throw invalidTransition();
      await events.publish('position.changed', { positionId: id });
      const after = await repo.findOwn(id, userId);
      return { id, status: after ? effectiveStatus(after, day) : ('deleted' as const) };
    },

    async listOwn(userId: number, status: MyPositionStatus | undefined, window: Window) {
      const day = today();
      const dayStart = chinaDayStart(clock.now());
      const { rows, total } = await repo.listOwn(userId, status, day, window);
      const ids = rows.map((row) => row.id);
      const [viewCounts, applicants] = await Promise.all([
        views.counts(ids, viewsSince()),
        deps.applicantCounts ? deps.applicantCounts(ids) : new Map<number, { all: number; waiting: number }>(),
      ]);
      return {
        rows: rows.map((row) => {
          const effective = effectiveStatus(row, day) as MyPositionStatus;
          return {
            ...toSummary(row),
            status: effective,
            reviewReason: row.review_reason,
            recruitStart: row.recruit_start,
            recruitEnd: row.recruit_end,
            headcount: row.headcount,
            refreshedAt: row.refreshed_at,
            createdAt: row.created_at,
            canRefresh: effective === 'approved' && (row.refreshed_at === null || row.refreshed_at < dayStart),
            visible: effective === 'approved' && row.company_status === 'approved',
            companyStatus: row.company_status,
            views: viewCounts.get(row.id) ?? 0,
            applicants: applicants.get(row.id)?.all ?? 0,
            newApplicants: applicants.get(row.id)?.waiting ?? 0,
          };
        }),
        total,
      };
    },

    // ---- Looks at positions (谁看过我) --------------------------------------------------------------------

    /**
     * Records a seeker's look at a position's detail, at most one per seeker, position and China day. Only
     * seekers count (not visitors, recruiters or the position's own recruiter).
     */
    async recordView(positionId: number, viewer: { id: number; identity: string | null }, mine: boolean) {
      if (viewer.identity !== 'seeker' || mine) return;
      await views.record(positionId, viewer.id, today(), nowIso());
    },

    /** Title and industry of positions, by id (whatever their status: a look stays named). */
    async briefs(ids: number[]): Promise<Map<number, { title: string; industry: string | null }>> {
      const rows = await views.briefs([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { title: row.title, industry: row.industry }]));
    },

    /** Removes looks older than the retention; answers how many rows went. */
    async pruneViews(): Promise<number> {
      return views.pruneBefore(viewsSince());
    },

    // ---- Saved positions -------------------------------------------------------------------------------

    async save(userId: number, id: number) {
      if (!(await repo.isVisible(id, today()))) throw notFound();
      await repo.save(userId, id, nowIso());
      return { id, saved: true };
    },

    async unsave(userId: number, id: number) {
      await repo.unsave(userId, id);
      return { id, saved: false };
    },

    async listSaved(userId: number, window: Window) {
      const { rows, total } = await repo.listSaved(userId, today(), window);
      return { rows: rows.map((row) => ({ ...toSummary(row), savedAt: row.saved_at })), total };
    },

    // ---- Review ----------------------------------------------------------------------------------------

    async listForReview(status: PositionStatus, window: Window) {
      const day = today();
      const { rows, total } = await repo.listForReview(status, window);
      return {
        rows: rows.map((row) => ({
          ...detailFields(row, day, true),
          recruiterUserId: row.recruiter_user_id,
          companyStatus: row.company_status,
          screening: storedFindings(row.screening),
        })),
        total,
      };
    },

    async review(operatorId: number, id: number, result: 'approved' | 'audit_failed', reason: string | null) {
      const row = await repo.findDetail(id);
      if (!row || row.status === 'deleted') throw notFound();
      // An operator who also recruits never passes their own positions.
      if (row.recruiter_user_id === operatorId) throw new AppError(BODY_CODE.forbidden, MSG.review.ownWork);
      const now = nowIso();
      // The result and its notification commit together.
      await transaction(db, events, async (tx) => {
        const positions = createPositionsRepository(tx.db, dialect);
        const done =
          result === 'approved' ? await positions.approve(id, now) : await positions.reject(id, reason ?? '');
        if (!done) throw refuse(MSG.review.notPending);
        tx.record('position.reviewed', {
          positionId: id,
          companyId: row.company_id,
          recruiterUserId: row.recruiter_user_id,
          title: row.title,
          result,
          reason,
          operatorUserId: operatorId,
          at: now,
        });
      });
      return { id, status: result };
    },

    // ---- Housekeeping ----------------------------------------------------------------------------------

    /** Closes approved and paused positions whose recruitment ended (China date). Answers how many. */
    /** A position a seeker may apply to today (visible: approved, company verified, not ended), else undefined. */
    async openForApplying(positionId: number) {
      const position = await repo.findDetail(positionId);
      if (!position || !(await repo.isVisible(positionId, today()))) return undefined;
      return {
        id: position.id,
        title: position.title,
        companyId: position.company_id,
        companyName: position.company_name,
        recruiterUserId: position.recruiter_user_id,
      };
    },

    /** A company's new name goes into its positions' search text (subscribed to 'company.renamed'). */
    async onCompanyRenamed(event: CompanyRenamedEvent): Promise<void> {
      await repo.reindexCompany(event.companyId, event.name);
    },

    async closeExpired(): Promise<number> {
      return repo.closeExpired(today());
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
