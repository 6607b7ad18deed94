import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import * as chat from '@/api/chat';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { goToLogin, openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { chatApi } from '../api/chat-api';
import '../start-chat-strings';
import { toast } from '@/lib/toast';

async function openConversation(positionId: number, seekerId?: number) {
  try {
    const { id } = await call(chat.start, { positionId, seekerId });
    openRoute('pages/message_detail/index', { id });
  } catch (error) {
    shownRefusal(error);
  }
}

/**
 * 立即沟通 on the job detail: opens (or creates, with the seeker's greeting) the conversation with the
 * position's recruiter. Logged out -> login; another identity -> the switch is offered.
 */
export function StartChatButton({ positionId, className }: { positionId: number; className?: string }) {
  const t = useT();
  const { isLogin, userInfo } = useSession();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!isLogin) return goToLogin();
    if (userInfo?.identity !== 'seeker') {
      const answer = await Taro.showModal({
        title: t('chat.seekerOnlyTitle'),
        content: t('chat.seekerOnly'),
        confirmText: t('chat.switch'),
      }).catch(() => ({ confirm: false }));
      if (answer.confirm) openRoute('pages/user/identitySwitching');
      return;
    }
    setBusy(true);
    await openConversation(positionId);
    setBusy(false);
  };
  return (
    <View className={className} data-testid="job-chat" onClick={() => (busy ? undefined : void start())}>
      {t('chat.startChat')}
    </View>
  );
}

/**
 * 打招呼 for a recruiter (talent list, candidates, applicant details): about `positionId` when given,
 * else about one of their open positions chosen from a sheet.
 */
export function GreetButton({
  seekerId,
  positionId,
  className,
}: {
  seekerId: number;
  positionId?: number;
  className?: string;
}) {
  const t = useT();
  const greet = async () => {
    if (positionId) return openConversation(positionId, seekerId);
    try {
      const { rows } = await chatApi.myOpenPositions();
      const open = rows.filter((row) => row.visible).slice(0, 6);
      if (!open.length) return void toast({ title: t('chat.noOpenPosition'), icon: 'none' });
      const chosen =
        open.length === 1
          ? { tapIndex: 0 }
          : await Taro.showActionSheet({ itemList: open.map((row) => row.title) }).catch(() => undefined);
      if (chosen) await openConversation(open[chosen.tapIndex].id, seekerId);
    } catch (error) {
      shownRefusal(error);
    }
  };
  return (
    <View
      className={className}
      data-testid="greet"
      onClick={(event) => {
        event.stopPropagation();
        void greet();
      }}
    >
      {t('chat.greet')}
    </View>
  );
}
