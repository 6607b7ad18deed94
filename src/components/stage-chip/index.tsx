import { Text } from '@tarojs/components';
import { pipelineEn, pipelineZhHans } from '@common/messages.pipeline';
import { STAGE_LABEL, type Stage } from '@common/pipeline-rules';
import { addDomainMessages, useT } from '@/lib/i18n';
import './stage-chip.scss';

// The stage names travel with the chip: the chat and notification screens show it without the applications
// feature's texts.
addDomainMessages({ 'zh-Hans': pipelineZhHans, en: pipelineEn });

/**
 * Where an application stands (已投递 … 已入职, 不合适, 已撤回), one colour per stage, on every screen that
 * shows an application: both sides' lists, the details, the chat's position card, notifications.
 */
export function StageChip({
  stage,
  testId,
  className,
}: {
  stage: Stage | null | undefined;
  testId?: string;
  className?: string;
}) {
  const t = useT();
  if (!stage) return null;
  return (
    <Text
      className={`stage-chip stage-chip--${stage} ${className ?? ''}`}
      data-testid={testId ?? 'stage-chip'}
      data-stage={stage}
    >
      {t(STAGE_LABEL[stage])}
    </Text>
  );
}
