/**
 * What every part of reports shares (reports.service.ts composes the parts): the service's dependencies,
 * the repository and the clock, and how a stored report and a stored measure read as the API answers them.
 */
import type {
  Measure,
  MeasureKind,
  MyReport,
  ReportAction,
  ReportDetail,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '@common/reports';
import type { Clock } from '../../core/clock';
import type { AppEventBus } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { ReportMeasuresTable, ReportsTable } from '../../db/types';
import type { Selectable } from 'kysely';
import { createReportsRepository } from './reports.repository';

export type Window = { limit: number; offset: number };
export type ReportRow = Selectable<ReportsTable>;
export type MeasureRow = Selectable<ReportMeasuresTable>;
/** A position taken down and the status it goes back to (positions/moderation.service.ts). */
export type TakenDown = { id: number; from: string };

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export interface ReportsServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  /** Private files (the uploads module): a user's own upload as a reference, a reference as a signed link. */
  documents: {
    documentRef(userId: number, value: string, stored: string | null): string | undefined;
    documentLink(ref: string): string;
  };
  /** Counts a hit in a window shared by every instance. */
  countHit(key: string, windowMs: number): Promise<{ hits: number; retryAfterMs: number }>;
  /** Chat: whom a member reports in a conversation, and the messages around a reported one. */
  chat: {
    reportFacts(
      userId: number,
      conversationId: number,
      messageId?: number,
    ): Promise<{ reportedUserId: number; reporterSide: string; companyId: number; subject: string }>;
    reportContext(
      conversationId: number,
      messageId: number | null,
    ): Promise<(NonNullable<ReportDetail['conversation']> & { seekerUserId: number }) | null>;
  };
  /** Positions: a reported one's facts and texts, taking down and restoring. */
  positions: {
    facts(
      id: number,
    ): Promise<(NonNullable<ReportDetail['position']> & { recruiterUserId: number; companyId: number }) | undefined>;
    takeDown(id: number, reason: string): Promise<TakenDown | null>;
    takeDownAllOf(userId: number, reason: string): Promise<TakenDown[]>;
    restore(items: TakenDown[]): Promise<number>;
  };
  /** Companies: a reported one's record, the company a user owns. */
  companies: {
    record(id: number): Promise<NonNullable<ReportDetail['company']> | undefined>;
    idOf(userId: number): Promise<number | undefined>;
  };
  /** Users' names (accounts). */
  names(userIds: number[]): Promise<Map<number, string>>;
  /** Ends every session of a user (accounts). */
  endSessions(userId: number): Promise<void>;
}

/** A stored JSON list; a damaged one reads as empty rather than failing the whole answer. */
export const parseList = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** The positions a measure took down (its undo), to give back when it is lifted. */
export const undoOf = (row: MeasureRow): TakenDown[] => {
  try {
    const value = JSON.parse(row.undo) as { positions?: TakenDown[] };
    return Array.isArray(value.positions) ? value.positions : [];
  } catch {
    return [];
  }
};

export function toMeasure(row: MeasureRow): Measure {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind as MeasureKind,
    reason: row.reason,
    until: row.until,
    auto: row.auto === 1,
    positionId: row.position_id,
    reportId: row.report_id,
    createdAt: row.created_at,
    liftedAt: row.lifted_at,
    liftReason: row.lift_reason,
  };
}

export function createReportsCore(deps: ReportsServiceDeps) {
  const repo = createReportsRepository(deps.db);
  const now = () => toIso(deps.clock.now());

  /** A report as its reporter reads it (screenshots as signed links). */
  function toMine(row: ReportRow): MyReport {
    return {
      id: row.id,
      targetType: row.target_type as ReportTarget,
      targetId: row.target_id,
      subject: row.subject,
      reason: row.reason as ReportReason,
      note: row.note,
      screenshots: parseList<string>(row.screenshots).map((ref) => deps.documents.documentLink(ref)),
      status: row.status as ReportStatus,
      outcome: (row.outcome as ReportAction | null) ?? null,
      outcomeReason: row.outcome_reason,
      createdAt: row.created_at,
      handledAt: row.handled_at,
    };
  }

  return { deps, repo, now, toMine };
}

export type ReportsCore = ReturnType<typeof createReportsCore>;
