import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import { CANCEL_REASON_MAX, cancelInterviewSchema } from '@common/interview-scheduling';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import * as scheduling from '@/api/interview-scheduling';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import '../strings';
import '../scheduling-strings';

/** 取消面试: a reason the other side reads, then a confirmation before the call. */
export function CancelInterviewForm({
  interviewId,
  onDone,
  onCancel,
}: {
  interviewId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm(cancelInterviewSchema, { reason: '' });
  const send = async () => {
    if (!form.validate()) return;
    const answer = await Taro.showModal({ title: t('sched.cancelTitle'), content: t('sched.cancelConfirm') });
    if (!answer.confirm) return;
    await form.submit(async (data) => {
      await call(scheduling.cancelInterview, { id: interviewId, reason: data.reason });
      void toast({ title: t(PIPELINE_MSG.cancelled), icon: 'none' });
      onDone();
    });
  };
  return (
    <View className="reschedule-form" data-testid="cancel-form">
      <TextField
        name="cancelReason"
        label={t('sched.cancelReason')}
        value={form.values.reason ?? ''}
        maxlength={CANCEL_REASON_MAX + 1}
        placeholder={t('sched.cancelReasonP')}
        error={form.errors.reason}
        onChange={(v) => form.set('reason', v)}
      />
      <View className="inline-actions">
        <SubmitButton text={t('common.cancel')} plain onClick={onCancel} testId="cancel-back" />
        <SubmitButton
          text={t('sched.cancelSend')}
          loading={form.submitting}
          onClick={() => void send()}
          testId="cancel-send"
        />
      </View>
    </View>
  );
}
