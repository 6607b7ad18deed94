import { useState } from 'react';
import { View } from '@tarojs/components';
import { isFutureTime } from '@common/applications';
import { RESCHEDULE_REASON_MAX, rescheduleSchema } from '@common/interview-scheduling';
import { MSG } from '@common/messages';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import * as scheduling from '@/api/interview-scheduling';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import '../strings';
import '../scheduling-strings';
import { DateTimeField, NO_DAY_CLOCK, dayClockTime } from './date-time-field';

/**
 * 改期: a new day and time (China time) and a reason, proposed to the other side of the interview. The
 * shared rule checks before the call; a past time or the interview's own time is refused here too.
 */
export function RescheduleForm({
  interviewId,
  currentTime,
  onDone,
  onCancel,
}: {
  interviewId: number;
  /** The interview's time now (proposing it again is refused). */
  currentTime: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm(rescheduleSchema, { time: '', reason: '' });
  const [when, setWhen] = useState(NO_DAY_CLOCK);
  const send = () =>
    void form.submit(async (data) => {
      if (!isFutureTime(data.time)) {
        form.setErrors({ time: t(MSG.interviews.timePast) });
        return;
      }
      if (Date.parse(data.time) === Date.parse(currentTime)) {
        form.setErrors({ time: t(PIPELINE_MSG.reschedule.sameTime) });
        return;
      }
      await call(scheduling.reschedule, { id: interviewId, time: data.time, reason: data.reason });
      void toast({ title: t(PIPELINE_MSG.reschedule.proposed), icon: 'none' });
      onDone();
    });
  return (
    <View className="reschedule-form" data-testid="reschedule-form">
      <DateTimeField
        names={{ day: 'rescheduleDay', clock: 'rescheduleClock' }}
        labels={{ day: t('sched.newDay'), clock: t('sched.newClock') }}
        value={when}
        error={form.errors.time}
        onChange={(next) => {
          setWhen(next);
          form.set('time', dayClockTime(next));
        }}
      />
      <TextField
        name="reason"
        label={t('sched.reason')}
        value={form.values.reason ?? ''}
        maxlength={RESCHEDULE_REASON_MAX + 1}
        placeholder={t('sched.reasonP')}
        error={form.errors.reason}
        onChange={(v) => form.set('reason', v)}
      />
      <View className="inline-actions">
        <SubmitButton text={t('common.cancel')} plain onClick={onCancel} testId="reschedule-cancel" />
        <SubmitButton text={t('sched.send')} loading={form.submitting} onClick={send} testId="reschedule-send" />
      </View>
    </View>
  );
}
