/** Notifications: the list of the tab (a stable function, as `useScreenList` wants), and the reads. */
import * as notifications from '@/api/notifications';
import { call } from '@/lib/call';

export const notificationsApi = {
  list: (pageNum: number) => call(notifications.list, { pageNum, pageSize: 10 }),
  read: (id: number) => call(notifications.read, { id }, { silent: true }),
  readAll: () => call(notifications.readAll),
};
