import { useCallback, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { MY_POSITION_STATUSES, type MyPosition, type MyPositionStatus } from '@common/positions';
import * as positions from '@/api/positions';
import { StateBlock } from '@/components/state-block';
import { Tabs } from '@/components/tabs';
import { formatSalary } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useScreenList } from '@/lib/use-paged-list';
import { call, callWithMessage } from '@/lib/call';
import './position-manager.scss';
import { toast } from '@/lib/toast';
import '@/locales/recruiting';
import '../strings';

type PositionAction = 'pause' | 'resume' | 'refresh' | 'stop' | 'delete';

/** The call of each action on an own position (the server's message is shown after it). */
const ACTION_CALLS: Record<PositionAction, (id: number) => Promise<{ msg: string }>> = {
  pause: (id) => callWithMessage(positions.pause, { id }),
  resume: (id) => callWithMessage(positions.resume, { id }),
  refresh: (id) => callWithMessage(positions.refresh, { id }),
  stop: (id) => callWithMessage(positions.stop, { id }),
  delete: (id) => callWithMessage(positions.remove, { id }),
};

/** What a recruiter may do with a position in each status (architecture section 4). */
const ACTIONS: Record<string, (PositionAction | 'edit')[]> = {
  under_review: ['edit', 'delete'],
  audit_failed: ['edit', 'delete'],
  approved: ['refresh', 'pause', 'stop', 'edit', 'delete'],
  paused: ['resume', 'stop', 'edit', 'delete'],
  closed: ['delete'],
};

/** Position management: tabs by status, the review reason, and the actions each status allows. */
export function PositionManager({ initialStatus }: { initialStatus?: string }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [status, setStatus] = useState<MyPositionStatus | ''>(
    (MY_POSITION_STATUSES as readonly string[]).includes(initialStatus ?? '')
      ? (initialStatus as MyPositionStatus)
      : '',
  );
  const fetchPage = useCallback(
    (pageNum: number) => call(positions.mine, { status: status || undefined, pageNum, pageSize: 10 }),
    [status],
  );
  const list = useScreenList<MyPosition>(fetchPage);

  const act = async (position: MyPosition, action: PositionAction | 'edit') => {
    if (action === 'edit') {
      openRoute('pages/CreatePosition/CreatePosition', { id: position.id });
      return;
    }
    if (action === 'delete' || action === 'stop') {
      const res = await Taro.showModal({ title: t(`pos.a.${action}`), content: t(`pos.confirm.${action}`) });
      if (!res.confirm) return;
    }
    try {
      const body = await ACTION_CALLS[action](position.id);
      void toast({ title: body.msg && body.msg !== 'ok' ? body.msg : t('resume.saved'), icon: 'none' });
      void list.refresh();
    } catch (e) {
      shownRefusal(e);
    }
  };

  return (
    <View className="my-positions">
      <Tabs
        items={(['', ...MY_POSITION_STATUSES] as const).map((s) => ({
          key: s,
          label: s ? t(`status.position.${s}`) : t('pos.all'),
        }))}
        value={status}
        onChange={setStatus}
      />
      <View
        className="my-positions__post"
        data-testid="post-position"
        onClick={() => openRoute('pages/CreatePosition/CreatePosition')}
      >
        {t('pos.post')}
      </View>
      {list.status === 'loading' && !list.rows.length ? <StateBlock title={t('common.loading')} /> : null}
      {list.status === 'error' && !list.rows.length ? (
        <StateBlock
          title={t('common.loadFailed')}
          body={list.error}
          actionText={t('common.retry')}
          onAction={() => void list.reload()}
        />
      ) : null}
      {list.status === 'done' && !list.rows.length ? (
        <StateBlock title={t('pos.none')} testId="positions-empty" />
      ) : null}
      {list.rows.map((position) => (
        <View key={position.id} className="my-positions__card" data-testid="my-position">
          <View className="my-positions__row">
            <Text className="my-positions__title">{position.title}</Text>
            <Text className={`my-positions__status my-positions__status--${position.status}`}>
              {t(`status.position.${position.status}`)}
            </Text>
          </View>
          <Text className="my-positions__muted">{`${position.regionName} · ${formatSalary(position, locale)}`}</Text>
          {/* Seekers' looks at it (one per seeker a day, 90 days) and its applications: 浏览 N · 投递 M. */}
          <Text className="my-positions__muted" data-testid="position-counts">
            {t('pos.counts', { views: position.views ?? 0, applicants: position.applicants ?? 0 })}
            {position.applicants ? (
              <Text
                className="my-positions__board"
                data-testid="position-board"
                onClick={() => openRoute('pages/applicant/board', { id: position.id })}
              >
                {` · ${t('pos.board')}`}
              </Text>
            ) : null}
          </Text>
          {position.status === 'audit_failed' && position.reviewReason ? (
            <Text className="my-positions__reason" data-testid="review-reason">
              {t('pos.reason', { reason: position.reviewReason })}
            </Text>
          ) : null}
          <View className="my-positions__actions">
            {(ACTIONS[position.status] ?? []).map((action) => (
              <Text
                key={action}
                className="my-positions__action"
                data-testid={`action-${action}`}
                onClick={() => void act(position, action)}
              >
                {t(`pos.a.${action}`)}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}
