/**
 * The recruiter's company (one per recruiter) and its verification:
 * - `PUT company` saves the whole record; a new company starts as draft (saved, not submitted).
 * - `POST company/submit`: draft or audit_failed -> under_review; needs the business license and the sealed
 *   application letter.
 * - Editing an approved company's name, business license or application letter sends it back to review
 *   (what was verified changed); other fields are edited freely and it stays approved. While a company is
 *   not approved its positions are not listed (see positions).
 * - Operators approve or fail it with a reason (`review*`), which emits 'company.reviewed'.
 */
import type { Company, CompanyBody } from '@common/company';
import type { CompanyPage, PublicRecruiter } from '@common/company-page';
import type { PositionSummary } from '@common/positions';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { toIso } from '../../db/time';
import type { CompanyStatus } from '../../db/types';
import type { AppEventBus } from '../../core/events';
import { BODY_CODE } from '@common/errors';
import { AppError, refuse } from '../../http/errors';
import { isKnownRegion, regionName, regionPoint } from '../regions/regions.service';
import { createCompanyRepository, type CompanyRow, type CompanyWrite } from './company.repository';
import { ONBOARDING_MSG } from '@common/messages.onboarding';
import { createJoinRequestsService } from './join-requests.service';

function parseLinks(text: string): Array<{ title: string; url: string }> {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is { title: unknown; url: unknown } => typeof item === 'object' && item !== null)
      .map((item) => ({ title: String(item.title ?? ''), url: String(item.url ?? '') }));
  } catch {
    return [];
  }
}

/** Private documents of a company record (the uploads module's documents). */
export interface CompanyDocuments {
  /** A signed link to show a stored reference (older public URLs unchanged). */
  documentLink(ref: string): string;
  /** The reference to store for a value the user saved, or undefined when it is not theirs. */
  documentRef(userId: number, value: string, stored: string | null): string | undefined;
}

function toCompanyWith(row: CompanyRow, documents: CompanyDocuments): Company {
  return {
    id: row.id,
    name: row.name,
    website: row.website ?? '',
    contact: row.contact_phone ?? '',
    region: row.region_code ?? '',
    regionName: regionName(row.region_code),
    addressDetail: row.address_detail ?? '',
    size: row.size,
    type: row.type,
    slogan: row.slogan ?? '',
    introduction: row.introduction ?? '',
    logo: row.logo ?? '',
    businessLicense: documents.documentLink(row.business_license ?? ''),
    sealLetter: documents.documentLink(row.seal_letter ?? ''),
    links: parseLinks(row.links),
    acceptTerms: row.accept_terms === 1,
    acceptAuthorization: row.accept_authorization === 1,
    status: row.status,
    reviewReason: row.review_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function companyValues(body: CompanyBody): CompanyWrite {
  return {
    name: body.name,
    website: body.website ?? '',
    contact_phone: body.contact,
    region_code: body.region,
    address_detail: body.addressDetail,
    size: body.size,
    type: body.type,
    slogan: body.slogan ?? '',
    introduction: body.introduction ?? '',
    logo: body.logo ?? '',
    business_license: body.businessLicense ?? '',
    seal_letter: body.sealLetter ?? '',
    links: JSON.stringify(body.links ?? []),
    accept_terms: body.acceptTerms ? 1 : 0,
    accept_authorization: body.acceptAuthorization ? 1 : 0,
  };
}

/** The documents a verification needs; the first missing one's message. */
function missingDocument(row: { business_license: string | null; seal_letter: string | null }) {
  if (!row.business_license) return MSG.company.licenseRequired;
  if (!row.seal_letter) return MSG.company.sealLetterRequired;
  return undefined;
}

/**
 * What the public company page shows of other modules (handed in by the composition root: positions and
 * accounts stand above or beside this module, and one module never reads another's tables).
 */
export interface CompanyPageSources {
  /** Its homepage positions (approved, open, published to the homepage), their industry and recruiters. */
  positions(companyId: number): Promise<{
    positions: PositionSummary[];
    industry: string | null;
    recruiterUserIds: number[];
  }>;
  /** Recruiters as seekers see them (no phone). */
  recruiters(userIds: number[]): Promise<Map<number, PublicRecruiter>>;
}

export interface CompanyServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  documents: CompanyDocuments;
  page?: CompanyPageSources;
}

export function createCompanyService({ db, clock, events, documents, page }: CompanyServiceDeps) {
  const repo = createCompanyRepository(db);
  const toCompany = (row: CompanyRow) => toCompanyWith(row, documents);
  const nowIso = () => toIso(clock.now());
  const notFound = () => refuse(MSG.company.notFound);

  return {
    /** Joining a company: search, requests and their answers (join-requests.service.ts). */
    joins: createJoinRequestsService({ db, clock, events, recruiters: page?.recruiters }),

    /** The company the user owns (a recruiter owns at most one), as stored; undefined without one. */
    async ownedBy(userId: number) {
      return repo.findByOwner(userId);
    },

    /** Each known company's name and logo ('' when none), by id. */
    async briefs(ids: number[]): Promise<Map<number, { name: string; logo: string }>> {
      const rows = await repo.briefs([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { name: row.name, logo: row.logo ?? '' }]));
    },

    /** The id of the company the user owns, if any. */
    async idOf(userId: number): Promise<number | undefined> {
      return (await repo.findByOwner(userId))?.id;
    },

    async get(userId: number): Promise<Company | null> {
      const row = await repo.findByOwner(userId);
      return row ? toCompany(row) : null;
    },

    /** Saves the caller's company; answers it and whether the edit sent it back to review. */
    async save(userId: number, body: CompanyBody): Promise<{ company: Company; backToReview: boolean }> {
      if (!isKnownRegion(body.region)) throw refuse(MSG.resume.region);
      const values = companyValues(body);
      const now = nowIso();
      let backToReview = false;
      await transaction(db, events, async (tx) => {
        const companies = createCompanyRepository(tx.db);
        const existing = await companies.findByOwner(userId);
        // A recruiter who joined the company works for it; its record is kept by its first recruiter.
        if (existing && existing.owner_user_id !== userId) throw refuse(ONBOARDING_MSG.ownerEdits);
        // Documents are stored as bare references, and only the user's own uploads (or what is stored).
        for (const field of ['business_license', 'seal_letter'] as const) {
          const ref = documents.documentRef(userId, values[field], existing?.[field] ?? null);
          if (ref === undefined) throw refuse(MSG.company.uploadUrl);
          values[field] = ref;
        }
        if (!existing) {
          await companies.insert(userId, values, now);
          return;
        }
        const verifiedChanged =
          existing.name !== values.name ||
          (existing.business_license ?? '') !== values.business_license ||
          (existing.seal_letter ?? '') !== values.seal_letter;
        if (existing.status === 'approved' && verifiedChanged) {
          const missing = missingDocument(values);
          if (missing) throw refuse(missing);
          backToReview = true;
        }
        await companies.update(
          existing.id,
          values,
          now,
          backToReview ? { status: 'under_review', submitted_at: now } : undefined,
        );
        if (existing.name !== values.name) tx.record('company.renamed', { companyId: existing.id, name: values.name });
        // Its positions show its name, logo, size and type, and leave the public list when it goes back to review.
        if (existing.status === 'approved') tx.record('company.changed', { companyId: existing.id });
      });
      const saved = await repo.findByOwner(userId);
      if (!saved) throw notFound();
      return { company: toCompany(saved), backToReview };
    },

    /** Submits the saved company for verification. */
    async submit(userId: number): Promise<Company> {
      const row = await repo.findByOwner(userId);
      if (!row) throw notFound();
      if (row.owner_user_id !== userId) throw refuse(ONBOARDING_MSG.ownerEdits);
      if (row.status === 'under_review') throw refuse(MSG.company.alreadyUnderReview);
      if (row.status === 'approved') throw refuse(MSG.company.alreadyApproved);
      const missing = missingDocument(row);
      if (missing) throw refuse(missing);
      if (!(await repo.submit(row.id, nowIso()))) throw refuse(MSG.company.alreadyUnderReview);
      return toCompany((await repo.findById(row.id))!);
    },

    /**
     * The public homepage of an approved company (any other id: not found, as an unknown one): what seekers
     * may see of it (no contact phone, no documents), its homepage positions and its recruiters (the owner
     * first, then whoever posted a homepage position).
     */
    async publicPage(id: number): Promise<CompanyPage> {
      const row = await repo.findById(id);
      if (!row || row.status !== 'approved') throw refuse(MSG.company.pageNotFound);
      const listed = page ? await page.positions(id) : { positions: [], industry: null, recruiterUserIds: [] };
      const recruiterIds = [...new Set([row.owner_user_id, ...listed.recruiterUserIds])];
      const cards = page ? await page.recruiters(recruiterIds) : new Map<number, PublicRecruiter>();
      const point = regionPoint(row.region_code ?? '');
      return {
        id: row.id,
        name: row.name,
        logo: row.logo ?? '',
        verified: true,
        size: row.size,
        type: row.type,
        industry: listed.industry,
        slogan: row.slogan ?? '',
        introduction: row.introduction ?? '',
        website: row.website ?? '',
        links: parseLinks(row.links),
        region: row.region_code ?? '',
        regionName: regionName(row.region_code),
        addressDetail: row.address_detail ?? '',
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        positions: listed.positions,
        recruiters: recruiterIds.flatMap((userId) => cards.get(userId) ?? []),
      };
    },

    // ---- Review ----------------------------------------------------------------------------------------

    async listForReview(status: CompanyStatus, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.listForReview(status, window);
      return {
        rows: rows.map((row) => ({
          ...toCompany(row),
          ownerUserId: row.owner_user_id,
          ownerNickname: row.owner_nickname,
        })),
        total,
      };
    },

    async review(operatorId: number, id: number, result: 'approved' | 'audit_failed', reason: string | null) {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      // An operator who also recruits never verifies their own company.
      if (row.owner_user_id === operatorId) throw new AppError(BODY_CODE.forbidden, MSG.review.ownWork);
      const now = nowIso();
      await transaction(db, events, async (tx) => {
        if (!(await createCompanyRepository(tx.db).review(id, result, reason, now))) {
          throw refuse(MSG.review.notPending);
        }
        tx.record('company.reviewed', {
          companyId: id,
          ownerUserId: row.owner_user_id,
          name: row.name,
          result,
          reason,
          operatorUserId: operatorId,
          at: now,
        });
      });
      return toCompany((await repo.findById(id))!);
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
