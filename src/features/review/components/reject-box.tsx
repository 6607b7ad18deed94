import { View } from '@tarojs/components';
import { REVIEW_REASON_MAX, reviewRejectSchema } from '@common/company';
import { SubmitButton, TextAreaField } from '@/components/form';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import '../strings';

/** The reason box under a card: the shared rule (required, at most 200 characters) before the call. */
export function RejectBox({
  onReject,
  onCancel,
}: {
  onReject: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm(reviewRejectSchema, { reason: '' });
  return (
    <View className="review-reject" data-testid="reject-box">
      <TextAreaField
        name="reason"
        label={t('review.reason')}
        placeholder={t('review.reasonPlaceholder')}
        value={form.values.reason}
        error={form.errors.reason}
        maxlength={REVIEW_REASON_MAX}
        onChange={(v) => form.set('reason', v)}
      />
      <View className="inline-actions">
        <SubmitButton text={t('common.cancel')} plain onClick={onCancel} testId="reject-cancel" />
        <SubmitButton
          text={t('review.confirmReject')}
          loading={form.submitting}
          onClick={() => void form.submit((data) => onReject(data.reason))}
          testId="reject-confirm"
        />
      </View>
    </View>
  );
}
