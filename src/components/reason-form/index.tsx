import { View } from '@tarojs/components';
import type { z } from 'zod';
import { useT } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';
import { SubmitButton, TextAreaField } from '../form';

/**
 * A reason typed under a card before a refusal (a review that fails, a candidate who is not suitable):
 * the shared rule `schema` ({reason}) checks it first, a refused call keeps the text, 取消 closes it.
 */
export function ReasonForm({
  schema,
  maxlength,
  label,
  placeholder,
  confirmText,
  onSubmit,
  onCancel,
  className,
}: {
  schema: z.ZodType<{ reason?: string }, { reason?: string }>;
  maxlength: number;
  label: string;
  placeholder: string;
  confirmText: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
  className?: string;
}) {
  const t = useT();
  const form = useForm(schema, { reason: '' });
  return (
    <View className={className} data-testid="reject-box">
      <TextAreaField
        name="reason"
        label={label}
        placeholder={placeholder}
        value={form.values.reason}
        error={form.errors.reason}
        maxlength={maxlength}
        onChange={(v) => form.set('reason', v)}
      />
      <View className="inline-actions">
        <SubmitButton text={t('common.cancel')} plain onClick={onCancel} testId="reject-cancel" />
        <SubmitButton
          text={confirmText}
          loading={form.submitting}
          onClick={() => void form.submit((data) => onSubmit(data.reason ?? ''))}
          testId="reject-confirm"
        />
      </View>
    </View>
  );
}
