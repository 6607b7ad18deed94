/** Notifications (`GET notifications`, unread count, read one, read all). */
import type { NotificationRow } from '@common/notifications';
import { api, request } from '@/lib/request';

export const notificationsApi = {
  list: (pageNum: number) => api.list<NotificationRow>('notifications', { pageNum, pageSize: 10 }),
  unreadCount: () => api.get<{ count: number }>('notifications/unreadCount', undefined, { silent: true }),
  read: (id: number) => request({ url: `notifications/${id}/read`, method: 'POST', silent: true }),
  readAll: () => request({ url: 'notifications/readAll', method: 'POST' }),
};
