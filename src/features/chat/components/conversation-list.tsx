import { useCallback, useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import type { ConversationSummary } from '@common/chat';
import { MSG } from '@common/messages';
import { ROUTES } from '@common/routes';
import * as chat from '@/api/chat';
import { PagedList } from '@/components/paged-list';
import { Avatar } from '@/components/avatar';
import { Tabs } from '@/components/tabs';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { useScreenList } from '@/lib/use-paged-list';
import { useUnread } from '@/services/unread';
import { separatorTime } from '../chat-rules';
import { useNetwork, watchNetwork } from '../network-state';
import './chat.scss';
import '../strings';

type Filter = 'all' | 'unread';

/** How long the list waits after a frame before asking again (a burst of messages asks once). */
const REFRESH_DELAY_MS = 300;

/**
 * The message center (pages/message/index): conversations newest first with the other member, their
 * company or the position, the last message and its time, and the unread count; 全部 / 未读; live through
 * the socket (a new message moves its conversation to the top without a reload); offline, what is loaded
 * stays under 网络未连接！ and the list refreshes when the network is back.
 */
export function ConversationList() {
  const t = useT();
  const identity = useSession((s) => s.userInfo?.identity);
  const [filter, setFilter] = useState<Filter>('all');
  const unread = useUnread((s) => s.chat);
  const fetchPage = useCallback(
    (pageNum: number) => call(chat.list, { pageNum, pageSize: 20, unread: filter === 'unread' ? 'true' : undefined }),
    [filter],
  );
  const list = useScreenList(fetchPage);
  const refresh = useRef(list.refresh);
  refresh.current = list.refresh;
  const online = useNetwork((s) => s.online);

  // Offline the loaded rows stay (a failed refresh keeps them) under 网络未连接！; back online, catch up.
  const wasOnline = useRef(online);
  useEffect(() => {
    watchNetwork();
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!back) return;
    realtime.reconnectNow();
    void refresh.current();
    void useUnread.getState().refresh();
  }, [online]);

  useEffect(() => {
    realtime.start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = realtime.on((frame) => {
      if (frame.type !== 'message' && frame.type !== 'read' && frame.type !== 'ready') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void refresh.current();
        void useUnread.getState().refresh();
      }, REFRESH_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  const open = (row: ConversationSummary) => {
    if (row.unread) useUnread.getState().setChat(useUnread.getState().chat - row.unread);
    openRoute('pages/message_detail/index', { id: row.id });
  };

  return (
    <View className="conversations">
      <Tabs<Filter>
        items={[
          { key: 'all', label: t('chat.all') },
          { key: 'unread', label: t('chat.unreadTab'), badge: unread },
        ]}
        value={filter}
        onChange={setFilter}
      />
      {online ? null : (
        <View className="conversations__offline" data-testid="conversations-offline">
          {t(MSG.errors.networkNotConnected)}
        </View>
      )}
      <PagedList
        list={online ? list : { ...list, error: t(MSG.errors.networkNotConnected) }}
        empty={
          filter === 'unread'
            ? { title: t('chat.emptyUnread'), testId: 'conversations-empty' }
            : {
                title: t('chat.empty'),
                body: identity === 'recruiter' ? t('chat.emptyRecruiter') : t('chat.emptySeeker'),
                actionText: identity === 'recruiter' ? undefined : t('chat.findJobs'),
                onAction: () => void Taro.switchTab({ url: `/${ROUTES.home}` }),
                testId: 'conversations-empty',
              }
        }
      >
        {(row) => (
          <View key={row.id} className="conversation" data-testid="conversation-row" onClick={() => open(row)}>
            <Avatar src={row.other.avatar} name={row.other.name} className="conversation__avatar" />
            <View className="conversation__main">
              <View className="conversation__head">
                <Text className="conversation__name">{row.other.name}</Text>
                <Text className="conversation__sub">
                  {row.me === 'seeker' ? `${row.companyName} · ${row.position.title}` : row.position.title}
                </Text>
                {row.lastMessage ? (
                  <Text className="conversation__time">{separatorTime(row.lastMessage.at)}</Text>
                ) : null}
              </View>
              <View className="conversation__foot">
                <Text className="conversation__preview" data-testid="conversation-preview">
                  {row.lastMessage?.preview ?? ''}
                </Text>
                {row.unread ? (
                  <Text className="conversation__unread" data-testid="conversation-unread">
                    {row.unread > 99 ? '99+' : row.unread}
                  </Text>
                ) : null}
              </View>
            </View>
          </View>
        )}
      </PagedList>
    </View>
  );
}
