/**
 * Notifications. Stored as kind + params and rendered at read time in the caller's language
 * (common/notifications.ts), so a language switch re-renders them. They are written inside the transaction
 * of the change they report (core/events.ts `within`), with the outbox rows that carry them further: the
 * socket's "notification" push and, for the kinds that reach a closed app, WeChat and SMS (common/delivery.ts).
 * `ACTIVITY_NOTIFICATIONS`, the review results and REPORT_NOTIFICATIONS say who is told what.
 * Every read and write is narrowed to the caller: another user's notification answers like an unknown one.
 */
import { channelsOf } from '@common/delivery';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import {
  NOTIFICATION_KIND_TYPE,
  renderNotification,
  type NotificationKind,
  type NotificationParams,
  type NotificationRow,
  type NotificationType,
} from '@common/notifications';
import { notificationStage } from '@common/pipeline';
import type { Clock } from '../../core/clock';
import type { WithinContext } from '../../core/events';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type {
  AppEventBus,
  AppEvents,
  ApplicationFacts,
  CompanyReviewedEvent,
  ContractFacts,
  InterviewFacts,
  PositionReviewedEvent,
} from '../../core/events';
import { refuse } from '../../http/errors';
import type { DeliveryDraft, OutboxService } from '../outbox/outbox.service';
import { createNotificationsRepository, type NewNotification } from './notifications.repository';
import { REPORT_NOTIFICATIONS } from './report-notifications';

/** A notification of `kind` to `userId`; its push type follows from the kind. */
function notificationOf(
  kind: NotificationKind,
  userId: number,
  params: NotificationParams,
  rid: number | null,
): NewNotification {
  return { userId, type: NOTIFICATION_KIND_TYPE[kind], kind, params, rid };
}

function parseParams(text: string): NotificationParams {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NotificationParams) : {};
  } catch {
    return {};
  }
}

/** The notifications an application or interview event turns into (recipient, kind, params, rid). */
const seekerSide = (e: ApplicationFacts) => ({ companyName: e.companyName, positionTitle: e.positionTitle });
const recruiterSide = (e: ApplicationFacts) => ({ seekerName: e.seekerName, positionTitle: e.positionTitle });
const at = (e: InterviewFacts) => ({ time: e.time });

const contractSeeker = (e: ContractFacts) => ({ companyName: e.companyName, positionTitle: e.positionTitle });
const contractRecruiter = (e: ContractFacts) => ({ seekerName: e.seekerName, positionTitle: e.positionTitle });
const deadline = (e: ContractFacts): NotificationParams => (e.deadline ? { time: e.deadline } : {});

type ActivityEvent = Extract<keyof AppEvents, `application.${string}` | `interview.${string}` | `contract.${string}`>;

export const ACTIVITY_NOTIFICATIONS: { [K in ActivityEvent]: (event: AppEvents[K]) => NewNotification[] } = {
  'application.received': (e) => [
    notificationOf('application_received', e.recruiterUserId, recruiterSide(e), e.positionId),
  ],
  'application.passed': (e) => [notificationOf('application_passed', e.seekerUserId, seekerSide(e), e.applicationId)],
  'application.rejected': (e) => [
    notificationOf('application_rejected', e.seekerUserId, { ...seekerSide(e), reason: e.reason }, e.applicationId),
  ],
  'application.autoClosed': (e) => [
    notificationOf('application_auto_closed', e.seekerUserId, { ...seekerSide(e), days: e.days }, e.applicationId),
  ],
  'application.withdrawn': (e) => [
    notificationOf('application_withdrawn', e.recruiterUserId, recruiterSide(e), e.positionId),
  ],
  'application.unanswered': (e) => [
    notificationOf('application_no_reply', e.recruiterUserId, { ...recruiterSide(e), days: e.days }, e.positionId),
  ],
  'interview.invited': (e) => [
    notificationOf(
      'interview_invited',
      e.seekerUserId,
      { ...seekerSide(e), ...at(e), method: e.method },
      e.interviewId,
    ),
  ],
  'interview.accepted': (e) => [
    notificationOf('interview_accepted', e.recruiterUserId, { ...recruiterSide(e), ...at(e) }, e.positionId),
  ],
  'interview.declined': (e) => [
    notificationOf('interview_declined', e.recruiterUserId, { ...recruiterSide(e), ...at(e) }, e.positionId),
  ],
  'interview.passed': (e) => [notificationOf('interview_passed', e.seekerUserId, seekerSide(e), e.interviewId)],
  'interview.failed': (e) => [notificationOf('interview_failed', e.seekerUserId, seekerSide(e), e.interviewId)],
  'interview.expired': (e) => [
    notificationOf('interview_expired', e.recruiterUserId, { ...recruiterSide(e), ...at(e) }, e.positionId),
  ],
  // Scheduling: the side that did not act is told (`by` proposed; an answer goes to the proposer).
  'interview.slotPicked': (e) => [
    notificationOf('interview_slot_picked', e.recruiterUserId, { ...recruiterSide(e), ...at(e) }, e.positionId),
  ],
  'interview.rescheduleProposed': (e) => [
    e.by === 'recruiter'
      ? notificationOf(
          'interview_reschedule_seeker',
          e.seekerUserId,
          { ...seekerSide(e), time: e.proposedTime, reason: e.reason },
          e.interviewId,
        )
      : notificationOf(
          'interview_reschedule_recruiter',
          e.recruiterUserId,
          { ...recruiterSide(e), time: e.proposedTime, reason: e.reason },
          e.positionId,
        ),
  ],
  'interview.rescheduleAccepted': (e) => [
    e.by === 'seeker'
      ? notificationOf(
          'interview_reschedule_accepted_seeker',
          e.seekerUserId,
          { ...seekerSide(e), ...at(e) },
          e.interviewId,
        )
      : notificationOf(
          'interview_reschedule_accepted_recruiter',
          e.recruiterUserId,
          { ...recruiterSide(e), ...at(e) },
          e.positionId,
        ),
  ],
  'interview.rescheduleDeclined': (e) => [
    e.by === 'seeker'
      ? notificationOf(
          'interview_reschedule_declined_seeker',
          e.seekerUserId,
          { ...seekerSide(e), time: e.proposedTime },
          e.interviewId,
        )
      : notificationOf(
          'interview_reschedule_declined_recruiter',
          e.recruiterUserId,
          { ...recruiterSide(e), time: e.proposedTime },
          e.positionId,
        ),
  ],
  'interview.cancelled': (e) => [
    e.by === 'recruiter'
      ? notificationOf(
          'interview_cancelled_seeker',
          e.seekerUserId,
          { ...seekerSide(e), ...at(e), reason: e.reason },
          e.interviewId,
        )
      : notificationOf(
          'interview_cancelled_recruiter',
          e.recruiterUserId,
          { ...recruiterSide(e), ...at(e), reason: e.reason },
          e.positionId,
        ),
  ],
  'interview.startsSoon': (e) => [
    notificationOf(
      'interview_reminder_seeker',
      e.seekerUserId,
      { ...seekerSide(e), ...at(e), method: e.method },
      e.interviewId,
    ),
    notificationOf(
      'interview_reminder_recruiter',
      e.recruiterUserId,
      { ...recruiterSide(e), ...at(e), method: e.method },
      e.positionId,
    ),
  ],
  'contract.sent': (e) => [
    notificationOf('contract_sent', e.seekerUserId, { ...contractSeeker(e), ...deadline(e) }, e.contractId),
  ],
  'contract.deadlineSoon': (e) => [
    notificationOf('contract_deadline_soon', e.seekerUserId, { ...contractSeeker(e), ...deadline(e) }, e.contractId),
  ],
  'contract.voided': (e) => [
    notificationOf('contract_voided', e.seekerUserId, { ...contractSeeker(e), reason: e.reason }, e.contractId),
  ],
  'contract.signed': (e) => [notificationOf('contract_signed', e.recruiterUserId, contractRecruiter(e), e.contractId)],
  'contract.refused': (e) => [
    notificationOf('contract_refused', e.recruiterUserId, { ...contractRecruiter(e), reason: e.reason }, e.contractId),
  ],
  'contract.expired': (e) => [
    notificationOf('contract_expired_seeker', e.seekerUserId, { ...contractSeeker(e), ...deadline(e) }, e.contractId),
    notificationOf(
      'contract_expired_recruiter',
      e.recruiterUserId,
      { ...contractRecruiter(e), ...deadline(e) },
      e.contractId,
    ),
  ],
};

export interface NotificationsServiceDeps {
  db: Db;
  clock: Clock;
  /** Carries each notification on: the socket push, WeChat, SMS. */
  outbox: OutboxService;
}

/** The events whose notifications follow from the event alone (written inside its transaction). */
const NOTIFYING: Partial<{ [K in keyof AppEvents]: (event: AppEvents[K]) => NewNotification[] }> = {
  ...ACTIVITY_NOTIFICATIONS,
  ...REPORT_NOTIFICATIONS,
  'position.reviewed': (event: PositionReviewedEvent) => [positionReviewed(event)],
  'company.reviewed': (event: CompanyReviewedEvent) => [companyReviewed(event)],
  // Joining a company: the request to its first recruiter, the answer to the requester.
  'company.joinRequested': (e) => [
    notificationOf(
      'company_join_requested',
      e.ownerUserId,
      { requesterName: e.requesterName, companyName: e.companyName },
      e.companyId,
    ),
  ],
  'company.joinDecided': (e) => [
    notificationOf(
      e.approved ? 'company_join_approved' : 'company_join_rejected',
      e.userId,
      { companyName: e.companyName },
      e.companyId,
    ),
  ],
  'recruiter.verificationReviewed': (event) => [
    event.result === 'verified'
      ? notificationOf('recruiter_verified', event.userId, {}, event.companyId)
      : notificationOf('recruiter_verification_refused', event.userId, { reason: event.reason ?? '' }, event.companyId),
  ],
};

/** A position's review result, to its recruiter (type 6, rid = position id). */
function positionReviewed(event: PositionReviewedEvent): NewNotification {
  const approved = event.result === 'approved';
  return notificationOf(
    approved ? 'position_approved' : 'position_rejected',
    event.recruiterUserId,
    { positionTitle: event.title, ...(approved ? {} : { reason: event.reason ?? '' }) },
    event.positionId,
  );
}

/** A company's verification result, to its owner (type 7, rid = company id). */
function companyReviewed(event: CompanyReviewedEvent): NewNotification {
  const approved = event.result === 'approved';
  return notificationOf(
    approved ? 'company_approved' : 'company_rejected',
    event.ownerUserId,
    { companyName: event.name, ...(approved ? {} : { reason: event.reason ?? '' }) },
    event.companyId,
  );
}

export function createNotificationsService({ db, clock, outbox }: NotificationsServiceDeps) {
  const repo = createNotificationsRepository(db);
  const now = () => toIso(clock.now());

  /**
   * Stores notifications inside the transaction of `context`, with their outbox rows: one socket push of
   * the new unread count to everyone told, and a row per channel outside the app their kind travels by.
   */
  async function store(context: WithinContext, event: string, rows: NewNotification[]): Promise<void> {
    if (!rows.length) return;
    await createNotificationsRepository(context.db as Db).insert(rows, now());
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const drafts: DeliveryDraft[] = [
      {
        kind: 'frame',
        userId: 0,
        channel: 'socket',
        payload: { userIds, frame: { type: 'notification' } },
        dedupeKey: `${context.eventId}:socket:notification`,
      },
    ];
    for (const row of rows) {
      for (const channel of channelsOf(row.kind as NotificationKind)) {
        drafts.push({
          kind: row.kind as NotificationKind,
          userId: row.userId,
          channel,
          payload: { params: row.params, rid: row.rid },
        });
      }
    }
    await outbox.enqueue(context, event, drafts);
  }

  return {
    /** Turns every event that concerns a user into their notifications, inside its transaction (once at start). */
    subscribe(events: AppEventBus) {
      for (const name of Object.keys(NOTIFYING) as Array<keyof AppEvents>) {
        const toNotifications = NOTIFYING[name] as (event: AppEvents[typeof name]) => NewNotification[];
        events.within(name, (event, context) => store(context, name, toNotifications(event)));
      }
    },

    async list(userId: number, locale: Locale, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.list(userId, window);
      return {
        rows: rows.map((row): NotificationRow => {
          const { title, body } = renderNotification(locale, row.kind, parseParams(row.params));
          const stage = notificationStage(row.kind);
          return {
            id: row.id,
            type: row.type as NotificationType,
            kind: row.kind,
            title,
            body,
            rid: row.rid,
            read: row.read_at !== null,
            createdAt: row.created_at,
            ...(stage ? { stage } : {}),
          };
        }),
        total,
      };
    },

    async unreadCount(userId: number) {
      return { count: await repo.countUnread(userId) };
    },

    async read(userId: number, id: number) {
      if (!(await repo.exists(id, userId))) throw refuse(MSG.notifications.notFound);
      await repo.markRead(id, userId, now());
      return { id, read: true };
    },

    async readAll(userId: number) {
      return { count: await repo.markAllRead(userId, now()) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
