/**
 * Notifications (the Applications issue). Stored as kind + params and rendered at read time in the caller's
 * language (common/notifications.ts), so a language switch re-renders them. Other services write them in
 * their own transaction through `notificationOf` + the repository; review results arrive as events
 * ('position.reviewed', 'company.reviewed') and are written by `onPositionReviewed` / `onCompanyReviewed`.
 * Every read and write is narrowed to the caller: another user's notification answers like an unknown one.
 */
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
import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { CompanyReviewedEvent, PositionReviewedEvent } from '../../events';
import { AppError } from '../../plugins/errors';
import { createNotificationsRepository, type NewNotification } from './notifications.repository';

/** A notification of `kind` to `userId`; its push type follows from the kind. */
export function notificationOf(
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

export interface NotificationsServiceDeps {
  db: Db;
  clock: Clock;
}

export function createNotificationsService({ db, clock }: NotificationsServiceDeps) {
  const repo = createNotificationsRepository(db);
  const now = () => toIso(clock.now());

  return {
    async list(userId: number, locale: Locale, window: { limit: number; offset: number }) {
      const { rows, total } = await repo.list(userId, window);
      return {
        rows: rows.map((row): NotificationRow => {
          const { title, body } = renderNotification(locale, row.kind, parseParams(row.params));
          return {
            id: row.id,
            type: row.type as NotificationType,
            kind: row.kind,
            title,
            body,
            rid: row.rid,
            read: row.read_at !== null,
            createdAt: row.created_at,
          };
        }),
        total,
      };
    },

    async unreadCount(userId: number) {
      return { count: await repo.countUnread(userId) };
    },

    async read(userId: number, id: number) {
      if (!(await repo.exists(id, userId))) throw new AppError(502, MSG.notifications.notFound);
      await repo.markRead(id, userId, now());
      return { id, read: true };
    },

    async readAll(userId: number) {
      return { count: await repo.markAllRead(userId, now()) };
    },

    /** A position's review result, to its recruiter (type 6, rid = position id). */
    async onPositionReviewed(event: PositionReviewedEvent) {
      const approved = event.result === 'approved';
      await repo.insert(
        [
          notificationOf(
            approved ? 'position_approved' : 'position_rejected',
            event.recruiterUserId,
            { positionTitle: event.title, ...(approved ? {} : { reason: event.reason ?? '' }) },
            event.positionId,
          ),
        ],
        now(),
      );
    },

    /** A company's verification result, to its owner (type 7, rid = company id). */
    async onCompanyReviewed(event: CompanyReviewedEvent) {
      const approved = event.result === 'approved';
      await repo.insert(
        [
          notificationOf(
            approved ? 'company_approved' : 'company_rejected',
            event.ownerUserId,
            { companyName: event.name, ...(approved ? {} : { reason: event.reason ?? '' }) },
            event.companyId,
          ),
        ],
        now(),
      );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
