/**
 * Filing a report (a user's side): through the reports page or a conversation's own report call, and the
 * reporter's list of their reports. A seeker's report runs the automatic guard (auto-guard.ts).
 */
import { MSG } from '@common/messages';
import { REPORTS_MSG } from '@common/messages.reports';
import type { FileReportBody } from '@common/reports';
import type { AuthUser } from '../../http/caller';
import { HttpError, refuse } from '../../http/errors';
import type { createAutoGuard } from './auto-guard';
import { HOUR_MS, type ReportsCore, type Window } from './reports-core';

/** Reports one user may file in an hour (a flood of reports is not a report). */
export const REPORTS_PER_HOUR = 20;

type Guard = ReturnType<typeof createAutoGuard>;

function normalize(body: FileReportBody) {
  return {
    targetType: body.targetType,
    targetId: body.targetId,
    messageId: body.targetType === 'conversation' ? body.messageId : undefined,
    reason: body.reason,
    note: (body.note ?? '').trim(),
    screenshots: body.screenshots ?? [],
  };
}

export function createFiling({ deps, repo, now, toMine }: ReportsCore, guard: Guard) {
  /** Whom a report is about: the reported account, its company and what the queue calls it. */
  async function resolveTarget(user: AuthUser, body: ReturnType<typeof normalize>) {
    switch (body.targetType) {
      case 'conversation': {
        const facts = await deps.chat.reportFacts(user.id, body.targetId, body.messageId);
        return { ...facts, reporterSide: facts.reporterSide as string | null };
      }
      case 'position': {
        const position = await deps.positions.facts(body.targetId);
        if (!position) throw refuse(REPORTS_MSG.targetNotFound);
        return {
          reportedUserId: position.recruiterUserId,
          companyId: position.companyId,
          subject: position.title,
          reporterSide: user.identity,
        };
      }
      case 'company': {
        const company = await deps.companies.record(body.targetId);
        if (!company) throw refuse(REPORTS_MSG.targetNotFound);
        return {
          reportedUserId: company.ownerUserId,
          companyId: company.id,
          subject: company.name,
          reporterSide: user.identity,
        };
      }
    }
  }

  return {
    /** Files a report; answers it (open). */
    async file(user: AuthUser, input: FileReportBody) {
      const { hits, retryAfterMs } = await deps.countHit(`reports:user:${user.id}`, HOUR_MS);
      if (hits > REPORTS_PER_HOUR) {
        throw new HttpError(429, MSG.chat.reportLimit, { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
      }
      const body = normalize(input);
      const target = await resolveTarget(user, body);
      if (target.reportedUserId === user.id) throw refuse(REPORTS_MSG.self);
      const screenshots = body.screenshots.map((value) => {
        const ref = deps.documents.documentRef(user.id, value, null);
        if (!ref || !ref.startsWith('/api/documents/')) throw refuse(REPORTS_MSG.screenshot);
        return ref;
      });
      const id = await repo.insertReport({
        target_type: body.targetType,
        target_id: body.targetId,
        message_id: body.messageId ?? null,
        reporter_user_id: user.id,
        reporter_side: target.reporterSide,
        reported_user_id: target.reportedUserId,
        company_id: target.companyId,
        subject: target.subject,
        reason: body.reason,
        note: body.note,
        screenshots: JSON.stringify(screenshots),
        created_at: now(),
      });
      if (target.reporterSide === 'seeker') await guard(target.reportedUserId, target.subject);
      return { id, status: 'open' as const };
    },

    /** A chat member's report through the conversation's own call (chat checked membership and its limit). */
    async fileFromChat(userId: number, conversationId: number, body: { reason: string; detail: string }) {
      const facts = await deps.chat.reportFacts(userId, conversationId);
      const id = await repo.insertReport({
        target_type: 'conversation',
        target_id: conversationId,
        reporter_user_id: userId,
        reporter_side: facts.reporterSide,
        reported_user_id: facts.reportedUserId,
        company_id: facts.companyId,
        subject: facts.subject,
        reason: body.reason,
        note: body.detail,
        created_at: now(),
      });
      if (facts.reporterSide === 'seeker') await guard(facts.reportedUserId, facts.subject);
      return id;
    },

    async mine(userId: number, window: Window) {
      const { rows, total } = await repo.listMine(userId, window);
      return { rows: rows.map(toMine), total };
    },
  };
}
