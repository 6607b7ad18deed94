/**
 * Joining an existing company: a recruiter without a company finds one by name and asks
 * to join; the company's first recruiter (its owner) or an operator approves or declines. An approved
 * requester is one of the company's recruiters: `findByOwner` reads the approved request as membership, so
 * positions, candidates, contracts and staff act for that company. Each step is an event the notifications
 * module turns into a notification: the request to the owner, the answer to the requester.
 */
import { COMPANY_SEARCH_MAX, type CompanyHit, type JoinRequest, type JoinRequestStatus } from '@common/onboarding';
import { ONBOARDING_MSG } from '@common/messages.onboarding';
import { BODY_CODE } from '@common/errors';
import type { PublicRecruiter } from '@common/company-page';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { UserRole } from '../../db/types';
import { AppError, refuse } from '../../http/errors';
import { regionName } from '../regions/regions.service';
import { transaction } from '../../db/transaction';
import { createCompanyRepository } from './company.repository';
import { createJoinRequestsRepository, type JoinRequestRecord } from './join-requests.repository';

/** At most this many pending requests in one answer (a company's, or every company's for operators). */
export const JOIN_REQUESTS_LIST_MAX = 50;

export interface JoinRequestsDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  /** Recruiters as seekers see them (name and title), from the account module. */
  recruiters?: (userIds: number[]) => Promise<Map<number, PublicRecruiter>>;
}

export function createJoinRequestsService({ db, clock, events, recruiters }: JoinRequestsDeps) {
  const repo = createJoinRequestsRepository(db);
  const companies = createCompanyRepository(db);
  const now = () => toIso(clock.now());

  async function views(rows: JoinRequestRecord[]): Promise<JoinRequest[]> {
    const cards = recruiters ? await recruiters([...new Set(rows.map((row) => row.user_id))]) : new Map();
    return rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      userId: row.user_id,
      requesterName: cards.get(row.user_id)?.name ?? '',
      requesterTitle: cards.get(row.user_id)?.title ?? '',
      status: row.status as JoinRequestStatus,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
    }));
  }
  const view = async (row: JoinRequestRecord) => (await views([row]))[0]!;

  /** The request, when the caller may answer it: an operator, or the first recruiter of its company. */
  async function answerable(caller: { id: number; role: UserRole }, id: number) {
    const row = await repo.find(id);
    if (!row || row.status !== 'pending') throw refuse(ONBOARDING_MSG.joinNotFound);
    if (caller.role !== 'operator' && row.owner_user_id !== caller.id) {
      throw new AppError(BODY_CODE.forbidden, ONBOARDING_MSG.joinForbidden);
    }
    return row;
  }

  async function decide(caller: { id: number; role: UserRole }, id: number, status: 'approved' | 'rejected') {
    const row = await answerable(caller, id);
    // The requester may have joined or created a company meanwhile: a second membership is never made.
    if (status === 'approved' && (await companies.findByOwner(row.user_id))) {
      await repo.decide(id, 'rejected', caller.id, now());
      throw refuse(ONBOARDING_MSG.joinNotFound);
    }
    await transaction(db, events, async (tx) => {
      if (!(await createJoinRequestsRepository(tx.db).decide(id, status, caller.id, now()))) {
        throw refuse(ONBOARDING_MSG.joinNotFound);
      }
      tx.record('company.joinDecided', {
        requestId: id,
        companyId: row.company_id,
        companyName: row.company_name,
        userId: row.user_id,
        approved: status === 'approved',
      });
    });
    return view((await repo.find(id))!);
  }

  return {
    /** Companies whose name contains the text, approved first (joining one that is still in review is fine). */
    async search(name: string): Promise<CompanyHit[]> {
      const rows = await repo.searchByName(name, COMPANY_SEARCH_MAX);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        logo: row.logo ?? '',
        regionName: regionName(row.region_code),
        verified: row.status === 'approved',
      }));
    },

    /** Asks to join a company; a pending request elsewhere is withdrawn (one open request at a time). */
    async join(userId: number, companyId: number): Promise<JoinRequest> {
      const company = await companies.findById(companyId);
      if (!company) throw refuse(ONBOARDING_MSG.joinNotFound);
      if (company.owner_user_id === userId) throw refuse(ONBOARDING_MSG.ownCompany);
      if (await companies.findByOwner(userId)) throw refuse(ONBOARDING_MSG.alreadyInCompany);
      const latest = await repo.latestOf(userId);
      if (latest?.status === 'pending' && latest.company_id === companyId) {
        throw refuse(ONBOARDING_MSG.joinPending, { companyName: latest.company_name });
      }
      const time = now();
      const requester = (await recruiters?.([userId]))?.get(userId);
      const id = await transaction(db, events, async (tx) => {
        const requests = createJoinRequestsRepository(tx.db);
        await requests.cancelPending(userId, time);
        const inserted = await requests.insert(companyId, userId, time);
        tx.record('company.joinRequested', {
          requestId: inserted,
          companyId,
          companyName: company.name,
          ownerUserId: company.owner_user_id,
          userId,
          requesterName: requester?.name ?? '',
        });
        return inserted;
      });
      return view((await repo.find(id))!);
    },

    async cancel(userId: number): Promise<void> {
      if (!(await repo.cancelPending(userId, now()))) throw refuse(ONBOARDING_MSG.joinNotFound);
    },

    /** The user's newest request (pending or answered), or null. */
    async latestOf(userId: number): Promise<JoinRequest | null> {
      const row = await repo.latestOf(userId);
      return row ? view(row) : null;
    },

    /** Pending requests the caller may answer: their own company's; an operator's, every company's. */
    async pendingFor(caller: { id: number; role: UserRole }): Promise<JoinRequest[]> {
      if (caller.role === 'operator') return views(await repo.pending(null, JOIN_REQUESTS_LIST_MAX));
      const owned = await companies.findByOwner(caller.id);
      if (!owned || owned.owner_user_id !== caller.id) return [];
      return views(await repo.pending(owned.id, JOIN_REQUESTS_LIST_MAX));
    },

    approve: (caller: { id: number; role: UserRole }, id: number) => decide(caller, id, 'approved'),
    reject: (caller: { id: number; role: UserRole }, id: number) => decide(caller, id, 'rejected'),

    /** Leaving: the user's requests go. */
    forgetUser: (userId: number) => repo.removeOf(userId),
  };
}

export type JoinRequestsService = ReturnType<typeof createJoinRequestsService>;
