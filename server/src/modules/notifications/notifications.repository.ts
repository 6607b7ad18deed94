/** The notifications table: a user's own notifications (every query narrowed by user_id). */
import type { Db } from '../../db/connect';

/** A notification to store; `params` are rendered at read time (common/notifications.ts). */
export interface NewNotification {
  userId: number;
  type: number;
  kind: string;
  params: Record<string, string | number>;
  rid: number | null;
}

export function createNotificationsRepository(db: Db) {
  return {
    async insert(notifications: NewNotification[], now: string): Promise<void> {
      if (!notifications.length) return;
      await db
        .insertInto('notifications')
        .values(
          notifications.map((n) => ({
            user_id: n.userId,
            type: n.type,
            kind: n.kind,
            params: JSON.stringify(n.params),
            rid: n.rid,
            created_at: now,
          })),
        )
        .execute();
    },

    /** The user's notifications, newest first. */
    async list(userId: number, window: { limit: number; offset: number }) {
      const query = db.selectFrom('notifications').where('user_id', '=', userId);
      const [rows, counted] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    async countUnread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether the user has this notification (read or not). */
    async exists(id: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks one of the user's notifications read (a read one keeps its first read time). */
    async markRead(id: number, userId: number, now: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    },

    /** Marks every unread notification of the user read; answers how many. */
    async markAllRead(userId: number, now: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
