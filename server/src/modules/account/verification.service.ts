/**
 * Verified recruiters (docs/decisions.md "Verified recruiters"). Part of the account module:
 * the verification is about the person behind an account, and the account module already answers what
 * seekers see of a recruiter (its `recruiterCards`, which job detail and the company page read, and `profiles`,
 * which chat reads), so the badge reaches them without another module reading this table.
 *
 * - A recruiter with a company submits their real name, ID number and one proof (1-3 private document pictures
 *   uploaded by themselves); the company's name is kept as it was then. Refused while pending or verified; a
 *   refused one is resubmitted (the row is replaced).
 * - The ID number is encrypted at rest with the field cipher and answered masked only (1101**********1234),
 *   to the recruiter and to operators; it is never logged (nothing here logs it, and request bodies are not
 *   logged).
 * - Proof pictures are private documents (uploads module), answered as 30-minute signed links to their owner
 *   and to operators only.
 * - Operators list by status and approve or refuse with a reason (never their own); the result is an event
 *   ('recruiter.verificationReviewed': the notification) and 'company.changed' (the public pages' cache).
 */
import type { ProofKind } from '@common/verification';
import type { MyVerification, VerificationReviewRow, VerificationSubmitBody } from '@common/verification';
import { BODY_CODE } from '@common/errors';
import { VERIFICATION_MSG } from '@common/messages.verification';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import { createFieldCipher, maskSensitive } from '../../core/field-cipher';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import { AppError, refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import type { UploadsService } from '../uploads/uploads.service';
import { createVerificationRepository, type VerificationRow } from './verification.repository';

export interface VerificationServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  /** The field cipher's key (config.dataKey): the ID number is encrypted with it. */
  dataKey: Buffer;
  /** Private documents: the proof's signed links, and which links are the caller's own uploads. */
  uploads: Pick<UploadsService, 'documentLink' | 'documentRef'>;
  /** The recruiter's company (its id and name at submission). */
  company: Pick<CompanyService, 'idOf' | 'briefs'>;
}

function proofFilesOf(row: VerificationRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.proof_files);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function createVerificationService({
  db,
  clock,
  events,
  dataKey,
  uploads: documents,
  company,
}: VerificationServiceDeps) {
  const cipher = createFieldCipher(dataKey);
  const repo = createVerificationRepository(db);
  const now = () => toIso(clock.now());
  const masked = (row: VerificationRow) => maskSensitive(cipher.decrypt(row.id_number));
  const links = (row: VerificationRow) => proofFilesOf(row).map((ref) => documents.documentLink(ref));

  function mineOf(row: VerificationRow | undefined): MyVerification {
    if (!row) {
      return {
        status: 'none',
        realName: null,
        idNumberMasked: null,
        proofKind: null,
        proofFiles: [],
        companyName: null,
        reason: null,
        submittedAt: null,
        reviewedAt: null,
      };
    }
    return {
      status: row.status as MyVerification['status'],
      realName: row.real_name,
      idNumberMasked: masked(row),
      proofKind: row.proof_kind as ProofKind,
      proofFiles: links(row),
      companyName: row.company_name,
      reason: row.reason,
      submittedAt: row.submitted_at,
      reviewedAt: row.reviewed_at,
    };
  }

  return {
    /** The caller's own verification ('none' before the first submission). */
    async mine(userId: number): Promise<MyVerification> {
      return mineOf(await repo.ofUser(userId));
    },

    /** Submits, or resubmits after a refusal; answers the stored verification (pending). */
    async submit(userId: number, body: VerificationSubmitBody): Promise<MyVerification> {
      const companyId = await company.idOf(userId);
      if (companyId === undefined) throw refuse(VERIFICATION_MSG.noCompany);
      const existing = await repo.ofUser(userId);
      if (existing?.status === 'pending') throw refuse(VERIFICATION_MSG.pending);
      if (existing?.status === 'verified') throw refuse(VERIFICATION_MSG.alreadyVerified);
      // Only the caller's own private uploads (their keys start with the uploader's id).
      const refs = body.proofFiles.map((link) => documents.documentRef(userId, link, null));
      if (refs.some((ref) => ref === undefined || !ref.startsWith('/api/documents/'))) {
        throw refuse(VERIFICATION_MSG.proofFile);
      }
      const companyName = (await company.briefs([companyId])).get(companyId)?.name ?? '';
      await repo.submit(
        userId,
        {
          company_id: companyId,
          company_name: companyName,
          real_name: body.realName,
          id_number: cipher.encrypt(body.idNumber),
          proof_kind: body.proofKind,
          proof_files: JSON.stringify([...new Set(refs as string[])]),
        },
        now(),
      );
      return mineOf(await repo.ofUser(userId));
    },

    /** The operators' queue: pending oldest first, decided ones newest first. */
    async queue(status: 'pending' | 'verified' | 'refused', window: { limit: number; offset: number }) {
      const { rows, total } = await repo.list(status, window);
      return {
        rows: rows.map((row): VerificationReviewRow => ({
          id: row.id,
          userId: row.user_id,
          recruiterName: row.recruiter_name || row.nickname,
          companyId: row.company_id,
          companyName: row.company_name,
          realName: row.real_name,
          idNumberMasked: masked(row),
          proofKind: row.proof_kind as ProofKind,
          proofFiles: links(row),
          status: row.status as VerificationReviewRow['status'],
          reason: row.reason,
          submittedAt: row.submitted_at,
          reviewedAt: row.reviewed_at,
        })),
        total,
      };
    },

    /** pending -> verified / refused (with the reason); never the operator's own. */
    async review(operatorId: number, id: number, result: 'verified' | 'refused', reason: string | null) {
      const row = await repo.byId(id);
      if (!row) throw refuse(VERIFICATION_MSG.notFound);
      if (row.user_id === operatorId) throw new AppError(BODY_CODE.forbidden, VERIFICATION_MSG.ownWork);
      const at = now();
      await transaction(db, events, async (tx) => {
        const done = await createVerificationRepository(tx.db).review(id, result, reason, operatorId, at);
        if (!done) throw refuse(VERIFICATION_MSG.notPending);
        tx.record('recruiter.verificationReviewed', {
          userId: row.user_id,
          companyId: row.company_id,
          result,
          reason,
          operatorUserId: operatorId,
          at,
        });
        if (row.company_id !== null) tx.record('company.changed', { companyId: row.company_id });
      });
      return { id, status: result };
    },

    /** Which of these users are verified recruiters. */
    async verifiedAmong(userIds: number[]): Promise<Set<number>> {
      return new Set(await repo.verifiedAmong([...new Set(userIds)]));
    },

    /** The user's copy of their data (data-export.service.ts): the verification, the ID number masked. */
    async exportOf(userId: number) {
      const row = await repo.ofUser(userId);
      if (!row) return null;
      const { proofFiles: _links, ...rest } = mineOf(row);
      return { ...rest, proofFiles: proofFilesOf(row).length };
    },

    /** Leaving: the user's verification goes. */
    async forgetUser(userId: number): Promise<void> {
      await repo.remove(userId);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
