/**
 * Part of the composition root (beside index.ts) for reports: builds the reports service with what it asks
 * of other modules (chat, positions' and companies' moderation parts, accounts' names and sessions, private
 * files), and the two functions chat is handed (a conversation's report, the mute check), since chat sits
 * below reports in the module graph.
 */
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import type { PositionStatus } from '../../db/types';
import type { AccountService } from '../account/account.service';
import type { SessionService } from '../account/sessions.service';
import type { ChatService } from '../chat/chat.service';
import { createCompanyModeration } from '../company/moderation.service';
import { createPositionModeration } from '../positions/moderation.service';
import type { UploadsService } from '../uploads/uploads.service';
import { createReportsService, type ReportsService } from './reports.service';

export interface ReportsWiring {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  uploads: Pick<UploadsService, 'documentRef' | 'documentLink'>;
  chat: Pick<ChatService, 'reportFacts' | 'reportContext'>;
  account: Pick<AccountService, 'profiles'>;
  sessions: Pick<SessionService, 'revokeAllForUser'>;
  countHit(key: string, windowMs: number): Promise<{ hits: number; retryAfterMs: number }>;
}

export function createReports(wiring: ReportsWiring): ReportsService {
  const { db, clock, events } = wiring;
  const positions = createPositionModeration({ db, clock, events });
  return createReportsService({
    db,
    clock,
    events,
    documents: wiring.uploads,
    countHit: wiring.countHit,
    chat: wiring.chat,
    positions: {
      facts: (id) => positions.facts(id),
      takeDown: (id, reason) => positions.takeDown(id, reason),
      takeDownAllOf: (userId, reason) => positions.takeDownAllOf(userId, reason),
      restore: (items) => positions.restore(items.map((item) => ({ id: item.id, from: item.from as PositionStatus }))),
    },
    companies: createCompanyModeration({ db }),
    names: async (ids) => new Map([...(await wiring.account.profiles(ids))].map(([id, p]) => [id, p.nickname])),
    endSessions: (userId) => wiring.sessions.revokeAllForUser(userId),
  });
}

/** What chat is handed: a conversation's report goes to reports, a muted account's message is refused. */
export function chatReportHooks(reports: () => ReportsService) {
  return {
    fileReport: (userId: number, conversationId: number, body: { reason: string; detail: string }) =>
      reports().fileFromChat(userId, conversationId, body),
    checkNotMuted: (userId: number) => reports().checkNotMuted(userId),
  };
}
