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
import '../scheduling-strings';
import './scheduling.scss';
import { RESCHEDULE_MAX_IN_A_ROW } from '@common/interview-scheduling';
import * as scheduling from '@/api/interview-scheduling';
import { call } from '@/lib/call';
import { CalendarButton, MeetingLinkButton } from './calendar-button';
import { CancelInterviewForm } from './cancel-form';
import { RescheduleForm } from './reschedule-form';
import { SlotPicker, hasOpenSlots, slotBlock } from './slot-picker';
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

const OPEN: InterviewStatus[] = ['invited', 'waiting'];

/**
 * One interview with everything both sides need (method, time, where or how to join, the contact, the
 * note) and the actions the viewer may take now. Declining and failing ask first. Scheduling: an
 * invitation with times to choose from shows them (the seeker picks one: SlotPicker); an open interview
 * may be moved (改期, answered by the other side with 同意 / 拒绝), cancelled after a declined proposal,
 * added to the calendar, and an online one's link opened.
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
  const [form, setForm] = useState<'reschedule' | 'cancel'>();
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
  const picking = hasOpenSlots(interview);
  // With times to pick from, it expires once none of its open times lies ahead.
  const expired =
    interview.status === 'invited' &&
    (picking
      ? interview.slots.every((slot) => slot.status !== 'open' || Date.parse(slot.time) <= Date.now())
      : Date.parse(interview.time) <= Date.now());
  // With times to pick from, picking is accepting: the seeker's 接受 is the picker's 确认.
  const actions = (expired ? [] : (ACTIONS[side][interview.status] ?? [])).filter(
    (action) => !(picking && action === 'accept'),
  );
  const open = OPEN.includes(interview.status) && !expired && Date.parse(interview.time) > Date.now();
  const proposal = interview.proposal?.status === 'pending' ? interview.proposal : null;
  const mayReschedule = open && !picking && !proposal && interview.proposalsInARow < RESCHEDULE_MAX_IN_A_ROW;
  // A proposal was declined (none waits, the count did not reset): the interview may be cancelled.
  const afterDecline = open && !proposal && interview.proposalsInARow > 0;
  const answer = async (accept: boolean) => {
    if (!accept) {
      const sure = await Taro.showModal({ title: t('sched.decline'), content: t('sched.declineConfirm') });
      if (!sure.confirm) return;
    }
    setBusy(true);
    try {
      if (accept) await call(scheduling.acceptReschedule, { id: interview.id });
      else await call(scheduling.declineReschedule, { id: interview.id });
      void toast({
        title: t(accept ? 'pipeline.reschedule.accepted' : 'pipeline.reschedule.declined'),
        icon: 'none',
      });
      onChanged();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const done = () => {
    setForm(undefined);
    onChanged();
  };
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
        {`${t(INTERVIEW_METHOD_LABEL[interview.method])} · ${picking ? t('sched.timeToPick') : formatChinaTime(interview.time)}`}
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
      {picking && side === 'seeker' && !expired ? <SlotPicker interview={interview} onChanged={onChanged} /> : null}
      {interview.slots.length && (side === 'recruiter' || !picking) && interview.status === 'invited' ? (
        <View className="slot-offered" data-testid="slot-offered">
          <Text className="app-card__line">{t('sched.offered')}</Text>
          {interview.slots.map((slot) => {
            const block = slotBlock(slot);
            return (
              <Text key={slot.id} className={`slot-offered__time ${block ? 'slot-offered__time--off' : ''}`}>
                {formatChinaTime(slot.time)}
                {block ? ` · ${t(`sched.slot.${block}`)}` : ''}
              </Text>
            );
          })}
        </View>
      ) : null}
      {proposal && open ? (
        <View className="proposal" data-testid="interview-proposal" data-by={proposal.by}>
          <Text className="proposal__title">
            {t(proposal.by === side ? 'sched.proposalBy.me' : 'sched.proposalBy.other')}
          </Text>
          <Text className="proposal__line">{t('sched.proposalTime', { time: formatChinaTime(proposal.time) })}</Text>
          <Text className="proposal__line">{t('sched.proposalReason', { reason: proposal.reason })}</Text>
          {proposal.by === side ? (
            <Text className="proposal__waiting" data-testid="proposal-waiting">
              {t('sched.waiting')}
            </Text>
          ) : (
            <View className="app-actions">
              <Text
                className={`app-action ${busy ? 'app-action--busy' : ''}`}
                data-testid="proposal-decline"
                onClick={() => (busy ? undefined : void answer(false))}
              >
                {t('sched.decline')}
              </Text>
              <Text
                className={`app-action app-action--primary ${busy ? 'app-action--busy' : ''}`}
                data-testid="proposal-accept"
                onClick={() => (busy ? undefined : void answer(true))}
              >
                {t('sched.accept')}
              </Text>
            </View>
          )}
        </View>
      ) : null}
      {afterDecline ? <Text className="app-card__hint">{t('sched.declinedHint')}</Text> : null}
      {form === 'reschedule' ? (
        <RescheduleForm
          interviewId={interview.id}
          currentTime={interview.time}
          onDone={done}
          onCancel={() => setForm(undefined)}
        />
      ) : null}
      {form === 'cancel' ? (
        <CancelInterviewForm interviewId={interview.id} onDone={done} onCancel={() => setForm(undefined)} />
      ) : null}
      {(open && !form) || actions.length ? (
        <View className="app-actions">
          {open && !form ? (
            <>
              {!picking ? <CalendarButton interview={interview} /> : null}
              {interview.method === 'online' && interview.link && !picking ? (
                <MeetingLinkButton link={interview.link} />
              ) : null}
              {mayReschedule ? (
                <Text
                  className="app-action app-action--soft"
                  data-testid="interview-reschedule"
                  onClick={() => setForm('reschedule')}
                >
                  {t('sched.reschedule')}
                </Text>
              ) : null}
              {afterDecline ? (
                <Text
                  className="app-action app-action--soft"
                  data-testid="interview-cancel"
                  onClick={() => setForm('cancel')}
                >
                  {t('sched.cancel')}
                </Text>
              ) : null}
            </>
          ) : null}
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
