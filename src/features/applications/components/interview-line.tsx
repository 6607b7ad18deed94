import { Text } from '@tarojs/components';
import {
  INTERVIEW_METHOD_LABEL,
  INTERVIEW_STATUS_LABEL,
  formatChinaTime,
  type InterviewBrief,
} from '@common/applications';
import { useT } from '@/lib/i18n';
import '../strings';

/** 线上面试 · 2026-11-25 14:00 · 待面试: the latest interview of an application, one line. */
export function InterviewLine({ interview, onClick }: { interview: InterviewBrief; onClick?: () => void }) {
  const t = useT();
  return (
    <Text
      className={`app-interview app-interview--${interview.status}`}
      data-testid="interview-line"
      onClick={(e) => {
        if (!onClick) return;
        e.stopPropagation();
        onClick();
      }}
    >
      {[
        t(INTERVIEW_METHOD_LABEL[interview.method]),
        formatChinaTime(interview.time),
        t(INTERVIEW_STATUS_LABEL[interview.status]),
      ].join(' · ')}
    </Text>
  );
}
