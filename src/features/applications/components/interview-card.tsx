import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';
import { View, Text } from '@tarojs/components';
import {
  INTERVIEW_METHOD_LABEL,
  INTERVIEW_STATUS_LABEL,
  formatChinaTime,
  type Interview,
  type InterviewStatus,
} from '@common/applications';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import * as applications from '@/api/applications';
import { callWithMessage } from '@/lib/call';
import '../strings';
import { toast } from '@/lib/toast';
import { askToSubscribe, preloadSubscriptions } from '@/services/subscribe';

export type InterviewAction = 'accept' | 'decline' | 'pass' | 'fail';

/** The call of each action (the server's message is shown after it). */
const ACTION_CALLS: Record<InterviewAction, (id: number) => Promise<{ msg: string }>> = {
  accept: (id) => callWithMessage(applications.acceptInterview, { id }),
  decline: (id) => callWithMessage(applications.declineInterview, { id }),
  pass: (id) => callWithMessage(applications.passInterview, { id }),
  fail: (id) => callWithMessage(applications.failInterview, { id }),
};

/** What each side may do with an interview in each state (architecture section 4). */
const ACTIONS: Record<'seeker' | 'recruiter', Partial<Record<InterviewStatus, InterviewAction[]>>> = {
  seeker: { invited: ['decline', 'accept'] },
  recruiter: { waiting: ['fail', 'pass'] },
};

/**
 * One interview with everything both sides need (method, time, where or how to join, the contact, the
 * note) and the actions the viewer may take now. Declining and failing ask first.
 */
export function InterviewCard({
  interview,
  side,
  title,
  onChanged,
}: {
  interview: Interview;
  side: 'seeker' | 'recruiter';
  /** The heading: the position for the seeker, the candidate for the recruiter. */
  title?: string;
  onChanged: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // WeChat shows its subscription panel only from a tap: the templates must be here before 接受.
  useEffect(() => {
    if (side === 'seeker' && interview.status === 'invited') void preloadSubscriptions();
  }, [side, interview.status]);
  const act = async (action: InterviewAction) => {
    // In the tap, before any await: WeChat's panel for the interview's reminder (weapp; nothing elsewhere).
    if (action === 'accept') askToSubscribe('interview');
    if (action === 'decline' || action === 'fail') {
      const answer = await Taro.showModal({
        title: t(`interview.a.${action}`),
        content: t(`interview.confirm.${action}`),
      });
      if (!answer.confirm) return;
    }
    setBusy(true);
    try {
      const body = await ACTION_CALLS[action](interview.id);
      void toast({ title: body.msg || t('interview.done'), icon: 'none' });
      onChanged();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  const where =
    interview.method === 'online'
      ? interview.link
      : interview.method === 'offline'
        ? interview.address
        : interview.contact;
  const copy = (text: string) => void withPlatformApi('setClipboardData', () => Taro.setClipboardData({ data: text }));
  // An invitation whose time has passed can no longer be accepted (the server closes it in its sweep).
  const expired = interview.status === 'invited' && Date.parse(interview.time) <= Date.now();
  const actions = expired ? [] : (ACTIONS[side][interview.status] ?? []);
  return (
    <View className="app-card" data-testid="interview-card">
      <View className="app-card__head">
        <Text className="app-card__title">{title ?? interview.positionTitle}</Text>
        <Text className={`app-status app-status--${interview.status}`} data-testid="interview-status">
          {t(INTERVIEW_STATUS_LABEL[interview.status])}
        </Text>
      </View>
      {title ? null : <Text className="app-card__line">{interview.companyName}</Text>}
      <Text className="app-card__line">
        {`${t(INTERVIEW_METHOD_LABEL[interview.method])} · ${formatChinaTime(interview.time)}`}
      </Text>
      {where ? (
        <Text className="app-card__line app-card__copy" onClick={() => copy(where)}>
          {t('common.labelValue', { label: t(`interview.where.${interview.method}`), value: where })}
        </Text>
      ) : null}
      {interview.contact && interview.method !== 'phone' ? (
        <Text className="app-card__line">
          {t('common.labelValue', { label: t('interview.contact'), value: interview.contact })}
        </Text>
      ) : null}
      {interview.note ? (
        <Text className="app-card__line">
          {t('common.labelValue', { label: t('interview.note'), value: interview.note })}
        </Text>
      ) : null}
      {expired ? <Text className="app-card__hint">{t('interview.expiredHint')}</Text> : null}
      {actions.length ? (
        <View className="app-actions">
          {actions.map((action) => (
            <Text
              key={action}
              className={`app-action ${action === 'accept' || action === 'pass' ? 'app-action--primary' : ''} ${busy ? 'app-action--busy' : ''}`}
              data-testid={`interview-${action}`}
              onClick={() => (busy ? undefined : void act(action))}
            >
              {t(`interview.a.${action}`)}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}
