import { useEffect, useRef } from 'react';
import { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { formatChinaTime } from '@common/china-time';
import type { NotificationRow } from '@common/notifications';
import { PagedList } from '@/components/paged-list';
import { StageChip } from '@/components/stage-chip';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { loadRealtime } from '@/lib/socket-loader';
import { useScreenList } from '@/lib/use-paged-list';
import { useUnread } from '@/services/unread';
import { notificationsApi } from '../api/notifications-api';
import { openPushPayload } from '../open-push';
import './notifications.scss';
import '../strings';

/** 刚刚 / 5分钟前 / 3小时前 / 11-20 14:05: how old a notification is. */
function age(iso: string, t: (k: string, p?: Record<string, number>) => string): string {
  const ms = Date.now() - Date.parse(iso);
  if (ms < 60_000) return t('notice.justNow');
  if (ms < 3_600_000) return t('notice.minutes', { n: Math.floor(ms / 60_000) });
  if (ms < 86_400_000) return t('notice.hours', { n: Math.floor(ms / 3_600_000) });
  return formatChinaTime(iso).slice(5); // 'MM-DD HH:mm', China time
}

/**
 * The notification list of the Notifications tab: newest first, unread marked; a tap marks it read and
 * opens what it is about (push routing of spec section 2); 全部已读 clears the badge.
 */
export function NotificationList() {
  const t = useT();
  const list = useScreenList(notificationsApi.list);
  const unread = useUnread((s) => s.count);
  // The badge's count with the list: when the tab shows and on pull-down (the tab bar also polls it).
  useDidShow(() => void useUnread.getState().refresh());
  usePullDownRefresh(() => void useUnread.getState().refresh());
  // A new notification pushed over the socket shows at the top without a pull.
  const refresh = useRef(list.refresh);
  refresh.current = list.refresh;
  useEffect(() => {
    let stop = () => {};
    let unmounted = false;
    void loadRealtime().then((realtime) => {
      if (unmounted) return;
      stop = realtime.on((frame) => {
        if (frame.type === 'notification') void refresh.current();
      });
    });
    return () => {
      unmounted = true;
      stop();
    };
  }, []);

  const open = (row: NotificationRow) => {
    if (!row.read) {
      row.read = true; // shown read at once; the list refreshes when the user comes back
      useUnread.getState().set(useUnread.getState().count - 1);
      void notificationsApi.read(row.id).catch(() => undefined);
    }
    if (!openPushPayload(row)) void list.refresh();
  };
  const readAll = async () => {
    try {
      await notificationsApi.readAll();
      useUnread.getState().set(0);
      void list.refresh();
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <View className="notices">
      <View className="notices__bar">
        <Text className="notices__count">{unread ? t('notice.unread', { n: unread }) : t('notice.allRead')}</Text>
        {unread ? (
          <Text className="notices__read-all" data-testid="read-all" onClick={() => void readAll()}>
            {t('notice.readAll')}
          </Text>
        ) : null}
      </View>
      <PagedList
        list={list}
        empty={{ title: t('notifications.empty'), body: t('notifications.emptyBody'), testId: 'notifications-empty' }}
      >
        {(row) => (
          <View
            key={row.id}
            className={`notice ${row.read ? '' : 'notice--unread'}`}
            data-testid="notification"
            data-kind={row.kind}
            onClick={() => open(row)}
          >
            <View className="notice__head">
              {row.read ? null : <View className="notice__dot" />}
              <Text className="notice__title">{row.title}</Text>
              <StageChip stage={row.stage} testId="notification-stage" />
              <Text className="notice__time">{age(row.createdAt, t)}</Text>
            </View>
            <Text className="notice__body">{row.body}</Text>
          </View>
        )}
      </PagedList>
    </View>
  );
}
